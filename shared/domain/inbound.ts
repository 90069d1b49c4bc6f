import * as z from '../schemas/zod';

export const INBOUND_ACTIONS = ['DRAFT_EMAIL', 'NO_ACTION'] as const;
export const InboundActionSchema = z.enum(INBOUND_ACTIONS);
export type InboundAction = z.infer<typeof InboundActionSchema>;

/** Messages a persona may answer: per user and per instance, each day. */
export const PERSONA_MESSAGES_PER_USER_PER_DAY = 100;
export const PERSONA_MESSAGES_PER_NAMESPACE_PER_DAY = 500;
