import {
  callToActionStore,
  companyStore,
  customerProfileStore,
  personaStore,
  productStore,
  sampleEmailStore,
  signatureStore,
} from '../../adapters/dynamodb/component-stores';
import { createMembershipStore } from '../../adapters/dynamodb/membership-store';
import { createOptionStore } from '../../adapters/dynamodb/option-store';
import { createSenderStore } from '../../adapters/dynamodb/sender-store';
import type { CampaignPartsDeps } from '../../core/generation/campaign-parts';
import { tableStore, type Wiring } from '../wiring';

/** What a campaign writes from, read in the caller's instance. */
export function campaignParts(wiring: Wiring): CampaignPartsDeps {
  return {
    companies: tableStore(wiring, companyStore),
    products: tableStore(wiring, productStore),
    callToActions: tableStore(wiring, callToActionStore),
    personas: tableStore(wiring, personaStore),
    customerProfiles: tableStore(wiring, customerProfileStore),
    sampleEmails: tableStore(wiring, sampleEmailStore),
    emailSenderConfigs: tableStore(wiring, createSenderStore),
    signatures: tableStore(wiring, signatureStore),
    memberships: tableStore(wiring, createMembershipStore),
    options: tableStore(wiring, createOptionStore),
  };
}
