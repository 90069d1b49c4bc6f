import { DeleteCommand, PutCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';

import { createContactListStore } from '../../../functions/adapters/dynamodb/contact-list-store';
import { useTestTable } from '../../support/table-per-file';
import { writeLog } from '../../support/write-log';

const table = useTestTable();
const writes = writeLog(table);

// The contract matrix proves "nothing written" with this log: it must see every write a store makes,
// and no write DynamoDB refused.
describe('the test write log', () => {
  it("lists a store's writes, with the instance's filter", async () => {
    const store = createContactListStore(table.client, table.tableName);
    const ctx = { namespaceId: 'ns-log', userId: 'user-log', role: 'DEFAULT' } as const;

    const { result, written } = await writes.during(() => store.create(ctx, { name: 'Hauliers', contactCount: 0 }), 'ns-log');

    expect(written).toEqual([expect.stringMatching(new RegExp(`^ns-log#contact-list\\|${result.id}$`))]);
    expect((await writes.during(() => store.get(ctx, result.id))).written).toEqual([]);
    expect((await writes.during(() => store.remove(ctx, result.id), 'another-ns')).written).toEqual([]);
  });

  it('lists puts, updates, deletes and transactions, and leaves out the writes DynamoDB refused', async () => {
    const TableName = table.tableName;
    const { written } = await writes.during(async () => {
      await table.client.send(new PutCommand({ TableName, Item: { pk: 'p1', sk: 's1' } }));
      await table.client.send(
        new UpdateCommand({
          TableName,
          Key: { pk: 'p1', sk: 's1' },
          UpdateExpression: 'SET n = :n',
          ExpressionAttributeValues: { ':n': 1 },
        }),
      );
      await table.client.send(
        new TransactWriteCommand({
          TransactItems: [
            { Put: { TableName, Item: { pk: 'p2', sk: 's2' } } },
            { Delete: { TableName, Key: { pk: 'p1', sk: 's1' } } },
          ],
        }),
      );
      await expect(
        table.client.send(
          new PutCommand({ TableName, Item: { pk: 'p2', sk: 's2' }, ConditionExpression: 'attribute_not_exists(pk)' }),
        ),
      ).rejects.toThrow();
      await expect(
        table.client.send(
          new DeleteCommand({ TableName, Key: { pk: 'p3', sk: 's3' }, ConditionExpression: 'attribute_exists(pk)' }),
        ),
      ).rejects.toThrow();
    });

    expect(written).toEqual(['p1|s1', 'p1|s1', 'p2|s2', 'p1|s1']);
  });
});
