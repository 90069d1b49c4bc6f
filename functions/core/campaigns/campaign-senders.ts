import type { CampaignItem } from '../ports/items';
import type { Stores } from '../ports/stores';
import type { TenantContext } from '../tenant';
import { findSenderByEmail } from './find-sender';

/** A campaign's senders, attached by email or all detached (the sender pages' campaign actions). */
export function createCampaignSenderService(repos: Pick<Stores, 'campaigns' | 'emailSenderConfigs'>) {
  return {
    /** Attaches the sender with this email to the campaign (once). */
    async attachSender(ctx: TenantContext, id: string, senderEmail: string): Promise<CampaignItem> {
      const campaign = await repos.campaigns.get(ctx, id);
      const sender = await findSenderByEmail(repos, ctx, senderEmail);
      if (campaign.senderConfigIds.includes(sender.id)) return campaign;
      return repos.campaigns.update(ctx, id, { senderConfigIds: [...campaign.senderConfigIds, sender.id] });
    },
    /** Detaches every sender; a RUNNING campaign left with none is PAUSED, as it can send from nowhere. */
    async detachAllSenders(ctx: TenantContext, id: string): Promise<CampaignItem> {
      const campaign = await repos.campaigns.get(ctx, id);
      return repos.campaigns.update(ctx, id, {
        senderConfigIds: [],
        ...(campaign.status === 'RUNNING' ? { status: 'PAUSED' as const } : {}),
      });
    },
  };
}
