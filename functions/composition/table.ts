import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

import { ENV } from '../../shared/platform/environment';
import type { TableAccess } from '../../shared/api/route';
import { createDocumentClient } from '../adapters/dynamodb/client';
import { optionalEnv, requireEnv } from './environment';
import type { RuntimeOverrides } from './runtime';

/** The table a function was given: its client and name. */
export interface TableRef {
  readonly client: DynamoDBDocumentClient;
  readonly name: string;
  readonly access: TableAccess;
}

/** Commands that change the table; a read-only function's client refuses them. */
const WRITE_COMMANDS = new Set([
  'PutCommand',
  'UpdateCommand',
  'DeleteCommand',
  'BatchWriteCommand',
  'TransactWriteCommand',
  'PutItemCommand',
  'UpdateItemCommand',
  'DeleteItemCommand',
  'BatchWriteItemCommand',
  'TransactWriteItemsCommand',
  'ExecuteStatementCommand',
  'BatchExecuteStatementCommand',
  'ExecuteTransactionCommand',
]);

/** Raised by a read-only function's client when something tries to write: a composition error. */
export class ReadOnlyTableError extends Error {
  constructor(command: string) {
    super(`${command} refused: this function declared read-only access to the table.`);
    this.name = 'ReadOnlyTableError';
  }
}

/**
 * The client of a function whose route declares `table: 'read'`: every write is refused before it
 * leaves, so a read-only route that starts writing fails in local runs and tests as IAM would make
 * it fail in the cloud.
 */
export function readOnlyClient(client: DynamoDBDocumentClient): DynamoDBDocumentClient {
  return new Proxy(client, {
    get(target, property, receiver) {
      if (property !== 'send') return Reflect.get(target, property, receiver) as unknown;
      return (command: { constructor: { name: string } }, ...rest: unknown[]) => {
        const name = command.constructor.name;
        if (WRITE_COMMANDS.has(name)) return Promise.reject(new ReadOnlyTableError(name));
        return (target.send as (...args: unknown[]) => Promise<unknown>).call(target, command, ...rest);
      };
    },
  });
}

let cloudClient: DynamoDBDocumentClient | undefined;

/** The environment's table name (`TABLE_NAME`), checked at cold start. */
export function tableNameFromEnv(): string {
  return requireEnv(ENV.tableName);
}

/** The table with the access a route declared: the runtime's, or the environment's (one client per container). */
export function tableFor(access: TableAccess, overrides: RuntimeOverrides | undefined): TableRef {
  let client = overrides?.documentClient;
  if (!client) {
    const endpoint = optionalEnv(ENV.dynamodbEndpoint);
    cloudClient ??= createDocumentClient(new DynamoDBClient(endpoint ? { endpoint } : {}));
    client = cloudClient;
  }
  const name = overrides?.tableName ?? tableNameFromEnv();
  return { client: access === 'read' ? readOnlyClient(client) : client, name, access };
}
