import * as z from '../../../shared/schemas/zod';
import {
  CrmError,
  type CrmAccess,
  type CrmConnector,
  type CrmAccount,
  type CrmContact,
  type CrmEmailLog,
  type CrmNoteLog,
  type CrmPage,
  type CrmSelection,
  type CrmSource,
} from '../../core/ports/crm';
import { crmCall, crmErrorOf, decodeConnectorCursor, encodeConnectorCursor, type CrmRequest, type CrmResponse } from './crm-http';
import {
  AccountSchema,
  AssociationsSchema,
  BatchReadSchema,
  CONTACT_PROPERTIES,
  contactOf,
  CreatedSchema,
  emailHasMarker,
  emailProperties,
  ListSearchSchema,
  MembershipsSchema,
  noteHasMarker,
  noteProperties,
  parseAnswer,
  RecordPageSchema,
  RecordSchema,
  type HubSpotRecord,
} from './hubspot-records';

const LABEL = 'HubSpot';
/** records per page read: the most a list or batch read takes, and well inside the search API's 200 */
const PAGE_SIZE = 100;
/** HubSpot's association types (HUBSPOT_DEFINED): email → contact, note → contact */
const EMAIL_TO_CONTACT = 198;
const NOTE_TO_CONTACT = 202;
/** What a 429 without `Retry-After` asks for, by HubSpot's policy: the burst window, or the search API's second. */
const POLICY_WAIT_MS: Readonly<Record<string, number>> = { TEN_SECONDLY_ROLLING: 10_000, SECONDLY: 1000 };

const ErrorBodySchema = z.object({
  category: z.optional(z.string()),
  policyName: z.optional(z.string()),
  error: z.optional(z.string()),
});

/** HubSpot's name for a failure: the policy of a rate limit, the category of an API error, or an OAuth error. */
function codeOf(body: unknown): string | undefined {
  const parsed = z.safeParse(ErrorBodySchema, body);
  return parsed.success ? (parsed.data.policyName ?? parsed.data.category ?? parsed.data.error) : undefined;
}

/**
 * A CHANGED_SINCE read's position. Each page is a new search from where the last one ended
 * (`lastmodifieddate >=` the last record's, oldest first) rather than an offset into one query:
 * HubSpot's search pages through at most 10,000 results of a query, and an offset skips a record
 * whenever one read before it changes again and moves to the end. Records at exactly that time are
 * read again (the import matches by id, so a second read changes nothing). When a whole page
 * shares one timestamp (a bulk update), moving the time cannot get past it, so `tie` pages through
 * that instant by record id, then the read goes on strictly after it.
 */
const ChangedCursorSchema = z.union([
  z.object({ mode: z.literal('window'), since: z.number() }),
  z.object({ mode: z.literal('tie'), at: z.number(), idAfter: z.number() }),
]);
type ChangedCursor = z.infer<typeof ChangedCursorSchema>;

/**
 * The HubSpot connector over an access (a private-app token or an OAuth grant) whose `apiBase` is
 * `https://api.hubapi.com` in production, a local fake's origin under `npm start`.
 */
export function createHubSpotConnector(access: CrmAccess): CrmConnector {
  return new HubSpotConnector(access);
}

class HubSpotConnector implements CrmConnector {
  readonly type = 'HUBSPOT' as const;

  constructor(private readonly access: CrmAccess) {}

  /** One call; a 429 carries HubSpot's policy window as `retryAfterMs` when it sent no `Retry-After`. */
  private async call(request: CrmRequest): Promise<CrmResponse> {
    const response = await crmCall(this.access, request, { label: LABEL, codeOf, accept: [429] });
    if (response.status !== 429) return response;
    const error = crmErrorOf(response, LABEL, codeOf);
    const policy = codeOf(response.body);
    throw new CrmError('rate_limited', error.message, error.retryAfterMs ?? POLICY_WAIT_MS[policy ?? ''] ?? 10_000);
  }

  async account(): Promise<CrmAccount> {
    const response = await this.call({ method: 'GET', path: '/account-info/v3/details' });
    const account = parseAnswer(AccountSchema, response.body, 'the account');
    return { id: String(account.portalId), name: `HubSpot portal ${account.portalId}` };
  }

  async listSources(): Promise<CrmSource[]> {
    const sources: CrmSource[] = [];
    for (let offset = 0, more = true; more;) {
      const body = { offset, count: 500, additionalProperties: ['hs_list_size'] };
      const response = await this.call({ method: 'POST', path: '/crm/v3/lists/search', body });
      const page = parseAnswer(ListSearchSchema, response.body, 'the lists');
      for (const list of page.lists.filter((candidate) => (candidate.objectTypeId ?? '0-1') === '0-1')) {
        const size = Number(list.additionalProperties?.hs_list_size ?? NaN);
        sources.push({ kind: 'LIST', id: list.listId, name: list.name, size: Number.isFinite(size) ? size : undefined });
      }
      more = page.hasMore && page.offset > offset;
      offset = page.offset;
    }
    return sources;
  }

  async readContacts(selection: CrmSelection, cursor: string | undefined): Promise<CrmPage> {
    if (selection.kind === 'CHANGED_SINCE') return this.readChanged(selection.since, cursor);
    if (selection.kind !== 'LIST') throw new CrmError('rejected', `HubSpot has no ${selection.kind}: import a list.`);
    return this.readList(selection.id, cursor);
  }

  /** A list's members one page at a time, then their records in one batch read: 2 calls per 100 contacts. */
  private async readList(listId: string, cursor: string | undefined): Promise<CrmPage> {
    const query = { limit: String(PAGE_SIZE), ...(cursor ? { after: cursor } : {}) };
    const path = `/crm/v3/lists/${encodeURIComponent(listId)}/memberships`;
    const response = await this.call({ method: 'GET', path, query });
    const page = parseAnswer(MembershipsSchema, response.body, 'the list memberships');
    const ids = page.results.map((member) => (typeof member === 'string' ? member : member.recordId));
    return { contacts: await this.readMany(ids), next: page.paging?.next?.after };
  }

  /** Records by id (a missing one, deleted since, is left out), each once. */
  private async readMany(ids: readonly string[]): Promise<CrmContact[]> {
    if (ids.length === 0) return [];
    const body = { inputs: ids.map((id) => ({ id })), properties: CONTACT_PROPERTIES };
    const response = await this.call({ method: 'POST', path: '/crm/v3/objects/contacts/batch/read', body });
    const records = parseAnswer(BatchReadSchema, response.body, 'the contacts').results;
    return [...new Map(records.map((record) => [record.id, contactOf(record)])).values()];
  }

  private async readChanged(since: string, cursor: string | undefined): Promise<CrmPage> {
    const sinceMs = Date.parse(since);
    if (!Number.isFinite(sinceMs)) throw new CrmError('rejected', 'since must be an ISO 8601 time.');
    const position =
      cursor === undefined ? { mode: 'window' as const, since: sinceMs } : decodeConnectorCursor(ChangedCursorSchema, cursor);
    const body = {
      filterGroups: [{ filters: this.changedFilters(position) }],
      sorts: [{ propertyName: position.mode === 'tie' ? 'hs_object_id' : 'lastmodifieddate', direction: 'ASCENDING' }],
      properties: CONTACT_PROPERTIES,
      limit: PAGE_SIZE,
    };
    const response = await this.call({ method: 'POST', path: '/crm/v3/objects/contacts/search', body });
    const page = parseAnswer(RecordPageSchema, response.body, 'the contacts');
    const next = this.nextChanged(position, page.results, page.paging?.next !== undefined);
    return { contacts: page.results.map(contactOf), next: next && encodeConnectorCursor(next) };
  }

  private changedFilters(position: ChangedCursor): { propertyName: string; operator: string; value: string }[] {
    if (position.mode === 'window') return [{ propertyName: 'lastmodifieddate', operator: 'GTE', value: String(position.since) }];
    return [
      { propertyName: 'lastmodifieddate', operator: 'EQ', value: String(position.at) },
      { propertyName: 'hs_object_id', operator: 'GT', value: String(position.idAfter) },
    ];
  }

  /** Where the read goes on after this page (see {@link ChangedCursorSchema}); undefined when it is done. */
  private nextChanged(position: ChangedCursor, results: readonly HubSpotRecord[], more: boolean): ChangedCursor | undefined {
    const last = results.at(-1);
    if (position.mode === 'tie') {
      return more && last ? { ...position, idAfter: Number(last.id) } : { mode: 'window', since: position.at + 1 };
    }
    if (!more || last === undefined) return undefined;
    const lastAt = Date.parse(contactOf(last).updatedAt);
    return lastAt > position.since ? { mode: 'window', since: lastAt } : { mode: 'tie', at: position.since, idAfter: 0 };
  }

  async getContact(id: string): Promise<CrmContact | null> {
    const query = { properties: CONTACT_PROPERTIES.join(',') };
    try {
      // HubSpot answers a merged-away id with the surviving record, whose id differs
      const response = await this.call({ method: 'GET', path: `/crm/v3/objects/contacts/${encodeURIComponent(id)}`, query });
      return contactOf(parseAnswer(RecordSchema, response.body, 'the contact'));
    } catch (error) {
      if (error instanceof CrmError && error.failure === 'not_found') return null;
      throw error;
    }
  }

  async logEmail(log: CrmEmailLog): Promise<{ id: string }> {
    return this.createEngagement('emails', emailProperties(log), log.contactId, EMAIL_TO_CONTACT);
  }

  async logNote(log: CrmNoteLog): Promise<{ id: string }> {
    return this.createEngagement('notes', noteProperties(log), log.contactId, NOTE_TO_CONTACT);
  }

  private async createEngagement(
    type: 'emails' | 'notes',
    properties: Record<string, string>,
    contactId: string,
    associationTypeId: number,
  ): Promise<{ id: string }> {
    const body = {
      properties,
      associations: [{ to: { id: contactId }, types: [{ associationCategory: 'HUBSPOT_DEFINED', associationTypeId }] }],
    };
    const response = await this.call({ method: 'POST', path: `/crm/v3/objects/${type}`, body });
    return { id: parseAnswer(CreatedSchema, response.body, `the ${type.slice(0, -1)}`).id };
  }

  /**
   * Reads the contact's emails and notes through its associations rather than the search API:
   * search is indexed seconds to a minute after a write, so a retry right after a lost answer
   * would not find what it is looking for and log the event twice.
   */
  async findLogged(contactId: string, marker: string): Promise<{ id: string } | null> {
    for (const [type, property, matches] of [
      ['emails', 'hs_email_headers', emailHasMarker],
      ['notes', 'hs_note_body', noteHasMarker],
    ] as const) {
      const ids = await this.associatedIds(contactId, type);
      for (let start = 0; start < ids.length; start += PAGE_SIZE) {
        const body = { inputs: ids.slice(start, start + PAGE_SIZE).map((id) => ({ id })), properties: [property] };
        const response = await this.call({ method: 'POST', path: `/crm/v3/objects/${type}/batch/read`, body });
        const found = parseAnswer(BatchReadSchema, response.body, `the ${type}`).results.find((record) =>
          matches(record, marker),
        );
        if (found) return { id: found.id };
      }
    }
    return null;
  }

  private async associatedIds(contactId: string, type: 'emails' | 'notes'): Promise<string[]> {
    const ids: string[] = [];
    const path = `/crm/v4/objects/contacts/${encodeURIComponent(contactId)}/associations/${type}`;
    let after: string | undefined;
    do {
      const query = { limit: '500', ...(after ? { after } : {}) };
      const page = parseAnswer(AssociationsSchema, (await this.call({ method: 'GET', path, query })).body, `the ${type}`);
      ids.push(...page.results.map((result) => String(result.toObjectId)));
      after = page.paging?.next?.after;
    } while (after !== undefined);
    return ids;
  }

  /**
   * HubSpot keeps opt-out with the email address, through the communication-preferences API
   * (`hs_email_optout` is read only on the contact): the contact's current address is unsubscribed
   * from all email. A contact already opted out costs one read and no write.
   */
  async setOptedOut(contactId: string): Promise<void> {
    const contact = await this.getContact(contactId);
    if (contact === null) throw new CrmError('not_found', `HubSpot has no contact ${contactId}.`);
    if (contact.optedOut) return;
    if (contact.email === undefined) throw new CrmError('rejected', `HubSpot contact ${contactId} has no email to opt out.`);
    const path = `/communication-preferences/v4/statuses/${encodeURIComponent(contact.email)}/unsubscribe-all`;
    await this.call({ method: 'POST', path, query: { channel: 'EMAIL' } });
  }
}
