import {
  callToActionRepository,
  companyRepository,
  customerProfileRepository,
  personaRepository,
  productRepository,
  sampleEmailRepository,
  signatureRepository,
} from '../../adapters/dynamodb/repositories/components';
import { createMembershipRepository } from '../../adapters/dynamodb/repositories/membership-repository';
import { createOptionRepository } from '../../adapters/dynamodb/repositories/option-repository';
import { createSenderRepository } from '../../adapters/dynamodb/repositories/sender-repository';
import type { CampaignPartsDeps } from '../../core/generation/campaign-parts';
import { repository, type Wiring } from '../wiring';

/** What a campaign writes from, read in the caller's instance. */
export function campaignParts(wiring: Wiring): CampaignPartsDeps {
  return {
    companies: repository(wiring, companyRepository),
    products: repository(wiring, productRepository),
    callToActions: repository(wiring, callToActionRepository),
    personas: repository(wiring, personaRepository),
    customerProfiles: repository(wiring, customerProfileRepository),
    sampleEmails: repository(wiring, sampleEmailRepository),
    emailSenderConfigs: repository(wiring, createSenderRepository),
    signatures: repository(wiring, signatureRepository),
    memberships: repository(wiring, createMembershipRepository),
    options: repository(wiring, createOptionRepository),
  };
}
