import type { CreateTableCommandInput } from '@aws-sdk/client-dynamodb';

import { TABLE_INDEXES, TABLE_KEYS } from '../../../shared/platform/table';

export { TABLE_INDEXES, TABLE_KEYS, TABLE_SERVICE, type TableIndexName } from '../../../shared/platform/table';

/** The CreateTable definition of one secondary index, as UpdateTable adds it to an older table. */
export function indexDefinition(name: string) {
  const index = TABLE_INDEXES.find((candidate) => candidate.name === name);
  if (!index) throw new Error(`Unknown index ${name}`);
  return {
    IndexName: index.name,
    KeySchema: [
      { AttributeName: index.partitionKey, KeyType: 'HASH' as const },
      { AttributeName: index.sortKey, KeyType: 'RANGE' as const },
    ],
    Projection: index.include
      ? { ProjectionType: 'INCLUDE' as const, NonKeyAttributes: [...index.include] }
      : { ProjectionType: 'ALL' as const },
  };
}

/** Input for CreateTable, used for DynamoDB Local and the test tables (on-demand billing). */
export function createTableInput(tableName: string): CreateTableCommandInput {
  const keyAttributes = [
    TABLE_KEYS.partitionKey,
    TABLE_KEYS.sortKey,
    ...TABLE_INDEXES.flatMap((index) => [index.partitionKey, index.sortKey]),
  ];
  return {
    TableName: tableName,
    BillingMode: 'PAY_PER_REQUEST',
    AttributeDefinitions: keyAttributes.map((name) => ({ AttributeName: name, AttributeType: 'S' })),
    KeySchema: [
      { AttributeName: TABLE_KEYS.partitionKey, KeyType: 'HASH' },
      { AttributeName: TABLE_KEYS.sortKey, KeyType: 'RANGE' },
    ],
    GlobalSecondaryIndexes: TABLE_INDEXES.map((index) => indexDefinition(index.name)),
  };
}
