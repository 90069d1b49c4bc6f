import type { IntegrationType } from '../../../shared/domain/integration';
import type { TenantContext } from './tenant';

/**
 * A CRM contact as the product reads it: the CRM's own record id, its primary email and the fields
 * a contact keeps. Values are the CRM's, trimmed, with empty ones left out.
 */
export interface CrmContact {
  /** HubSpot's `hs_object_id`, Salesforce's Contact `Id` (18 characters) */
  readonly id: string;
  /** the primary email, lower-cased; undefined when the record has none (it cannot be written to) */
  readonly email: string | undefined;
  /** HubSpot's `hs_additional_emails`: earlier or other addresses of the same person */
  readonly otherEmails: readonly string[];
  readonly firstName?: string | undefined;
  readonly lastName?: string | undefined;
  readonly jobTitle?: string | undefined;
  readonly phone?: string | undefined;
  readonly companyName?: string | undefined;
  /** the record's owner in the CRM (HubSpot owner id, Salesforce user id) */
  readonly ownerId?: string | undefined;
  /**
   * The lifecycle stage in the CRM's own words (HubSpot `lifecyclestage`: `lead`, `customer`…);
   * Salesforce contacts carry none.
   */
  readonly lifecycleStage?: string | undefined;
  /** ids of records merged into this one (HubSpot `hs_merged_object_ids`) */
  readonly mergedIds: readonly string[];
  /** the CRM says this person opted out of email (HubSpot `hs_email_optout`, Salesforce `HasOptedOutOfEmail`) */
  readonly optedOut: boolean;
  /** when the record last changed in the CRM, ISO 8601 */
  readonly updatedAt: string;
}

/** Where contacts can be imported from: a HubSpot list, a Salesforce list view or report. */
export const CRM_SOURCE_KINDS = ['LIST', 'LIST_VIEW', 'REPORT'] as const;
export type CrmSourceKind = (typeof CRM_SOURCE_KINDS)[number];

export interface CrmSource {
  readonly kind: CrmSourceKind;
  readonly id: string;
  readonly name: string;
  /** how many records it holds, when the CRM says */
  readonly size?: number | undefined;
}

/** What an import reads: one source, or every contact changed since a time (the incremental sync). */
export type CrmSelection =
  { readonly kind: CrmSourceKind; readonly id: string } | { readonly kind: 'CHANGED_SINCE'; readonly since: string };

/** One page of contacts, and the opaque cursor of the next (undefined on the last page). */
export interface CrmPage {
  readonly contacts: readonly CrmContact[];
  readonly next: string | undefined;
}

/** Who we are connected as: HubSpot's portal (hub id), Salesforce's organisation and instance. */
export interface CrmAccount {
  readonly id: string;
  /** what the page shows: the portal's domain, the organisation's name */
  readonly name: string;
}

/** A sent email logged on a CRM contact (HubSpot email engagement, Salesforce Task). */
export interface CrmEmailLog {
  readonly contactId: string;
  /** the product's marker for this event, kept on the record so a retry can find it (reconcile) */
  readonly marker: string;
  readonly subject: string;
  readonly text: string;
  readonly sentAt: string;
  readonly from: string;
  readonly to: string;
  readonly ownerId?: string | undefined;
}

/** A note logged on a CRM contact: a reply with its class, a bounce, a complaint. */
export interface CrmNoteLog {
  readonly contactId: string;
  readonly marker: string;
  readonly subject: string;
  readonly text: string;
  readonly at: string;
  readonly ownerId?: string | undefined;
}

/**
 * Why a CRM call failed:
 * - `auth`: the token is revoked or expired beyond refresh (`invalid_grant`, a 401 after a
 *   refresh): the integration needs reconnecting, never a retry;
 * - `rate_limited`: 429 (`retryAfterMs` from `Retry-After` or the CRM's window);
 * - `unavailable`: network, timeout or 5xx (`retryAfterMs` when the CRM said);
 * - `not_found`: the record is gone (deleted; a merged record is followed, not reported);
 * - `rejected`: any other 4xx: the request is wrong, a retry would fail the same way.
 */
export const CRM_FAILURES = ['auth', 'rate_limited', 'unavailable', 'not_found', 'rejected'] as const;
export type CrmFailure = (typeof CRM_FAILURES)[number];

/** A failed CRM call. Its message names the CRM's error code and status, never a token. */
export class CrmError extends Error {
  constructor(
    readonly failure: CrmFailure,
    message: string,
    readonly retryAfterMs?: number | undefined,
  ) {
    super(message);
    this.name = 'CrmError';
  }
}

/** A CRM call can be tried again later (a rate limit or an outage), as opposed to failing for good. */
export function isRetryableCrmError(error: unknown): error is CrmError {
  return error instanceof CrmError && (error.failure === 'rate_limited' || error.failure === 'unavailable');
}

/**
 * One connected CRM account, as every job and route talks to it. Each call is one or a few HTTP
 * requests; none retries on its own beyond a token refresh: a caller that may wait does so
 * (honouring `retryAfterMs`), one that may not puts its work back. Calls fail with {@link CrmError}.
 */
export interface CrmConnector {
  readonly type: IntegrationType;
  /** who the credentials belong to (checked when connecting) */
  account(): Promise<CrmAccount>;
  /** the lists (HubSpot) or list views and reports (Salesforce) contacts can be imported from */
  listSources(): Promise<CrmSource[]>;
  /** one page of contacts; `cursor` is the `next` of the page before */
  readContacts(selection: CrmSelection, cursor: string | undefined): Promise<CrmPage>;
  /**
   * One contact by id, following a merge to the surviving record (whose id then differs);
   * null when it was deleted.
   */
  getContact(id: string): Promise<CrmContact | null>;
  /** Logs a sent email on the contact; answers the CRM record's id. */
  logEmail(log: CrmEmailLog): Promise<{ id: string }>;
  /** Logs a note (a reply, a bounce) on the contact; answers the CRM record's id. */
  logNote(log: CrmNoteLog): Promise<{ id: string }>;
  /** The id of a record logged with this marker on the contact, if any: how a retry after a lost answer reconciles. */
  findLogged(contactId: string, marker: string): Promise<{ id: string } | null>;
  /** Marks the contact opted out of email. Idempotent. */
  setOptedOut(contactId: string): Promise<void>;
}

/**
 * How a connector authenticates: the API's origin (HubSpot's API base, Salesforce's instance
 * URL) and a valid access token, which the caller refreshes (and seals again, a rotated refresh
 * token included) when it runs out; `refresh` is called once after a 401 before the call fails
 * with `auth`.
 */
export interface CrmAccess {
  readonly apiBase: string;
  token(): Promise<string>;
  refresh(): Promise<string>;
}

/** Builds the connector of a CRM type over its access. */
export type CrmConnectorFactory = (type: IntegrationType, access: CrmAccess) => CrmConnector;

/**
 * The connected CRMs of an instance, as jobs reach them: the connector of a connected type, or
 * null while it is not set up, paused or in ERROR. A connector's `auth` failure is reported with
 * `markError`, which sets the integration to ERROR (the page asks to reconnect) without touching
 * what is queued for it.
 */
export interface CrmConnections {
  connectorFor(ctx: TenantContext, type: IntegrationType): Promise<CrmConnector | null>;
  markError(ctx: TenantContext, type: IntegrationType, reason: string): Promise<void>;
}

/** Applies CRM records to the instance's contacts, as an import does: matched by CRM id, then email. */
export interface CrmContactSync {
  applyRecords(ctx: TenantContext, type: IntegrationType, records: readonly CrmContact[]): Promise<void>;
  /** the CRM deleted this record: the contact keeps its data, loses its link, and says so */
  forgetRecord(ctx: TenantContext, type: IntegrationType, crmId: string): Promise<void>;
}

/**
 * Which instances are connected to a CRM account (HubSpot's portal, Salesforce's organisation): a
 * CRM's webhook names only its account, never an instance. Connecting registers the account,
 * disconnecting unregisters it; one account connected in two instances is registered in both.
 */
export interface CrmAccountDirectory {
  register(ctx: TenantContext, type: IntegrationType, accountId: string): Promise<void>;
  unregister(ctx: TenantContext, type: IntegrationType, accountId: string): Promise<void>;
  /** the instances connected to the account, each once */
  instancesOf(type: IntegrationType, accountId: string): Promise<string[]>;
}

/**
 * Whether a CRM webhook event was handled in an instance: `claim` holds it for `holdMs` and answers
 * the hold's token (null while another delivery holds it, or once it is done); `done` marks it
 * handled for good; `release` gives a hold back after a failure, so the queue's retry claims it again.
 */
export interface CrmWebhookEventLedger {
  claim(namespaceId: string, eventId: string, holdMs: number): Promise<string | null>;
  done(namespaceId: string, eventId: string, hold: string): Promise<void>;
  release(namespaceId: string, eventId: string, hold: string): Promise<void>;
}
