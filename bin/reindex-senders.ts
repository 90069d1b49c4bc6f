import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

import { emailSenderConfigEntity } from '../functions/adapters/dynamodb/entities/email-sender-config';
import { rewriteScanned, type ReindexOutcome } from './rewrite-scanned';

/**
 * Gives the senders written before the index of every sender (gsi3) their place in it: the daily
 * sender health check, the mailbox poll and the mailbox watch renewal walk that index, so a sender
 * missing from it is never checked or read. An operator's one-off migration
 * (`npm run admin -- reindex-senders`; the local stack runs it at each start), with the Scan of
 * rewrite-scanned.ts. Only the
 * index keys are written, and only while the sender is there and still without them, so a
 * concurrent change (which writes the same keys) is never overwritten.
 */
export function reindexSenders(client: DynamoDBDocumentClient, table: string): Promise<ReindexOutcome> {
  // the keys as the entity's everySender index writes them
  const entity = emailSenderConfigEntity(client, table);
  const { pk, sk } = entity.schema.indexes.everySender;
  const filter = {
    expression: '#entity = :sender AND attribute_not_exists(#indexKey)',
    names: { '#entity': '__edb_e__', '#indexKey': pk.field },
    values: { ':sender': entity.schema.model.entity },
  };
  return rewriteScanned(client, table, filter, (item) => {
    const { namespaceId, id } = item as Record<string, string | undefined>;
    if (!namespaceId || !id) return undefined;
    return {
      UpdateExpression: 'SET #indexKey = :indexKey, #indexSort = :indexSort',
      ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(#indexKey)',
      ExpressionAttributeNames: { '#indexKey': pk.field, '#indexSort': sk.field },
      ExpressionAttributeValues: { ':indexKey': pk.template, ':indexSort': `${namespaceId}#${id}` },
    };
  });
}
