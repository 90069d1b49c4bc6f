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
