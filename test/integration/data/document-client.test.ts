import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';

import { useTestTable } from '../../support/table-per-file';

const table = useTestTable();

const key = (n: number) => ({ pk: `doc-client#${n}`, sk: 'item' });

async function put(n: number, fields: Record<string, unknown> = {}) {
  await table.client.send(new PutCommand({ TableName: table.tableName, Item: { ...key(n), n, ...fields } }));
}

async function get(n: number): Promise<Record<string, unknown> | undefined> {
  const { Item } = await table.client.send(new GetCommand({ TableName: table.tableName, Key: key(n) }));
  return Item;
}

describe('the document client, its middleware resolved once per kind of command', () => {
  it('sends each command with its own input and answers its own output, one after the other and at once', async () => {
    for (let n = 0; n < 5; n += 1) await put(n, { tags: new Set([`tag-${n}`]) });

    for (let n = 0; n < 5; n += 1) expect(await get(n)).toEqual({ ...key(n), n, tags: new Set([`tag-${n}`]) });
    const together = await Promise.all([4, 3, 2, 1, 0].map((n) => get(n)));
    expect(together.map((item) => item?.n)).toEqual([4, 3, 2, 1, 0]);
    expect(await get(99)).toBeUndefined();
  });

  it('marshals and unmarshals each command of a kind by that kind’s paths (an update’s values, a query’s items)', async () => {
    await put(10);
    const updated = await table.client.send(
      new UpdateCommand({
        TableName: table.tableName,
        Key: key(10),
        UpdateExpression: 'SET #labels = :labels ADD #count :one',
        ExpressionAttributeNames: { '#labels': 'labels', '#count': 'count' },
        ExpressionAttributeValues: { ':labels': ['a', 'b'], ':one': 1 },
        ReturnValues: 'ALL_NEW',
      }),
    );
    expect(updated.Attributes).toEqual({ ...key(10), n: 10, labels: ['a', 'b'], count: 1 });

    const queried = await table.client.send(
      new QueryCommand({
        TableName: table.tableName,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': key(10).pk },
      }),
    );
    expect(queried.Items).toEqual([{ ...key(10), n: 10, labels: ['a', 'b'], count: 1 }]);
  });

  it('runs middleware added to the client after its first commands on every later command, and stops when it is removed', async () => {
    await put(20);
    await get(20);
    const seen: string[] = [];
    table.client.middlewareStack.add(
      (next, context) => (args) => {
        seen.push(context.commandName ?? '');
        return next(args);
      },
      { step: 'initialize', name: 'seenCommands' },
    );
    try {
      await get(20);
      await put(21);
    } finally {
      table.client.middlewareStack.remove('seenCommands');
    }
    await get(21);

    expect(seen).toEqual(['GetItemCommand', 'PutItemCommand']);
  });

  it('sends a command with an abort signal the SDK’s way: an aborted one is not sent', async () => {
    await put(30);
    const aborted = new AbortController();
    aborted.abort();

    await expect(
      table.client.send(new GetCommand({ TableName: table.tableName, Key: key(30) }), { abortSignal: aborted.signal }),
    ).rejects.toThrow();
    const live = new AbortController();
    const answer = await table.client.send(new GetCommand({ TableName: table.tableName, Key: key(30) }), {
      abortSignal: live.signal,
    });
    expect(answer.Item).toEqual({ ...key(30), n: 30 });
  });
});
