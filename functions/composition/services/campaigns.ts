import {
  cadenceRepository,
  callToActionRepository,
  campaignRepository,
  companyRepository,
  customerProfileRepository,
  personaRepository,
  productRepository,
  sampleEmailRepository,
} from '../../adapters/dynamodb/repositories/components';
import { createContactListRepository } from '../../adapters/dynamodb/repositories/contact-list-repository';
import { createSenderRepository } from '../../adapters/dynamodb/repositories/sender-repository';
import { createCampaignService } from '../../core/campaigns/campaign-service';
import { repository, type Wiring } from '../wiring';

/** Campaigns, with every reference a campaign makes checked in the caller's instance. */
export function campaignService(wiring: Wiring) {
  return createCampaignService({
    campaigns: repository(wiring, campaignRepository),
    companies: repository(wiring, companyRepository),
    products: repository(wiring, productRepository),
    callToActions: repository(wiring, callToActionRepository),
    customerProfiles: repository(wiring, customerProfileRepository),
    personas: repository(wiring, personaRepository),
    contactLists: repository(wiring, createContactListRepository),
    cadences: repository(wiring, cadenceRepository),
    emailSenderConfigs: repository(wiring, createSenderRepository),
    sampleEmails: repository(wiring, sampleEmailRepository),
  });
}
