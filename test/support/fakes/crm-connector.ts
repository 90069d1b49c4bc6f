import type { IntegrationType } from '../../../shared/domain/integration';
import {
  CrmError,
  type CrmConnections,
  type CrmConnector,
  type CrmContact,
  type CrmPage,
  type CrmSelection,
  type CrmSource,
} from '../../../functions/core/ports/crm';

/** A CRM contact with the fields a test does not care about filled in. */
export function crmContact(id: string, email: string | undefined, fields: Partial<CrmContact> = {}): CrmContact {
  return { id, email, otherEmails: [], mergedIds: [], optedOut: false, updatedAt: '2026-03-01T09:00:00.000Z', ...fields };
}

type Operation = 'readContacts' | 'listSources';

/**
 * A CRM in memory: its contacts in an array, read in pages of `pageSize` (the cursor is the next
 * offset), optionally filtered by `updatedAt` for CHANGED_SINCE and by list membership for a
 * LIST. Failures are scripted per operation and taken in order; every call is counted.
 */
export class FakeCrmConnector implements CrmConnector {
  contacts: CrmContact[] = [];
  readonly lists = new Map<string, string[]>();
  readonly calls: { operation: Operation; selection?: CrmSelection; cursor?: string | undefined }[] = [];
  private readonly failures: Record<Operation, CrmError[]> = { readContacts: [], listSources: [] };

  constructor(
    readonly type: IntegrationType = 'HUBSPOT',
    readonly pageSize = 100,
  ) {}

  /** The next call of `operation` fails with `error` (queued after any scripted before). */
  failNext(operation: Operation, error: CrmError): this {
    this.failures[operation].push(error);
    return this;
  }

  count(operation: Operation): number {
    return this.calls.filter((call) => call.operation === operation).length;
  }

  account() {
    return Promise.resolve({ id: 'portal-1', name: 'fake.example' });
  }

  listSources(): Promise<CrmSource[]> {
    this.calls.push({ operation: 'listSources' });
    const failure = this.failures.listSources.shift();
    if (failure) return Promise.reject(failure);
    return Promise.resolve(
      [...this.lists].map(([id, members]) => ({ kind: 'LIST' as const, id, name: `List ${id}`, size: members.length })),
    );
  }

  readContacts(selection: CrmSelection, cursor: string | undefined): Promise<CrmPage> {
    this.calls.push({ operation: 'readContacts', selection, cursor });
    const failure = this.failures.readContacts.shift();
    if (failure) return Promise.reject(failure);
    const chosen = this.selected(selection);
    const start = cursor === undefined ? 0 : Number(cursor);
    const end = start + this.pageSize;
    return Promise.resolve({ contacts: chosen.slice(start, end), next: end < chosen.length ? String(end) : undefined });
  }

  private selected(selection: CrmSelection): CrmContact[] {
    if (selection.kind === 'CHANGED_SINCE') return this.contacts.filter((contact) => contact.updatedAt > selection.since);
    const members = this.lists.get(selection.id);
    if (!members) throw new CrmError('not_found', `list ${selection.id} not found (404)`);
    return this.contacts.filter((contact) => members.includes(contact.id));
  }

  getContact(id: string) {
    return Promise.resolve(this.contacts.find((contact) => contact.id === id) ?? null);
  }
  logEmail() {
    return Promise.reject(new CrmError('rejected', 'not part of this fake'));
  }
  logNote() {
    return Promise.reject(new CrmError('rejected', 'not part of this fake'));
  }
  findLogged() {
    return Promise.resolve(null);
  }
  setOptedOut() {
    return Promise.resolve();
  }
}

/** Connections that hand out fake connectors per instance and type, and record `markError`. */
export class FakeCrmConnections implements CrmConnections {
  readonly connectors = new Map<string, FakeCrmConnector>();
  readonly errors: { namespaceId: string; type: IntegrationType; reason: string }[] = [];

  connect(namespaceId: string, connector: FakeCrmConnector): FakeCrmConnector {
    this.connectors.set(`${namespaceId}#${connector.type}`, connector);
    return connector;
  }

  connectorFor(ctx: { namespaceId: string }, type: IntegrationType) {
    const key = `${ctx.namespaceId}#${type}`;
    const errored = this.errors.some((error) => `${error.namespaceId}#${error.type}` === key);
    return Promise.resolve(errored ? null : (this.connectors.get(key) ?? null));
  }

  markError(ctx: { namespaceId: string }, type: IntegrationType, reason: string) {
    this.errors.push({ namespaceId: ctx.namespaceId, type, reason });
    return Promise.resolve();
  }
}
