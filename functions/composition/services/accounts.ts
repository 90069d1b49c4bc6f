import { callToActionRepository } from '../../adapters/dynamodb/repositories/components';
import { createMembershipRepository } from '../../adapters/dynamodb/repositories/membership-repository';
import { createNamespaceRepository } from '../../adapters/dynamodb/repositories/namespace-repository';
import { createProvisioningRepository } from '../../adapters/dynamodb/repositories/provisioning-repository';
import { createRegistrationRepository } from '../../adapters/dynamodb/repositories/registration-repository';
import { createUserRepository } from '../../adapters/dynamodb/repositories/user-repository';
import { createAccountsService } from '../../core/accounts/accounts-service';
import { requireAllowedSignUpEmail } from '../../core/accounts/sign-up-domains';
import { blockedSignUpDomains } from '../sign-up-domains';
import { repository, type Wiring } from '../wiring';

/** Accounts: users, their instances and memberships, and the first instance of a new user. */
export function accountsService(wiring: Wiring) {
  return createAccountsService({
    repos: {
      users: repository(wiring, createUserRepository),
      registrations: repository(wiring, createRegistrationRepository),
      namespaces: repository(wiring, createNamespaceRepository),
      memberships: repository(wiring, createMembershipRepository),
      provisioning: repository(wiring, createProvisioningRepository),
      callToActions: repository(wiring, callToActionRepository),
    },
    now: wiring.now,
  });
}

/**
 * Registration details of a visitor, kept until their first sign-in: the public register route
 * writes only these, and refuses emails on the domains the stage blocks.
 */
export function registrationService(wiring: Wiring) {
  const registrations = repository(wiring, createRegistrationRepository);
  const blocked = blockedSignUpDomains(wiring);
  return {
    async register(input: { email: string; firstName: string; lastName?: string | undefined; companyName?: string | undefined }) {
      requireAllowedSignUpEmail(blocked, input.email);
      await registrations.save(input);
      return { status: 'PENDING' as const };
    },
  };
}
