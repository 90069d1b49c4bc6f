import { INSTANCE_MESSAGES, RESOURCE_NOT_FOUND_MESSAGES } from '../../../shared/domain/messages';
import { MAX_CREATED_INSTANCES } from '../../../shared/domain/namespace';
import { managesInstance } from '../../../shared/domain/role';
import type { Identity } from '../ports/access';
import type { NamespaceItem, UserItem } from '../ports/items';
import type { Stores } from '../ports/stores';
import type { Clock } from '../clock';
import { ConflictError, NotFoundError } from '../errors';
import type { TenantContext } from '../tenant';
import { newInstance, type InstanceStart } from './new-instance';

interface InstancesDeps {
  readonly repos: Pick<Stores, 'users' | 'namespaces' | 'memberships' | 'provisioning' | 'callToActions'>;
  readonly now: Clock;
  /** the caller's account as at a sign-in: with no default instance, a first one is started (AccountsService.ensureAccount) */
  readonly ensureAccount: (identity: Identity) => Promise<{ user: UserItem }>;
}

/** How often a leave is tried again when a concurrent change broke one of its conditions. */
const LEAVE_ATTEMPTS = 3;

/**
 * The instances a member creates besides their first, and leaving one. A new instance is made as
 * a first one is (newInstance): its own trial, the default call to action, its creator its MANAGER.
 * Leaving removes the caller's membership; an instance always keeps a member who manages it.
 */
export function createInstancesService({ repos, now, ensureAccount }: InstancesDeps) {
  /** Another member who manages the instance, or undefined when `userId` is its only manager. */
  async function anotherManager(namespaceId: string, userId: string): Promise<string | undefined> {
    const ctx: TenantContext = { namespaceId, userId, role: 'DEFAULT' };
    let cursor: string | null = null;
    do {
      const page = await repos.memberships.listByNamespace(ctx, { limit: 100, cursor });
      const manager = page.items.find((item) => item.userId !== userId && managesInstance(item.role));
      if (manager) return manager.userId;
      cursor = page.cursor;
    } while (cursor);
    return undefined;
  }

  /** The caller's other instances, sorted; the first of them becomes the default when the default is left. */
  async function otherInstances(userId: string, namespaceId: string): Promise<string[]> {
    const ids: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await repos.memberships.listByUser(userId, { limit: 100, cursor });
      ids.push(...page.items.map((item) => item.namespaceId).filter((id) => id !== namespaceId));
      cursor = page.cursor;
    } while (cursor);
    return ids.sort();
  }

  /** One try at leaving: false when a concurrent change broke a condition read here. */
  async function tryLeave(user: UserItem, namespaceId: string): Promise<{ defaultNamespaceId: string } | false> {
    const membership = await repos.memberships.find(namespaceId, user.id);
    if (!membership) throw new NotFoundError(RESOURCE_NOT_FOUND_MESSAGES.namespace);
    const keeper = managesInstance(membership.role) ? await anotherManager(namespaceId, user.id) : undefined;
    if (managesInstance(membership.role) && keeper === undefined) throw new ConflictError(INSTANCE_MESSAGES.lastManager);
    const current = await repos.users.get(user.id);
    const wasDefault = current.defaultNamespaceId === namespaceId;
    const next = wasDefault ? ((await otherInstances(user.id, namespaceId))[0] ?? null) : undefined;
    const left = await repos.provisioning.leaveNamespace({
      namespaceId,
      userId: user.id,
      keeper,
      defaultNamespace: next === undefined ? undefined : { next },
    });
    if (!left) return false;
    return { defaultNamespaceId: next === undefined ? (current.defaultNamespaceId ?? '') : (next ?? '') };
  }

  return {
    /** Creates an instance the caller manages; 409 once they have created their allowance. */
    async create(user: UserItem, start: InstanceStart): Promise<NamespaceItem> {
      const instance = await newInstance(repos, user, start, now());
      const written = await repos.provisioning.createNamespace(user.id, instance, MAX_CREATED_INSTANCES);
      if (!written) throw new ConflictError(INSTANCE_MESSAGES.tooManyCreated(MAX_CREATED_INSTANCES));
      return repos.namespaces.get(instance.namespace.id);
    },

    /**
     * Removes the caller's membership of the instance: 404 when they are not a member, 409 when
     * they are its last manager. When it was their default, their first other instance becomes the
     * default; with none left, a first instance is started for them as at their first sign-in. The
     * answer names the default after it, so the caller always has an instance to go to.
     */
    async leave(
      identity: Identity,
      user: UserItem,
      namespaceId: string,
    ): Promise<{ namespaceId: string; defaultNamespaceId: string }> {
      for (let attempt = 1; attempt <= LEAVE_ATTEMPTS; attempt += 1) {
        const left = await tryLeave(user, namespaceId);
        if (!left) continue;
        if (left.defaultNamespaceId !== '') return { namespaceId, ...left };
        const account = await ensureAccount(identity);
        return { namespaceId, defaultNamespaceId: account.user.defaultNamespaceId ?? '' };
      }
      throw new ConflictError(INSTANCE_MESSAGES.leaveRaced);
    },
  };
}
