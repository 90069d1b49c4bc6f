import type { CreateTableCommandInput } from '@aws-sdk/client-dynamodb';

/**
 * The one DynamoDB table: key, index and TTL attribute names. The CDK table, the local table and
 * the test tables are all built from this definition.
 */
export const TABLE_KEYS = {
  partitionKey: 'pk',
  sortKey: 'sk',
  ttlAttribute: 'expiresAt',
} as const;

/** Global secondary indexes; every one projects all attributes. gsi3 is kept sparse. */
export const TABLE_INDEXES = [
  { name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
  { name: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
  { name: 'gsi3', partitionKey: 'gsi3pk', sortKey: 'gsi3sk' },
] as const;

export type TableIndexName = (typeof TABLE_INDEXES)[number]['name'];

/** Service name ElectroDB records on every item; items of other services are ignored. */
export const TABLE_SERVICE = 'reachwise';

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
    GlobalSecondaryIndexes: TABLE_INDEXES.map((index) => ({
      IndexName: index.name,
      KeySchema: [
        { AttributeName: index.partitionKey, KeyType: 'HASH' },
        { AttributeName: index.sortKey, KeyType: 'RANGE' },
      ],
      Projection: { ProjectionType: 'ALL' },
    })),
  };
}
