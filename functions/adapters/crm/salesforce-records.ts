import * as z from '../../../shared/schemas/zod';
import { parseCrmAnswer } from './crm-http';
import { CrmError, type CrmContact, type CrmEmailLog, type CrmNoteLog } from '../../core/ports/crm';

/** The Contact fields a page of contacts reads (`Account.Name` through the account lookup). */
export const CONTACT_FIELDS = [
  'Id',
  'Email',
  'FirstName',
  'LastName',
  'Title',
  'Phone',
  'Account.Name',
  'OwnerId',
  'HasOptedOutOfEmail',
  'SystemModstamp',
] as const;

/** Task fields' sizes: Subject is a 255-character string, Description (Comments) a 32,000-character text area. */
const SUBJECT_MAX = 255;
const DESCRIPTION_MAX = 32_000;
/**
 * How the product's event marker is kept on a Task: the Description's last line. Salesforce cannot
 * filter on a long text area, so a reconcile reads the contact's tasks and looks for this line.
 */
const MARKER_LINE = 'Reachwise event: ';

const ErrorsSchema = z.array(z.object({ errorCode: z.string(), message: z.optional(z.string()) }));
const OAuthErrorSchema = z.object({ error: z.string() });

/** Salesforce's name for a failure: the first `errorCode` of its error array, or an OAuth `error`. */
export function codeOf(body: unknown): string | undefined {
  const errors = ErrorsSchema.safeParse(body);
  if (errors.success) return errors.data[0]?.errorCode;
  const oauth = OAuthErrorSchema.safeParse(body);
  return oauth.success ? oauth.data.error : undefined;
}

export const ContactRecordSchema = z.object({
  Id: z.string().check(z.minLength(15)),
  Email: z.nullish(z.string()),
  FirstName: z.nullish(z.string()),
  LastName: z.nullish(z.string()),
  Title: z.nullish(z.string()),
  Phone: z.nullish(z.string()),
  Account: z.nullish(z.object({ Name: z.nullish(z.string()) })),
  OwnerId: z.nullish(z.string()),
  HasOptedOutOfEmail: z.nullish(z.boolean()),
  SystemModstamp: z.string(),
  IsDeleted: z.optional(z.boolean()),
  MasterRecordId: z.nullish(z.string()),
});
type ContactRecord = z.infer<typeof ContactRecordSchema>;

/** A SOQL answer: one page of records, `nextRecordsUrl` when more remain. */
export function queryResultSchema<Record extends z.ZodMiniType>(record: Record) {
  return z.object({ done: z.boolean(), nextRecordsUrl: z.nullish(z.string()), records: z.array(record) });
}

export const OrganizationSchema = z.object({ Id: z.string(), Name: z.string() });
export const TaskRecordSchema = z.object({ Id: z.string(), Description: z.nullish(z.string()) });
export const CreatedSchema = z.object({ id: z.string(), success: z.boolean() });

export const ListViewsSchema = z.object({
  listviews: z.array(z.object({ id: z.string(), label: z.string() })),
});

export const ListViewResultsSchema = z.object({
  done: z.boolean(),
  size: z.optional(z.number()),
  records: z.array(z.object({ columns: z.array(z.object({ fieldNameOrPath: z.string(), value: z.nullish(z.string()) })) })),
});

/** A Salesforce answer read through its schema; an unknown shape fails as `rejected` (a retry gets the same). */
export function parseAnswer<Schema extends z.ZodMiniType>(schema: Schema, body: unknown, what: string): z.infer<Schema> {
  return parseCrmAnswer('Salesforce', 'rejected', schema, body, what);
}

/** A SOQL string literal: quotes and backslashes escaped, so a value can never end the literal. */
export function soqlString(value: string): string {
  const escaped = value.replace(/[\\'"\n\r\t]/g, (char) => {
    const names: Readonly<Record<string, string>> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };
    return names[char] ?? `\\${char}`;
  });
  return `'${escaped}'`;
}

/** A SOQL datetime literal for an ISO time, to the second (Salesforce's timestamps carry none finer). */
export function soqlDateTime(iso: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) throw new CrmError('rejected', `"${iso}" is not a time a Salesforce query can compare.`);
  return new Date(Math.floor(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z');
}

/** Salesforce's `2026-01-05T09:00:00.000+0000` as ISO 8601. */
function isoOf(value: string): string {
  const ms = Date.parse(value.replace(/([+-]\d{2})(\d{2})$/, '$1:$2'));
  if (Number.isNaN(ms)) throw new CrmError('rejected', `Salesforce answered an unreadable time: ${value}.`);
  return new Date(ms).toISOString();
}

function clean(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed === undefined || trimmed === '' ? undefined : trimmed;
}

/** A Contact record as the product reads it; Salesforce keeps no lifecycle stage and lists no merged ids. */
export function contactOf(record: ContactRecord): CrmContact {
  return {
    id: record.Id,
    email: clean(record.Email)?.toLowerCase(),
    otherEmails: [],
    firstName: clean(record.FirstName),
    lastName: clean(record.LastName),
    jobTitle: clean(record.Title),
    phone: clean(record.Phone),
    companyName: clean(record.Account?.Name),
    ownerId: clean(record.OwnerId),
    lifecycleStage: undefined,
    mergedIds: [],
    optedOut: record.HasOptedOutOfEmail === true,
    updatedAt: isoOf(record.SystemModstamp),
  };
}

function description(text: string, marker: string): string {
  const tail = `\n\n${MARKER_LINE}${marker}`;
  return `${text.slice(0, DESCRIPTION_MAX - tail.length)}${tail}`;
}

/** Whether a Task's Description carries the marker (its last line, as {@link description} writes it). */
export function taskHasMarker(text: string | null | undefined, marker: string): boolean {
  return text?.endsWith(`\n${MARKER_LINE}${marker}`) === true;
}

/** A Task's date-only field from an ISO time (the UTC day). */
function activityDate(iso: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) throw new CrmError('rejected', `"${iso}" is not a time a Salesforce task can carry.`);
  return new Date(ms).toISOString().slice(0, 10);
}

/** A sent email as a completed Task of subtype Email, as Salesforce's own email logging writes it. */
export function emailTask(log: CrmEmailLog): Record<string, string> {
  return {
    WhoId: log.contactId,
    Subject: `Email: ${log.subject}`.slice(0, SUBJECT_MAX),
    Status: 'Completed',
    ActivityDate: activityDate(log.sentAt),
    TaskSubtype: 'Email',
    Description: description(`From: ${log.from}\nTo: ${log.to}\n\n${log.text}`, log.marker),
    ...(log.ownerId === undefined ? {} : { OwnerId: log.ownerId }),
  };
}

/** A note (a reply with its class, a bounce) as a completed Task of subtype Task. */
export function noteTask(log: CrmNoteLog): Record<string, string> {
  return {
    WhoId: log.contactId,
    Subject: log.subject.slice(0, SUBJECT_MAX),
    Status: 'Completed',
    ActivityDate: activityDate(log.at),
    TaskSubtype: 'Task',
    Description: description(log.text, log.marker),
    ...(log.ownerId === undefined ? {} : { OwnerId: log.ownerId }),
  };
}
