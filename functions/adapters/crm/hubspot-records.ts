import * as z from '../../../shared/schemas/zod';
import { parseCrmAnswer } from './crm-http';
import type { CrmContact, CrmEmailLog, CrmNoteLog } from '../../core/ports/crm';

/**
 * HubSpot's v3 JSON as the connector reads it, and the product's records as HubSpot keeps them:
 * a contact's properties mapped to a {@link CrmContact}, and the marker each logged email or note
 * carries so a retry can find it.
 */

/** The contact properties every read asks for. */
export const CONTACT_PROPERTIES = [
  'email',
  'firstname',
  'lastname',
  'jobtitle',
  'phone',
  'company',
  'hubspot_owner_id',
  'lifecyclestage',
  'hs_additional_emails',
  'hs_merged_object_ids',
  'hs_email_optout',
  'lastmodifieddate',
  'hs_object_id',
] as const;

// HubSpot sends null for a property the record has no value for
const PropertiesSchema = z.record(z.string(), z.nullable(z.optional(z.string())));
export const RecordSchema = z.object({ id: z.string(), properties: PropertiesSchema, updatedAt: z.optional(z.string()) });
const PagingSchema = z.optional(z.object({ next: z.optional(z.object({ after: z.string() })) }));

export const RecordPageSchema = z.object({ results: z.array(RecordSchema), paging: PagingSchema });
export const BatchReadSchema = z.object({ results: z.array(RecordSchema) });
export const CreatedSchema = z.object({ id: z.string() });
export const AccountSchema = z.object({ portalId: z.number(), uiDomain: z.optional(z.string()) });
/** list memberships: `{recordId}` objects (earlier versions of the API answered bare ids) */
export const MembershipsSchema = z.object({
  results: z.array(z.union([z.object({ recordId: z.string() }), z.string()])),
  paging: PagingSchema,
});
export const ListSearchSchema = z.object({
  lists: z.array(
    z.object({
      listId: z.string(),
      name: z.string(),
      objectTypeId: z.optional(z.string()),
      additionalProperties: z.optional(z.record(z.string(), z.nullable(z.optional(z.string())))),
    }),
  ),
  hasMore: z.boolean(),
  offset: z.number(),
});
export const AssociationsSchema = z.object({
  results: z.array(z.object({ toObjectId: z.union([z.number(), z.string()]) })),
  paging: PagingSchema,
});

export type HubSpotRecord = z.infer<typeof RecordSchema>;

/** A HubSpot answer in the shape expected; `unavailable` when HubSpot answered something else. */
export function parseAnswer<Schema extends z.ZodMiniType>(schema: Schema, body: unknown, what: string): z.infer<Schema> {
  return parseCrmAnswer('HubSpot', 'unavailable', schema, body, what);
}

function text(record: HubSpotRecord, name: string): string | undefined {
  const value = record.properties[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
}

/** `;`-separated values (HubSpot's multi-value text properties), trimmed, empty ones left out. */
function several(record: HubSpotRecord, name: string): string[] {
  return (text(record, name) ?? '')
    .split(';')
    .map((value) => value.trim())
    .filter((value) => value !== '');
}

/** HubSpot dates arrive as ISO 8601 or, from older properties, epoch milliseconds. */
function isoDate(value: string | undefined): string {
  const ms = value === undefined ? NaN : /^\d+$/.test(value) ? Number(value) : Date.parse(value);
  return Number.isFinite(ms) ? new Date(ms).toISOString() : new Date(0).toISOString();
}

/**
 * A contact record as the product reads it. The lifecycle stage stays in HubSpot's words
 * (`lead`, `marketingqualifiedlead`…, or a custom stage's id), lower-cased: the import maps it.
 */
export function contactOf(record: HubSpotRecord): CrmContact {
  const email = text(record, 'email')?.toLowerCase();
  return {
    id: record.id,
    email,
    otherEmails: several(record, 'hs_additional_emails')
      .map((other) => other.toLowerCase())
      .filter((other) => other !== email),
    firstName: text(record, 'firstname'),
    lastName: text(record, 'lastname'),
    jobTitle: text(record, 'jobtitle'),
    phone: text(record, 'phone'),
    companyName: text(record, 'company'),
    ownerId: text(record, 'hubspot_owner_id'),
    lifecycleStage: text(record, 'lifecyclestage')?.toLowerCase(),
    mergedIds: several(record, 'hs_merged_object_ids'),
    optedOut: text(record, 'hs_email_optout') === 'true',
    updatedAt: isoDate(text(record, 'lastmodifieddate') ?? record.updatedAt),
  };
}

/** Where a logged email keeps the product's marker: a key of its `hs_email_headers` JSON. */
const MARKER_HEADER = 'X-Reachwise-Event';

/** The properties of an email engagement (a sent email, logged as HubSpot's own Sales email is). */
export function emailProperties(log: CrmEmailLog): Record<string, string> {
  const headers = { from: { email: log.from }, to: [{ email: log.to }], cc: [], bcc: [], [MARKER_HEADER]: log.marker };
  return {
    hs_timestamp: log.sentAt,
    hs_email_direction: 'EMAIL',
    hs_email_status: 'SENT',
    hs_email_subject: log.subject,
    hs_email_text: log.text,
    hs_email_headers: JSON.stringify(headers),
    ...(log.ownerId ? { hubspot_owner_id: log.ownerId } : {}),
  };
}

/** Whether an email engagement carries this marker. */
export function emailHasMarker(record: HubSpotRecord, marker: string): boolean {
  try {
    const headers = JSON.parse(record.properties.hs_email_headers ?? '{}') as Record<string, unknown>;
    return headers[MARKER_HEADER] === marker;
  } catch {
    return false;
  }
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The line of a note's body that carries the marker (shown to the rep too, as the note's reference). */
function markerLine(marker: string): string {
  return `[Reachwise ref ${escapeHtml(marker)}]`;
}

/** The properties of a note: HubSpot's note body is HTML. */
export function noteProperties(log: CrmNoteLog): Record<string, string> {
  const paragraphs = escapeHtml(log.text).replace(/\r?\n/g, '<br>');
  return {
    hs_timestamp: log.at,
    hs_note_body: `<p><strong>${escapeHtml(log.subject)}</strong></p><p>${paragraphs}</p><p>${markerLine(log.marker)}</p>`,
    ...(log.ownerId ? { hubspot_owner_id: log.ownerId } : {}),
  };
}

/** Whether a note carries this marker. */
export function noteHasMarker(record: HubSpotRecord, marker: string): boolean {
  return (record.properties.hs_note_body ?? '').includes(markerLine(marker));
}
