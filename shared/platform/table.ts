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
 * The table's layout version: what indexes it has and which of them an email is on. A deployed
 * index's projection cannot change in place and one deploy adds at most one index, so a layout
 * change is a staged migration (README, Upgrading): each stage is one deploy with the version set
 * (`-c tableVersion=<n>`) and, where the stage says so, `npm run admin -- migrate`.
 * 1. gsi1 to gsi5; an email is on gsi1 (by campaign) and gsi2 (by contact), which project all
 *    attributes, so every change of an email is written to both again.
 * 2. adds gsi6 (emails by campaign, keys only); emails are written with its keys besides gsi1's.
 * 3. adds gsi7 (emails by contact, keys only); emails are written with its keys besides gsi2's; then
 *    `migrate` gives every email written before its gsi6 and gsi7 keys.
 * 4. reads emails by campaign and by contact on gsi6 and gsi7 (the items read by key from the
 *    table); emails are written without gsi1 and gsi2 keys, and `migrate` removes them from the
 *    emails written before, so a change of an email writes neither index. A new stack starts here.
 */
export const TABLE_VERSION = 4;

/** The first table version whose emails are on gsi6 and gsi7 alone (read there, no gsi1 or gsi2 keys). */
export const EMAIL_KEYS_ONLY_VERSION = 4;

/**
 * Global secondary indexes, with the table version that added each. gsi1 to gsi3 project all
 * attributes; gsi3 is kept sparse. gsi4 is the review queue's index and projects only
 * {@link EMAIL_LIST_ATTRIBUTES}; gsi5 is the send planner's sparse 'due' index and projects only
 * {@link EMAIL_DUE_ATTRIBUTES}; gsi6 and gsi7 hold only emails, by campaign and by contact, and project
 * their keys only.
 */
export const TABLE_INDEXES: readonly {
  readonly name: 'gsi1' | 'gsi2' | 'gsi3' | 'gsi4' | 'gsi5' | 'gsi6' | 'gsi7';
  readonly partitionKey: string;
  readonly sortKey: string;
  /** non-key attributes projected; absent: all (unless keysOnly) */
  readonly include?: readonly string[];
  /** projects the table's and the index's keys only */
  readonly keysOnly?: true;
  /** the table version that added it (1 when absent) */
  readonly since?: number;
}[] = [
  { name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
  { name: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
  { name: 'gsi3', partitionKey: 'gsi3pk', sortKey: 'gsi3sk' },
  { name: 'gsi4', partitionKey: 'gsi4pk', sortKey: 'gsi4sk', include: EMAIL_LIST_ATTRIBUTES },
  { name: 'gsi5', partitionKey: 'gsi5pk', sortKey: 'gsi5sk', include: EMAIL_DUE_ATTRIBUTES },
  { name: 'gsi6', partitionKey: 'gsi6pk', sortKey: 'gsi6sk', keysOnly: true, since: 2 },
  { name: 'gsi7', partitionKey: 'gsi7pk', sortKey: 'gsi7sk', keysOnly: true, since: 3 },
];

/** The indexes a table of this version has. */
export function tableIndexesAt(version: number): typeof TABLE_INDEXES {
  return TABLE_INDEXES.filter((index) => (index.since ?? 1) <= version);
}

/** A table version as configured (`TABLE_VERSION`, a CDK context value), checked: 1 to {@link TABLE_VERSION}. */
export function parseTableVersion(value: string | undefined): number {
  if (value === undefined || value === '') return TABLE_VERSION;
  const version = Number(value);
  if (!Number.isInteger(version) || version < 1 || version > TABLE_VERSION)
    throw new Error(`tableVersion must be a whole number from 1 to ${String(TABLE_VERSION)}; found "${value}".`);
  return version;
}

export type TableIndexName = (typeof TABLE_INDEXES)[number]['name'];

/** Service name ElectroDB records on every item; items of other services are ignored. */
export const TABLE_SERVICE = 'reachwise';
