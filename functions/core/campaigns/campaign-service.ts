import { CAMPAIGN_STATUS_TRANSITIONS, type CampaignStatus } from '../../../shared/domain/campaign';
import { RESOURCE_NOT_FOUND_MESSAGES } from '../../../shared/domain/messages';
import type { CreateCampaignInput, UpdateCampaignInput } from '../../../shared/schemas/campaign';
import type { CampaignProgress, CampaignWithProgress } from '../../../shared/schemas/campaign-generation';
import type { CampaignListRequest } from '../../../shared/schemas/campaign-generation';
import type { Page } from '../ports/data';
import type { GenerationStore } from '../ports/generation';
import type { CampaignItem } from '../ports/items';
import type { Stores } from '../ports/stores';
import { createComponentService } from '../components/component-service';
import type { Reference } from '../components/references';
import { ConflictError } from '../errors';
import { requireChosenIds } from './chosen-ids';
import type { TenantContext } from '../tenant';

export { findSenderByEmail, senderNotFoundMessage } from './find-sender';

/** Message for a status change CAMPAIGN_STATUS_TRANSITIONS does not allow. */
function transitionMessage(from: CampaignStatus, to: CampaignStatus): string {
  const allowed = CAMPAIGN_STATUS_TRANSITIONS[from];
  const next = allowed.length > 0 ? `From ${from} it can go to ${allowed.join(', ')}.` : `${from} is final.`;
  return `A campaign cannot go from ${from} to ${to}. ${next}`;
}

/**
 * Campaigns: components with references checked in the caller's instance (a missing company or
 * sender is a 404; chosen contacts and sample emails a 400 naming each, see requireChosenIds),
 * status changes and senders.
 */
type CampaignStores = Pick<
  Stores,
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
  | 'contacts'
>;

/** The campaign's progress counts, read beside the campaign. */
type ProgressReader = Pick<GenerationStore, 'progress'>;

export const CAMPAIGN_NOT_PAUSED_MESSAGE = "A campaign's settings can be changed only while it is paused: pause it first.";

/** Fields whose change sends the generation planner back to the start of the audience. */
const AUDIENCE_FIELDS = ['contactListId', 'contactIds'] as const;

export function createCampaignService(repos: CampaignStores, progressReader: ProgressReader) {
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
  ];
  const base = createComponentService<CampaignItem, CreateCampaignInput, UpdateCampaignInput>(repos.campaigns, {
    references,
    toItem: async (ctx, input) => {
      await requireChosenIds(repos, ctx, input);
      return { ...input, status: 'RUNNING', ownerId: ctx.userId };
    },
    toChanges: async (ctx, input) => {
      await requireChosenIds(repos, ctx, input);
      return input;
    },
  });

  async function withProgress(ctx: TenantContext, campaigns: CampaignItem[]): Promise<CampaignWithProgress[]> {
    const progress = await progressReader.progress(
      ctx,
      campaigns.map((campaign) => campaign.id),
    );
    return campaigns.map((campaign) => ({ ...campaign, progress: progress.get(campaign.id) as CampaignProgress }));
  }

  return {
    ...base,
    /** Campaigns with their progress, newest first, optionally of one status. */
    async list(ctx: TenantContext, request: CampaignListRequest = {}): Promise<Page<CampaignWithProgress>> {
      const { status, ...options } = request;
      const page = status ? await repos.campaigns.listByStatus(ctx, status, options) : await repos.campaigns.list(ctx, options);
      return { items: await withProgress(ctx, page.items), cursor: page.cursor };
    },
    async get(ctx: TenantContext, id: string): Promise<CampaignWithProgress> {
      const [campaign] = await withProgress(ctx, [await repos.campaigns.get(ctx, id)]);
      return campaign as CampaignWithProgress;
    },
    /** Changes a PAUSED campaign (409 otherwise); a changed audience is walked again from its start. */
    async update(ctx: TenantContext, id: string, input: UpdateCampaignInput): Promise<CampaignItem> {
      const current = await repos.campaigns.get(ctx, id);
      if (current.status !== 'PAUSED') throw new ConflictError(CAMPAIGN_NOT_PAUSED_MESSAGE);
      const updated = await base.update(ctx, id, input);
      const audienceChanged = AUDIENCE_FIELDS.some((field) => field in input);
      if (!audienceChanged || updated.plannerCursor === undefined) return updated;
      return repos.campaigns.update(ctx, id, {}, ['plannerCursor']);
    },
    /** Changes the status along CAMPAIGN_STATUS_TRANSITIONS; anything else is a 409 that says what is allowed. */
    async setStatus(ctx: TenantContext, id: string, status: CampaignStatus): Promise<CampaignItem> {
      const campaign = await repos.campaigns.get(ctx, id);
      if (campaign.status === status) return campaign;
      if (!CAMPAIGN_STATUS_TRANSITIONS[campaign.status].includes(status)) {
        throw new ConflictError(transitionMessage(campaign.status, status));
      }
      return repos.campaigns.update(ctx, id, { status });
    },
  };
}
export type CampaignService = ReturnType<typeof createCampaignService>;
