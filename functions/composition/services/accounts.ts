import { callToActionRepository } from '../../adapters/dynamodb/repositories/components';
import { createMembershipRepository } from '../../adapters/dynamodb/repositories/membership-repository';
import { createNamespaceRepository } from '../../adapters/dynamodb/repositories/namespace-repository';
import { createProvisioningRepository } from '../../adapters/dynamodb/repositories/provisioning-repository';
import { createRegistrationRepository } from '../../adapters/dynamodb/repositories/registration-repository';
import { createUserRepository } from '../../adapters/dynamodb/repositories/user-repository';
import { createAccountsService } from '../../core/accounts/accounts-service';
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

/** Registration details of a visitor, kept until their first sign-in: the public register route writes only these. */
export function registrationService(wiring: Wiring) {
  const registrations = repository(wiring, createRegistrationRepository);
  return {
    async register(input: { email: string; firstName: string; lastName?: string | undefined; companyName?: string | undefined }) {
      await registrations.save(input);
      return { status: 'PENDING' as const };
    },
  };
}
