import { describe, expect, it } from 'vitest';

import { CADENCE_FIRST_STEP_MESSAGE, CreateCadenceInputSchema, MAX_CADENCE_STEPS } from '../../../../shared/schemas/cadence';
import { checkForm, initialValues } from '../../../../web/src/components/resource-page/form-model';
import { CADENCE_FORM } from '../../../../web/src/pages/cadence/cadence-form';
import {
  canAddStep,
  initialStepDrafts,
  moveStep,
  newStepDraft,
  stepDraftsOf,
  stepsInput,
  type StepDraft,
} from '../../../../web/src/pages/cadence/cadence-steps';

const named = (steps: StepDraft[]) => ({ ...initialValues(CADENCE_FORM.fields), name: 'Standard', steps });

describe('the steps of a new cadence', () => {
  it('send the first email, then follow up after 3 and 7 days without a reply', () => {
    expect(stepsInput(initialStepDrafts())).toEqual([
      { type: 'ACTION', actionType: 'SEND_EMAIL_ROOT', delayDays: 1 },
      { type: 'CONDITION', conditionType: 'DID_NOT_REPLY_ROOT' },
      { type: 'ACTION', actionType: 'SEND_EMAIL', delayDays: 3 },
      { type: 'ACTION', actionType: 'SEND_EMAIL', delayDays: 7 },
    ]);
    expect(CreateCadenceInputSchema.safeParse({ name: 'Standard', steps: stepsInput(initialStepDrafts()) }).success).toBe(true);
  });
});

describe('stored steps', () => {
  it('become drafts and back without change', () => {
    const stored = [
      { type: 'ACTION', actionType: 'SEND_EMAIL_ROOT', delayDays: 2, templateId: 't-1' },
      { type: 'CONDITION', conditionType: 'LAST_REPLIED' },
      { type: 'ACTION', actionType: 'DO_NOTHING', delayDays: 30 },
    ];

    expect(stepsInput(stepDraftsOf(stored))).toEqual(stored);
  });

  it('answer no drafts for something that is not a list', () => {
    expect(stepDraftsOf(undefined)).toEqual([]);
  });
});

describe('checking the steps', () => {
  it('says under the first step that a cadence starts by sending the first email', () => {
    const steps = moveStep(initialStepDrafts(), 0, 1);

    const check = checkForm(CADENCE_FORM.createSchema, CADENCE_FORM.fields, named(steps));

    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.errors.paths['steps.0']).toBe(CADENCE_FIRST_STEP_MESSAGE);
  });

  it('puts a delay out of range on its step', () => {
    const steps = initialStepDrafts().map((step, index) => (index === 2 ? { ...step, delayDays: '0' } : step));

    const check = checkForm(CADENCE_FORM.createSchema, CADENCE_FORM.fields, named(steps));

    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.errors.paths['steps.2.delayDays']).toBe('Delay must be a whole number of days from 1 to 30.');
  });

  it('asks for a step when there is none', () => {
    const check = checkForm(CADENCE_FORM.createSchema, CADENCE_FORM.fields, named([]));

    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.errors.fields.steps).toBe('Add at least one step to the cadence.');
  });

  it('sends a condition without the action fields it keeps for a switch back', () => {
    const condition: StepDraft = { ...newStepDraft(), type: 'CONDITION', conditionType: 'LAST_REPLIED' };

    expect(stepsInput([condition])).toEqual([{ type: 'CONDITION', conditionType: 'LAST_REPLIED' }]);
  });
});

describe('moving steps', () => {
  it('swaps a step with its neighbour and leaves the ends alone', () => {
    expect(moveStep(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moveStep(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moveStep(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveStep(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });

  it('allows steps up to the maximum', () => {
    expect(canAddStep(Array.from({ length: MAX_CADENCE_STEPS - 1 }))).toBe(true);
    expect(canAddStep(Array.from({ length: MAX_CADENCE_STEPS }))).toBe(false);
  });
});
