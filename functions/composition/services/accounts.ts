import { callToActionStore } from '../../adapters/dynamodb/component-stores';
import { createMembershipStore } from '../../adapters/dynamodb/membership-store';
import { createNamespaceStore } from '../../adapters/dynamodb/namespace-store';
import { createProvisioningStore } from '../../adapters/dynamodb/provisioning-store';
import { createRegistrationStore } from '../../adapters/dynamodb/registration-store';
import { createUserStore } from '../../adapters/dynamodb/user-store';
import { createAccountsService } from '../../core/accounts/accounts-service';
import { createInstancesService } from '../../core/accounts/instances-service';
import { requireAllowedSignUpEmail } from '../../core/accounts/sign-up-domains';
import { blockedSignUpDomains } from '../sign-up-domains';
import { tableStore, type Wiring } from '../wiring';

/** Accounts: users, their instances and memberships, and the first instance of a new user. */
export function accountsService(wiring: Wiring) {
  return createAccountsService({
    repos: {
      users: tableStore(wiring, createUserStore),
      registrations: tableStore(wiring, createRegistrationStore),
      namespaces: tableStore(wiring, createNamespaceStore),
      memberships: tableStore(wiring, createMembershipStore),
      provisioning: tableStore(wiring, createProvisioningStore),
      callToActions: tableStore(wiring, callToActionStore),
    },
    now: wiring.now,
  });
}

/** The instances a member creates besides their first, and leaving one. */
export function instancesService(wiring: Wiring) {
  const accounts = accountsService(wiring);
  return createInstancesService({
    repos: {
      users: tableStore(wiring, createUserStore),
      namespaces: tableStore(wiring, createNamespaceStore),
      memberships: tableStore(wiring, createMembershipStore),
      provisioning: tableStore(wiring, createProvisioningStore),
      callToActions: tableStore(wiring, callToActionStore),
    },
    now: wiring.now,
    ensureAccount: (identity) => accounts.ensureAccount(identity),
  });
}

/**
 * Registration details of a visitor, kept until their first sign-in: the public register route
 * writes only these, and refuses emails on the domains the stage blocks.
 */
export function registrationService(wiring: Wiring) {
  const registrations = tableStore(wiring, createRegistrationStore);
  const blocked = blockedSignUpDomains(wiring);
  return {
    async register(input: { email: string; firstName: string; lastName?: string | undefined; companyName?: string | undefined }) {
      requireAllowedSignUpEmail(blocked, input.email);
      await registrations.save(input);
      return { status: 'PENDING' as const };
    },
  };
}
