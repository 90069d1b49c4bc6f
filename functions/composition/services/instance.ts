import { campaignStore, companyStore, customerProfileStore } from '../../adapters/dynamodb/component-stores';
import { createDashboardReader } from '../../adapters/dynamodb/dashboard-reader';
import { createMembershipStore } from '../../adapters/dynamodb/membership-store';
import { createNamespaceStore } from '../../adapters/dynamodb/namespace-store';
import { createOptionStore } from '../../adapters/dynamodb/option-store';
import { createSenderStore } from '../../adapters/dynamodb/sender-store';
import { createDashboardService } from '../../core/dashboard/dashboard-service';
import { createInstanceSettingsService } from '../../core/instance/instance-settings-service';
import { createMemberService } from '../../core/members/member-service';
import { createOnboardingService } from '../../core/onboarding/onboarding-service';
import { createOptionService } from '../../core/options/option-service';
import { tableStore, type Wiring } from '../wiring';

// Services of the instance as a whole: its settings, members, options, onboarding, the dashboard.

export function instanceSettingsService(wiring: Wiring) {
  return createInstanceSettingsService({ namespaces: tableStore(wiring, createNamespaceStore) });
}

export function memberService(wiring: Wiring) {
  return createMemberService({
    memberships: tableStore(wiring, createMembershipStore),
    campaigns: tableStore(wiring, campaignStore),
  });
}

export function optionService(wiring: Wiring) {
  return createOptionService({
    options: tableStore(wiring, createOptionStore),
    namespaces: tableStore(wiring, createNamespaceStore),
  });
}

export function onboardingService(wiring: Wiring) {
  return createOnboardingService(
    {
      namespaces: tableStore(wiring, createNamespaceStore),
      companies: tableStore(wiring, companyStore),
      emailSenderConfigs: tableStore(wiring, createSenderStore),
      customerProfiles: tableStore(wiring, customerProfileStore),
    },
    wiring.now,
  );
}

export function dashboardService(wiring: Wiring) {
  return createDashboardService(tableStore(wiring, createDashboardReader), wiring.now);
}
