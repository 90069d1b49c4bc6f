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
import { table, type Wiring } from '../wiring';

/** Campaigns, with every reference a campaign makes checked in the caller's instance. */
export function campaignService(wiring: Wiring) {
  const { client, name } = table(wiring);
  const deps = wiring.repositoryDeps;
  return createCampaignService({
    campaigns: campaignRepository(client, name, deps),
    companies: companyRepository(client, name, deps),
    products: productRepository(client, name, deps),
    callToActions: callToActionRepository(client, name, deps),
    customerProfiles: customerProfileRepository(client, name, deps),
    personas: personaRepository(client, name, deps),
    contactLists: createContactListRepository(client, name, deps),
    cadences: cadenceRepository(client, name, deps),
    emailSenderConfigs: createSenderRepository(client, name, deps),
    sampleEmails: sampleEmailRepository(client, name, deps),
  });
}
