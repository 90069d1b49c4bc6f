import * as z from '../../../shared/schemas/zod';
import {
  CrmError,
  type CrmAccess,
  type CrmAccount,
  type CrmConnector,
  type CrmContact,
  type CrmEmailLog,
  type CrmNoteLog,
  type CrmPage,
  type CrmSelection,
  type CrmSource,
} from '../../core/ports/crm';
import {
  crmCall,
  crmErrorOf,
  decodeConnectorCursor,
  encodeConnectorCursor,
  retryAfterMs,
  type CrmRequest,
  type CrmResponse,
} from './crm-http';
import {
  codeOf,
  CONTACT_FIELDS,
  ContactRecordSchema,
  contactOf,
  CreatedSchema,
  emailTask,
  ListViewResultsSchema,
  ListViewsSchema,
  noteTask,
  OrganizationSchema,
  parseAnswer,
  queryResultSchema,
  soqlDateTime,
  soqlString,
  taskHasMarker,
  TaskRecordSchema,
} from './salesforce-records';

/** The REST API version every path names. */
export const SALESFORCE_API_VERSION = 'v60.0';
const API = `/services/data/${SALESFORCE_API_VERSION}`;
const LABEL = 'Salesforce';
/** Rows per list view page: ids of one page go into one `Id IN (…)` query, which stays well inside a URL. */
const LIST_VIEW_PAGE = 200;
/** Salesforce pages a list view's results this deep at most (`offset` ≤ 2,000). */
const LIST_VIEW_MAX_OFFSET = 2000;
/** Merges of merges followed before a contact counts as gone. */
const MERGE_HOPS = 5;
/**
 * The wait after `REQUEST_LIMIT_EXCEEDED`, which says no `Retry-After`: the org's allowance is
 * a rolling 24 hours, so a quarter of an hour later part of it has rolled off.
 */
const REQUEST_LIMIT_WAIT_MS = 15 * 60 * 1000;
/** A Salesforce record id: 15 characters, or 18 with the case-safe suffix. */
const RECORD_ID = /^[A-Za-z0-9]{15}(?:[A-Za-z0-9]{3})?$/;
/** A `nextRecordsUrl`: only such a path is ever requested as a cursor, on the instance's own origin. */
const NEXT_RECORDS_URL = /^\/services\/data\/v\d+\.\d+\/(?:query|queryAll)\/[A-Za-z0-9]+-\d+$/;

const ContactPageSchema = queryResultSchema(ContactRecordSchema);
const ChangedCursorSchema = z.object({ url: z.string().check(z.regex(NEXT_RECORDS_URL)), at: z.string() });
const ContactFields = CONTACT_FIELDS.join(', ');

/**
 * The Salesforce connector over an access whose `apiBase` is the org's instance URL (REST API
 * v60.0). Contacts come from a list view, or from every contact whose `SystemModstamp` moved past
 * a time: the incremental sync polls that, because a change is stamped when its transaction starts
 * and seen when it commits, a sync's next `since` should overlap the last one by a little. In the
 * cloud, Change Data Capture relayed to an Amazon EventBridge partner event source (Salesforce's
 * Event Relay) can push the same changes instead of polling. Sent emails and notes are completed
 * Tasks on the contact, each with the product's marker on the Description's last line.
 */
export function createSalesforceConnector(access: CrmAccess): CrmConnector {
  return new SalesforceConnector(access);
}

class SalesforceConnector implements CrmConnector {
  readonly type = 'SALESFORCE' as const;

  constructor(private readonly access: CrmAccess) {}

  /** One call, answering Salesforce's 400 and 403 too: {@link checked} reads them. */
  private send(request: CrmRequest): Promise<CrmResponse> {
    return crmCall(this.access, request, { label: LABEL, codeOf, accept: [400, 403] });
  }

  /**
   * A successful answer, or the failure of the other ones. Two of Salesforce's answers mean
   * something other than their status: a 403 `REQUEST_LIMIT_EXCEEDED` is the org's API allowance
   * running out (a rate limit, not revoked credentials), and a 400 `ENTITY_IS_DELETED` names a
   * record that is gone.
   */
  private checked(response: CrmResponse): CrmResponse {
    if (response.status !== 400 && response.status !== 403) return response;
    const error = crmErrorOf(response, LABEL, codeOf);
    const code = codeOf(response.body);
    if (code === 'REQUEST_LIMIT_EXCEEDED') {
      throw new CrmError(
        'rate_limited',
        error.message,
        retryAfterMs(response.headers.get('retry-after')) ?? REQUEST_LIMIT_WAIT_MS,
      );
    }
    if (code === 'ENTITY_IS_DELETED') throw new CrmError('not_found', error.message);
    throw error;
  }

  private async call(request: CrmRequest): Promise<CrmResponse> {
    return this.checked(await this.send(request));
  }

  private query(soql: string, all = false): Promise<CrmResponse> {
    return this.call({ method: 'GET', path: `${API}/${all ? 'queryAll' : 'query'}`, query: { q: soql } });
  }

  async account(): Promise<CrmAccount> {
    const response = await this.query('SELECT Id, Name FROM Organization');
    const organization = parseAnswer(queryResultSchema(OrganizationSchema), response.body, 'the organisation').records[0];
    if (!organization) throw new CrmError('rejected', 'Salesforce answered no organisation.');
    return { id: organization.Id, name: organization.Name };
  }

  async listSources(): Promise<CrmSource[]> {
    const response = await this.call({ method: 'GET', path: `${API}/sobjects/Contact/listviews` });
    const views = parseAnswer(ListViewsSchema, response.body, 'the list views').listviews;
    return views.map((view) => ({ kind: 'LIST_VIEW' as const, id: view.id, name: view.label }));
  }

  async readContacts(selection: CrmSelection, cursor: string | undefined): Promise<CrmPage> {
    switch (selection.kind) {
      case 'CHANGED_SINCE':
        return this.changedSince(selection.since, cursor);
      case 'LIST_VIEW':
        return this.listView(selection.id, cursor);
      case 'LIST':
      case 'REPORT':
        throw new CrmError(
          'rejected',
          `Salesforce contacts are imported from a list view, not a ${selection.kind.toLowerCase()}.`,
        );
    }
  }

  /**
   * Every contact changed after `since`, oldest change first. The cursor carries Salesforce's
   * `nextRecordsUrl` and the last change read: a query locator expires after 15 minutes unused
   * (`INVALID_QUERY_LOCATOR`), and the read then starts again from that change (a record read
   * twice is matched by its id, none is skipped).
   */
  private async changedSince(since: string, cursor: string | undefined): Promise<CrmPage> {
    const changed = (op: '>' | '>=', at: string) =>
      this.query(
        `SELECT ${ContactFields} FROM Contact WHERE SystemModstamp ${op} ${soqlDateTime(at)} ORDER BY SystemModstamp, Id`,
      );
    let response: CrmResponse;
    if (cursor === undefined) response = await changed('>', since);
    else {
      const resume = decodeConnectorCursor(ChangedCursorSchema, cursor);
      const more = await this.send({ method: 'GET', path: resume.url });
      const expired = more.status === 400 && codeOf(more.body) === 'INVALID_QUERY_LOCATOR';
      response = expired ? await changed('>=', resume.at) : this.checked(more);
    }
    const page = parseAnswer(ContactPageSchema, response.body, 'the contacts');
    const contacts = page.records.map(contactOf);
    const last = contacts.at(-1);
    const url = page.done ? undefined : (page.nextRecordsUrl ?? undefined);
    return {
      contacts,
      next: url === undefined || last === undefined ? undefined : encodeConnectorCursor({ url, at: last.updatedAt }),
    };
  }

  /**
   * One page of a list view: its results name the rows' ids (its columns are the view's, not
   * ours), and one query reads those contacts' fields. The cursor is the next offset.
   */
  private async listView(id: string, cursor: string | undefined): Promise<CrmPage> {
    if (!RECORD_ID.test(id)) throw new CrmError('rejected', 'The list view id is not a Salesforce id.');
    if (cursor !== undefined && !/^\d+$/.test(cursor)) throw new CrmError('rejected', 'The cursor is not a list view offset.');
    const offset = Number(cursor ?? '0');
    if (offset > LIST_VIEW_MAX_OFFSET) {
      throw new CrmError('rejected', 'Salesforce pages a list view 2,000 rows deep at most: import a narrower view.');
    }
    const response = await this.call({
      method: 'GET',
      path: `${API}/sobjects/Contact/listviews/${id}/results`,
      query: { limit: String(LIST_VIEW_PAGE), offset: String(offset) },
    });
    const results = parseAnswer(ListViewResultsSchema, response.body, 'the list view');
    const ids = results.records
      .map((row) => row.columns.find((column) => column.fieldNameOrPath === 'Id')?.value)
      .filter((value): value is string => typeof value === 'string' && RECORD_ID.test(value));
    const contacts = await this.contactsById(ids);
    return { contacts, next: results.done || results.records.length === 0 ? undefined : String(offset + results.records.length) };
  }

  /** The contacts of these ids, in their order (one that went away meanwhile is left out). */
  private async contactsById(ids: readonly string[]): Promise<CrmContact[]> {
    if (ids.length === 0) return [];
    const response = await this.query(`SELECT ${ContactFields} FROM Contact WHERE Id IN (${ids.map(soqlString).join(', ')})`);
    const byId = new Map(
      parseAnswer(ContactPageSchema, response.body, 'the contacts').records.map((record) => [record.Id, record]),
    );
    return ids.flatMap((id) => {
      const record = byId.get(id);
      return record ? [contactOf(record)] : [];
    });
  }

  /**
   * The live record of an id, following merges: `queryAll` reads deleted records too, and a
   * merged-away one names its survivor in `MasterRecordId`. Null once deleted (or purged from the
   * recycle bin, after which Salesforce no longer knows the id).
   */
  private async live(id: string): Promise<CrmContact | null> {
    let current = id;
    for (let hop = 0; hop <= MERGE_HOPS && RECORD_ID.test(current); hop += 1) {
      const response = await this.query(
        `SELECT ${ContactFields}, IsDeleted, MasterRecordId FROM Contact WHERE Id = ${soqlString(current)}`,
        true,
      );
      const record = parseAnswer(ContactPageSchema, response.body, 'the contact').records[0];
      if (!record) return null;
      if (record.IsDeleted !== true) return contactOf(record);
      if (!record.MasterRecordId) return null;
      current = record.MasterRecordId;
    }
    return null;
  }

  getContact(id: string): Promise<CrmContact | null> {
    return this.live(id);
  }

  /** Runs a write on the contact, or on its survivor when the contact was merged away meanwhile. */
  private async onContact<Result>(contactId: string, write: (id: string) => Promise<Result>): Promise<Result> {
    try {
      return await write(contactId);
    } catch (error) {
      if (!(error instanceof CrmError) || error.failure !== 'not_found') throw error;
      const survivor = await this.live(contactId);
      if (!survivor || survivor.id === contactId) throw error;
      return write(survivor.id);
    }
  }

  private async createTask(task: Readonly<Record<string, string>>): Promise<{ id: string }> {
    const response = await this.call({ method: 'POST', path: `${API}/sobjects/Task`, body: task });
    return { id: parseAnswer(CreatedSchema, response.body, 'the task').id };
  }

  logEmail(log: CrmEmailLog): Promise<{ id: string }> {
    return this.onContact(log.contactId, (contactId) => this.createTask(emailTask({ ...log, contactId })));
  }

  logNote(log: CrmNoteLog): Promise<{ id: string }> {
    return this.onContact(log.contactId, (contactId) => this.createTask(noteTask({ ...log, contactId })));
  }

  /** The task of the contact that carries the marker, reading its tasks page by page. */
  private async taskWithMarker(contactId: string, marker: string): Promise<{ id: string } | null> {
    let response = await this.query(`SELECT Id, Description FROM Task WHERE WhoId = ${soqlString(contactId)}`);
    for (;;) {
      const page = parseAnswer(queryResultSchema(TaskRecordSchema), response.body, 'the tasks');
      const found = page.records.find((task) => taskHasMarker(task.Description, marker));
      if (found) return { id: found.Id };
      const next = page.nextRecordsUrl;
      if (page.done || !next || !NEXT_RECORDS_URL.test(next)) return null;
      response = await this.call({ method: 'GET', path: next });
    }
  }

  /** Looks on the contact, then (a merge moves tasks to the survivor) on its survivor if it was merged away. */
  async findLogged(contactId: string, marker: string): Promise<{ id: string } | null> {
    if (!RECORD_ID.test(contactId)) return null;
    const found = await this.taskWithMarker(contactId, marker);
    if (found) return found;
    const survivor = await this.live(contactId);
    return survivor && survivor.id !== contactId ? this.taskWithMarker(survivor.id, marker) : null;
  }

  async setOptedOut(contactId: string): Promise<void> {
    if (!RECORD_ID.test(contactId)) throw new CrmError('not_found', 'The contact id is not a Salesforce id.');
    await this.onContact(contactId, (id) =>
      this.call({ method: 'PATCH', path: `${API}/sobjects/Contact/${id}`, body: { HasOptedOutOfEmail: true } }),
    );
  }
}
