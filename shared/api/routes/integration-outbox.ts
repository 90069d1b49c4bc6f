import { CrmOutboxKindSchema } from '../../domain/crm';
import { inputObject, requiredText } from '../../schemas/common';
import * as z from '../../schemas/zod';
import { route } from '../route';
import * as api from '../schemas';

const OUTBOX = '/api/integration/{type}/outbox';

/** A CRM write given up (after its tries, or refused by the CRM), with why. */
const DeadCrmWriteSchema = z.object({
  eventId: z.string(),
  kind: CrmOutboxKindSchema,
  contactId: z.string(),
  emailId: z.optional(z.string()),
  at: z.string(),
  attempts: z.number(),
  reason: z.string(),
  givenUpAt: z.string(),
});

const CrmWriteRetryBodySchema = inputObject('Request', { eventId: requiredText('Event ID', 200) });

/**
 * What the instance writes back to a CRM (sends, replies, bounces, opt-outs) goes through an
 * outbox; the integration page lists the writes given up and lets a manager try one again.
 */
export const integrationOutboxRoutes = {
  deadLetters: route({
    name: 'integration.deadLetters',
    method: 'POST',
    path: `${OUTBOX}/dead`,
    access: 'tenant',
    handler: 'integration/dead-letters',
    params: api.IntegrationTypeParamsSchema,
    body: z.optional(api.ListRequestSchema),
    response: api.pageSchema(DeadCrmWriteSchema),
    summary:
      'The writes to this CRM given up (after 8 tries, or refused by the CRM), the last given up first, a page at a time, each with its reason.',
    needs: { table: 'read' },
  }),
  retry: route({
    name: 'integration.retryWrite',
    method: 'POST',
    path: `${OUTBOX}/retry`,
    access: 'tenant',
    handler: 'integration/retry-write',
    params: api.IntegrationTypeParamsSchema,
    body: CrmWriteRetryBodySchema,
    response: z.object({ eventId: z.string() }),
    summary:
      "Try a given-up CRM write again at the outbox's next run (managers): 404 when the instance has no such write, 409 when it is not given up.",
    needs: { table: 'readWrite' },
  }),
};
