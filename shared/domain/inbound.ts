import * as z from '../schemas/zod';

export const INBOUND_ACTIONS = ['DRAFT_EMAIL', 'NO_ACTION'] as const;
export const InboundActionSchema = z.enum(INBOUND_ACTIONS);
