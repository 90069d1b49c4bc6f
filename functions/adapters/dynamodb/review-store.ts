import { QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

import type { EmailStatus } from '../../../shared/domain/email';
import type { EmailFilter } from '../../../shared/schemas/email-review';
import { indexDefinition, TABLE_KEYS, tableVersionFromEnv } from './table';
import type { EmailMessageItem } from '../../core/ports/items';
import type { ChangeOutcome, EmailChange, EmailListItem, EmailReviewStore, StoredHistoryEntry } from '../../core/ports/review';
import { requireTenant } from '../../core/tenant';
import { batchGetAll } from './batch';
import { decodeCursor, encodeCursor, withCursor } from './cursor';
import { emailHistoryEntity, type EmailHistoryItem } from './entities/email-history';
import { emailMessageReader, emailReads } from './entities/email-message';
import { definedValues } from './values';
import { createEmailStore } from './email-store';
import { MAX_SEARCH_READS, normaliseSearch, withoutSearchText } from './tenant-store';

type Op = {
  eq(attribute: unknown, value: unknown): string;
  contains(attribute: unknown, value: string): string;
};

/** The filter expression of everything but the tab (the tab is the index's partition). */
function filterExpression(filter: EmailFilter) {
  const search = normaliseSearch(filter.search);
  const wanted = [filter.campaignId, filter.contactId, filter.reviewStatus, filter.channel, search];
  if (wanted.every((value) => value === undefined)) return undefined;
  return (attributes: Record<string, unknown>, op: Op) =>
    [
      filter.campaignId === undefined ? undefined : op.eq(attributes.campaignId, filter.campaignId),
      filter.contactId === undefined ? undefined : op.eq(attributes.contactId, filter.contactId),
      filter.reviewStatus === undefined ? undefined : op.eq(attributes.reviewStatus, filter.reviewStatus),
      filter.channel === undefined ? undefined : op.eq(attributes.channel, filter.channel),
      search === undefined ? undefined : op.contains(attributes.searchText, search),
    ]
      .filter((part): part is string => part !== undefined)
      .join(' AND ');
}

function historyEntry(item: EmailHistoryItem): StoredHistoryEntry {
  const { namespaceId: _namespace, ...entry } = item;
  return entry;
}

/** gsi4's keys, as the review store reads the id and creation time from them. */
const TAB_KEYS = indexDefinition('gsi4').KeySchema.map((key) => key.AttributeName);

/**
 * An email as the review queue's index (gsi4) holds it, with what its keys hold: the id (the table's
 * sort key, `<id>`) and the creation time (gsi4's sort key, `<createdAt>#<id>`); the instance is
 * the caller's. The index does not project them again (an index projects at most 20 attributes).
 */
function listedEmail(namespaceId: string, item: Record<string, unknown>): EmailListItem {
  const listed: Record<string, unknown> = { ...item };
  const id = String(item[TABLE_KEYS.sortKey]);
  const tabSortKey = String(item[TAB_KEYS[1] ?? '']);
  for (const key of [TABLE_KEYS.partitionKey, TABLE_KEYS.sortKey, ...TAB_KEYS, 'searchText']) Reflect.deleteProperty(listed, key);
  return { ...listed, namespaceId, id, createdAt: tabSortKey.slice(0, -(id.length + 1)) } as EmailListItem;
}

/** The review queue's store over the one table (see EmailReviewStore). */
export function createEmailReviewStore(client: DynamoDBDocumentClient, table: string): EmailReviewStore {
  const version = tableVersionFromEnv();
  const email = emailMessageReader(client, table, version);
  const reads = emailReads(email, version);
  const history = emailHistoryEntity(client, table);
  // every write of an email goes through the email store, its one writer
  const writes = createEmailStore(client, table);

  function tabQuery(namespaceId: string, filter: EmailFilter) {
    const query = email.query.byTab({ namespaceId, tab: filter.tab });
    const where = filterExpression(filter);
    return where === undefined ? query : query.where(where);
  }

  async function emailHistory(namespaceId: string, contactId: string, emailId?: string): Promise<StoredHistoryEntry[]> {
    const { data } = await history.query
      .byContact(emailId === undefined ? { namespaceId, contactId } : { namespaceId, contactId, emailId })
      .go({ pages: 'all' });
    // a prefix `<contact>#<email>` would also match an email whose id it begins: keep exact ones
    return data.filter((item) => emailId === undefined || item.emailId === emailId).map(historyEntry);
  }

  /**
   * The send planner's plan of scheduled emails (planned time, its zone, hold reason), read for a
   * listed page: the review queue's index projects what it listed before sending existed, and a
   * deployed index cannot change its projection in place.
   */
  async function withSendPlan(namespaceId: string, items: EmailListItem[]): Promise<EmailListItem[]> {
    if (items.length === 0) return items;
    const plans = await batchGetAll(
      items.map((item) => ({ namespaceId, id: item.id })),
      async (pending) => {
        const { data, unprocessed } = await email
          .get(pending)
          .go({ concurrency: 4, attributes: ['id', 'plannedAt', 'plannedTimeZone', 'holdReason'] });
        return { data, unprocessed: unprocessed.map((key) => ({ namespaceId, id: key.id })) };
      },
    );
    const byId = new Map(plans.map((plan) => [plan.id, plan]));
    return items.map((item) => ({ ...item, ...definedValues({ ...byId.get(item.id), id: item.id }) }));
  }
  return {
    async get(ctx, id, options) {
      const namespaceId = requireTenant(ctx);
      const { data } = await email.get({ namespaceId, id }).go({ consistent: options?.consistent ?? true });
      return data ? withoutSearchText(data) : null;
    },

    async getMany(ctx, ids) {
      const namespaceId = requireTenant(ctx);
      const items = await batchGetAll(
        [...new Set(ids)].map((id) => ({ namespaceId, id })),
        async (pending) => {
          const { data, unprocessed } = await email.get(pending).go({ concurrency: 4 });
          return { data, unprocessed: unprocessed.map((key) => ({ namespaceId, id: key.id })) };
        },
      );
      return items.map(withoutSearchText);
    },

    async list(ctx, filter, page) {
      const namespaceId = requireTenant(ctx);
      // the cursor's index partition (`<ns>#email-tab#<tab>`) lies in the scope and names the tab
      const scope = `${namespaceId}#email-tab`;
      let from =
        decodeCursor(scope, page.cursor, ['gsi4pk'], {
          attributes: ['pk', 'sk', 'gsi4pk', 'gsi4sk'],
          equal: { pk: `${namespaceId}#email`, gsi4pk: `${scope}#${filter.tab}` },
        }) ?? null;
      const query = tabQuery(namespaceId, filter);
      const items: EmailListItem[] = [];
      let reads = 0;
      do {
        const cursor = from;
        const result = await withCursor(cursor, () =>
          query.go({ cursor, limit: page.limit - items.length, order: 'desc', data: 'includeKeys' }),
        );
        items.push(...result.data.map((item) => listedEmail(namespaceId, item)));
        from = result.cursor;
        reads += 1;
      } while (from && items.length < page.limit && reads < MAX_SEARCH_READS);
      const listed = filter.tab === 'SCHEDULED' ? await withSendPlan(namespaceId, items) : items;
      return { items: listed, cursor: encodeCursor(scope, from) };
    },

    async count(ctx, filter) {
      const namespaceId = requireTenant(ctx);
      const params = tabQuery(namespaceId, filter).params<Record<string, unknown>>();
      let total = 0;
      let start: Record<string, unknown> | undefined;
      do {
        const answer = await client.send(
          new QueryCommand({
            ...(params as unknown as ConstructorParameters<typeof QueryCommand>[0]),
            Select: 'COUNT',
            ...(start ? { ExclusiveStartKey: start } : {}),
          }),
        );
        total += answer.Count ?? 0;
        start = answer.LastEvaluatedKey;
      } while (start);
      return total;
    },

    async listByContact(ctx, contactId, limit) {
      const namespaceId = requireTenant(ctx);
      const { data } = await reads.byContact({ namespaceId, contactId }, { limit: limit + 1, order: 'desc' });
      return { items: data.slice(0, limit).map(withoutSearchText), more: data.length > limit };
    },

    async linkedInOutbox(ctx, statuses: readonly EmailStatus[], { cursor = null, dueBy }) {
      const namespaceId = requireTenant(ctx);
      const query = email.query
        .byTab({ namespaceId, tab: 'SCHEDULED' })
        .where((attributes, op) =>
          [
            op.eq(attributes.channel, 'LINKEDIN'),
            `(${statuses.map((status) => op.eq(attributes.status, status)).join(' OR ')})`,
            ...(dueBy === undefined ? [] : [op.lte(attributes.scheduledAt, dueBy)]),
          ].join(' AND '),
        );
      // no Limit: a Limit counts the emails read, not those the filter keeps, and the tab's emails,
      // messages not yet due included, would hide the due ones behind them; one read takes up to
      // 1 MB of the index (thousands of listed emails, no bodies)
      const page = await query.go({ cursor, order: 'asc', data: 'includeKeys' });
      return { items: page.data.map((item) => listedEmail(namespaceId, item)), cursor: page.cursor };
    },

    history: (ctx, contactId, emailId) => emailHistory(requireTenant(ctx), contactId, emailId),

    change: (ctx, current: EmailMessageItem, change: EmailChange, at: string): Promise<ChangeOutcome> =>
      writes.change(requireTenant(ctx), current, change, at),

    async remove(ctx, current, counts) {
      const namespaceId = requireTenant(ctx);
      return writes.remove(namespaceId, current, await emailHistory(namespaceId, current.contactId, current.id), counts);
    },
  };
}
