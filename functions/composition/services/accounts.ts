import { callToActionStore } from '../../adapters/dynamodb/component-stores';
import { createMembershipStore } from '../../adapters/dynamodb/membership-store';
import { createNamespaceStore } from '../../adapters/dynamodb/namespace-store';
import { createProvisioningStore } from '../../adapters/dynamodb/provisioning-store';
import { createUserStore } from '../../adapters/dynamodb/user-store';
import { createAccountsService } from '../../core/accounts/accounts-service';
import { requireAllowedSignUpEmail } from '../../core/accounts/sign-up-domains';
import { blockedSignUpDomains } from '../sign-up-domains';
import { tableStore, type Wiring } from '../wiring';

/** Accounts: users, their instances and memberships, and the first instance of a new user. */
export function accountsService(wiring: Wiring) {
  return createAccountsService({
    repos: {
      users: tableStore(wiring, createUserStore),
      namespaces: tableStore(wiring, createNamespaceStore),
      memberships: tableStore(wiring, createMembershipStore),
      provisioning: tableStore(wiring, createProvisioningStore),
      callToActions: tableStore(wiring, callToActionStore),
    },
    now: wiring.now,
  });
}

/**
 * The public registration check the sign-up form makes before it creates the account with the
 * identity provider: it refuses emails on the domains the stage blocks and records nothing, so an
 * anonymous caller can decide nothing about anyone's account. The names and company travel with
 * the sign-up itself, as the account's attributes.
 */
export function registrationService(wiring: Wiring) {
  const blocked = blockedSignUpDomains(wiring);
  return {
    register(input: { email: string }) {
      requireAllowedSignUpEmail(blocked, input.email);
      return Promise.resolve({ status: 'PENDING' as const });
    },
  };
}
