import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

import type { TestTable } from './table-per-file';

type Key = { readonly pk?: unknown; readonly sk?: unknown };
type WriteInput = {
  readonly Item?: Key;
  readonly Key?: Key;
  readonly TransactItems?: readonly { Put?: { Item?: Key }; Update?: { Key?: Key }; Delete?: { Key?: Key } }[];
  readonly RequestItems?: Record<string, readonly { PutRequest?: { Item?: Key }; DeleteRequest?: { Key?: Key } }[]>;
};

const WRITES = new Set([
  'PutItemCommand',
  'UpdateItemCommand',
  'DeleteItemCommand',
  'TransactWriteItemsCommand',
  'BatchWriteItemCommand',
]);

/** The keys a write command changed (none for a read or a condition check). */
function keysOf(command: string, input: WriteInput): Key[] {
  if (!WRITES.has(command)) return [];
  const keys: (Key | undefined)[] = [input.Item, input.Key];
  for (const item of input.TransactItems ?? []) keys.push(item.Put?.Item, item.Update?.Key, item.Delete?.Key);
  for (const requests of Object.values(input.RequestItems ?? {})) {
    for (const request of requests) keys.push(request.PutRequest?.Item, request.DeleteRequest?.Key);
  }
  return keys.filter((key): key is Key => key !== undefined);
}

export interface WriteLog {
  /**
   * The items written while `run` ran, as `pk|sk`, in the order DynamoDB took them; with
   * `namespaceId`, only the items of that instance. A write DynamoDB refused (a failed condition, a
   * cancelled transaction) changed nothing and is not listed.
   */
  during<T>(run: () => Promise<T>, namespaceId?: string): Promise<{ readonly result: T; readonly written: string[] }>;
}

const logs = new WeakMap<DynamoDBDocumentClient, string[]>();

/**
 * Every write the test table's client makes (the client every function under test composes itself
 * with). Cheaper than comparing scans of a table that grows with each test, and as strict: a change
 * is a write DynamoDB accepted.
 */
export function writeLog(table: TestTable): WriteLog {
  const written = (): string[] => {
    const existing = logs.get(table.client);
    if (existing) return existing;
    const log: string[] = [];
    logs.set(table.client, log);
    table.client.middlewareStack.add(
      (next, context) => async (args) => {
        const output = await next(args);
        for (const key of keysOf(context.commandName ?? '', args.input as WriteInput))
          log.push(`${String(key.pk)}|${String(key.sk)}`);
        return output;
      },
      { step: 'initialize', name: 'testWriteLog' },
    );
    return log;
  };
  return {
    async during(run, namespaceId) {
      const log = written();
      const from = log.length;
      const result = await run();
      const keys = log.slice(from);
      return { result, written: namespaceId === undefined ? keys : keys.filter((key) => key.startsWith(`${namespaceId}#`)) };
    },
  };
}
