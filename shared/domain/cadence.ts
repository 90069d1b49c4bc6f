import * as z from '../schemas/zod';

export const CADENCE_STEP_TYPES = ['ACTION', 'CONDITION'] as const;
export const CadenceStepTypeSchema = z.enum(CADENCE_STEP_TYPES);
export type CadenceStepType = z.infer<typeof CadenceStepTypeSchema>;

export const CADENCE_CONDITION_TYPES = ['LAST_REPLIED', 'DID_NOT_REPLY_ROOT'] as const;
export const CadenceConditionTypeSchema = z.enum(CADENCE_CONDITION_TYPES);
export type CadenceConditionType = z.infer<typeof CadenceConditionTypeSchema>;

export const CADENCE_ACTION_TYPES = ['SEND_EMAIL_ROOT', 'SEND_EMAIL', 'DO_NOTHING'] as const;
export const CadenceActionTypeSchema = z.enum(CADENCE_ACTION_TYPES);
export type CadenceActionType = z.infer<typeof CadenceActionTypeSchema>;

export const CADENCE_OBJECTIVES = ['STANDARD'] as const;
export const CadenceObjectiveSchema = z.enum(CADENCE_OBJECTIVES);
export type CadenceObjective = z.infer<typeof CadenceObjectiveSchema>;

/** Automatic cadences send follow-ups after these many days without a reply. */
export const AUTO_CADENCE_FOLLOW_UP_DAYS = [3, 7] as const;

/** A cadence step as the cadence engine reads it (the stored steps, or the auto cadence's). */
export type CadenceRunStep =
  | {
      readonly type: 'ACTION';
      readonly actionType: CadenceActionType;
      /** days after the previous email of the thread was sent (SEND_EMAIL) */
      readonly delayDays: number;
    }
  | { readonly type: 'CONDITION'; readonly conditionType: CadenceConditionType };

/**
 * The cadence of a campaign with none of its own while the instance's 'auto cadences' option is
 * active: the first email, then one follow-up AUTO_CADENCE_FOLLOW_UP_DAYS after it for each entry,
 * each only while the first email has no reply. A follow-up's delay counts from the previous email,
 * so the days between entries: +3 and +7 days from the first email. A campaign's follow-up delay
 * (`followUpAfterDays`, 1 to 30) replaces the first wait; the second follow-up still comes the
 * usual 4 days after the first, so the pair keeps its spacing whatever delay the rep chose.
 */
export function autoCadenceSteps(followUpAfterDays?: number): CadenceRunStep[] {
  const steps: CadenceRunStep[] = [{ type: 'ACTION', actionType: 'SEND_EMAIL_ROOT', delayDays: 1 }];
  let previous = 0;
  for (const [index, days] of AUTO_CADENCE_FOLLOW_UP_DAYS.entries()) {
    const delayDays = index === 0 && followUpAfterDays !== undefined ? followUpAfterDays : days - previous;
    steps.push({ type: 'CONDITION', conditionType: 'DID_NOT_REPLY_ROOT' });
    steps.push({ type: 'ACTION', actionType: 'SEND_EMAIL', delayDays });
    previous = days;
  }
  return steps;
}

/** The cadence of a campaign with none of its own and auto cadences off: the first email only. */
export function rootOnlyCadenceSteps(): CadenceRunStep[] {
  return [{ type: 'ACTION', actionType: 'SEND_EMAIL_ROOT', delayDays: 1 }];
}

/** Days without a reply after the last email of a cadence before the contact counts as not replying. */
export const CADENCE_NO_REPLY_AFTER_DAYS = AUTO_CADENCE_FOLLOW_UP_DAYS[0];

/** The states of a contact's cadence run in a campaign. */
export const CADENCE_RUN_STATES = ['ACTIVE', 'ENDED'] as const;
export type CadenceRunState = (typeof CADENCE_RUN_STATES)[number];

/**
 * Why a cadence run ended: no reply after its last email; a reply, bounce, unsubscribe, spam
 * complaint, or word that the contact left the company; its campaign ended (or no longer holds the contact); an email of the thread ended
 * without being sent; a DO_NOTHING step; a condition that did not hold.
 */
export const CADENCE_END_REASONS = [
  'NO_REPLY',
  'REPLIED',
  'BOUNCED',
  'UNSUBSCRIBED',
  'COMPLAINED',
  'LEFT_COMPANY',
  'CAMPAIGN_ENDED',
  'EMAIL_NOT_SENT',
  'DO_NOTHING',
  'CONDITION_FALSE',
] as const;
export type CadenceEndReason = (typeof CADENCE_END_REASONS)[number];

/** The reasons an inbound event stops a contact's cadences. */
export type CadenceStopReason = Extract<CadenceEndReason, 'REPLIED' | 'BOUNCED' | 'UNSUBSCRIBED' | 'COMPLAINED' | 'LEFT_COMPANY'>;
