import { describe, expect, it } from 'vitest';

import { ONBOARDING_END_STAGE_INDEX, ONBOARDING_STAGES } from '../../../../shared/domain/campaign';
import {
  canOpenStep,
  FINALIZING_TITLE,
  LAST_STEP_INDEX,
  ONBOARDING_STEP_TITLES,
  resumeStageIndex,
  resumeStepIndex,
} from '../../../../web/src/pages/onboarding/stages';

const progress = (company: boolean, sender: boolean, customerProfile: boolean) => ({ company, sender, customerProfile });

describe('onboarding stages', () => {
  it('shows the three step titles of the specification, then the finalizing entry', () => {
    expect(ONBOARDING_STEP_TITLES).toEqual([
      'Tell us about your company',
      'Who should your emails be sent from?',
      'Who are you reaching out to?',
    ]);
    expect(FINALIZING_TITLE).toBe('Finalizing your onboarding');
    expect(ONBOARDING_STAGES[ONBOARDING_END_STAGE_INDEX]).toBe(FINALIZING_TITLE);
    expect(LAST_STEP_INDEX).toBe(2);
  });

  it.each([
    [progress(false, false, false), 0],
    [progress(true, false, false), 1],
    [progress(true, true, false), 2],
    [progress(true, true, true), ONBOARDING_END_STAGE_INDEX],
    // the first missing item wins, whatever exists after it
    [progress(false, true, true), 0],
    [progress(true, false, true), 1],
  ])('resumes %o at stage %i', (done, expected) => {
    expect(resumeStageIndex(done)).toBe(expected);
  });

  it('starts at the first stage when nothing is known', () => {
    expect(resumeStageIndex()).toBe(0);
  });

  it('opens the last step, not the closing stage, when everything exists already', () => {
    expect(resumeStepIndex(progress(true, true, true))).toBe(LAST_STEP_INDEX);
    expect(resumeStepIndex(progress(true, false, false))).toBe(1);
  });

  it('lets the user open earlier steps and the first missing one, but not the steps after it', () => {
    const companyOnly = progress(true, false, false);

    expect(canOpenStep(0, companyOnly)).toBe(true);
    expect(canOpenStep(1, companyOnly)).toBe(true);
    expect(canOpenStep(2, companyOnly)).toBe(false);
    expect(canOpenStep(-1, companyOnly)).toBe(false);
    expect(canOpenStep(1.5, companyOnly)).toBe(false);
    expect(canOpenStep(2, progress(true, true, true))).toBe(true);
    expect(canOpenStep(3, progress(true, true, true))).toBe(false);
  });
});
