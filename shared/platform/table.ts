/**
 * The one DynamoDB table: key, index and TTL attribute names. The CDK table, the storage adapter,
 * the local table and the test tables all read this one definition.
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
