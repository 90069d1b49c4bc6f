import { Entity, type Attribute, type EntityItem } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

import { CHANNELS, LANGUAGES } from '../../../../shared/domain/campaign';
import {
  COPY_STATUSES,
  EMAIL_LIST_TABS,
  EMAIL_ORIGINS,
  EMAIL_STATUSES,
  EMAIL_TYPES,
  REVIEW_STATUSES,
  emailTabOf,
  type EmailStatus,
} from '../../../../shared/domain/email';
import { EMAIL_KEYS_ONLY_VERSION, EMAIL_LIST_ATTRIBUTES } from '../../../../shared/platform/table';
import { tableVersionFromEnv } from '../table';
import { tenantSchema } from './attributes';

/** The email's attributes beside the tenant's (see emailMessageEntity). */
const EMAIL_ATTRIBUTES = {
  campaignId: { type: 'string', required: true },
  contactId: { type: 'string', required: true },
  senderEmail: { type: 'string' },
  type: { type: EMAIL_TYPES, required: true },
  status: { type: EMAIL_STATUSES, required: true },
  reviewStatus: { type: REVIEW_STATUSES, required: true },
  copyStatus: { type: COPY_STATUSES, required: true },
  channel: { type: CHANNELS, required: true },
  language: { type: LANGUAGES, required: true },
  subject: { type: 'string' },
  bodyHtml: { type: 'string' },
  bodyText: { type: 'string' },
  threadRootId: { type: 'string' },
  step: { type: 'number' },
  scheduledAt: { type: 'string' },
  sentAt: { type: 'string' },
  failureReason: { type: 'string' },
  /** which writer wrote it, e.g. `offline` or `openai:gpt-4o-mini` */
  writer: { type: 'string' },
  promptTokens: { type: 'number' },
  completionTokens: { type: 'number' },
  totalTokens: { type: 'number' },
  /** the rules the written email breaks (empty when it passes) */
  violations: {
    type: 'list',
    items: {
      type: 'map',
      properties: { code: { type: 'string', required: true }, message: { type: 'string', required: true } },
    },
  },
  /** writing attempts: the model call plus its repairs */
  attempts: { type: 'number' },
  /** how the generation worker's save left it (SAVED or FAILED), never changed after: what `written` and `failed` count */
  writeOutcome: { type: ['SAVED', 'FAILED'] as const },
  /** when the email was last put on the generation queue */
  queuedAt: { type: 'string' },
  /** epoch ms until which one worker holds the email to send it (never read back) */
  leaseUntil: { type: 'number', hidden: true },
  contactEmail: { type: 'string' },
  contactName: { type: 'string' },
  contactFirstName: { type: 'string' },
  sentAgainstRules: { type: 'boolean' },
  /**
   * the outcomes this email has counted for its campaign and its send week (sent, opened, …): each
   * added in the write that counts it, so a recount of the counters reads them from the emails
   */
  reached: { type: 'set', items: 'string', hidden: true },
  plannedAt: { type: 'string' },
  plannedTimeZone: { type: 'string' },
  holdReason: { type: 'string' },
  sendAttempts: { type: 'number' },
  providerMessageId: { type: 'string' },
  providerThreadId: { type: 'string' },
  /** MANUAL: written by a member (`writtenBy`) by hand, answering the inbox's message `replyId` */
  origin: { type: EMAIL_ORIGINS },
  writtenBy: { type: 'string' },
  replyId: { type: 'string' },
  /** a hand-written email's threading: the Message-ID it answers and the thread's before it */
  inReplyTo: { type: 'string' },
  references: { type: 'list', items: { type: 'string' } },
  /** gsi5's partition (DUE_PARTITION) while the email is due at some time: SCHEDULED, or SENDING until its lease ends */
  duePartition: { type: 'string', hidden: true },
  /** gsi5's sort key: `<when>`, when the send planner next looks at the email (`<when>#<namespaceId>#<id>` in emails made due before) */
  dueKey: { type: 'string', hidden: true },
  /** the review queue's tab of the status (gsi4's partition), kept from `status` */
  tab: {
    type: EMAIL_LIST_TABS,
    hidden: true,
    watch: ['status'],
    set: (_: unknown, item: { status?: EmailStatus }) => (item.status === undefined ? undefined : emailTabOf(item.status)),
  },
} as const satisfies Record<string, Attribute>;

/**
 * Email message: pk `<ns>#email`, sk `<id>`; by campaign on gsi6 and by contact on gsi7, keys only,
 * so a change of the email writes neither (gsi1 and gsi2, which project every attribute, held them
 * before table version 4: see TABLE_VERSION; `version` is the deployment's). A campaign's
 * email has the id its (campaign, contact, step) derive (core/generation/email-id.ts), so creating
 * it twice is a conditional write that fails. Emails still to be written are also on gsi3, sparse;
 * every email is on gsi4 by the review queue's tab its status belongs to, newest first. gsi4
 * projects only what the queue lists (EMAIL_LIST_ATTRIBUTES), not the body, nor what its keys
 * hold (the review store reads those from the keys). Emails the send planner
 * must look at (due) are on gsi5, sparse, across instances (EMAIL_DUE_ATTRIBUTES projected).
 *
 * A write that sets `status` recomputes `tab` and so must name `createdAt` (the rest of gsi4's key).
 */
export function emailMessageEntity(client: DynamoDBDocumentClient, table: string, version: number = tableVersionFromEnv()) {
  const schema = tenantSchema('email', EMAIL_ATTRIBUTES, {
    /** before table version 4: by campaign on gsi1, which projects every attribute */
    byCampaignLegacy: {
      index: 'gsi1',
      condition: () => version < EMAIL_KEYS_ONLY_VERSION,
      pk: {
        field: 'gsi1pk',
        composite: ['namespaceId', 'campaignId'],
        template: '${namespaceId}#campaign#${campaignId}#email',
        casing: 'none',
      },
      sk: { field: 'gsi1sk', composite: ['id'], template: '${id}', casing: 'none' },
    },
    /** before table version 4: by contact on gsi2, which projects every attribute */
    byContactLegacy: {
      index: 'gsi2',
      condition: () => version < EMAIL_KEYS_ONLY_VERSION,
      pk: {
        field: 'gsi2pk',
        composite: ['namespaceId', 'contactId'],
        template: '${namespaceId}#contact#${contactId}#email',
        casing: 'none',
      },
      sk: { field: 'gsi2sk', composite: ['id'], template: '${id}', casing: 'none' },
    },
    /** from table version 2: by campaign on gsi6, keys only (read with `hydrate`, the items by key) */
    byCampaign: {
      index: 'gsi6',
      condition: () => version >= 2,
      projection: 'keys_only',
      pk: {
        field: 'gsi6pk',
        composite: ['namespaceId', 'campaignId'],
        template: '${namespaceId}#campaign#${campaignId}#email',
        casing: 'none',
      },
      sk: { field: 'gsi6sk', composite: ['id'], template: '${id}', casing: 'none' },
    },
    /** from table version 3: by contact on gsi7, keys only (read with `hydrate`, the items by key) */
    byContact: {
      index: 'gsi7',
      condition: () => version >= 3,
      projection: 'keys_only',
      pk: {
        field: 'gsi7pk',
        composite: ['namespaceId', 'contactId'],
        template: '${namespaceId}#contact#${contactId}#email',
        casing: 'none',
      },
      sk: { field: 'gsi7sk', composite: ['id'], template: '${id}', casing: 'none' },
    },
    /** sparse: a campaign's emails still to be written (CREATED), for the planner to queue again if lost */
    pending: {
      index: 'gsi3',
      condition: (attributes: Record<string, unknown>) => attributes.status === 'CREATED',
      pk: {
        field: 'gsi3pk',
        composite: ['namespaceId', 'campaignId', 'status'],
        template: '${namespaceId}#campaign#${campaignId}#email-status#${status}',
        casing: 'none',
      },
      sk: { field: 'gsi3sk', composite: ['id'], template: '${id}', casing: 'none' },
    },
    /** the review queue: an instance's emails of one tab, newest first */
    byTab: {
      index: 'gsi4',
      pk: {
        field: 'gsi4pk',
        composite: ['namespaceId', 'tab'],
        template: '${namespaceId}#email-tab#${tab}',
        casing: 'none',
      },
      sk: { field: 'gsi4sk', composite: ['createdAt', 'id'], template: '${createdAt}#${id}', casing: 'none' },
      // queries read the projected attributes only, and own items by their keys
      projection: EMAIL_LIST_ATTRIBUTES,
    },
    /**
     * sparse: emails of every instance due for the send planner at a time (SCHEDULED ones at their
     * planned time, SENDING ones when their lease ends), oldest first. The store writes and removes
     * both keys with the status (email-store.ts dueKeys).
     */
    due: {
      index: 'gsi5',
      pk: { field: 'gsi5pk', composite: ['duePartition'], template: '${duePartition}', casing: 'none' },
      sk: { field: 'gsi5sk', composite: ['dueKey'], template: '${dueKey}', casing: 'none' },
    },
  });
  return new Entity(schema, { client, table });
}

export type EmailMessageItem = EntityItem<ReturnType<typeof emailMessageEntity>>;

type EmailEntity = ReturnType<typeof emailMessageEntity>;

/**
 * The email entity's reads (get and the index queries): what every store but the email store is
 * given. The email store (email-store.ts) is the item's one writer: its creation, every change of
 * its status with the history and counters that follow, its removal.
 */
type EmailMessageReader = Pick<EmailEntity, 'get' | 'query'>;

/** The email entity for reading only (see EmailMessageReader). */
export function emailMessageReader(
  client: DynamoDBDocumentClient,
  table: string,
  version: number = tableVersionFromEnv(),
): EmailMessageReader {
  return emailMessageEntity(client, table, version);
}

/** A page of emails read by campaign or by contact, and the cursor after it. */
interface EmailPage {
  readonly data: EmailMessageItem[];
  readonly cursor: string | null;
}

/** How a page of emails of a campaign or a contact is read. */
interface EmailPageOptions {
  readonly cursor?: string | null;
  readonly limit?: number;
  readonly order?: 'asc' | 'desc';
  readonly pages?: 'all';
}

/** The index fields of the emails by campaign and by contact at a table version (a cursor carries them). */
export function emailIndexFields(version: number): { readonly campaign: string; readonly contact: string } {
  return version < EMAIL_KEYS_ONLY_VERSION ? { campaign: 'gsi1', contact: 'gsi2' } : { campaign: 'gsi6', contact: 'gsi7' };
}

/**
 * Emails by campaign and by contact, as the table's version keeps them: from version 4 a page of
 * keys from gsi6 or gsi7, the items then read by key in one BatchGetItem (ElectroDB's `hydrate`,
 * in the page's order; an email removed between the two reads is left out); before, a page of
 * gsi1 or gsi2, which project the items whole.
 */
export function emailReads(email: EmailMessageReader, version: number) {
  const keysOnly = version >= EMAIL_KEYS_ONLY_VERSION;
  const go = (options: EmailPageOptions) => ({
    ...(options.cursor === undefined ? {} : { cursor: options.cursor }),
    ...(options.limit === undefined ? {} : { limit: options.limit }),
    ...(options.order === undefined ? {} : { order: options.order }),
    ...(options.pages === undefined ? {} : { pages: options.pages }),
  });
  return {
    async byCampaign(keys: { namespaceId: string; campaignId: string }, options: EmailPageOptions = {}): Promise<EmailPage> {
      if (keysOnly) return email.query.byCampaign(keys).go({ ...go(options), hydrate: true });
      return email.query.byCampaignLegacy(keys).go(go(options));
    },
    async byContact(keys: { namespaceId: string; contactId: string }, options: EmailPageOptions = {}): Promise<EmailPage> {
      if (keysOnly) return email.query.byContact(keys).go({ ...go(options), hydrate: true });
      return email.query.byContactLegacy(keys).go(go(options));
    },
  };
}
