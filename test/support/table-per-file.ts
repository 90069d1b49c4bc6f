import { CreateTableCommand, DeleteTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, inject } from 'vitest';

import { createDocumentClient } from '../../functions/adapters/dynamodb/client';
import { createTableInput } from '../../functions/adapters/dynamodb/table';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export interface TestTable {
  readonly tableName: string;
  readonly client: DynamoDBDocumentClient;
}

/** A client for the DynamoDB Local started by the global setup. */
export function localDynamoClient(): DynamoDBClient {
  return new DynamoDBClient({
    endpoint: inject('dynamoDbEndpoint'),
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
}

/**
 * Creates a fresh table for the calling test file before its tests run and deletes it after, so
 * files never see each other's items. Read the returned object inside tests or hooks.
 */
export function useTestTable(): TestTable {
  const table = { tableName: `test-${randomUUID()}` } as { tableName: string; client: DynamoDBDocumentClient };
  const raw = localDynamoClient();
  beforeAll(async () => {
    await raw.send(new CreateTableCommand(createTableInput(table.tableName)));
    table.client = createDocumentClient(raw);
  });
  afterAll(async () => {
    await raw.send(new DeleteTableCommand({ TableName: table.tableName }));
    raw.destroy();
  });
  return table;
}
