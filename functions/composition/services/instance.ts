import {
  campaignRepository,
  companyRepository,
  customerProfileRepository,
} from '../../adapters/dynamodb/repositories/components';
import { createContactRepository } from '../../adapters/dynamodb/repositories/contact-repository';
import { createEmailMessageRepository } from '../../adapters/dynamodb/repositories/email-message-repository';
import { createIntegrationRepository } from '../../adapters/dynamodb/repositories/integration-repository';
import { createMembershipRepository } from '../../adapters/dynamodb/repositories/membership-repository';
import { createNamespaceRepository } from '../../adapters/dynamodb/repositories/namespace-repository';
import { createOptionRepository } from '../../adapters/dynamodb/repositories/option-repository';
import { createSenderRepository } from '../../adapters/dynamodb/repositories/sender-repository';
import { createDashboardService } from '../../core/dashboard/dashboard-service';
import { createMemberService } from '../../core/members/member-service';
import { createOnboardingService } from '../../core/onboarding/onboarding-service';
import { createOptionService } from '../../core/options/option-service';
import type { TenantContext } from '../../core/tenant';
import { table, type Wiring } from '../wiring';

// Services of the instance as a whole: members, options, onboarding, integrations, the dashboard.

export function memberService(wiring: Wiring) {
  const { client, name } = table(wiring);
  return createMemberService({
    memberships: createMembershipRepository(client, name, wiring.repositoryDeps),
    campaigns: campaignRepository(client, name, wiring.repositoryDeps),
  });
}

export function optionService(wiring: Wiring) {
  const { client, name } = table(wiring);
  return createOptionService({
    options: createOptionRepository(client, name, wiring.repositoryDeps),
    namespaces: createNamespaceRepository(client, name, wiring.repositoryDeps),
  });
}

export function onboardingService(wiring: Wiring) {
  const { client, name } = table(wiring);
  const deps = wiring.repositoryDeps;
  return createOnboardingService(
    {
      namespaces: createNamespaceRepository(client, name, deps),
      companies: companyRepository(client, name, deps),
      emailSenderConfigs: createSenderRepository(client, name, deps),
      customerProfiles: customerProfileRepository(client, name, deps),
    },
    wiring.now,
  );
}

export function integrationService(wiring: Wiring) {
  const { client, name } = table(wiring);
  const integrations = createIntegrationRepository(client, name, wiring.repositoryDeps);
  return {
    /** Both CRM integrations of the instance, set up or not. */
    list: async (ctx: TenantContext) => ({ integrations: await integrations.list(ctx) }),
  };
}

export function dashboardService(wiring: Wiring) {
  const { client, name } = table(wiring);
  return createDashboardService({
    contacts: createContactRepository(client, name, wiring.repositoryDeps),
    campaigns: campaignRepository(client, name, wiring.repositoryDeps),
    emailMessages: createEmailMessageRepository(client, name, wiring.repositoryDeps),
  });
}
