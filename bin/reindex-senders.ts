import { ScanCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

import { isConditionalCheckFailure } from '../functions/adapters/dynamodb/errors';
import { emailSenderConfigEntity } from '../functions/adapters/dynamodb/entities/email-sender-config';
import type { ReindexOutcome } from './reindex-emails';

/**
 * Gives the senders written before the index of every sender (gsi3) their place in it: the daily
 * sender health check, the mailbox poll and the mailbox watch renewal walk that index, so a sender
 * missing from it is never checked or read. An operator's one-off migration
 * (`npm run admin -- reindex-senders`; the local stack runs it at each start), with a Scan. Only the
 * index keys are written, and only while the sender is there and still without them, so a
 * concurrent change (which writes the same keys) is never overwritten.
 */
export async function reindexSenders(client: DynamoDBDocumentClient, table: string): Promise<ReindexOutcome> {
  // the keys as the entity's everySender index writes them
  const entity = emailSenderConfigEntity(client, table);
  const { pk, sk } = entity.schema.indexes.everySender;
  let reindexed = 0;
  let skipped = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const page = await client.send(
      new ScanCommand({
        TableName: table,
        FilterExpression: '#entity = :sender AND attribute_not_exists(#indexKey)',
        ExpressionAttributeNames: { '#entity': '__edb_e__', '#indexKey': pk.field },
        ExpressionAttributeValues: { ':sender': entity.schema.model.entity },
        ...(start ? { ExclusiveStartKey: start } : {}),
      }),
    );
    for (const item of page.Items ?? []) {
      const { namespaceId, id } = item as Record<string, string | undefined>;
      if (!namespaceId || !id) continue;
      try {
        await client.send(
          new UpdateCommand({
            TableName: table,
            Key: { pk: item.pk as string, sk: item.sk as string },
            UpdateExpression: 'SET #indexKey = :indexKey, #indexSort = :indexSort',
            ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(#indexKey)',
            ExpressionAttributeNames: { '#indexKey': pk.field, '#indexSort': sk.field },
            ExpressionAttributeValues: { ':indexKey': pk.template, ':indexSort': `${namespaceId}#${id}` },
          }),
        );
        reindexed += 1;
      } catch (error) {
        if (!isConditionalCheckFailure(error)) throw error;
        skipped += 1;
      }
    }
    start = page.LastEvaluatedKey;
  } while (start);
  return { reindexed, skipped };
}
