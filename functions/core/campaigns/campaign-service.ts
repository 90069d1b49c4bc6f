import { CAMPAIGN_STATUS_TRANSITIONS, type CampaignStatus } from '../../../shared/domain/campaign';
import { RESOURCE_NOT_FOUND_MESSAGES } from '../../../shared/domain/messages';
import type { CreateCampaignInput, UpdateCampaignInput } from '../../../shared/schemas/campaign';
import type { CampaignItem } from '../ports/items';
import type { Repositories } from '../ports/repositories';
import { createComponentService } from '../components/component-service';
import type { Reference } from '../components/references';
import { ConflictError } from '../errors';
import type { TenantContext } from '../tenant';
import { findSenderByEmail } from './find-sender';

export { findSenderByEmail, senderNotFoundMessage } from './find-sender';

/** Message for a status change CAMPAIGN_STATUS_TRANSITIONS does not allow. */
export function transitionMessage(from: CampaignStatus, to: CampaignStatus): string {
  const allowed = CAMPAIGN_STATUS_TRANSITIONS[from];
  const next = allowed.length > 0 ? `From ${from} it can go to ${allowed.join(', ')}.` : `${from} is final.`;
  return `A campaign cannot go from ${from} to ${to}. ${next}`;
}

/** Campaigns: components with references checked in the caller's instance, status changes and senders. */
export type CampaignRepositories = Pick<
  Repositories,
  | 'campaigns'
  | 'companies'
  | 'products'
  | 'callToActions'
  | 'customerProfiles'
  | 'personas'
  | 'contactLists'
  | 'cadences'
  | 'emailSenderConfigs'
  | 'sampleEmails'
>;

export function createCampaignService(repos: CampaignRepositories) {
  const references = (input: Partial<CreateCampaignInput>): Reference[] => [
    [repos.companies, input.companyId, RESOURCE_NOT_FOUND_MESSAGES.company],
    [repos.products, input.productId, RESOURCE_NOT_FOUND_MESSAGES.product],
    [repos.callToActions, input.callToActionId, RESOURCE_NOT_FOUND_MESSAGES.callToAction],
    [repos.customerProfiles, input.customerProfileId, RESOURCE_NOT_FOUND_MESSAGES.customerProfile],
    [repos.personas, input.personaId, RESOURCE_NOT_FOUND_MESSAGES.persona],
    [repos.contactLists, input.contactListId, RESOURCE_NOT_FOUND_MESSAGES.contactList],
    [repos.cadences, input.cadenceId, RESOURCE_NOT_FOUND_MESSAGES.cadence],
    ...(input.senderConfigIds ?? []).map((id): Reference => [
      repos.emailSenderConfigs,
      id,
      RESOURCE_NOT_FOUND_MESSAGES.emailSenderConfig,
    ]),
    ...(input.sampleEmailIds ?? []).map((id): Reference => [repos.sampleEmails, id, RESOURCE_NOT_FOUND_MESSAGES.sampleEmail]),
  ];
  const base = createComponentService<CampaignItem, CreateCampaignInput, UpdateCampaignInput>(repos.campaigns, {
    references,
    toItem: (ctx, input) => ({ ...input, status: 'RUNNING', ownerId: ctx.userId }),
  });

  return {
    ...base,
    /** Changes the status along CAMPAIGN_STATUS_TRANSITIONS; anything else is a 409 that says what is allowed. */
    async setStatus(ctx: TenantContext, id: string, status: CampaignStatus): Promise<CampaignItem> {
      const campaign = await repos.campaigns.get(ctx, id);
      if (campaign.status === status) return campaign;
      if (!CAMPAIGN_STATUS_TRANSITIONS[campaign.status].includes(status)) {
        throw new ConflictError(transitionMessage(campaign.status, status));
      }
      return repos.campaigns.update(ctx, id, { status });
    },
    /** Attaches the sender with this email to the campaign (once). */
    async attachSender(ctx: TenantContext, id: string, senderEmail: string): Promise<CampaignItem> {
      const campaign = await repos.campaigns.get(ctx, id);
      const sender = await findSenderByEmail(repos, ctx, senderEmail);
      if (campaign.senderConfigIds.includes(sender.id)) return campaign;
      return repos.campaigns.update(ctx, id, { senderConfigIds: [...campaign.senderConfigIds, sender.id] });
    },
    async detachAllSenders(ctx: TenantContext, id: string): Promise<CampaignItem> {
      await repos.campaigns.get(ctx, id);
      return repos.campaigns.update(ctx, id, { senderConfigIds: [] });
    },
  };
}
export type CampaignService = ReturnType<typeof createCampaignService>;
