import { createWriteTransaction, type EntityItem } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

import { ConflictError, NotFoundError } from '../../core/errors';
import { requireTenant, type TenantContext } from '../../core/tenant';
import { decodeCursor, encodeCursor, withCursor } from './cursor';
import { conditionally } from './errors';
import { membershipEntity } from './entities/membership';
import { pageSize, type StoreDeps } from './tenant-store';
import type { ListOptions, Page } from '../../core/ports/data';
import { normaliseEmail } from './contact-store';
import type { MembershipStore } from '../../core/ports/stores';
import { MANAGING_ROLES } from '../../../shared/domain/role';

export type MembershipItem = EntityItem<ReturnType<typeof membershipEntity>>;
const MEMBERSHIP_NOT_FOUND_MESSAGE = 'User Not Found';
export const MEMBERSHIP_EXISTS_MESSAGE = 'This user is already a member of the instance.';
const MEMBERSHIP_MANAGERS_CHANGED_MESSAGE = "The instance's managers changed meanwhile. Reload the members and try again.";

/** Scope of cursors over one user's own memberships. */
function userScope(userId: string): string {
  return `user#${userId}`;
}

/** Who belongs to which namespace, with which role. */
export function createMembershipStore(client: DynamoDBDocumentClient, table: string, deps: StoreDeps = {}): MembershipStore {
  const membership = membershipEntity(client, table);
  const now = deps.now ?? (() => new Date());

  return {
    /** The membership of `userId` in `namespaceId`, or null: the authorisation check of every request. */
    async find(namespaceId: string, userId: string): Promise<MembershipItem | null> {
      const { data } = await membership.get({ namespaceId, userId }).go();
      return data;
    },
    async add(input: Omit<MembershipItem, 'createdAt' | 'updatedAt'>): Promise<MembershipItem> {
      const timestamp = now().toISOString();
      const item: MembershipItem = { ...input, email: normaliseEmail(input.email), createdAt: timestamp, updatedAt: timestamp };
      await conditionally(
        () => membership.create(item).go({ response: 'none' }),
        () => new ConflictError(MEMBERSHIP_EXISTS_MESSAGE),
      );
      return item;
    },
    /** The namespaces a user belongs to, sorted by namespace id. */
    async listByUser(userId: string, options: ListOptions = {}): Promise<Page<MembershipItem>> {
      const scope = userScope(userId);
      // a GSI cursor also holds the table key (`<ns>#membership`): only the user index key is scoped
      const from =
        decodeCursor(scope, options.cursor, ['gsi1pk'], {
          attributes: ['pk', 'sk', 'gsi1pk', 'gsi1sk'],
          equal: { gsi1pk: `${scope}#membership` },
        }) ?? null;
      const { data, cursor } = await withCursor(from, () =>
        membership.query.byUser({ userId }).go({ cursor: from, limit: pageSize(options.limit), order: options.order ?? 'asc' }),
      );
      return { items: data, cursor: encodeCursor(scope, cursor) };
    },
    /** The members of the caller's namespace. */
    async listByNamespace(ctx: TenantContext, options: ListOptions = {}): Promise<Page<MembershipItem>> {
      const namespaceId = requireTenant(ctx);
      const from =
        decodeCursor(namespaceId, options.cursor, undefined, {
          attributes: ['pk', 'sk'],
          equal: { pk: `${namespaceId}#membership` },
        }) ?? null;
      const { data, cursor } = await withCursor(from, () =>
        membership.query
          .byNamespace({ namespaceId })
          .go({ cursor: from, limit: pageSize(options.limit), order: options.order ?? 'asc' }),
      );
      return { items: data, cursor: encodeCursor(namespaceId, cursor) };
    },
    async update(
      ctx: TenantContext,
      userId: string,
      changes: Partial<Pick<MembershipItem, 'role' | 'firstName'>>,
      guard?: { stillManaging: string },
    ): Promise<MembershipItem> {
      const namespaceId = requireTenant(ctx);
      const set = { ...changes, updatedAt: now().toISOString() };
      // the other manager's check and the change are one transaction (see MembershipStore.update)
      if (guard) {
        const result = await createWriteTransaction({ membership }, ({ membership: m }) => [
          m.patch({ namespaceId, userId }).set(set).commit(),
          m
            .check({ namespaceId, userId: guard.stillManaging })
            .where((attributes, op) => MANAGING_ROLES.map((role) => op.eq(attributes.role, role)).join(' OR '))
            .commit(),
        ]).go();
        if (result.canceled) throw guardFailure(result.data[0]?.code);
        const { data } = await membership.get({ namespaceId, userId }).go({ consistent: true });
        if (!data) throw new NotFoundError(MEMBERSHIP_NOT_FOUND_MESSAGE);
        return data;
      }
      const { data } = await conditionally(
        () => membership.patch({ namespaceId, userId }).set(set).go({ response: 'all_new' }),
        () => new NotFoundError(MEMBERSHIP_NOT_FOUND_MESSAGE),
      );
      return data;
    },
    async remove(ctx: TenantContext, userId: string, guard?: { stillManaging: string }): Promise<void> {
      const namespaceId = requireTenant(ctx);
      if (guard) {
        const result = await createWriteTransaction({ membership }, ({ membership: m }) => [
          m
            .delete({ namespaceId, userId })
            .where((attributes, op) => op.exists(attributes.userId))
            .commit(),
          m
            .check({ namespaceId, userId: guard.stillManaging })
            .where((attributes, op) => MANAGING_ROLES.map((role) => op.eq(attributes.role, role)).join(' OR '))
            .commit(),
        ]).go();
        if (result.canceled) throw guardFailure(result.data[0]?.code);
        return;
      }
      await conditionally(
        () => membership.remove({ namespaceId, userId }).go({ response: 'none' }),
        () => new NotFoundError(MEMBERSHIP_NOT_FOUND_MESSAGE),
      );
    },
  };
}

/**
 * Why a guarded change was refused: the member is gone (NotFound), or the other manager stopped
 * managing meanwhile (Conflict: the caller reloads and tries again).
 */
function guardFailure(code: string | undefined): Error {
  if (code === 'ConditionalCheckFailed') return new NotFoundError(MEMBERSHIP_NOT_FOUND_MESSAGE);
  return new ConflictError(MEMBERSHIP_MANAGERS_CHANGED_MESSAGE);
}
