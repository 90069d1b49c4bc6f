import type { Invitation } from '../../../shared/schemas/invitation';
import type { TenantContext } from './tenant';
import type { ListOptions, Page } from './data';
import type { MembershipItem } from './items';

/** An invitation as stored: with the SHA-256 hash of its link's token (the token itself is never kept). */
export type InvitationItem = Invitation & { tokenHash: string };

/**
 * What became of an accept:
 * - `ACCEPTED`: the invitation is used and the membership written, in one transaction;
 * - `ALREADY_MEMBER`: the person already belonged to the instance; the invitation is used, the
 *   membership left as it was;
 * - `NOT_PENDING`: the invitation was used, revoked, renewed or expired meanwhile: nothing written.
 */
export type AcceptOutcome = 'ACCEPTED' | 'ALREADY_MEMBER' | 'NOT_PENDING';

/** Invitations of instances (see docs/data-model.md, invitations). */
export interface InvitationStore {
  /** ConflictError if the id is taken */
  create(item: Omit<InvitationItem, 'createdAt' | 'updatedAt'>): Promise<InvitationItem>;
  find(ctx: TenantContext, id: string): Promise<InvitationItem | null>;
  /** the invitation whose link's token hashes to `tokenHash`, in any instance */
  findByTokenHash(tokenHash: string): Promise<InvitationItem | null>;
  /** the instance's invitations, newest first */
  list(ctx: TenantContext, options?: ListOptions): Promise<Page<InvitationItem>>;
  /** the instance's PENDING invitations to `email` */
  pendingFor(ctx: TenantContext, email: string): Promise<InvitationItem[]>;
  /** a new token and expiry for a PENDING invitation (the old link stops working); null when it is not PENDING */
  renew(ctx: TenantContext, id: string, changes: { tokenHash: string; expiresAt: string }): Promise<InvitationItem | null>;
  /** REVOKED, if it was PENDING; null otherwise */
  revoke(ctx: TenantContext, id: string): Promise<InvitationItem | null>;
  /**
   * Uses the invitation (PENDING, with this token hash, not expired at `at`) and writes
   * `membership`, in one transaction: at most one accept of a link ever writes.
   */
  accept(
    invitation: InvitationItem,
    membership: Omit<MembershipItem, 'createdAt' | 'updatedAt'>,
    at: Date,
  ): Promise<AcceptOutcome>;
}
