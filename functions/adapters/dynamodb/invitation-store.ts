import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { createWriteTransaction } from 'electrodb';

import { ConflictError } from '../../core/errors';
import type { AcceptOutcome, InvitationItem, InvitationStore } from '../../core/ports/invitations';
import { requireTenant, type TenantContext } from '../../core/tenant';
import { decodeCursor, encodeCursor, withCursor } from './cursor';
import { appliedIf, conditionally } from './errors';
import { invitationEntity } from './entities/invitation';
import { membershipEntity } from './entities/membership';
import { pageSize, type StoreDeps } from './tenant-store';

/** Tries of an accept that concurrent accepts of the same link keep colliding with. */
const ACCEPT_ATTEMPTS = 5;

/** Invitations over the one table: the instance's by id, any instance's by its link's token hash (gsi1). */
export function createInvitationStore(client: DynamoDBDocumentClient, table: string, deps: StoreDeps = {}): InvitationStore {
  const invitation = invitationEntity(client, table);
  const membership = membershipEntity(client, table);
  const now = deps.now ?? (() => new Date());

  /** Changes a PENDING invitation; null when it is not PENDING (used, revoked) or not there. */
  async function changePending(ctx: TenantContext, id: string, changes: Partial<InvitationItem>) {
    const namespaceId = requireTenant(ctx);
    let data: InvitationItem | null = null;
    const applied = await appliedIf(async () => {
      ({ data } = await invitation
        .patch({ namespaceId, id })
        .set({ ...changes, updatedAt: now().toISOString() })
        .where((attributes, op) => op.eq(attributes.status, 'PENDING'))
        .go({ response: 'all_new' }));
    });
    return applied ? data : null;
  }

  return {
    async create(input) {
      const timestamp = now().toISOString();
      const item: InvitationItem = { ...input, createdAt: timestamp, updatedAt: timestamp };
      await conditionally(
        () => invitation.create(item).go({ response: 'none' }),
        () => new ConflictError('An invitation with this id exists already.'),
      );
      return item;
    },
    async find(ctx, id) {
      const { data } = await invitation.get({ namespaceId: requireTenant(ctx), id }).go();
      return data;
    },
    async findByTokenHash(tokenHash) {
      const { data } = await invitation.query.byToken({ tokenHash }).go({ limit: 1 });
      return data[0] ?? null;
    },
    async list(ctx, options = {}) {
      const namespaceId = requireTenant(ctx);
      const from =
        decodeCursor(namespaceId, options.cursor, undefined, {
          attributes: ['pk', 'sk'],
          equal: { pk: `${namespaceId}#invitation` },
        }) ?? null;
      const { data, cursor } = await withCursor(from, () =>
        invitation.query
          .byNamespace({ namespaceId })
          .go({ cursor: from, limit: pageSize(options.limit), order: options.order ?? 'desc' }),
      );
      return { items: data, cursor: encodeCursor(namespaceId, cursor) };
    },
    async pendingFor(ctx, email) {
      const { data } = await invitation.query
        .byNamespace({ namespaceId: requireTenant(ctx) })
        .where((attributes, op) => `${op.eq(attributes.email, email)} AND ${op.eq(attributes.status, 'PENDING')}`)
        .go({ pages: 'all' });
      return data;
    },
    renew: (ctx, id, changes) => changePending(ctx, id, changes),
    revoke: (ctx, id) => changePending(ctx, id, { status: 'REVOKED' }),
    async accept(item, member, at): Promise<AcceptOutcome> {
      const timestamp = at.toISOString();
      const key = { namespaceId: item.namespaceId, id: item.id };
      const used = { status: 'ACCEPTED', acceptedAt: timestamp, acceptedBy: member.userId, updatedAt: timestamp } as const;
      // the link is good once: still PENDING, still this token (a resend replaces it), not expired
      const stillValid = (attributes: { status: string; tokenHash: string; expiresAt: string }, op: ConditionOps) =>
        `${op.eq(attributes.status, 'PENDING')} AND ${op.eq(attributes.tokenHash, item.tokenHash)} AND ${op.gt(attributes.expiresAt, timestamp)}`;
      for (let attempt = 0; attempt < ACCEPT_ATTEMPTS; attempt += 1) {
        const result = await createWriteTransaction({ invitation, membership }, ({ invitation: i, membership: m }) => [
          i.patch(key).set(used).where(stillValid).commit(),
          m.create({ ...member, createdAt: timestamp, updatedAt: timestamp }).commit(),
        ]).go();
        if (!result.canceled) return 'ACCEPTED';
        if (result.data[0]?.code === 'ConditionalCheckFailed') return 'NOT_PENDING';
        if (result.data[1]?.code === 'ConditionalCheckFailed') {
          // a member already: the invitation is used all the same, the membership and its role stay as they are
          const applied = await appliedIf(() => invitation.patch(key).set(used).where(stillValid).go({ response: 'none' }));
          return applied ? 'ALREADY_MEMBER' : 'NOT_PENDING';
        }
        // another accept of the same link was in flight (TransactionConflict): the next try sees its outcome
      }
      throw new Error(`The invitation could not be accepted: its item stayed busy (${ACCEPT_ATTEMPTS} attempts).`);
    },
  };
}

/** The comparison operators of an ElectroDB `where` callback that the accept's condition uses. */
interface ConditionOps {
  eq(attribute: unknown, value: unknown): string;
  gt(attribute: unknown, value: unknown): string;
}
