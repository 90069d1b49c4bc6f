import { EMAIL_LIST_TAB_STATUSES } from '../../../shared/domain/email';
import type { CreateCampaignInput } from '../../../shared/schemas/campaign';
import type { CampaignAudience, CampaignAudienceInput, GenerationRun } from '../../../shared/schemas/campaign-generation';
import type { ListRequest } from '../../../shared/api/schemas';
import type { EmailListTab } from '../../../shared/domain/email';
import type { TenantReader } from '../ports/data';
import type { CampaignItem, CompanyItem } from '../ports/items';
import type { EmailMessageStore } from '../ports/stores';
import type { TenantContext } from '../tenant';
import { ConflictError } from '../errors';
import type { CampaignService } from '../campaigns/campaign-service';
import { contactCompanyName, countAudience } from './audience';
import { activeCampaignIds, planCampaign, type PlannerDeps } from './planner';

export const NOT_RUNNING_MESSAGE = 'Only a running campaign writes emails: run it first.';

/** Logs what a launch could not finish; the next scheduled run does it. */
interface LaunchLog {
  warn(message: string, details: Record<string, unknown>): void;
}

export interface GenerationServiceDeps extends PlannerDeps {
  readonly companies: Pick<TenantReader<CompanyItem>, 'find'>;
}

/** Who an audience (a list, chosen contacts) includes and leaves out, and why. */
export async function audienceOf(
  deps: Pick<GenerationServiceDeps, 'campaigns' | 'contacts' | 'companies' | 'now'>,
  ctx: TenantContext,
  input: CampaignAudienceInput,
): Promise<CampaignAudience> {
  const active = await activeCampaignIds(deps.campaigns, ctx);
  return countAudience(
    deps.contacts,
    ctx,
    { contactListId: input.contactListId, contactIds: input.contactIds },
    { campaignId: input.campaignId, channel: input.channel ?? 'EMAIL', activeCampaignIds: active, now: deps.now() },
    { companyName: (contact) => contactCompanyName(deps.companies, ctx, contact) },
  );
}

/** Campaign generation for a rep: launch, Generate now, audiences and a campaign's emails. */
export function createGenerationService(
  deps: GenerationServiceDeps & { readonly campaignService?: Pick<CampaignService, 'create'>; readonly log?: LaunchLog },
) {
  return {
    /**
     * Creates a campaign (RUNNING), counts its audience and queues its first emails at once, so a
     * rep sees them written without waiting for the schedule. Once the campaign exists, what the
     * launch could not finish is left to the next scheduled run rather than failing the request.
     */
    async launch(ctx: TenantContext, input: CreateCampaignInput): Promise<CampaignItem> {
      if (!deps.campaignService) throw new Error('launch needs the campaign service');
      const campaign = await deps.campaignService.create(ctx, input);
      try {
        if (campaign.contactListId !== undefined || (campaign.contactIds?.length ?? 0) > 0) {
          const audience = await audienceOf(deps, ctx, { ...campaign, campaignId: campaign.id });
          await deps.store.setInScope(ctx, campaign.id, audience.included);
        }
        await planCampaign(deps, ctx, campaign, 'onDemand');
      } catch (error) {
        deps.log?.warn('launch left the first emails to the next scheduled run', {
          campaignId: campaign.id,
          error: error instanceof Error ? error.message : String(error),
        });
      }
      return campaign;
    },

    /** Generate now: one on-demand planner run over a RUNNING campaign (409 otherwise). */
    async generate(ctx: TenantContext, campaignId: string): Promise<GenerationRun> {
      const campaign = await deps.campaigns.get(ctx, campaignId);
      if (campaign.status !== 'RUNNING') throw new ConflictError(NOT_RUNNING_MESSAGE);
      return planCampaign(deps, ctx, campaign, 'onDemand');
    },

    audience: (ctx: TenantContext, input: CampaignAudienceInput) => audienceOf(deps, ctx, input),
  };
}

/** The emails of a campaign of the caller's instance, a page at a time, optionally of one tab. */
export async function campaignEmails(
  deps: { campaigns: Pick<TenantReader<CampaignItem>, 'get'>; emails: Pick<EmailMessageStore, 'listByCampaign'> },
  ctx: TenantContext,
  campaignId: string,
  request: ListRequest & { tab?: EmailListTab | undefined } = {},
) {
  await deps.campaigns.get(ctx, campaignId);
  const { tab, ...options } = request;
  return deps.emails.listByCampaign(ctx, campaignId, {
    ...options,
    ...(tab === undefined ? {} : { statuses: EMAIL_LIST_TAB_STATUSES[tab] }),
  });
}
