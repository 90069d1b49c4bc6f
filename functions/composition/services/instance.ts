import {
  campaignRepository,
  companyRepository,
  customerProfileRepository,
} from '../../adapters/dynamodb/repositories/components';
import { createDashboardReader } from '../../adapters/dynamodb/dashboard-reader';
import { createIntegrationRepository } from '../../adapters/dynamodb/repositories/integration-repository';
import { createMembershipRepository } from '../../adapters/dynamodb/repositories/membership-repository';
import { createNamespaceRepository } from '../../adapters/dynamodb/repositories/namespace-repository';
import { createOptionRepository } from '../../adapters/dynamodb/repositories/option-repository';
import { createSenderRepository } from '../../adapters/dynamodb/repositories/sender-repository';
import { createDashboardService } from '../../core/dashboard/dashboard-service';
import { createInstanceSettingsService } from '../../core/instance/instance-settings-service';
import { createMemberService } from '../../core/members/member-service';
import { createOnboardingService } from '../../core/onboarding/onboarding-service';
import { createOptionService } from '../../core/options/option-service';
import type { TenantContext } from '../../core/tenant';
import { repository, type Wiring } from '../wiring';

// Services of the instance as a whole: its settings, members, options, onboarding, integrations, the dashboard.

export function instanceSettingsService(wiring: Wiring) {
  return createInstanceSettingsService({ namespaces: repository(wiring, createNamespaceRepository) });
}

export function memberService(wiring: Wiring) {
  return createMemberService({
    memberships: repository(wiring, createMembershipRepository),
    campaigns: repository(wiring, campaignRepository),
  });
}

export function optionService(wiring: Wiring) {
  return createOptionService({
    options: repository(wiring, createOptionRepository),
    namespaces: repository(wiring, createNamespaceRepository),
  });
}

export function onboardingService(wiring: Wiring) {
  return createOnboardingService(
    {
      namespaces: repository(wiring, createNamespaceRepository),
      companies: repository(wiring, companyRepository),
      emailSenderConfigs: repository(wiring, createSenderRepository),
      customerProfiles: repository(wiring, customerProfileRepository),
    },
    wiring.now,
  );
}

export function integrationService(wiring: Wiring) {
  const integrations = repository(wiring, createIntegrationRepository);
  return {
    /** Both CRM integrations of the instance, set up or not. */
    list: async (ctx: TenantContext) => ({ integrations: await integrations.list(ctx) }),
  };
}

export function dashboardService(wiring: Wiring) {
  return createDashboardService(repository(wiring, createDashboardReader), wiring.now);
}
