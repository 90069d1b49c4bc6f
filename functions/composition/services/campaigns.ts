import { createCampaignProgressReader } from '../../adapters/dynamodb/campaign-progress';
import {
  cadenceStore,
  callToActionStore,
  campaignStore,
  companyStore,
  customerProfileStore,
  personaStore,
  productStore,
  sampleEmailStore,
} from '../../adapters/dynamodb/component-stores';
import { createContactListStore } from '../../adapters/dynamodb/contact-list-store';
import { createContactStore } from '../../adapters/dynamodb/contact-store';
import { createEmailMessageStore } from '../../adapters/dynamodb/email-message-store';
import { createSenderStore } from '../../adapters/dynamodb/sender-store';
import { createCampaignSenderService } from '../../core/campaigns/campaign-senders';
import { createCampaignService } from '../../core/campaigns/campaign-service';
import { audienceOf, campaignEmails } from '../../core/generation/generation-service';
import type { TenantContext } from '../../core/tenant';
import type { CampaignAudienceInput, CampaignEmailsRequest } from '../../../shared/schemas/campaign-generation';
import { tableStore, type Wiring } from '../wiring';

/** Campaigns, with every reference a campaign makes checked in the caller's instance, and their progress. */
export function campaignService(wiring: Wiring) {
  return createCampaignService(
    {
      campaigns: tableStore(wiring, campaignStore),
      companies: tableStore(wiring, companyStore),
      products: tableStore(wiring, productStore),
      callToActions: tableStore(wiring, callToActionStore),
      customerProfiles: tableStore(wiring, customerProfileStore),
      personas: tableStore(wiring, personaStore),
      contactLists: tableStore(wiring, createContactListStore),
      cadences: tableStore(wiring, cadenceStore),
      emailSenderConfigs: tableStore(wiring, createSenderStore),
      sampleEmails: tableStore(wiring, sampleEmailStore),
      contacts: tableStore(wiring, createContactStore),
    },
    tableStore(wiring, createCampaignProgressReader),
  );
}

/** Who an audience includes, for the read-only audience route. */
export function audienceService(wiring: Wiring) {
  const deps = {
    campaigns: tableStore(wiring, campaignStore),
    contacts: tableStore(wiring, createContactStore),
    companies: tableStore(wiring, companyStore),
    now: wiring.now,
  };
  return { audience: (ctx: TenantContext, input: CampaignAudienceInput) => audienceOf(deps, ctx, input) };
}

/** The emails of a campaign, read-only. */
export function campaignEmailsService(wiring: Wiring) {
  const deps = { campaigns: tableStore(wiring, campaignStore), emails: tableStore(wiring, createEmailMessageStore) };
  return {
    emails: (ctx: TenantContext, campaignId: string, request?: CampaignEmailsRequest) =>
      campaignEmails(deps, ctx, campaignId, request),
  };
}

/** A campaign's senders: the campaign and sender stores only. */
export function campaignSenderService(wiring: Wiring) {
  return createCampaignSenderService({
    campaigns: tableStore(wiring, campaignStore),
    emailSenderConfigs: tableStore(wiring, createSenderStore),
  });
}
