import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

import { CAMPAIGN_PROGRESS_FIELDS } from '../../../shared/domain/campaign';
import type { CampaignProgress } from '../../../shared/schemas/campaign-generation';
import type { GenerationStore } from '../../core/ports/generation';
import { requireTenant } from '../../core/tenant';
import { batchGetAll } from './batch';
import { campaignProgressEntity, type CampaignProgressItem } from './entities/campaign-progress';

function progressOf(item: Partial<CampaignProgressItem> | undefined): CampaignProgress {
  return Object.fromEntries(CAMPAIGN_PROGRESS_FIELDS.map((field) => [field, item?.[field] ?? 0])) as CampaignProgress;
}

/** Reads campaigns' progress counters (the campaign pages need no more of the generation store). */
export function createCampaignProgressReader(client: DynamoDBDocumentClient, table: string): Pick<GenerationStore, 'progress'> {
  const progress = campaignProgressEntity(client, table);
  return {
    async progress(ctx, campaignIds) {
      const namespaceId = requireTenant(ctx);
      const keys = [...new Set(campaignIds)].map((campaignId) => ({ namespaceId, campaignId }));
      const items = await batchGetAll(keys, async (pending) => {
        const { data, unprocessed } = await progress.get(pending).go({ concurrency: 4 });
        return { data, unprocessed: unprocessed.map((key) => ({ namespaceId, campaignId: key.campaignId })) };
      });
      const answer = new Map(items.map((item) => [item.campaignId, progressOf(item)]));
      for (const id of campaignIds) if (!answer.has(id)) answer.set(id, progressOf(undefined));
      return answer;
    },
  };
}
