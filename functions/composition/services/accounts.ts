import { callToActionStore } from '../../adapters/dynamodb/component-stores';
import { createMembershipStore } from '../../adapters/dynamodb/membership-store';
import { createNamespaceStore } from '../../adapters/dynamodb/namespace-store';
import { createProvisioningStore } from '../../adapters/dynamodb/provisioning-store';
import { createUserStore } from '../../adapters/dynamodb/user-store';
import { createAccountsService } from '../../core/accounts/accounts-service';
import { createInstancesService } from '../../core/accounts/instances-service';
import { tableStore, type Wiring } from '../wiring';

/** Accounts: users, their instances and memberships, and the first instance of a new user. */
export function accountsService(wiring: Wiring) {
  return createAccountsService({ repos: accountStores(wiring), now: wiring.now });
}

/** The stores of people, their instances and memberships, and what a new instance starts with. */
function accountStores(wiring: Wiring) {
  return {
    users: tableStore(wiring, createUserStore),
    namespaces: tableStore(wiring, createNamespaceStore),
    memberships: tableStore(wiring, createMembershipStore),
    provisioning: tableStore(wiring, createProvisioningStore),
    callToActions: tableStore(wiring, callToActionStore),
  };
}

/** The instances a member creates besides their first, and leaving one. */
export function instancesService(wiring: Wiring) {
  const accounts = accountsService(wiring);
  return createInstancesService({
    repos: accountStores(wiring),
    now: wiring.now,
    ensureAccount: (identity) => accounts.ensureAccount(identity),
  });
}
