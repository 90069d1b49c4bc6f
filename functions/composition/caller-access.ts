import { createMembershipStore } from '../adapters/dynamodb/membership-store';
import { createNamespaceStore } from '../adapters/dynamodb/namespace-store';
import { createUserStore } from '../adapters/dynamodb/user-store';
import type { CallerAccess } from '../core/ports/access';
import { accountsService } from './services/accounts';
import { tableStore, table, type Wiring } from './wiring';

/**
 * The request chain's reads of a signed-in caller. A route that writes creates the caller's account
 * with its first instance on their first call; a read-only route only reads it.
 */
export function callerAccess(wiring: Wiring): CallerAccess {
  const { access } = table(wiring);
  const memberships = tableStore(wiring, createMembershipStore);
  const namespaces = tableStore(wiring, createNamespaceStore);
  const membership = (namespaceId: string, userId: string) => memberships.find(namespaceId, userId);
  const namespace = (namespaceId: string) => namespaces.find(namespaceId);
  if (access === 'readWrite') {
    const accounts = accountsService(wiring);
    return { account: (identity, defaults) => accounts.ensureAccount(identity, defaults), membership, namespace };
  }
  const users = tableStore(wiring, createUserStore);
  return {
    async account(identity) {
      const user = await users.find(identity.sub);
      return user?.defaultNamespaceId ? { user, created: false } : null;
    },
    membership,
    namespace,
  };
}
