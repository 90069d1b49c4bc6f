import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

import { outcomesOf } from '../../../shared/domain/outcomes';
import type { DashboardReader } from '../../core/ports/dashboard';
import { requireTenant } from '../../core/tenant';
import { campaignEntity } from './entities/campaign';
import { campaignProgressEntity } from './entities/campaign-progress';
import { weeklyStatsEntity } from './entities/weekly-stats';

/**
 * The dashboard's reads, each one query of one partition of the instance (paged by DynamoDB's 1 MB):
 * its campaign-progress counters, its campaigns (id, name and status kept), and its send weeks
 * between two Mondays (a range of the sort key: at most as many items as weeks).
 */
export function createDashboardReader(client: DynamoDBDocumentClient, table: string): DashboardReader {
  const progress = campaignProgressEntity(client, table);
  const campaign = campaignEntity(client, table);
  const weekly = weeklyStatsEntity(client, table);

  return {
    async campaignOutcomes(ctx) {
      const namespaceId = requireTenant(ctx);
      const { data } = await progress.query.byCampaign({ namespaceId }).go({ pages: 'all' });
      return data.map((item) => ({ campaignId: item.campaignId, counts: outcomesOf(item) }));
    },

    async campaigns(ctx) {
      const namespaceId = requireTenant(ctx);
      const { data } = await campaign.query
        .byNamespace({ namespaceId })
        .go({ pages: 'all', order: 'desc', attributes: ['id', 'name', 'status'] });
      return data.map((item) => ({ id: item.id, name: item.name, status: item.status }));
    },

    async weeks(ctx, first, last) {
      const namespaceId = requireTenant(ctx);
      const { data } = await weekly.query.byWeek({ namespaceId }).between({ week: first }, { week: last }).go({ pages: 'all' });
      return data.map((item) => ({ week: item.week, counts: outcomesOf(item) }));
    },
  };
}
