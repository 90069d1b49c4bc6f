import { RESOURCE_NOT_FOUND_MESSAGES } from '../../../shared/domain/messages';
import type { Role } from '../../../shared/domain/role';
import type { FirstInstanceDefaults, Identity } from '../ports/access';
import type { NamespaceItem, UserItem } from '../ports/items';
import type { Stores } from '../ports/stores';
import type { Clock } from '../clock';
import { ConflictError, NotFoundError } from '../errors';
import { newInstance } from './new-instance';

interface AccountsDeps {
  readonly repos: Pick<Stores, 'users' | 'namespaces' | 'memberships' | 'provisioning' | 'callToActions'>;
  readonly now: Clock;
}

function firstNameFrom(identity: Identity): string {
  if (identity.firstName) return identity.firstName;
  const local = identity.email.split('@')[0] ?? '';
  const word = local.split(/[._+-]/)[0] ?? '';
  return word.length > 0 ? word.charAt(0).toUpperCase() + word.slice(1) : 'there';
}

/**
 * Accounts: the user profile, their instances and their memberships.
 *
 * The first authenticated call of a new user creates the profile and a first instance on a
 * 14-day trial with the default call to action (see newInstance), its creator its MANAGER. Names and
 * the instance's name come from the verified token's claims (what the person gave when they signed
 * up, kept by the identity provider with the account whose address they confirmed), never from an
 * anonymous request. Default options and integrations need no writes: they read as the defaults of
 * docs/product.md, Options until changed. ADMIN is granted only by the operator command
 * (`npm run admin -- grant-admin <email>`).
 */
export function createAccountsService({ repos, now }: AccountsDeps) {
  /**
   * Creates the user's first instance with its membership and default call to action, and makes it
   * their default, all at once. Null when a concurrent first call made one already.
   */
  async function createFirstNamespace(user: UserItem, name: string, defaults: FirstInstanceDefaults): Promise<string | null> {
    const instance = await newInstance(repos, user, { name, timeZone: defaults.timeZone }, now());
    const written = await repos.provisioning.createFirstNamespace(user.id, instance);
    return written ? instance.namespace.id : null;
  }

  /**
   * The caller's profile, created with a first instance when this is their first call; `defaults`
   * are what that instance starts with.
   */
  async function ensureAccount(
    identity: Identity,
    defaults: FirstInstanceDefaults = {},
  ): Promise<{ user: UserItem; created: boolean }> {
    let user = await repos.users.find(identity.sub);
    let created = false;
    if (!user) {
      try {
        user = await repos.users.create({
          id: identity.sub,
          email: identity.email,
          firstName: firstNameFrom(identity),
          ...(identity.lastName ? { lastName: identity.lastName } : {}),
        });
        created = true;
      } catch (error) {
        // a concurrent first call created it: use theirs
        if (!(error instanceof ConflictError)) throw error;
        user = await repos.users.get(identity.sub);
      }
    }
    if (!user.defaultNamespaceId) {
      const name = identity.companyName ?? `${user.firstName}'s team`;
      const namespaceId = await createFirstNamespace(user, name, defaults);
      if (namespaceId) {
        user = { ...user, defaultNamespaceId: namespaceId };
        created = true;
      } else {
        // a concurrent first call made the instance: use theirs
        user = await repos.users.get(identity.sub);
      }
    }
    return { user, created };
  }

  /** Ids of the caller's instances, sorted. */
  async function namespaceIds(userId: string): Promise<string[]> {
    const ids: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await repos.memberships.listByUser(userId, { limit: 100, cursor });
      ids.push(...page.items.map((item) => item.namespaceId));
      cursor = page.cursor;
    } while (cursor);
    return ids;
  }

  /** The caller's role in an instance, or null when they are not a member. */
  async function roleIn(namespaceId: string, userId: string): Promise<Role | null> {
    const membership = await repos.memberships.find(namespaceId, userId);
    return membership?.role ?? null;
  }

  return {
    ensureAccount,
    namespaceIds,
    roleIn,

    /** Sign-in hand-shake; `createdBefore` is true when the request chain created the account already. */
    async authenticate(identity: Identity, createdBefore = false) {
      const account = await ensureAccount(identity);
      const user = account.user;
      const created = createdBefore || account.created;
      const defaultNamespaceId = user.defaultNamespaceId ?? '';
      const role = await roleIn(defaultNamespaceId, user.id);
      return { user, defaultNamespaceId, namespaceIds: await namespaceIds(user.id), created, ...(role ? { role } : {}) };
    },

    async acceptTerms(userId: string): Promise<UserItem> {
      const user = await repos.users.get(userId);
      if (user.termsAcceptedAt) return user;
      return repos.users.update(userId, { termsAcceptedAt: now().toISOString() });
    },

    /** An instance the caller belongs to; not-found otherwise (whether or not it exists). */
    async namespaceForMember(namespaceId: string, userId: string): Promise<NamespaceItem> {
      const role = await roleIn(namespaceId, userId);
      const namespace = role ? await repos.namespaces.find(namespaceId) : null;
      if (!namespace) throw new NotFoundError(RESOURCE_NOT_FOUND_MESSAGES.namespace);
      return namespace;
    },

    /** The operator's grant: makes a user ADMIN of an instance they belong to. */
    async grantAdmin(email: string, namespaceId?: string): Promise<{ userId: string; namespaceId: string }> {
      const user = await repos.users.findByEmail(email);
      if (!user) throw new NotFoundError(RESOURCE_NOT_FOUND_MESSAGES.user);
      const target = namespaceId ?? user.defaultNamespaceId;
      if (!target || !(await roleIn(target, user.id))) throw new NotFoundError(RESOURCE_NOT_FOUND_MESSAGES.namespace);
      await repos.memberships.update({ namespaceId: target, userId: user.id, role: 'ADMIN' }, user.id, { role: 'ADMIN' });
      return { userId: user.id, namespaceId: target };
    },
  };
}
export type AccountsService = ReturnType<typeof createAccountsService>;
