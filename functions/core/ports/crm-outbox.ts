import type { CrmOutboxKind } from '../../../shared/domain/crm';
import type { IntegrationType } from '../../../shared/domain/integration';
import type { TenantContext } from './tenant';

export { CRM_OUTBOX_KINDS, type CrmOutboxKind } from '../../../shared/domain/crm';

/**
 * Where an outbox event stands:
 * - PENDING: to be written at `nextAttemptAt`;
 * - CALLING: a worker holds it until `leaseUntil` and may have called the CRM (a worker taking it
 *   after the hold ran out looks for the record first: the call may have landed and its answer been lost);
 * - DONE: written, with the CRM record's id;
 * - SKIPPED: nothing to write (the contact is not in the CRM, or is gone);
 * - DEAD: given up after its tries, or refused by the CRM, with the reason (shown on the integration page).
 */
export const CRM_OUTBOX_STATES = ['PENDING', 'CALLING', 'DONE', 'SKIPPED', 'DEAD'] as const;
export type CrmOutboxState = (typeof CRM_OUTBOX_STATES)[number];

/** One event to write to one CRM, identified by what it tells of: replays of its cause find it there. */
export interface CrmOutboxEvent {
  readonly type: IntegrationType;
  /** derived from its cause: `<kind>#<emailId>` (`OPT_OUT#<contactId>` for an opt-out) */
  readonly eventId: string;
  readonly kind: CrmOutboxKind;
  readonly contactId: string;
  /** the email it is about: the one sent, answered or bounced (an opt-out is the contact's) */
  readonly emailId?: string | undefined;
  /** when it happened, ISO 8601 */
  readonly at: string;
}

export interface CrmOutboxItem extends CrmOutboxEvent {
  readonly namespaceId: string;
  readonly state: CrmOutboxState;
  /** calls tried so far */
  readonly attempts: number;
  readonly nextAttemptAt: string;
  /** epoch ms until which a worker holds it (CALLING) */
  readonly leaseUntil?: number | undefined;
  /** the CRM record written (DONE) */
  readonly crmRecordId?: string | undefined;
  /** why it is DEAD or SKIPPED, or what the last failed try answered */
  readonly reason?: string | undefined;
  readonly createdAt: string;
  readonly updatedAt: string;
}

/** An outbox event due, as the due index names it. */
export interface DueCrmOutboxEvent {
  readonly namespaceId: string;
  readonly type: IntegrationType;
  readonly eventId: string;
}

/** How a held event ends: written, skipped, put back for later, or given up. */
export type CrmOutboxSettlement =
  | { readonly state: 'DONE'; readonly crmRecordId: string | undefined }
  | { readonly state: 'SKIPPED'; readonly reason: string }
  | { readonly state: 'PENDING'; readonly nextAttemptAt: string; readonly reason: string; readonly countTry: boolean }
  | { readonly state: 'DEAD'; readonly reason: string };

/** The CRM outbox (one item per event and CRM), over the one table. */
export interface CrmOutboxStore {
  /** Records events PENDING, each only if it is not there yet (a replayed cause records nothing); answers how many were new. */
  record(ctx: TenantContext, events: readonly CrmOutboxEvent[], at: string): Promise<number>;
  /** Events of every instance due at or before `by` (ISO), oldest first, a page at a time. */
  due(by: string, page: { cursor: string | null; limit: number }): Promise<{ items: DueCrmOutboxEvent[]; cursor: string | null }>;
  get(ctx: TenantContext, type: IntegrationType, eventId: string): Promise<CrmOutboxItem | null>;
  /**
   * Holds a PENDING event, or a CALLING one whose hold ran out, until `leaseUntil`; answers the item
   * as it was before (its state tells whether a call may have landed), or null when another worker
   * holds it or it is settled.
   */
  hold(
    ctx: TenantContext,
    type: IntegrationType,
    eventId: string,
    leaseUntil: number,
    now: number,
    at: string,
  ): Promise<CrmOutboxItem | null>;
  /** Settles an event this worker holds (conditional on the hold): false when the hold was lost. */
  settle(ctx: TenantContext, held: CrmOutboxItem, settlement: CrmOutboxSettlement, at: string): Promise<boolean>;
  /**
   * The instance's DEAD events of one CRM, the last given up first (the integration page's dead
   * letters); cursors are opaque and bound to the instance (400 from another).
   */
  listDead(
    ctx: TenantContext,
    type: IntegrationType,
    page: { cursor: string | null | undefined; limit: number },
  ): Promise<{ items: CrmOutboxItem[]; cursor: string | null }>;
  /** Puts a DEAD event back to PENDING now (a member's retry); false when it is not DEAD. */
  revive(ctx: TenantContext, type: IntegrationType, eventId: string, at: string): Promise<boolean>;
}
