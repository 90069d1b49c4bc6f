import type { CreateTableCommandInput } from '@aws-sdk/client-dynamodb';

import { parseTableVersion, TABLE_INDEXES, TABLE_KEYS, TABLE_VERSION, tableIndexesAt } from '../../../shared/platform/table';

export {
  EMAIL_KEYS_ONLY_VERSION,
  TABLE_INDEXES,
  TABLE_KEYS,
  TABLE_SERVICE,
  TABLE_VERSION,
  tableIndexesAt,
  type TableIndexName,
} from '../../../shared/platform/table';

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
    Projection: index.keysOnly
      ? { ProjectionType: 'KEYS_ONLY' as const }
      : index.include
        ? { ProjectionType: 'INCLUDE' as const, NonKeyAttributes: [...index.include] }
        : { ProjectionType: 'ALL' as const },
  };
}

/**
 * The table version the deployment runs at (`TABLE_VERSION`, set from the stack's `tableVersion`;
 * the latest when unset): which indexes emails are written to and read from. Read when an entity
 * is made, so a function reads it once per container.
 */
export function tableVersionFromEnv(): number {
  return parseTableVersion(process.env.TABLE_VERSION);
}

/** Input for CreateTable, used for DynamoDB Local and the test tables (on-demand billing), at a version (the latest by default). */
export function createTableInput(tableName: string, version: number = TABLE_VERSION): CreateTableCommandInput {
  const indexes = tableIndexesAt(version);
  const keyAttributes = [
    TABLE_KEYS.partitionKey,
    TABLE_KEYS.sortKey,
    ...indexes.flatMap((index) => [index.partitionKey, index.sortKey]),
  ];
  return {
    TableName: tableName,
    BillingMode: 'PAY_PER_REQUEST',
    AttributeDefinitions: keyAttributes.map((name) => ({ AttributeName: name, AttributeType: 'S' })),
    KeySchema: [
      { AttributeName: TABLE_KEYS.partitionKey, KeyType: 'HASH' },
      { AttributeName: TABLE_KEYS.sortKey, KeyType: 'RANGE' },
    ],
    GlobalSecondaryIndexes: indexes.map((index) => indexDefinition(index.name)),
  };
}
