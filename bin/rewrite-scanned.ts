import { ScanCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

import { isConditionalCheckFailure } from '../functions/adapters/dynamodb/errors';

/** What a reindex did. */
export interface ReindexOutcome {
  /** items given their index keys */
  readonly reindexed: number;
  /** items changed or deleted by someone else meanwhile (their conditional rewrite was refused) */
  readonly skipped: number;
}

/** The items a reindex looks at: a Scan's filter, its names and values. */
interface ScanFilter {
  readonly expression: string;
  readonly names: Record<string, string>;
  readonly values: Record<string, unknown>;
}

/** A conditional rewrite of one scanned item (its key is the item's own). */
type ItemRewrite = Pick<
  ConstructorParameters<typeof UpdateCommand>[0],
  'UpdateExpression' | 'ConditionExpression' | 'ExpressionAttributeNames' | 'ExpressionAttributeValues'
>;

/**
 * The operators' one-off migrations' only Scan (`npm run admin -- reindex-emails | reindex-senders`):
 * walks every page of the items `filter` selects and sends each the rewrite `rewriteOf` makes of it
 * (none for an item it leaves), counting the rewrites made and those their condition refused
 * because the item changed meanwhile.
 */
export async function rewriteScanned(
  client: DynamoDBDocumentClient,
  table: string,
  filter: ScanFilter,
  rewriteOf: (item: Record<string, unknown>) => ItemRewrite | undefined,
): Promise<ReindexOutcome> {
  let reindexed = 0;
  let skipped = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const page = await client.send(
      new ScanCommand({
        TableName: table,
        FilterExpression: filter.expression,
        ExpressionAttributeNames: filter.names,
        ExpressionAttributeValues: filter.values,
        ...(start ? { ExclusiveStartKey: start } : {}),
      }),
    );
    for (const item of page.Items ?? []) {
      const rewrite = rewriteOf(item);
      if (!rewrite) continue;
      try {
        const key: Record<string, unknown> = { pk: item.pk, sk: item.sk };
        await client.send(new UpdateCommand({ TableName: table, Key: key, ...rewrite }));
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
