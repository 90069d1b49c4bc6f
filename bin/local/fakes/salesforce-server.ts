/**
 * A fake Salesforce organisation over real HTTP on 127.0.0.1, for the integration tests and for
 * `npm start`: the same paths and JSON as Salesforce documents them (REST API v60.0), so the
 * product connects to it exactly as to a real org.
 *
 * Options (all optional):
 * - `clientId`, `clientSecret`: the External Client App the product signs in with (defaults
 *   `reachwise-local` and a random secret: read `fake.clientSecret` to configure the product);
 * - `redirectUris`: the callback URLs the app allows (default: any);
 * - `instanceUrl`: the `instance_url` the token endpoint answers (default: the fake's own origin);
 * - `port`: where to listen (default: any free port);
 * - `batchSize`: records per query page before `nextRecordsUrl` (default 2,000, Salesforce's);
 * - `dailyApiLimit`: API requests allowed before `REQUEST_LIMIT_EXCEEDED` (default 15,000, a
 *   Developer Edition org's); `apiUsage` counts them;
 * - `rotateRefreshTokens`: a refresh answers a new refresh token and retires the old one (default on);
 * - `now`: the org's clock (epoch ms), which stamps `SystemModstamp` (default `Date.now`).
 *
 * What it answers:
 * - OAuth web-server flow with PKCE: `GET /services/oauth2/authorize` (a consent page whose Allow
 *   button posts back and redirects to `redirect_uri?code&state`), `POST /services/oauth2/token`
 *   (`authorization_code` with S256 verifier; `refresh_token` with rotation), `GET /services/oauth2/userinfo`.
 *   A user keeps at most 5 approvals of the app: a sixth revokes the oldest (its refresh and access tokens);
 *   see `salesforce-oauth.ts`.
 * - `/services/data/v60.0/query` and `/queryAll` with the small SOQL of `salesforce-soql.ts` over
 *   Contact, Task and Organization, paged by `nextRecordsUrl`;
 * - Contact list views and their results (offset/limit, at most 2,000 deep, as Salesforce); reports
 *   are not emulated;
 * - `GET`/`PATCH /sobjects/Contact/{id}` and `POST /sobjects/Task`.
 *
 * Deletes and merges are Salesforce's: a deleted or merged-away contact answers 404
 * `ENTITY_IS_DELETED`, stays readable through `queryAll` with `IsDeleted = true`, and a merged one
 * carries `MasterRecordId` = the survivor, to which its tasks moved.
 *
 * Every data response carries `Sforce-Limit-Info: api-usage=n/limit`; a token that expired or was
 * revoked answers 401 `INVALID_SESSION_ID`. Failures are scripted per operation with `script`
 * (a status, a hang, a dropped connection, the work done with no answer) and every request is
 * recorded in `requests`.
 *
 * What a test or `npm start` does to it: `seedDemo()` (the demo org of `salesforce-seed.ts`),
 * `addContact`, `changeEmail`/`update`, `merge`, `delete`, `tasksOf`; `approve` (the consent
 * page's Allow without a browser) or `connect` (tokens at once), `revokeRefreshTokens`,
 * `expireAccessTokens`, `expireQueryLocators`; `script`, `requestsOf`, `resetScript`.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import { CrmTaskStatusSchema, CrmTaskSubtypeSchema } from '../../../shared/domain/crm';
import { DECISION_MAKER_TITLE, SEED_ACCOUNTS, SEED_ORGANIZATION_NAME, SEED_USERS, seedContacts } from './salesforce-seed';
import { SalesforceOAuth, type FakeAnswer as Answer, type FakeSalesforceUser, type Grant } from './salesforce-oauth';
import { parseSoql, runSoql, SoqlError } from './salesforce-soql';
import type { FakeApiRequest, FakeApiStep } from './scripted-api-fake';

export { SALESFORCE_APPROVALS_PER_USER, type FakeSalesforceUser } from './salesforce-oauth';

export const SALESFORCE_API_VERSION = 'v60.0';
const DATA = `/services/data/${SALESFORCE_API_VERSION}`;
/** How deep list view results can be paged (`offset` at most this). */
const LIST_VIEW_MAX_OFFSET = 2000;

/** The calls the fake knows, to script and count. */
export type SalesforceOperation =
  | 'authorize'
  | 'token'
  | 'userinfo'
  | 'query'
  | 'queryMore'
  | 'listViews'
  | 'listViewResults'
  | 'getContact'
  | 'updateContact'
  | 'createTask';

/** One scripted reaction to one request of an operation, as the other fakes of the repository script theirs. */
export type SalesforceStep = FakeApiStep;
export { acceptThenHang, acceptThenReset, answer, hang, reset } from './scripted-api-fake';

/** What the fake saw, and what it did about it. */
export type SalesforceRequest = FakeApiRequest<SalesforceOperation>;

/** A Contact record as the org keeps it (times in epoch ms; `AccountName` stands for `Account.Name`). */
export interface FakeSalesforceContact {
  readonly Id: string;
  FirstName: string | null;
  LastName: string;
  Email: string | null;
  Title: string | null;
  Phone: string | null;
  AccountId: string | null;
  AccountName: string | null;
  OwnerId: string;
  HasOptedOutOfEmail: boolean;
  readonly CreatedDate: number;
  SystemModstamp: number;
  IsDeleted: boolean;
  MasterRecordId: string | null;
}

/** A Task record (an activity logged on a contact). */
export interface FakeSalesforceTask {
  readonly Id: string;
  WhoId: string;
  readonly Subject: string | null;
  readonly Status: string;
  readonly ActivityDate: string | null;
  readonly TaskSubtype: string;
  readonly Description: string | null;
  readonly OwnerId: string;
  readonly Priority: string;
  readonly CreatedDate: number;
}

interface ListView {
  readonly id: string;
  readonly developerName: string;
  readonly label: string;
  readonly keeps: (contact: FakeSalesforceContact) => boolean;
}

export interface FakeSalesforceOptions {
  readonly clientId?: string;
  readonly clientSecret?: string;
  readonly redirectUris?: readonly string[];
  readonly instanceUrl?: string;
  readonly port?: number;
  readonly batchSize?: number;
  readonly dailyApiLimit?: number;
  readonly rotateRefreshTokens?: boolean;
  readonly now?: () => number;
}

const CONTACT_FIELDS = [
  'Id',
  'FirstName',
  'LastName',
  'Name',
  'Email',
  'Title',
  'Phone',
  'AccountId',
  'Account.Name',
  'OwnerId',
  'HasOptedOutOfEmail',
  'CreatedDate',
  'LastModifiedDate',
  'SystemModstamp',
  'IsDeleted',
  'MasterRecordId',
] as const;
const CONTACT_UPDATABLE = ['FirstName', 'LastName', 'Email', 'Title', 'Phone', 'OwnerId', 'HasOptedOutOfEmail'] as const;
const TASK_FIELDS = [
  'Id',
  'WhoId',
  'Subject',
  'Status',
  'ActivityDate',
  'TaskSubtype',
  'Description',
  'OwnerId',
  'Priority',
  'CreatedDate',
  'IsDeleted',
] as const;
const TASK_CREATABLE = ['WhoId', 'Subject', 'Status', 'ActivityDate', 'TaskSubtype', 'Description', 'OwnerId', 'Priority'];
const ORGANIZATION_FIELDS = ['Id', 'Name'] as const;
const LIST_VIEW_COLUMNS = [
  { field: 'Name', label: 'Name', hidden: false },
  { field: 'Account.Name', label: 'Account Name', hidden: false },
  { field: 'Title', label: 'Title', hidden: false },
  { field: 'Phone', label: 'Phone', hidden: false },
  { field: 'Email', label: 'Email', hidden: false },
  { field: 'Owner.Alias', label: 'Contact Owner Alias', hidden: false },
  { field: 'Id', label: 'Contact ID', hidden: true },
  { field: 'SystemModstamp', label: 'System Modstamp', hidden: true },
] as const;

/** Salesforce's datetime as its JSON writes it: `2026-01-05T09:00:00.000+0000`. */
export function salesforceDateTime(ms: number): string {
  return new Date(ms).toISOString().replace('Z', '+0000');
}

/** The 18-character form of a 15-character record id: a case-safe suffix, as Salesforce computes it. */
function caseSafeId(id15: string): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ012345';
  let suffix = '';
  for (let chunk = 0; chunk < 3; chunk += 1) {
    let bits = 0;
    for (let index = 0; index < 5; index += 1) {
      const char = id15[chunk * 5 + index] ?? '';
      if (char >= 'A' && char <= 'Z') bits |= 1 << index;
    }
    suffix += alphabet[bits] ?? 'A';
  }
  return id15 + suffix;
}

function errors(errorCode: string, message: string, fields?: readonly string[]): unknown {
  return [{ message, errorCode, ...(fields === undefined ? {} : { fields }) }];
}

/** Salesforce's error body for a status, when a script names none. */
function errorBodyOf(status: number): unknown {
  if (status === 401) return errors('INVALID_SESSION_ID', 'Session expired or invalid');
  if (status === 403) return errors('REQUEST_LIMIT_EXCEEDED', 'TotalRequests Limit exceeded.');
  if (status === 404) return errors('NOT_FOUND', 'The requested resource does not exist');
  if (status === 503) return errors('SERVER_UNAVAILABLE', 'Server is temporarily unavailable. Try again later.');
  if (status >= 500)
    return errors(
      'UNKNOWN_EXCEPTION',
      'An unexpected error occurred. Please include this ErrorId if you contact support: 1234567-890 (-1)',
    );
  return errors('INVALID_INPUT', `Scripted ${status}`);
}

/** A fake Salesforce org over node:http; see the top of this file. */
export class FakeSalesforceServer {
  readonly clientId: string;
  readonly clientSecret: string;
  /** every request, in arrival order */
  readonly requests: SalesforceRequest[] = [];
  readonly contacts = new Map<string, FakeSalesforceContact>();
  readonly tasks: FakeSalesforceTask[] = [];
  readonly users: FakeSalesforceUser[] = [];
  readonly organization: { readonly Id: string; Name: string };
  batchSize: number;
  dailyApiLimit: number;
  apiUsage = 0;
  clock: () => number;
  private server: Server | undefined;
  private readonly oauth: SalesforceOAuth;
  private nextId = 1;
  private readonly listViews: ListView[] = [];
  private readonly steps = new Map<SalesforceOperation, SalesforceStep[]>();
  private readonly held = new Set<ServerResponse>();
  private readonly cursors = new Map<string, readonly unknown[]>();

  constructor(private readonly options: FakeSalesforceOptions = {}) {
    this.clientId = options.clientId ?? 'reachwise-local';
    this.clientSecret = options.clientSecret ?? randomBytes(16).toString('hex');
    this.batchSize = options.batchSize ?? 2000;
    this.dailyApiLimit = options.dailyApiLimit ?? 15_000;
    this.clock = options.now ?? (() => Date.now());
    this.organization = { Id: this.newId('00D'), Name: SEED_ORGANIZATION_NAME };
    this.users.push({
      Id: this.newId('005'),
      Name: 'Integration User',
      Alias: 'integ',
      Email: 'integration@northwind-robotics.example',
    });
    this.oauth = new SalesforceOAuth(
      {
        clientId: this.clientId,
        clientSecret: this.clientSecret,
        redirectUris: options.redirectUris,
        users: this.users,
        organization: this.organization,
        now: () => this.clock(),
        loginUrl: () => this.baseUrl,
        instanceUrl: () => this.instanceUrl,
      },
      options.rotateRefreshTokens ?? true,
    );
  }

  /** The fake's origin: where the login endpoints are (and the API, unless `instanceUrl` moves it). */
  get baseUrl(): string {
    const address = this.server?.address() as AddressInfo | null | undefined;
    if (!address) throw new Error('The fake Salesforce is not started.');
    return `http://127.0.0.1:${address.port}`;
  }

  /** The `instance_url` the token endpoint answers. */
  get instanceUrl(): string {
    return this.options.instanceUrl ?? this.baseUrl;
  }

  get authorizationEndpoint(): string {
    return `${this.baseUrl}/services/oauth2/authorize`;
  }

  get tokenEndpoint(): string {
    return `${this.baseUrl}/services/oauth2/token`;
  }

  async start(): Promise<this> {
    const server = createServer((request, response) => {
      this.handle(request, response).catch((error: unknown) => {
        if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain' });
        response.end(`The fake failed: ${String(error)}`);
      });
    });
    this.server = server;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.options.port ?? 0, '127.0.0.1', () => resolve());
    });
    return this;
  }

  /** Stops listening and drops every open connection, held ones included. */
  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = undefined;
    for (const response of this.held) response.destroy();
    this.held.clear();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  // ---- the org's data, as an admin would change it in Salesforce's UI ----

  /** The demo org: three reps, eight accounts, fifty contacts and two list views; the same on every call. */
  seedDemo(): this {
    const owners = SEED_USERS.map((user) => this.addUser(user.name, user.alias, user.email));
    const accounts = SEED_ACCOUNTS.map((account) => ({ id: this.newId('001'), name: account.name }));
    for (const seed of seedContacts()) {
      const account = accounts[seed.account];
      this.addContact({
        FirstName: seed.firstName,
        LastName: seed.lastName,
        Email: seed.email ?? null,
        Title: seed.title,
        Phone: seed.phone,
        AccountId: account?.id ?? null,
        AccountName: account?.name ?? null,
        OwnerId: owners[seed.owner]?.Id ?? this.oauth.defaultUser(),
        HasOptedOutOfEmail: seed.optedOut,
        SystemModstamp: seed.modifiedAt,
      });
    }
    this.addListView('AllContacts', 'All Contacts', () => true);
    this.addListView('DecisionMakers', 'Decision Makers', (contact) => DECISION_MAKER_TITLE.test(contact.Title ?? ''));
    return this;
  }

  addUser(name: string, alias: string, email: string): FakeSalesforceUser {
    const user = { Id: this.newId('005'), Name: name, Alias: alias, Email: email };
    this.users.push(user);
    return user;
  }

  /** Creates a contact (LastName required, as Salesforce's); answers it. */
  addContact(fields: Partial<Omit<FakeSalesforceContact, 'Id'>> & { readonly LastName: string }): FakeSalesforceContact {
    const now = this.stamp();
    const contact: FakeSalesforceContact = {
      FirstName: null,
      Email: null,
      Title: null,
      Phone: null,
      AccountId: null,
      AccountName: null,
      OwnerId: this.users[0]?.Id ?? '',
      HasOptedOutOfEmail: false,
      CreatedDate: fields.SystemModstamp ?? now,
      SystemModstamp: now,
      IsDeleted: false,
      MasterRecordId: null,
      ...fields,
      Id: this.newId('003'),
    };
    this.contacts.set(contact.Id, contact);
    return contact;
  }

  addListView(developerName: string, label: string, keeps: (contact: FakeSalesforceContact) => boolean): string {
    const id = this.newId('00B');
    this.listViews.push({ id, developerName, label, keeps });
    return id;
  }

  /** A contact by id (deleted ones too). */
  contact(id: string): FakeSalesforceContact | undefined {
    return this.contacts.get(id);
  }

  /** Changes fields of a contact as a save in Salesforce does: `SystemModstamp` moves on. */
  update(id: string, fields: Partial<Pick<FakeSalesforceContact, (typeof CONTACT_UPDATABLE)[number]>>): FakeSalesforceContact {
    const contact = this.existing(id);
    Object.assign(contact, fields);
    contact.SystemModstamp = this.stamp();
    return contact;
  }

  changeEmail(id: string, email: string): FakeSalesforceContact {
    return this.update(id, { Email: email });
  }

  /**
   * Merges `mergedId` into `survivorId`, as Salesforce's merge: the merged record is deleted with
   * `MasterRecordId` = the survivor, its tasks move to the survivor, both records change.
   */
  merge(survivorId: string, mergedId: string): void {
    const survivor = this.existing(survivorId);
    const merged = this.existing(mergedId);
    merged.IsDeleted = true;
    merged.MasterRecordId = survivor.Id;
    merged.SystemModstamp = this.stamp();
    survivor.SystemModstamp = this.stamp();
    for (const task of this.tasks) if (task.WhoId === merged.Id) task.WhoId = survivor.Id;
  }

  /** Deletes a contact (to the recycle bin: `queryAll` still sees it). */
  delete(id: string): void {
    const contact = this.existing(id);
    contact.IsDeleted = true;
    contact.SystemModstamp = this.stamp();
  }

  /** The tasks logged on a contact, oldest first. */
  tasksOf(contactId: string): FakeSalesforceTask[] {
    return this.tasks.filter((task) => task.WhoId === contactId);
  }

  // ---- OAuth, as the user or an admin acts on it ----

  /** Whether a refresh answers a new refresh token and retires the old one. */
  get rotateRefreshTokens(): boolean {
    return this.oauth.rotateRefreshTokens;
  }

  set rotateRefreshTokens(rotate: boolean) {
    this.oauth.rotateRefreshTokens = rotate;
  }

  /**
   * The user (the first seeded rep unless named) allows the app on the consent page of
   * `authorizationUrl`: answers what the browser is sent back with, as the Allow button does.
   */
  approve(authorizationUrl: string, userId?: string): { code: string; state: string; redirectUri: string } {
    return this.oauth.approve(authorizationUrl, userId);
  }

  /** An approval without the browser: tokens as the code exchange answers them (it counts against the 5). */
  connect(userId?: string): { accessToken: string; refreshToken: string; instanceUrl: string } {
    return this.oauth.connect(userId);
  }

  /** The user (or every user) removes the app's access: its refresh and access tokens stop working. */
  revokeRefreshTokens(userId?: string): void {
    this.oauth.revokeRefreshTokens(userId);
  }

  /** Every session times out: access tokens answer 401 until refreshed. */
  expireAccessTokens(): void {
    this.oauth.expireAccessTokens();
  }

  /** The refresh tokens that still work, oldest approval first. */
  liveRefreshTokens(userId?: string): string[] {
    return this.oauth.liveRefreshTokens(userId);
  }

  /** Every open query locator expires (as after 15 minutes unused): `nextRecordsUrl` answers `INVALID_QUERY_LOCATOR`. */
  expireQueryLocators(): void {
    this.cursors.clear();
  }

  // ---- scripting and the request log ----

  /** Appends steps for the next requests of `operation`. */
  script(operation: SalesforceOperation, ...steps: SalesforceStep[]): this {
    this.steps.set(operation, [...(this.steps.get(operation) ?? []), ...steps]);
    return this;
  }

  /** Requests of one operation, in arrival order. */
  requestsOf(operation: SalesforceOperation): SalesforceRequest[] {
    return this.requests.filter((request) => request.operation === operation);
  }

  /** Forgets the script and the recorded requests (the org's data, tokens and usage stay). */
  resetScript(): this {
    this.steps.clear();
    this.requests.length = 0;
    return this;
  }

  // ---- HTTP ----

  private route(method: string, path: string): SalesforceOperation | undefined {
    if (path === '/services/oauth2/authorize' && (method === 'GET' || method === 'POST')) return 'authorize';
    if (method === 'POST' && path === '/services/oauth2/token') return 'token';
    if (method === 'GET' && path === '/services/oauth2/userinfo') return 'userinfo';
    if (method === 'GET' && (path === `${DATA}/query` || path === `${DATA}/queryAll`)) return 'query';
    if (method === 'GET' && /^\/services\/data\/v60\.0\/(?:query|queryAll)\/[A-Za-z0-9]+-\d+$/.test(path)) return 'queryMore';
    if (method === 'GET' && path === `${DATA}/sobjects/Contact/listviews`) return 'listViews';
    if (method === 'GET' && /^\/services\/data\/v60\.0\/sobjects\/Contact\/listviews\/[^/]+\/results$/.test(path)) {
      return 'listViewResults';
    }
    if (/^\/services\/data\/v60\.0\/sobjects\/Contact\/[^/]+$/.test(path)) {
      return method === 'GET' ? 'getContact' : method === 'PATCH' ? 'updateContact' : undefined;
    }
    if (method === 'POST' && path === `${DATA}/sobjects/Task`) return 'createTask';
    return undefined;
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const url = new URL(request.url ?? '/', 'http://fake');
    const method = request.method ?? 'GET';
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(request.headers)) {
      if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
    }
    const record: SalesforceRequest = {
      operation: this.route(method, url.pathname),
      method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers,
      body: Buffer.concat(chunks).toString('utf8'),
      outcome: 0,
    };
    this.requests.push(record);
    const operation = record.operation;
    if (operation === undefined) return this.respond(response, record, { status: 404, body: errorBodyOf(404) });
    const data = record.path.startsWith('/services/data/');
    const grant = operation === 'authorize' || operation === 'token' ? undefined : this.oauth.caller(headers);
    if (operation !== 'authorize' && operation !== 'token') {
      if (grant === undefined) return this.respond(response, record, this.limited(data, { status: 401, body: errorBodyOf(401) }));
      if (data) this.apiUsage += 1;
      if (data && this.apiUsage > this.dailyApiLimit) {
        return this.respond(response, record, this.limited(data, { status: 403, body: errorBodyOf(403) }));
      }
    }
    return this.play(response, record, operation, grant, data);
  }

  private play(
    response: ServerResponse,
    record: SalesforceRequest,
    operation: SalesforceOperation,
    grant: Grant | undefined,
    data: boolean,
  ): void {
    const step = this.steps.get(operation)?.shift();
    const perform = () => this.limited(data, this.perform(operation, record, grant));
    switch (step?.kind) {
      case undefined:
        return this.respond(response, record, perform());
      case 'answer':
        return this.respond(
          response,
          record,
          this.limited(data, { status: step.status, body: step.body ?? errorBodyOf(step.status), headers: step.headers ?? {} }),
        );
      case 'hang':
        return this.hold(response, record);
      case 'reset':
        return this.drop(response, record);
      case 'acceptThenHang':
        perform();
        return this.hold(response, record);
      case 'acceptThenReset':
        perform();
        return this.drop(response, record);
    }
  }

  private perform(operation: SalesforceOperation, request: SalesforceRequest, grant: Grant | undefined): Answer {
    switch (operation) {
      case 'authorize':
        return request.method === 'GET' ? this.oauth.consentPage(request.query) : this.oauth.decide(request.body);
      case 'token':
        return this.oauth.token(Object.fromEntries(new URLSearchParams(request.body)));
      case 'userinfo':
        return this.oauth.userinfo(grant);
      case 'query':
        return this.query(request);
      case 'queryMore':
        return this.queryMore(request.path);
      case 'listViews':
        return this.listViewsAnswer();
      case 'listViewResults':
        return this.listViewResults(request);
      case 'getContact':
        return this.getContact(request);
      case 'updateContact':
        return this.updateContact(request);
      case 'createTask':
        return this.createTask(request.body, grant);
    }
  }

  /** Adds the API usage header to a data answer. */
  private limited(data: boolean, answered: Answer): Answer {
    if (!data) return answered;
    return {
      ...answered,
      headers: { ...answered.headers, 'sforce-limit-info': `api-usage=${this.apiUsage}/${this.dailyApiLimit}` },
    };
  }

  private respond(response: ServerResponse, record: SalesforceRequest, answered: Answer): void {
    record.outcome = answered.status;
    const headers: Record<string, string> = { ...answered.headers };
    if (answered.html !== undefined) {
      response.writeHead(answered.status, { ...headers, 'content-type': 'text/html; charset=utf-8' });
      response.end(answered.html);
      return;
    }
    if (answered.body === undefined) {
      response.writeHead(answered.status, headers);
      response.end();
      return;
    }
    response.writeHead(answered.status, { ...headers, 'content-type': 'application/json;charset=UTF-8' });
    response.end(JSON.stringify(answered.body));
  }

  private hold(response: ServerResponse, record: SalesforceRequest): void {
    record.outcome = 'hang';
    this.held.add(response);
    response.on('close', () => this.held.delete(response));
  }

  private drop(response: ServerResponse, record: SalesforceRequest): void {
    record.outcome = 'reset';
    response.socket?.destroy();
  }

  // ---- data endpoints ----

  private query(request: SalesforceRequest): Answer {
    const all = request.path.endsWith('/queryAll');
    const text = request.query.q;
    if (text === undefined || text.trim() === '')
      return { status: 400, body: errors('MALFORMED_QUERY', "A query string has to be specified in the 'q' parameter.") };
    try {
      const query = parseSoql(text);
      const { rows, known } = this.table(query.object, all);
      const selected = runSoql(query, rows, known).map((row) => this.project(query.object, row, query.fields));
      return this.page(selected, all ? 'queryAll' : 'query', undefined, 0);
    } catch (error) {
      if (error instanceof SoqlError) return { status: 400, body: errors(error.errorCode, error.message) };
      throw error;
    }
  }

  private queryMore(path: string): Answer {
    const [, kind, locator, position] = /\/(query|queryAll)\/([A-Za-z0-9]+)-(\d+)$/.exec(path) ?? [];
    const records = this.cursors.get(locator ?? '');
    if (records === undefined || kind === undefined) {
      return { status: 400, body: errors('INVALID_QUERY_LOCATOR', 'invalid query locator') };
    }
    return this.page(records, kind, locator, Number(position));
  }

  private page(records: readonly unknown[], kind: string, locator: string | undefined, offset: number): Answer {
    const batch = records.slice(offset, offset + this.batchSize);
    const nextOffset = offset + batch.length;
    let nextRecordsUrl: string | undefined;
    if (nextOffset < records.length) {
      const id = locator ?? this.newId('01g');
      this.cursors.set(id, records);
      nextRecordsUrl = `${DATA}/${kind}/${id}-${nextOffset}`;
    }
    return {
      status: 200,
      body: {
        totalSize: records.length,
        done: nextRecordsUrl === undefined,
        ...(nextRecordsUrl ? { nextRecordsUrl } : {}),
        records: batch,
      },
    };
  }

  /** An object's rows as SOQL reads them (flat; `Account.Name` a key) and its queryable fields. */
  private table(object: string, all: boolean): { rows: Record<string, unknown>[]; known: readonly string[] } {
    if (object === 'Contact') {
      const contacts = [...this.contacts.values()].filter((contact) => all || !contact.IsDeleted);
      return { rows: contacts.map((contact) => this.contactRow(contact)), known: CONTACT_FIELDS };
    }
    if (object === 'Task') {
      const rows = this.tasks.map((task) => ({ ...task, CreatedDate: salesforceDateTime(task.CreatedDate), IsDeleted: false }));
      return { rows, known: TASK_FIELDS };
    }
    if (object === 'Organization') return { rows: [{ ...this.organization }], known: ORGANIZATION_FIELDS };
    throw new SoqlError('INVALID_TYPE', `sObject type '${object}' is not supported.`);
  }

  private contactRow(contact: FakeSalesforceContact): Record<string, unknown> {
    const { AccountName, ...fields } = contact;
    return {
      ...fields,
      Name: [contact.FirstName, contact.LastName].filter((part) => part !== null && part !== '').join(' '),
      'Account.Name': AccountName,
      CreatedDate: salesforceDateTime(contact.CreatedDate),
      LastModifiedDate: salesforceDateTime(contact.SystemModstamp),
      SystemModstamp: salesforceDateTime(contact.SystemModstamp),
    };
  }

  /** A record as the REST API writes it: `attributes`, then the fields asked for, relationships nested. */
  private project(object: string, row: Readonly<Record<string, unknown>>, fields: readonly string[]): Record<string, unknown> {
    const record: Record<string, unknown> = {
      attributes: { type: object, url: `${DATA}/sobjects/${object}/${String(row.Id)}` },
    };
    for (const field of fields) {
      const [relationship, name] = field.split('.');
      if (relationship === undefined) continue;
      if (name === undefined) record[field] = row[field] ?? null;
      else
        record[relationship] =
          row[field] === null || row[field] === undefined ? null : { attributes: { type: relationship }, [name]: row[field] };
    }
    return record;
  }

  private listViewsAnswer(): Answer {
    return {
      status: 200,
      body: {
        done: true,
        listviews: this.listViews.map((view) => ({
          describeUrl: `${DATA}/sobjects/Contact/listviews/${view.id}/describe`,
          developerName: view.developerName,
          id: view.id,
          label: view.label,
          resultsUrl: `${DATA}/sobjects/Contact/listviews/${view.id}/results`,
          soqlCompatible: true,
          url: `${DATA}/sobjects/Contact/listviews/${view.id}`,
        })),
        nextRecordsUrl: null,
        size: this.listViews.length,
        sobjectType: 'Contact',
      },
    };
  }

  private listViewResults(request: SalesforceRequest): Answer {
    const id = request.path.split('/').at(-2) ?? '';
    const view = this.listViews.find((candidate) => candidate.id === id || candidate.id.slice(0, 15) === id);
    if (!view) return { status: 404, body: errorBodyOf(404) };
    const limit = Number(request.query.limit ?? '25');
    const offset = Number(request.query.offset ?? '0');
    if (
      !Number.isInteger(limit) ||
      limit < 1 ||
      limit > 2000 ||
      !Number.isInteger(offset) ||
      offset < 0 ||
      offset > LIST_VIEW_MAX_OFFSET
    ) {
      return { status: 400, body: errors('NUMBER_OUTSIDE_VALID_RANGE', 'limit must be 1 to 2000 and offset 0 to 2000') };
    }
    const rows = [...this.contacts.values()]
      .filter((contact) => !contact.IsDeleted && view.keeps(contact))
      .map((contact): Record<string, unknown> => ({
        ...this.contactRow(contact),
        'Owner.Alias': this.users.find((user) => user.Id === contact.OwnerId)?.Alias ?? null,
      }))
      .sort((a, b) => String(a.Name).localeCompare(String(b.Name)) || String(a.Id).localeCompare(String(b.Id)));
    const page = rows.slice(offset, offset + limit);
    return {
      status: 200,
      body: {
        columns: LIST_VIEW_COLUMNS.map((column) => ({
          ascendingLabel: 'A-Z',
          descendingLabel: 'Z-A',
          fieldNameOrPath: column.field,
          hidden: column.hidden,
          label: column.label,
          selectListItem: column.field,
          sortDirection: column.field === 'Name' ? 'ascending' : null,
          sortIndex: column.field === 'Name' ? 0 : null,
          sortable: !column.hidden,
          type: column.field === 'Id' ? 'id' : 'string',
        })),
        developerName: view.developerName,
        done: offset + page.length >= rows.length,
        id: view.id,
        label: view.label,
        records: page.map((row) => ({
          columns: LIST_VIEW_COLUMNS.map((column) => ({
            fieldNameOrPath: column.field,
            value: row[column.field] === null || row[column.field] === undefined ? null : String(row[column.field]),
          })),
        })),
        size: rows.length,
      },
    };
  }

  /** The live contact of a path's id; a 404 answer when unknown or deleted. */
  private found(path: string): FakeSalesforceContact | Answer {
    const id = decodeURIComponent(path.split('/').at(-1) ?? '');
    const contact = [...this.contacts.values()].find((candidate) => candidate.Id === id || candidate.Id.slice(0, 15) === id);
    if (!contact) return { status: 404, body: errorBodyOf(404) };
    if (contact.IsDeleted) return { status: 404, body: errors('ENTITY_IS_DELETED', 'entity is deleted') };
    return contact;
  }

  private getContact(request: SalesforceRequest): Answer {
    const contact = this.found(request.path);
    if (!('Id' in contact)) return contact;
    const fields = request.query.fields?.split(',').map((field) => field.trim()) ?? [...CONTACT_FIELDS];
    const unknown = fields.find((field) => !(CONTACT_FIELDS as readonly string[]).includes(field));
    if (unknown !== undefined)
      return { status: 400, body: errors('INVALID_FIELD', `No such column '${unknown}' on entity 'Contact'.`) };
    return { status: 200, body: this.project('Contact', this.contactRow(contact), fields) };
  }

  private updateContact(request: SalesforceRequest): Answer {
    const contact = this.found(request.path);
    if (!('Id' in contact)) return contact;
    let body: unknown;
    try {
      body = JSON.parse(request.body);
    } catch {
      return { status: 400, body: errors('JSON_PARSER_ERROR', 'The request body is not JSON.') };
    }
    if (body === null || typeof body !== 'object' || Array.isArray(body)) {
      return { status: 400, body: errors('JSON_PARSER_ERROR', 'The request body is not a record.') };
    }
    const fields = body as Record<string, unknown>;
    const problem = this.contactUpdateProblem(fields);
    if (problem !== undefined) return { status: 400, body: problem };
    this.update(contact.Id, fields);
    return { status: 204 };
  }

  private contactUpdateProblem(fields: Readonly<Record<string, unknown>>): unknown {
    for (const [name, value] of Object.entries(fields)) {
      if (!(CONTACT_UPDATABLE as readonly string[]).includes(name)) {
        return (CONTACT_FIELDS as readonly string[]).includes(name)
          ? errors('INVALID_FIELD_FOR_INSERT_UPDATE', `Unable to create/update fields: ${name}.`, [name])
          : errors('INVALID_FIELD', `No such column '${name}' on sobject of type Contact`);
      }
      if (name === 'HasOptedOutOfEmail' ? typeof value !== 'boolean' : value !== null && typeof value !== 'string') {
        return errors('INVALID_TYPE_ON_FIELD_IN_RECORD', `${name}: value not of required type: ${String(value)}`, [name]);
      }
      if (name === 'Email' && typeof value === 'string' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) {
        return errors('INVALID_EMAIL_ADDRESS', `Email: invalid email address: ${value}`, ['Email']);
      }
      if (name === 'LastName' && (value === null || value === '')) {
        return errors('REQUIRED_FIELD_MISSING', 'Required fields are missing: [LastName]', ['LastName']);
      }
    }
    return undefined;
  }

  private createTask(text: string, grant: Grant | undefined): Answer {
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(text) as Record<string, unknown>;
    } catch {
      return { status: 400, body: errors('JSON_PARSER_ERROR', 'The request body is not JSON.') };
    }
    const problem = this.taskProblem(body);
    if (problem !== undefined) return { status: 400, body: problem };
    const string = (name: string) => (typeof body[name] === 'string' ? body[name] : null);
    const task: FakeSalesforceTask = {
      Id: this.newId('00T'),
      WhoId: this.existing(String(body.WhoId)).Id,
      Subject: string('Subject'),
      Status: string('Status') ?? 'Not Started',
      ActivityDate: string('ActivityDate'),
      TaskSubtype: string('TaskSubtype') ?? 'Task',
      Description: string('Description'),
      OwnerId: string('OwnerId') ?? grant?.userId ?? this.oauth.defaultUser(),
      Priority: string('Priority') ?? 'Normal',
      CreatedDate: this.stamp(),
    };
    this.tasks.push(task);
    return { status: 201, body: { id: task.Id, success: true, errors: [] } };
  }

  private taskProblem(body: Readonly<Record<string, unknown>>): unknown {
    const unknown = Object.keys(body).find((name) => !TASK_CREATABLE.includes(name));
    if (unknown !== undefined) return errors('INVALID_FIELD', `No such column '${unknown}' on sobject of type Task`);
    const who = typeof body.WhoId === 'string' ? this.contacts.get(body.WhoId) : undefined;
    if (!who) return errors('INVALID_CROSS_REFERENCE_KEY', 'invalid cross reference id', ['WhoId']);
    if (who.IsDeleted) return errors('ENTITY_IS_DELETED', 'entity is deleted', ['WhoId']);
    if (body.Status !== undefined && !CrmTaskStatusSchema.safeParse(body.Status).success) {
      return errors(
        'INVALID_OR_NULL_FOR_RESTRICTED_PICKLIST',
        `Status: bad value for restricted picklist field: ${JSON.stringify(body.Status)}`,
        ['Status'],
      );
    }
    if (body.TaskSubtype !== undefined && !CrmTaskSubtypeSchema.safeParse(body.TaskSubtype).success) {
      return errors(
        'INVALID_OR_NULL_FOR_RESTRICTED_PICKLIST',
        `TaskSubtype: bad value for restricted picklist field: ${JSON.stringify(body.TaskSubtype)}`,
        ['TaskSubtype'],
      );
    }
    if (
      body.ActivityDate !== undefined &&
      !(typeof body.ActivityDate === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(body.ActivityDate))
    ) {
      return errors(
        'INVALID_TYPE_ON_FIELD_IN_RECORD',
        `Due Date Only: value not of required type: ${JSON.stringify(body.ActivityDate)}`,
        ['ActivityDate'],
      );
    }
    if (typeof body.Subject === 'string' && body.Subject.length > 255) {
      return errors('STRING_TOO_LONG', 'Subject: data value too large', ['Subject']);
    }
    if (typeof body.Description === 'string' && body.Description.length > 32_000) {
      return errors('STRING_TOO_LONG', 'Comments: data value too large', ['Description']);
    }
    if (body.OwnerId !== undefined && !this.users.some((user) => user.Id === body.OwnerId)) {
      return errors('INVALID_CROSS_REFERENCE_KEY', 'Assigned To ID: owner cannot be blank', ['OwnerId']);
    }
    return undefined;
  }

  // ---- helpers ----

  private existing(id: string): FakeSalesforceContact {
    const contact = this.contacts.get(id);
    if (!contact) throw new Error(`No contact ${id} in the fake Salesforce.`);
    return contact;
  }

  /** Now, to the second: Salesforce's timestamps carry no milliseconds. */
  private stamp(): number {
    return Math.floor(this.clock() / 1000) * 1000;
  }

  private newId(prefix: string): string {
    const id15 = `${prefix}Dn${String(this.nextId).padStart(10, '0')}`;
    this.nextId += 1;
    return caseSafeId(id15);
  }
}
