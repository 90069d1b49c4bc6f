import { createMembershipRepository } from '../adapters/dynamodb/repositories/membership-repository';
import { createNamespaceRepository } from '../adapters/dynamodb/repositories/namespace-repository';
import { createUserRepository } from '../adapters/dynamodb/repositories/user-repository';
import type { CallerAccess } from '../core/ports/access';
import { accountsService } from './services/accounts';
import { repository, table, type Wiring } from './wiring';

/**
 * The request chain's reads of a signed-in caller. A route that writes creates the caller's account
 * with its first instance on their first call; a read-only route only reads it.
 */
export function callerAccess(wiring: Wiring): CallerAccess {
  const { access } = table(wiring);
  const memberships = repository(wiring, createMembershipRepository);
  const namespaces = repository(wiring, createNamespaceRepository);
  const membership = (namespaceId: string, userId: string) => memberships.find(namespaceId, userId);
  const namespace = (namespaceId: string) => namespaces.find(namespaceId);
  if (access === 'readWrite') {
    const accounts = accountsService(wiring);
    return { account: (identity, defaults) => accounts.ensureAccount(identity, defaults), membership, namespace };
  }
  const users = repository(wiring, createUserRepository);
  return {
    async account(identity) {
      const user = await users.find(identity.sub);
      return user?.defaultNamespaceId ? { user, created: false } : null;
    },
    membership,
    namespace,
  };
}
