/**
 * The one DynamoDB table: key, index and TTL attribute names. The CDK table, the storage adapter,
 * the local table and the test tables all read this one definition.
 */
export const TABLE_KEYS = {
  partitionKey: 'pk',
  sortKey: 'sk',
  ttlAttribute: 'expiresAt',
} as const;

/**
 * What the review queue reads of an email on gsi4: what its list shows and filters on, not the body,
 * so a write costs the index one small item and a page of the queue reads a few kilobytes. An index
 * projects at most 20 non-key attributes (CloudFormation refuses more), so nothing the keys already
 * hold is projected again: the store reads the id from the table's sort key, the creation time from
 * gsi4's sort key (`<createdAt>#<id>`) and the instance from the caller; ElectroDB recognises the
 * items by their keys (the index holds emails only), without its entity and version markers. The
 * cadence step and the thread root are not listed (an email's detail and thread carry them).
 */
export const EMAIL_LIST_ATTRIBUTES = [
  'campaignId',
  'contactId',
  'contactEmail',
  'contactName',
  'contactFirstName',
  'senderEmail',
  'type',
  'status',
  'reviewStatus',
  'copyStatus',
  'channel',
  'language',
  'subject',
  'scheduledAt',
  'sentAt',
  'failureReason',
  'violations',
  'sentAgainstRules',
  'updatedAt',
  'searchText',
] as const;

/** At most this many non-key attributes per index (DynamoDB's and CloudFormation's limit). */
export const MAX_INDEX_NON_KEY_ATTRIBUTES = 20;

/** At most this many projected non-key attributes across all the table's indexes (DynamoDB's limit). */
export const MAX_TABLE_NON_KEY_ATTRIBUTES = 100;

/** gsi5's one partition: the emails due for the send planner, of every instance, by due time. */
export const DUE_PARTITION = 'email-due';

/** What the send planner reads of a due email (gsi5 projects only these). */
export const EMAIL_DUE_ATTRIBUTES = [
  '__edb_e__',
  '__edb_v__',
  'namespaceId',
  'id',
  'campaignId',
  'contactId',
  'senderEmail',
  'type',
  'status',
  'reviewStatus',
  'channel',
  'step',
  'scheduledAt',
  'plannedAt',
  'holdReason',
  'createdAt',
  'updatedAt',
] as const;

/**
 * Global secondary indexes. gsi1 to gsi3 project all attributes; gsi3 is kept sparse. gsi4 is the
 * review queue's index and projects only {@link EMAIL_LIST_ATTRIBUTES}; gsi5 is the send planner's
 * sparse 'due' index and projects only {@link EMAIL_DUE_ATTRIBUTES}.
 */
export const TABLE_INDEXES: readonly {
  readonly name: 'gsi1' | 'gsi2' | 'gsi3' | 'gsi4' | 'gsi5';
  readonly partitionKey: string;
  readonly sortKey: string;
  /** non-key attributes projected; absent: all */
  readonly include?: readonly string[];
}[] = [
  { name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
  { name: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
  { name: 'gsi3', partitionKey: 'gsi3pk', sortKey: 'gsi3sk' },
  { name: 'gsi4', partitionKey: 'gsi4pk', sortKey: 'gsi4sk', include: EMAIL_LIST_ATTRIBUTES },
  { name: 'gsi5', partitionKey: 'gsi5pk', sortKey: 'gsi5sk', include: EMAIL_DUE_ATTRIBUTES },
];

export type TableIndexName = (typeof TABLE_INDEXES)[number]['name'];

/** Service name ElectroDB records on every item; items of other services are ignored. */
export const TABLE_SERVICE = 'reachwise';
