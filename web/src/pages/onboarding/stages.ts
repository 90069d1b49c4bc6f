import { ONBOARDING_END_STAGE_INDEX, ONBOARDING_STAGES } from '../../../../shared/domain/campaign';

/** The stages the user fills in (company, sender, customer profile), before the closing stage. */
export const ONBOARDING_STEP_TITLES = ONBOARDING_STAGES.slice(0, ONBOARDING_END_STAGE_INDEX);
/** The title of the closing stage, shown while the setup is completed on the server. */
export const FINALIZING_TITLE = ONBOARDING_STAGES[ONBOARDING_END_STAGE_INDEX];
/** Index of the last stage the user fills in (the customer profile). */
export const LAST_STEP_INDEX = ONBOARDING_END_STAGE_INDEX - 1;

/** Which of the items onboarding creates already exist in the instance, in stage order. */
export interface OnboardingProgress {
  readonly company: boolean;
  readonly sender: boolean;
  readonly customerProfile: boolean;
}

const NOTHING_DONE: OnboardingProgress = { company: false, sender: false, customerProfile: false };

function doneInOrder(progress: OnboardingProgress): readonly boolean[] {
  return [progress.company, progress.sender, progress.customerProfile];
}

/**
 * The stage onboarding continues at: the first one whose item does not exist yet (0 company,
 * 1 sender, 2 customer profile), or the closing stage (`ONBOARDING_END_STAGE_INDEX`) when all three
 * exist.
 */
export function resumeStageIndex(progress: OnboardingProgress = NOTHING_DONE): number {
  const firstMissing = doneInOrder(progress).indexOf(false);
  return firstMissing === -1 ? ONBOARDING_END_STAGE_INDEX : firstMissing;
}

/**
 * The step the wizard opens at after a reload: the resume stage, or the last step when everything
 * exists already, so the user reviews the customer profile and finishes the setup themselves
 * (an instance whose onboarding is run again after a reset keeps its data).
 */
export function resumeStepIndex(progress: OnboardingProgress): number {
  return Math.min(resumeStageIndex(progress), LAST_STEP_INDEX);
}

/**
 * Whether the user may open a step from the wizard's navigation: any step up to the first one
 * whose item is still missing (earlier steps stay open for changes, later ones wait their turn).
 */
export function canOpenStep(requestedIndex: number, progress: OnboardingProgress): boolean {
  return Number.isInteger(requestedIndex) && requestedIndex >= 0 && requestedIndex <= resumeStepIndex(progress);
}
