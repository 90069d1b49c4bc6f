import * as z from '../schemas/zod';

/** Lifecycle stages in order, lowest first. */
export const LIFECYCLE_STAGES = [
  'SUBSCRIBER',
  'LEAD',
  'QUALIFIED_LEAD',
  'MARKETING_QUALIFIED_LEAD',
  'SALES_QUALIFIED_LEAD',
  'OPPORTUNITY',
  'CUSTOMER',
  'EVANGELIST',
  'OTHER',
] as const;
export const LifecycleStageSchema = z.enum(LIFECYCLE_STAGES);
export type LifecycleStage = z.infer<typeof LifecycleStageSchema>;

/** Stages that form one group: a lead and a subscriber rank alike. */
export const LEAD_GROUP_STAGES = ['SUBSCRIBER', 'LEAD'] as const satisfies readonly LifecycleStage[];
export const DEFAULT_LIFECYCLE_STAGE: LifecycleStage = 'LEAD';
