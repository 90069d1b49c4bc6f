import * as z from './zod';

import { CRM_EXCLUSION_REASONS, CrmImportStateSchema, CrmImportTriggerSchema } from '../domain/crm-import';
import { IntegrationTypeSchema } from '../domain/integration';
import { addIssue, enumField, idField, inputObject, isoDateTimeField, optionalText, SHORT_TEXT_MAX_LENGTH } from './common';

/** What an import reads from: a HubSpot list, a Salesforce list view or report, or every contact changed since a time. */
export const CRM_IMPORT_SOURCE_KINDS = ['LIST', 'LIST_VIEW', 'REPORT', 'CHANGED_SINCE'] as const;
const CrmImportSourceKindSchema = z.enum(CRM_IMPORT_SOURCE_KINDS);

export const SOURCE_ID_REQUIRED_MESSAGE = 'Source ID is required: choose the list, list view or report to import.';
export const SINCE_REQUIRED_MESSAGE = 'Since is required: choose the date contacts changed after.';

/** `{ type }` path parameters of the integration routes. */
export const IntegrationTypeParamsSchema = z.object({ type: enumField(IntegrationTypeSchema, 'Integration type') });

const CrmImportSourceSchema = inputObject('Source', {
  kind: enumField(CrmImportSourceKindSchema, 'Source kind'),
  id: optionalText('Source ID', SHORT_TEXT_MAX_LENGTH),
  since: z.optional(isoDateTimeField('Since')),
}).check(
  z.superRefine((value, ctx) => {
    if (value.kind === 'CHANGED_SINCE' && value.since === undefined) addIssue(ctx, ['since'], SINCE_REQUIRED_MESSAGE);
    if (value.kind !== 'CHANGED_SINCE' && value.id === undefined) addIssue(ctx, ['id'], SOURCE_ID_REQUIRED_MESSAGE);
  }),
);

/** POST /api/integration/{type}/import */
export const CrmImportBodySchema = inputObject('Import', {
  source: CrmImportSourceSchema,
  contactListId: idField('Contact list ID'),
});
export type CrmImportBody = z.infer<typeof CrmImportBodySchema>;

const CrmImportCountsSchema = z.object({
  read: z.number(),
  created: z.number(),
  updated: z.number(),
  unchanged: z.number(),
  conflicts: z.number(),
});

const CrmSelectionSchema = z.union([
  z.object({ kind: z.enum(['LIST', 'LIST_VIEW', 'REPORT']), id: z.string() }),
  z.object({ kind: z.literal('CHANGED_SINCE'), since: z.string() }),
]);

/** An import's progress as the page shows it. */
export const CrmImportSchema = z.object({
  type: IntegrationTypeSchema,
  importId: z.string(),
  trigger: CrmImportTriggerSchema,
  selection: CrmSelectionSchema,
  contactListId: z.string(),
  state: CrmImportStateSchema,
  page: z.number(),
  counts: CrmImportCountsSchema,
  excluded: z.record(z.enum(CRM_EXCLUSION_REASONS), z.number()),
  conflicts: z.array(
    z.object({
      crmId: z.string(),
      email: z.optional(z.string()),
      contactId: z.optional(z.string()),
      reason: z.string(),
    }),
  ),
  reason: z.optional(z.string()),
  retryAt: z.optional(z.string()),
  startedAt: z.string(),
  finishedAt: z.optional(z.string()),
  updatedAt: z.string(),
});
export type CrmImportView = z.infer<typeof CrmImportSchema>;

/** GET /api/integration/{type}/import: the current or last import, and when the scheduled sync last ran. */
export const CrmImportStatusResponseSchema = z.object({
  import: z.nullable(CrmImportSchema),
  lastSyncAt: z.nullable(z.string()),
});
export type CrmImportStatusResponse = z.infer<typeof CrmImportStatusResponseSchema>;

/** GET /api/integration/{type}/source */
export const CrmSourcesResponseSchema = z.object({
  sources: z.array(
    z.object({
      kind: z.enum(['LIST', 'LIST_VIEW', 'REPORT']),
      id: z.string(),
      name: z.string(),
      size: z.optional(z.number()),
    }),
  ),
});
export type CrmSourcesResponse = z.infer<typeof CrmSourcesResponseSchema>;
