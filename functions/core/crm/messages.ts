import * as z from '../../../shared/schemas/zod';

import { IntegrationTypeSchema } from '../../../shared/domain/integration';

/**
 * One message on the crm queue: read page `page` of the instance's current import of `type`, at
 * the CRM's `cursor`. The consumer acts only while the stored import is `importId` at that page,
 * within `namespaceId`: a replayed or forged message writes nothing.
 */
export const CrmPageMessageSchema = z.object({
  namespaceId: z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{2,63}$/)),
  type: IntegrationTypeSchema,
  importId: z.uuid(),
  page: z.int().check(z.minimum(0)),
  cursor: z.optional(z.string().check(z.maxLength(4096))),
});
