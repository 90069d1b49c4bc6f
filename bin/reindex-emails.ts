import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

import { EMAIL_STATUSES, emailTabOf } from '../shared/domain/email';
import { DUE_PARTITION } from '../shared/platform/table';
import { EMAIL_SEARCH_FIELDS } from '../functions/adapters/dynamodb/email-store';
import { searchTextOf } from '../functions/adapters/dynamodb/tenant-store';
import { rewriteScanned, type ReindexOutcome } from './rewrite-scanned';

/**
 * Gives the emails written before the review queue's index (gsi4) existed their place in it, and
 * their search text; and scheduled emails written before the send planner's due index (gsi5)
 * existed their place in that one, due at their scheduled time: an operator's one-off migration (`npm run admin -- reindex-emails`, and the
 * local stack when it adds the index), with the Scan of rewrite-scanned.ts. Each email is rewritten only
 * while its status and updatedAt are those read, so a concurrent change is never overwritten.
 */
export function reindexEmails(client: DynamoDBDocumentClient, table: string): Promise<ReindexOutcome> {
  const filter = {
    expression:
      '#entity = :email AND (attribute_not_exists(#tabKey) OR (#status = :scheduled AND #channel = :emailChannel AND attribute_not_exists(#dueKey)))',
    names: { '#entity': '__edb_e__', '#tabKey': 'gsi4pk', '#status': 'status', '#channel': 'channel', '#dueKey': 'gsi5pk' },
    values: { ':email': 'email', ':scheduled': 'SCHEDULED', ':emailChannel': 'EMAIL' },
  };
  return rewriteScanned(client, table, filter, (item) => {
    const { namespaceId, id, createdAt, updatedAt } = item as Record<string, string | undefined>;
    const status = EMAIL_STATUSES.find((known) => known === item.status);
    if (!namespaceId || !id || !createdAt || !status || !updatedAt) return undefined;
    // the keys as the entity's byTab index writes them (a status change rewrites only the partition)
    const tab = emailTabOf(status);
    const scheduledAt = typeof item.scheduledAt === 'string' ? item.scheduledAt : undefined;
    const due = status === 'SCHEDULED' && item.channel === 'EMAIL' && scheduledAt !== undefined;
    return {
      UpdateExpression: `SET #tab = :tab, #tabKey = :tabKey, #tabSort = :tabSort, #search = :search${
        due ? ', #duePartition = :duePartition, #dueSortValue = :dueKey, #dueKey = :duePartition, #dueSort = :dueKey' : ''
      }`,
      ConditionExpression: '#status = :status AND #updatedAt = :updatedAt',
      ExpressionAttributeNames: {
        '#tab': 'tab',
        '#tabKey': 'gsi4pk',
        '#tabSort': 'gsi4sk',
        '#search': 'searchText',
        '#status': 'status',
        ...(due ? { '#duePartition': 'duePartition', '#dueSortValue': 'dueKey', '#dueKey': 'gsi5pk', '#dueSort': 'gsi5sk' } : {}),
        '#updatedAt': 'updatedAt',
      },
      ExpressionAttributeValues: {
        ':tab': tab,
        ':tabKey': `${namespaceId}#email-tab#${tab}`,
        ':tabSort': `${createdAt}#${id}`,
        ':search': searchTextOf(item, EMAIL_SEARCH_FIELDS) ?? '',
        ':status': status,
        ...(due ? { ':duePartition': DUE_PARTITION, ':dueKey': scheduledAt } : {}),
        ':updatedAt': updatedAt,
      },
    };
  });
}
