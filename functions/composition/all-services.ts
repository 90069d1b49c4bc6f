import { currentRuntime, type RuntimeOverrides } from './runtime';
import { accountsService } from './services/accounts';
import { campaignService } from './services/campaigns';
import {
  cadenceService,
  callToActionService,
  companyService,
  contactListService,
  customerProfileService,
  personaService,
  productService,
  sampleEmailService,
  signatureService,
} from './services/components';
import { contactService } from './services/contacts';
import { dashboardService, memberService, onboardingService, optionService } from './services/instance';
import { integrationService } from './services/integration';
import { senderChecks } from './services/sender-checks';
import { senderOAuth } from './services/sender-oauth';
import { senderService } from './services/senders';
import { systemClock } from '../core/clock';
import type { FunctionNeeds, Wiring } from './wiring';

/** The needs of a process that may do anything: the operator's tools, the local seed, tests. */
const EVERYTHING: FunctionNeeds = {
  name: 'every service',
  needs: { table: 'readWrite', senderKey: true, oauth: true, crm: true, webOrigins: true },
};

/**
 * Every service over one runtime, composed by the same factories the functions use. Never used by
 * a function (each builds only what its route needs): the local seed and the tests arrange data
 * with it.
 */
export function composeAllServices(overrides: RuntimeOverrides | undefined = currentRuntime().overrides) {
  const now = overrides?.now ?? systemClock;
  const wiring: Wiring = { fn: EVERYTHING, overrides, now, storeDeps: { now } };
  return {
    accounts: accountsService(wiring),
    company: companyService(wiring),
    product: productService(wiring),
    persona: personaService(wiring),
    customerProfile: customerProfileService(wiring),
    callToAction: callToActionService(wiring),
    sampleEmail: sampleEmailService(wiring),
    signature: signatureService(wiring),
    cadence: cadenceService(wiring),
    contact: contactService(wiring),
    contactList: contactListService(wiring),
    campaign: campaignService(wiring),
    sender: senderService(wiring),
    senderChecks: senderChecks(wiring),
    senderOAuth: senderOAuth(wiring),
    members: memberService(wiring),
    options: optionService(wiring),
    onboarding: onboardingService(wiring),
    integrations: integrationService(wiring),
    dashboard: dashboardService(wiring),
  };
}
export type AllServices = ReturnType<typeof composeAllServices>;
