import { randomUUID } from 'node:crypto';

import { HubSpotOAuth, type OAuthClient } from './hubspot-oauth';
import { readSearchRequest, searchRecords } from './hubspot-search';
import { seedDemoPortal } from './hubspot-seed';
import { HubSpotStore, recordJson, type EngagementType, type HubSpotEngagement, type HubSpotRecord } from './hubspot-store';
import { deliver, eventOf, type WebhookDelivery, type WebhookEvent, type WebhookTarget } from './hubspot-webhooks';
import { ScriptedApiFake, type FakeApiAnswer, type FakeApiRequest } from './scripted-api-fake';

export { acceptThenHang, acceptThenReset, answer, hang, reset, type FakeApiStep } from './scripted-api-fake';
export type { WebhookDelivery, WebhookEvent, WebhookTarget } from './hubspot-webhooks';

/**
 * A fake HubSpot over real HTTP on 127.0.0.1, for the tests and `npm start`: the paths and JSON
 * shapes of HubSpot's documented APIs the product uses.
 *
 * - OAuth: `GET /oauth/authorize` (a consent page whose "Allow" redirects to `redirect_uri?code&state`),
 *   `POST /oauth/2026-03/token` (form body; `authorization_code` with the PKCE verifier checked, or
 *   `refresh_token`; RFC 6749 errors), `/token/introspect`, `/token/revoke`. The retired
 *   `/oauth/v1/token` answers 404. Access tokens last 30 minutes; private-app tokens until revoked.
 * - `GET /account-info/v3/details`.
 * - Contacts (`/crm/v3/objects/contacts`): list, get (a merged-away id answers the survivor, a deleted
 *   one 404), `search`, `batch/read`, `PATCH` (computed properties and `hs_email_optout` are read
 *   only, as in HubSpot), `merge`.
 * - Opt-out: `POST /communication-preferences/v4/statuses/{email}/unsubscribe-all?channel=EMAIL`
 *   (the contacts with that email then show `hs_email_optout: true`).
 * - Lists: `POST /crm/v3/lists/search`, `GET /crm/v3/lists/{listId}/memberships`.
 * - Emails and notes (`/crm/v3/objects/{emails|notes}`): create with their contact association
 *   (198 email→contact, 202 note→contact), `search`, `batch/read`; the contact's side through
 *   `GET /crm/v4/objects/contacts/{id}/associations/{emails|notes}`.
 * - Limits: `limits.perTenSeconds` requests per token in a rolling 10 s (429 `TEN_SECONDLY_ROLLING`),
 *   `limits.searchPerSecond` searches per token (429 `SECONDLY`), `limits.searchResultCap` results
 *   per search query (400 past it); `limits.sendRetryAfter` adds `Retry-After` to those 429s.
 * - Webhooks: with `webhook` set, every contact email change, deletion and merge is sent as a
 *   v3-signed batch to `webhook.url` (see `deliveries`, and `flushWebhooks()` to wait for them).
 *
 * Options of {@link startHubSpotFake} / the constructor: `portalId`, `client` (the OAuth app's id
 * and secret; a random secret by default), `privateAppTokens`, `limits`, `webhook`, `now` (the
 * clock, epoch ms), `seed` (`'demo'`: the 50 demo contacts and 3 lists), `port`. Methods for tests
 * and `npm start`: `seedDemo`, `addContact`, `changeEmail`, `merge`, `delete`, `revoke`,
 * `createPrivateAppToken`, `loggedOn` (emails and notes on a contact), `redeliver`, `flushWebhooks`;
 * the records themselves are in `store`, the OAuth side in `oauth`. Script failures per
 * operation with `script('searchContacts', answer(503))` (see {@link ScriptedApiFake}) and read
 * every request in `requests`.
 */

export type HubSpotOperation =
  | 'authorize'
  | 'consent'
  | 'token'
  | 'introspect'
  | 'revokeToken'
  | 'accountInfo'
  | 'listContacts'
  | 'getContact'
  | 'searchContacts'
  | 'batchReadContacts'
  | 'updateContact'
  | 'mergeContacts'
  | 'unsubscribeAll'
  | 'searchLists'
  | 'listMemberships'
  | 'createEngagement'
  | 'searchEngagements'
  | 'batchReadEngagements'
  | 'contactAssociations';

export interface HubSpotLimits {
  /** requests per token in any 10 seconds (HubSpot: 100 for OAuth apps, 190 and up for private apps on paid tiers) */
  readonly perTenSeconds: number;
  /** CRM searches per token per second (HubSpot: 4) */
  readonly searchPerSecond: number;
  /** results one search query can page through (HubSpot: 10,000) */
  readonly searchResultCap: number;
  /** whether a 429 carries `Retry-After` (HubSpot's often do not: clients fall back to the policy's window) */
  readonly sendRetryAfter: boolean;
}

export interface HubSpotFakeOptions {
  readonly portalId?: number;
  readonly client?: Partial<OAuthClient>;
  readonly privateAppTokens?: readonly string[];
  readonly limits?: Partial<HubSpotLimits>;
  readonly webhook?: WebhookTarget;
  readonly now?: () => number;
  readonly seed?: 'demo' | 'none';
  /** the port to listen on (`npm start` keeps one across restarts); a free one by default */
  readonly port?: number;
}

const DEFAULT_LIMITS: HubSpotLimits = { perTenSeconds: 100, searchPerSecond: 4, searchResultCap: 10_000, sendRetryAfter: true };
const OAUTH_OPERATIONS: readonly HubSpotOperation[] = ['authorize', 'consent', 'token', 'introspect', 'revokeToken'];
const SEARCHES: readonly HubSpotOperation[] = ['searchContacts', 'searchEngagements'];
/** association type ids HubSpot defines: engagement → contact, and contact → engagement */
const TO_CONTACT_TYPE: Record<EngagementType, number> = { emails: 198, notes: 202 };
const FROM_CONTACT_TYPE: Record<EngagementType, number> = { emails: 197, notes: 201 };
const BATCH_MAX = 100;
/** the `category` of HubSpot's error body, by status (any other 4xx: VALIDATION_ERROR) */
const ERROR_CATEGORIES: Readonly<Record<number, string>> = {
  401: 'INVALID_AUTHENTICATION',
  403: 'MISSING_SCOPES',
  404: 'OBJECT_NOT_FOUND',
  409: 'CONFLICT',
  429: 'RATE_LIMITS',
};
/** properties HubSpot computes or keeps through other APIs: a PATCH setting one is refused */
const READ_ONLY = [
  'hs_object_id',
  'createdate',
  'lastmodifieddate',
  'hs_merged_object_ids',
  'hs_additional_emails',
  'hs_email_optout',
];

const ROUTES: readonly (readonly [string, RegExp, HubSpotOperation])[] = [
  ['GET', /^\/oauth\/authorize$/, 'authorize'],
  ['POST', /^\/oauth\/authorize$/, 'consent'],
  ['POST', /^\/oauth\/2026-03\/token$/, 'token'],
  ['POST', /^\/oauth\/2026-03\/token\/introspect$/, 'introspect'],
  ['POST', /^\/oauth\/2026-03\/token\/revoke$/, 'revokeToken'],
  ['GET', /^\/account-info\/v3\/details$/, 'accountInfo'],
  ['GET', /^\/crm\/v3\/objects\/contacts$/, 'listContacts'],
  ['POST', /^\/crm\/v3\/objects\/contacts\/search$/, 'searchContacts'],
  ['POST', /^\/crm\/v3\/objects\/contacts\/batch\/read$/, 'batchReadContacts'],
  ['POST', /^\/crm\/v3\/objects\/contacts\/merge$/, 'mergeContacts'],
  ['GET', /^\/crm\/v3\/objects\/contacts\/[^/]+$/, 'getContact'],
  ['PATCH', /^\/crm\/v3\/objects\/contacts\/[^/]+$/, 'updateContact'],
  ['POST', /^\/communication-preferences\/v4\/statuses\/[^/]+\/unsubscribe-all$/, 'unsubscribeAll'],
  ['POST', /^\/crm\/v3\/lists\/search$/, 'searchLists'],
  ['GET', /^\/crm\/v3\/lists\/[^/]+\/memberships$/, 'listMemberships'],
  ['POST', /^\/crm\/v3\/objects\/(emails|notes)$/, 'createEngagement'],
  ['POST', /^\/crm\/v3\/objects\/(emails|notes)\/search$/, 'searchEngagements'],
  ['POST', /^\/crm\/v3\/objects\/(emails|notes)\/batch\/read$/, 'batchReadEngagements'],
  ['GET', /^\/crm\/v4\/objects\/contacts\/[^/]+\/associations\/(emails|notes)$/, 'contactAssociations'],
];

function segment(path: string, index: number): string {
  return decodeURIComponent(path.split('/')[index] ?? '');
}

function engagementTypeOf(path: string): EngagementType {
  return /\/notes(\/|$)/.test(path) ? 'notes' : 'emails';
}

function jsonOf(body: string): unknown {
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return undefined;
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An id sent as a string or a number, as text ('' for anything else). */
function idText(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/** Property values as HubSpot stores them: strings (a number or boolean sent is kept as its text). */
function stringProperties(value: unknown): Record<string, string> | undefined {
  if (!isObject(value)) return undefined;
  const entries = Object.entries(value).filter(([, item]) => ['string', 'number', 'boolean'].includes(typeof item));
  return Object.fromEntries(entries.map(([name, item]) => [name, String(item)]));
}

/** An opaque paging cursor, as HubSpot's `after` values are. */
function cursorOf(offset: number): string {
  return Buffer.from(`o:${offset}`).toString('base64url');
}

function offsetOf(after: string | undefined): number | undefined {
  if (after === undefined || after === '') return 0;
  const match = /^o:(\d+)$/.exec(Buffer.from(after, 'base64url').toString('utf8'));
  return match ? Number(match[1]) : undefined;
}

export class HubSpotFakeServer extends ScriptedApiFake<HubSpotOperation> {
  readonly portalId: number;
  readonly store: HubSpotStore;
  readonly oauth: HubSpotOAuth;
  limits: HubSpotLimits;
  /** where contact changes are sent; undefined: nowhere */
  webhook: WebhookTarget | undefined;
  /** every webhook batch sent, in order */
  readonly deliveries: WebhookDelivery[] = [];
  private readonly now: () => number;
  private readonly calls = new Map<string, number[]>();
  private readonly pending = new Set<Promise<void>>();
  private nextEventId = 1;

  constructor(options: HubSpotFakeOptions = {}) {
    super();
    this.now = options.now ?? Date.now;
    this.portalId = options.portalId ?? 48_120_733;
    this.store = new HubSpotStore(this.now);
    this.oauth = new HubSpotOAuth(
      {
        clientId: options.client?.clientId ?? 'reachwise-local-hubspot',
        clientSecret: options.client?.clientSecret ?? randomUUID(),
      },
      this.portalId,
      this.now,
    );
    for (const token of options.privateAppTokens ?? []) this.oauth.createPrivateAppToken(token);
    this.limits = { ...DEFAULT_LIMITS, ...options.limits };
    this.webhook = options.webhook;
    if (options.seed === 'demo') this.seedDemo();
  }

  /** The OAuth app's client id and secret, to configure the product with. */
  get client(): OAuthClient {
    return this.oauth.client;
  }

  /** 50 realistic contacts and 3 lists (deterministic); answers the contacts' ids. */
  seedDemo(): string[] {
    return seedDemoPortal(this.store);
  }

  /** A new private-app token (`pat-na1-…`), as a portal admin creates one; valid until revoked. */
  createPrivateAppToken(): string {
    return this.oauth.createPrivateAppToken();
  }

  /** Adds a contact; answers its id. */
  addContact(properties: Readonly<Record<string, string>>): string {
    return this.store.createContact(properties).id;
  }

  /** Changes a contact's email in the CRM (the old one kept in `hs_additional_emails`); fires the webhook. */
  changeEmail(contactId: string, email: string): void {
    const holder = this.store.holderOf(email);
    if (holder && holder.id !== this.store.contact(contactId)?.id) {
      throw new Error(`Contact already exists. Existing ID: ${holder.id}`);
    }
    if (!this.store.updateContact(contactId, { email })) throw new Error(`No contact ${contactId}.`);
    this.flushChanges();
  }

  /** Merges `mergedId` into `primaryId`, as a rep would in HubSpot; fires the webhook. */
  merge(primaryId: string, mergedId: string): void {
    if (!this.store.merge(primaryId, mergedId)) throw new Error(`Cannot merge ${mergedId} into ${primaryId}.`);
    this.flushChanges();
  }

  /** Deletes a contact; fires the webhook. */
  delete(contactId: string): void {
    if (!this.store.deleteContact(contactId)) throw new Error(`No contact ${contactId}.`);
    this.flushChanges();
  }

  /** Revokes an access, refresh or private-app token: calls with it answer 401 from now on. */
  revoke(token: string): void {
    this.oauth.revoke(token);
  }

  /** The emails and notes logged on a contact (a merged-away id: on its survivor). */
  loggedOn(contactId: string): { emails: HubSpotEngagement[]; notes: HubSpotEngagement[] } {
    return { emails: this.store.engagementsOf(contactId, 'emails'), notes: this.store.engagementsOf(contactId, 'notes') };
  }

  /**
   * Sends a batch already delivered again, with its attempt number one up, as HubSpot retries
   * when it got no 2xx in time: the same event ids, so a receiver has to deduplicate.
   */
  redeliver(index = this.deliveries.length - 1): void {
    const earlier = this.deliveries[index];
    const target = this.webhook;
    if (!earlier || !target) throw new Error('No webhook batch to deliver again.');
    this.send(
      target,
      earlier.events.map((event) => ({ ...event, attemptNumber: event.attemptNumber + 1 })),
    );
  }

  /** Resolves once every webhook batch sent so far has been answered. */
  async flushWebhooks(): Promise<void> {
    await Promise.all([...this.pending]);
  }

  private flushChanges(): void {
    const changes = this.store.changes.splice(0);
    const target = this.webhook;
    if (target === undefined || changes.length === 0) return;
    const occurredAt = this.now();
    const events = changes.map((change) =>
      eventOf(change, { eventId: this.nextEventId++, portalId: this.portalId, appId: target.appId ?? 3_210_001, occurredAt }),
    );
    this.send(target, events);
  }

  private send(target: WebhookTarget, events: readonly WebhookEvent[]): void {
    const sending = deliver(target, events, this.now()).then((delivery) => {
      this.deliveries.push(delivery);
    });
    this.pending.add(sending);
    void sending.finally(() => this.pending.delete(sending));
  }

  protected route(method: string, path: string): HubSpotOperation | undefined {
    return ROUTES.find(([verb, pattern]) => verb === method && pattern.test(path))?.[2];
  }

  protected override authorizes(operation: HubSpotOperation, token: string | undefined): boolean {
    return OAUTH_OPERATIONS.includes(operation) || (token !== undefined && this.oauth.accepts(token));
  }

  protected errorBody(status: number, message: string): unknown {
    const category = ERROR_CATEGORIES[status] ?? (status >= 500 ? 'INTERNAL_ERROR' : 'VALIDATION_ERROR');
    return { status: 'error', message, correlationId: randomUUID(), category };
  }

  protected perform(operation: HubSpotOperation, request: FakeApiRequest<HubSpotOperation>): FakeApiAnswer {
    if (OAUTH_OPERATIONS.includes(operation)) return this.performOAuth(operation, request);
    const limited = this.rateLimit(operation, request);
    if (limited) return limited;
    const body = jsonOf(request.body);
    switch (operation) {
      case 'accountInfo':
        return this.accountInfo();
      case 'listContacts':
        return this.listContacts(request);
      case 'getContact':
        return this.getContact(request);
      case 'searchContacts':
        return this.search(this.store.liveContacts(), body, (record, name) => record.properties[name]);
      case 'batchReadContacts':
        return this.batchRead(body, (id) => this.store.contact(id));
      case 'updateContact':
        return this.updateContact(request, body);
      case 'mergeContacts':
        return this.mergeContacts(body);
      case 'unsubscribeAll':
        return this.unsubscribeAll(request);
      case 'searchLists':
        return this.searchLists(body);
      case 'listMemberships':
        return this.memberships(request);
      default:
        return this.performEngagement(operation, request, body);
    }
  }

  private performEngagement(
    operation: HubSpotOperation,
    request: FakeApiRequest<HubSpotOperation>,
    body: unknown,
  ): FakeApiAnswer {
    const type = engagementTypeOf(request.path);
    const ofType = [...this.store.engagements.values()].filter((engagement) => engagement.type === type && !engagement.archived);
    switch (operation) {
      case 'createEngagement':
        return this.createEngagement(type, body);
      case 'searchEngagements':
        return this.search(ofType, body, (record, name) =>
          name === 'associations.contact' ? record.contactIds.join(' ') : record.properties[name],
        );
      case 'batchReadEngagements':
        return this.batchRead(body, (id) => ofType.find((engagement) => engagement.id === id));
      case 'contactAssociations':
        return this.associations(request, type);
      default:
        return { status: 404, body: this.errorBody(404, 'Not found') };
    }
  }

  private performOAuth(operation: HubSpotOperation, request: FakeApiRequest<HubSpotOperation>): FakeApiAnswer {
    const form = new URLSearchParams(request.body);
    switch (operation) {
      case 'authorize':
        return this.oauth.authorizePage(request.query);
      case 'consent':
        return this.oauth.consent(form);
      case 'token':
        return this.oauth.token(form);
      case 'introspect':
        return this.oauth.introspect(form);
      default:
        return this.oauth.revokeByForm(form);
    }
  }

  /** HubSpot's burst limit per token, and the search API's own per-second one. */
  private rateLimit(operation: HubSpotOperation, request: FakeApiRequest<HubSpotOperation>): FakeApiAnswer | undefined {
    const token = request.headers.authorization ?? '';
    const now = this.now();
    const recent = (this.calls.get(token) ?? []).filter((at) => at > now - 10_000);
    const searches = (this.calls.get(`search ${token}`) ?? []).filter((at) => at > now - 1000);
    if (recent.length >= this.limits.perTenSeconds) {
      const waitMs = (recent[0] ?? now) + 10_000 - now;
      return this.tooMany('TEN_SECONDLY_ROLLING', 'You have reached your ten_secondly_rolling limit.', waitMs);
    }
    if (SEARCHES.includes(operation) && searches.length >= this.limits.searchPerSecond) {
      return this.tooMany('SECONDLY', 'You have reached your secondly limit.', (searches[0] ?? now) + 1000 - now);
    }
    this.calls.set(token, [...recent, now]);
    if (SEARCHES.includes(operation)) this.calls.set(`search ${token}`, [...searches, now]);
    return undefined;
  }

  private tooMany(policyName: string, message: string, waitMs: number): FakeApiAnswer {
    return {
      status: 429,
      body: {
        status: 'error',
        message,
        errorType: 'RATE_LIMIT',
        correlationId: randomUUID(),
        policyName,
        groupName: `api:${this.portalId}`,
      },
      ...(this.limits.sendRetryAfter ? { headers: { 'retry-after': String(Math.max(1, Math.ceil(waitMs / 1000))) } } : {}),
    };
  }

  private accountInfo(): FakeApiAnswer {
    return {
      status: 200,
      body: {
        portalId: this.portalId,
        accountType: 'STANDARD',
        timeZone: 'Europe/London',
        companyCurrency: 'USD',
        additionalCurrencies: [],
        utcOffset: '+00:00',
        utcOffsetMilliseconds: 0,
        uiDomain: 'app.hubspot.com',
        dataHostingLocation: 'na1',
      },
    };
  }

  private properties(request: FakeApiRequest<HubSpotOperation>): string[] {
    return (request.query.properties ?? '').split(',').filter((name) => name !== '');
  }

  private listContacts(request: FakeApiRequest<HubSpotOperation>): FakeApiAnswer {
    const limit = request.query.limit === undefined ? 10 : Number(request.query.limit);
    if (!Number.isInteger(limit) || limit < 1 || limit > 100)
      return { status: 400, body: this.errorBody(400, 'limit must be between 1 and 100.') };
    const after = Number(request.query.after ?? '0');
    const live = this.store.liveContacts().filter((record) => Number(record.id) > after);
    const page = live.slice(0, limit);
    const last = page.at(-1);
    return {
      status: 200,
      body: {
        results: page.map((record) => recordJson(record, this.properties(request))),
        ...(live.length > limit && last
          ? { paging: { next: { after: String(Number(last.id) + 1), link: `?after=${Number(last.id) + 1}` } } }
          : {}),
      },
    };
  }

  private getContact(request: FakeApiRequest<HubSpotOperation>): FakeApiAnswer {
    const id = segment(request.path, 5);
    const record = request.query.idProperty === 'email' ? this.byEmail(id) : this.store.contact(id);
    if (!record) return { status: 404, body: this.errorBody(404, `Object not found.  objectId are usually numeric.`) };
    return { status: 200, body: recordJson(record, this.properties(request)) };
  }

  private byEmail(email: string): HubSpotRecord | undefined {
    return this.store.liveContacts().find((record) => record.properties.email === email.toLowerCase());
  }

  private updateContact(request: FakeApiRequest<HubSpotOperation>, body: unknown): FakeApiAnswer {
    const properties = isObject(body) ? stringProperties(body.properties) : undefined;
    if (!properties) return { status: 400, body: this.errorBody(400, 'properties is required.') };
    const readOnly = Object.keys(properties).filter((name) => READ_ONLY.includes(name));
    if (readOnly.length > 0) {
      const invalid = readOnly.map((name) => ({
        isValid: false,
        message: `${name} is a read only property; its value cannot be set.`,
        error: 'READ_ONLY_VALUE',
        name,
      }));
      return { status: 400, body: this.errorBody(400, `Property values were not valid: ${JSON.stringify(invalid)}`) };
    }
    const id = segment(request.path, 5);
    const holder = properties.email === undefined ? undefined : this.store.holderOf(properties.email);
    if (holder && holder.id !== this.store.contact(id)?.id) {
      return {
        status: 409,
        body: this.errorBody(409, `Contact already exists. Existing ID: ${holder.id}`),
      };
    }
    const record = this.store.updateContact(id, properties);
    if (!record) return { status: 404, body: this.errorBody(404, 'Object not found.  objectId are usually numeric.') };
    this.flushChanges();
    return { status: 200, body: recordJson(record, Object.keys(properties)) };
  }

  private mergeContacts(body: unknown): FakeApiAnswer {
    const primary = isObject(body) ? idText(body.primaryObjectId) : '';
    const merged = isObject(body) ? idText(body.objectIdToMerge) : '';
    const survivor = this.store.merge(primary, merged);
    if (!survivor)
      return { status: 400, body: this.errorBody(400, 'primaryObjectId and objectIdToMerge must be two live records.') };
    this.flushChanges();
    return { status: 200, body: recordJson(survivor, ['email', 'hs_merged_object_ids', 'hs_additional_emails']) };
  }

  /** `POST /communication-preferences/v4/statuses/{email}/unsubscribe-all?channel=EMAIL` */
  private unsubscribeAll(request: FakeApiRequest<HubSpotOperation>): FakeApiAnswer {
    if (request.query.channel !== 'EMAIL') return { status: 400, body: this.errorBody(400, 'channel must be EMAIL.') };
    const address = segment(request.path, 4);
    if (!address.includes('@')) return { status: 400, body: this.errorBody(400, 'subscriberIdString must be an email address.') };
    this.store.unsubscribeAll(address);
    const at = new Date(this.now()).toISOString();
    const result = {
      channel: 'EMAIL',
      status: 'UNSUBSCRIBED',
      subscriberIdString: address,
      timestamp: at,
      wideStatusType: 'PORTAL_WIDE',
    };
    return { status: 200, body: { status: 'COMPLETE', results: [result], startedAt: at, completedAt: at } };
  }

  private search<Item extends HubSpotRecord>(
    records: readonly Item[],
    body: unknown,
    valueOf: (record: Item, name: string) => string | undefined,
  ): FakeApiAnswer {
    const request = readSearchRequest(body);
    if (typeof request === 'string') return { status: 400, body: this.errorBody(400, request) };
    if (request.after + request.limit > this.limits.searchResultCap) {
      return {
        status: 400,
        body: this.errorBody(400, `Searches can page through at most ${this.limits.searchResultCap} results.`),
      };
    }
    const found = searchRecords(records, request, valueOf);
    const page = found.slice(request.after, request.after + request.limit);
    const next = request.after + request.limit;
    return {
      status: 200,
      body: {
        total: found.length,
        results: page.map((record) => recordJson(record, request.properties)),
        ...(next < found.length ? { paging: { next: { after: String(next) } } } : {}),
      },
    };
  }

  private batchRead(body: unknown, find: (id: string) => HubSpotRecord | undefined): FakeApiAnswer {
    const inputs = isObject(body) && Array.isArray(body.inputs) ? body.inputs : undefined;
    if (!inputs || inputs.length > BATCH_MAX)
      return { status: 400, body: this.errorBody(400, `inputs takes 1 to ${BATCH_MAX} ids.`) };
    const asked =
      isObject(body) && Array.isArray(body.properties)
        ? body.properties.filter((name): name is string => typeof name === 'string')
        : [];
    const ids = inputs.map((input) => (isObject(input) ? idText(input.id) : ''));
    const found = ids.map((id) => find(id)).filter((record): record is HubSpotRecord => record !== undefined);
    const missing = ids.filter((id) => find(id) === undefined);
    const at = new Date(this.now()).toISOString();
    const results = [...new Map(found.map((record) => [record.id, recordJson(record, asked)])).values()];
    const errors =
      missing.length === 0
        ? {}
        : {
            numErrors: 1,
            errors: [
              {
                status: 'error',
                category: 'OBJECT_NOT_FOUND',
                message: 'Could not get some records.',
                context: { ids: missing },
              },
            ],
          };
    return {
      status: missing.length === 0 ? 200 : 207,
      body: { status: 'COMPLETE', results, startedAt: at, completedAt: at, ...errors },
    };
  }

  private searchLists(body: unknown): FakeApiAnswer {
    const query = isObject(body) && typeof body.query === 'string' ? body.query.toLowerCase() : '';
    const offset = isObject(body) && body.offset !== undefined ? Number(body.offset) : 0;
    const count = isObject(body) && body.count !== undefined ? Number(body.count) : 20;
    if (!Number.isInteger(offset) || offset < 0 || !Number.isInteger(count) || count < 1 || count > 500) {
      return { status: 400, body: this.errorBody(400, 'offset must be 0 or more and count 1 to 500.') };
    }
    const lists = [...this.store.lists.values()].filter((list) => list.name.toLowerCase().includes(query));
    const page = lists.slice(offset, offset + count);
    return {
      status: 200,
      body: {
        offset: offset + page.length,
        hasMore: offset + page.length < lists.length,
        total: lists.length,
        lists: page.map((list) => ({
          listId: list.listId,
          listVersion: 1,
          name: list.name,
          objectTypeId: '0-1',
          processingType: list.processingType,
          processingStatus: 'COMPLETE',
          createdAt: list.createdAt,
          additionalProperties: { hs_list_size: String(list.members.length) },
        })),
      },
    };
  }

  private memberships(request: FakeApiRequest<HubSpotOperation>): FakeApiAnswer {
    const list = this.store.lists.get(segment(request.path, 4));
    if (!list) return { status: 404, body: this.errorBody(404, 'List does not exist.') };
    const limit = request.query.limit === undefined ? 100 : Number(request.query.limit);
    const offset = offsetOf(request.query.after);
    if (!Number.isInteger(limit) || limit < 1 || limit > 250 || offset === undefined) {
      return { status: 400, body: this.errorBody(400, 'limit must be 1 to 250 and after a cursor this API gave.') };
    }
    const page = list.members.slice(offset, offset + limit);
    const next = offset + limit < list.members.length ? { paging: { next: { after: cursorOf(offset + limit) } } } : {};
    return { status: 200, body: { results: page, total: list.members.length, ...next } };
  }

  private createEngagement(type: EngagementType, body: unknown): FakeApiAnswer {
    const properties = isObject(body) ? stringProperties(body.properties) : undefined;
    if (!properties || properties.hs_timestamp === undefined)
      return { status: 400, body: this.errorBody(400, 'properties.hs_timestamp is required.') };
    const associations = isObject(body) && Array.isArray(body.associations) ? body.associations : [];
    const contactIds: string[] = [];
    for (const association of associations) {
      const to = isObject(association) && isObject(association.to) ? idText(association.to.id) : '';
      const types = isObject(association) && Array.isArray(association.types) ? association.types : [];
      const typeIds = types.map((item) => (isObject(item) ? Number(item.associationTypeId) : NaN));
      if (!typeIds.includes(TO_CONTACT_TYPE[type])) {
        return { status: 400, body: this.errorBody(400, `${type} associate with a contact by type ${TO_CONTACT_TYPE[type]}.`) };
      }
      const contact = this.store.contact(to);
      if (!contact) return { status: 400, body: this.errorBody(400, `Contact ${to} does not exist.`) };
      contactIds.push(contact.id);
    }
    const engagement = this.store.createEngagement(type, properties, contactIds);
    return { status: 201, body: recordJson(engagement, Object.keys(properties)) };
  }

  private associations(request: FakeApiRequest<HubSpotOperation>, type: EngagementType): FakeApiAnswer {
    const contactId = segment(request.path, 5);
    if (!this.store.contact(contactId)) return { status: 404, body: this.errorBody(404, 'Object not found.') };
    const limit = request.query.limit === undefined ? 500 : Number(request.query.limit);
    const offset = offsetOf(request.query.after);
    if (!Number.isInteger(limit) || limit < 1 || limit > 500 || offset === undefined) {
      return { status: 400, body: this.errorBody(400, 'limit must be 1 to 500 and after a cursor this API gave.') };
    }
    const linked = this.store.engagementsOf(contactId, type);
    const page = linked.slice(offset, offset + limit).map((engagement) => ({
      toObjectId: Number(engagement.id),
      associationTypes: [{ category: 'HUBSPOT_DEFINED', typeId: FROM_CONTACT_TYPE[type], label: null }],
    }));
    const next = offset + limit < linked.length ? { paging: { next: { after: cursorOf(offset + limit) } } } : {};
    return { status: 200, body: { results: page, ...next } };
  }
}

/** Starts a fake HubSpot on 127.0.0.1 (`options.port`, else a free port); `baseUrl` is its origin, `stop()` ends it. */
export async function startHubSpotFake(options: HubSpotFakeOptions = {}): Promise<HubSpotFakeServer> {
  return new HubSpotFakeServer(options).start(options.port);
}
