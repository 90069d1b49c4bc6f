import { campaignStore, sampleEmailStore } from '../../adapters/dynamodb/component-stores';
import { createContactStore } from '../../adapters/dynamodb/contact-store';
import { previewCampaign } from '../../core/generation/preview';
import type { TenantContext } from '../../core/tenant';
import type { CreateCampaignInput } from '../../../shared/schemas/campaign';
import { tokenBudget } from '../token-budget';
import { configuredWriter } from '../writer';
import { tableStore, table, type Wiring } from '../wiring';
import { campaignParts } from './campaign-parts';

/** One preview email of a campaign not yet created. */
export function campaignPreviewService(wiring: Wiring) {
  table(wiring, 'readWrite');
  const deps = {
    ...campaignParts(wiring),
    // read whole, to check the chosen ones in one batch read
    sampleEmails: tableStore(wiring, sampleEmailStore),
    campaigns: tableStore(wiring, campaignStore),
    contacts: tableStore(wiring, createContactStore),
    writer: configuredWriter(wiring),
    budget: tokenBudget(wiring),
    now: wiring.now,
  };
  return { preview: (ctx: TenantContext, input: CreateCampaignInput) => previewCampaign(deps, ctx, input) };
}
