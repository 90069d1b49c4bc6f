import { createCampaignProgressReader } from '../../adapters/dynamodb/campaign-progress';
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
import { createContactRepository } from '../../adapters/dynamodb/repositories/contact-repository';
import { createEmailMessageRepository } from '../../adapters/dynamodb/repositories/email-message-repository';
import { createSenderRepository } from '../../adapters/dynamodb/repositories/sender-repository';
import { createCampaignSenderService } from '../../core/campaigns/campaign-senders';
import { createCampaignService } from '../../core/campaigns/campaign-service';
import { audienceOf, campaignEmails } from '../../core/generation/generation-service';
import type { TenantContext } from '../../core/tenant';
import type { CampaignAudienceInput, CampaignEmailsRequest } from '../../../shared/schemas/campaign-generation';
import { repository, type Wiring } from '../wiring';

/** Campaigns, with every reference a campaign makes checked in the caller's instance, and their progress. */
export function campaignService(wiring: Wiring) {
  return createCampaignService(
    {
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
      contacts: repository(wiring, createContactRepository),
    },
    repository(wiring, createCampaignProgressReader),
  );
}

/** Who an audience includes, for the read-only audience route. */
export function audienceService(wiring: Wiring) {
  const deps = {
    campaigns: repository(wiring, campaignRepository),
    contacts: repository(wiring, createContactRepository),
    companies: repository(wiring, companyRepository),
    now: wiring.now,
  };
  return { audience: (ctx: TenantContext, input: CampaignAudienceInput) => audienceOf(deps, ctx, input) };
}

/** The emails of a campaign, read-only. */
export function campaignEmailsService(wiring: Wiring) {
  const deps = { campaigns: repository(wiring, campaignRepository), emails: repository(wiring, createEmailMessageRepository) };
  return {
    emails: (ctx: TenantContext, campaignId: string, request?: CampaignEmailsRequest) =>
      campaignEmails(deps, ctx, campaignId, request),
  };
}

/** A campaign's senders: the campaign and sender repositories only. */
export function campaignSenderService(wiring: Wiring) {
  return createCampaignSenderService({
    campaigns: repository(wiring, campaignRepository),
    emailSenderConfigs: repository(wiring, createSenderRepository),
  });
}
