import { randomUUID } from 'node:crypto';

import { QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { createWriteTransaction } from 'electrodb';

import type { EmailStatus } from '../../../shared/domain/email';
import { movedOutcomes, weekOf, type OutcomeCounts } from '../../../shared/domain/outcomes';
import type { EmailFilter } from '../../../shared/schemas/email-review';
import { DUE_PARTITION } from '../../../shared/platform/table';
import { indexDefinition, TABLE_KEYS, tableVersionFromEnv } from './table';
import type { EmailMessageItem } from '../../core/ports/items';
import type {
  ChangeOutcome,
  EmailChange,
  EmailListItem,
  EmailReviewStore,
  ProgressDelta,
  StoredHistoryEntry,
} from '../../core/ports/review';
import { requireTenant } from '../../core/tenant';
import { batchGetAll } from './batch';
import { decodeCursor, encodeCursor, withCursor } from './cursor';
import { campaignProgressEntity } from './entities/campaign-progress';
import { emailHistoryEntity, type EmailHistoryItem } from './entities/email-history';
import { emailMessageEntity, emailReads } from './entities/email-message';
import { weeklyStatsEntity } from './entities/weekly-stats';
import { recountDueEntity } from './entities/recount-due';
import { markRecountDue } from './counter-recount';
import { appliedIf } from './errors';
import { definedValues } from './values';
import { EMAIL_SEARCH_FIELDS } from './repositories/email-message-repository';
import { MAX_SEARCH_READS, normaliseSearch, searchTextOf, withoutSearchText } from './tenant-repository';

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
export function listedEmail(namespaceId: string, item: Record<string, unknown>): EmailListItem {
  const listed: Record<string, unknown> = { ...item };
  const id = String(item[TABLE_KEYS.sortKey]);
  const tabSortKey = String(item[TAB_KEYS[1] ?? '']);
  for (const key of [TABLE_KEYS.partitionKey, TABLE_KEYS.sortKey, ...TAB_KEYS, 'searchText']) Reflect.deleteProperty(listed, key);
  return { ...listed, namespaceId, id, createdAt: tabSortKey.slice(0, -(id.length + 1)) } as EmailListItem;
}

type DueKeys = { readonly set: { duePartition: string; dueKey: string } | null; readonly remove: readonly string[] };

/**
 * The email's place in the due index (gsi5) after a change: a SCHEDULED email on the EMAIL channel
 * is due at its planned time (the scheduled time when it is scheduled anew); a SENDING one when its
 * lease ends, so that a send whose worker vanished is looked at again; any other is not due, and
 * leaving SCHEDULED and SENDING drops the planned time and the hold reason with it.
 */
export function dueKeys(current: EmailMessageItem, change: EmailChange): DueKeys {
  const status = change.set.status ?? current.status;
  const at = (when: string) => ({ duePartition: DUE_PARTITION, dueKey: `${when}#${current.namespaceId}#${current.id}` });
  if (current.channel === 'EMAIL' && status === 'SCHEDULED') {
    const scheduledAnew = current.status !== 'SCHEDULED' || change.set.scheduledAt !== undefined;
    const when =
      change.dueAt ??
      change.set.plannedAt ??
      (scheduledAnew ? (change.set.scheduledAt ?? current.scheduledAt) : (current.plannedAt ?? current.scheduledAt));
    const set = when === undefined ? null : at(when);
    const stale = scheduledAnew ? ['plannedAt', 'plannedTimeZone', 'holdReason'] : [];
    return { set, remove: [...(set ? [] : ['duePartition', 'dueKey']), ...stale] };
  }
  if (current.channel === 'EMAIL' && status === 'SENDING' && change.leaseUntil !== undefined) {
    return { set: at(new Date(change.leaseUntil).toISOString()), remove: [] };
  }
  if (change.set.status === undefined || change.set.status === current.status) return { set: null, remove: [] };
  return { set: null, remove: ['duePartition', 'dueKey', 'plannedAt', 'plannedTimeZone', 'holdReason'] };
}

function hasCounts(progress: ProgressDelta | undefined): progress is ProgressDelta {
  return progress !== undefined && Object.values(progress).some((value) => value !== 0);
}

/**
 * The send week's share of a change's counts: its outcome fields, added to the week the email was
 * sent (its `sentAt`, or the one the change sets when it is the send; the change's own time for an
 * email that has none), so a week counts the outcomes of its own sends whenever they come.
 */
export function weekDelta(
  current: Pick<EmailMessageItem, 'sentAt'>,
  change: Pick<EmailChange, 'set' | 'progress'>,
  at: string,
): { week: string; counts: Partial<OutcomeCounts> } | undefined {
  const counts = movedOutcomes(change.progress ?? {});
  if (Object.keys(counts).length === 0) return undefined;
  return { week: weekOf(change.set.sentAt ?? current.sentAt ?? at), counts };
}

/** The items that follow a change of an email: its history, its counters, and the recount's marks. */
interface ChangeFollowers {
  readonly history: ReturnType<typeof emailHistoryEntity>;
  readonly progress: ReturnType<typeof campaignProgressEntity>;
  readonly weekly: ReturnType<typeof weeklyStatsEntity>;
  readonly recountDue: ReturnType<typeof recountDueEntity>;
}

/**
 * What follows a change of an email once it is written: its history entries, the versions it
 * drops, and its campaign's and send week's counts, in parallel. Each runs only after the email's
 * conditional write succeeded, so the history never tells of a change that did not happen and a
 * count moves once per change. Should one of them fail, the instance is marked for the daily
 * recount (counter-recount.ts) and the error reaches the caller; should the function stop between
 * the two, a count is short until a recount (`npm run admin -- recount`).
 */
async function afterChange(
  { history, progress, weekly, recountDue }: ChangeFollowers,
  namespaceId: string,
  current: EmailMessageItem,
  change: EmailChange,
  at: string,
) {
  const week = weekDelta(current, change, at);
  const ids = { namespaceId, contactId: current.contactId, emailId: current.id };
  const writes = Promise.all([
    ...change.history.map((entry, index) =>
      history
        .create({
          ...definedValues(entry),
          ...ids,
          kind: entry.kind,
          by: entry.by,
          campaignId: current.campaignId,
          at: entry.at,
          // unique per change: two changes of one email in the same millisecond keep both entries
          seq: `${String(index).padStart(2, '0')}-${randomUUID().slice(0, 8)}`,
        })
        .go({ response: 'none' }),
    ),
    ...(change.dropVersions ?? []).map((key) => history.delete({ ...ids, at: key.at, seq: key.seq }).go({ response: 'none' })),
    ...(hasCounts(change.progress)
      ? [progress.update({ namespaceId, campaignId: current.campaignId }).add(change.progress).go({ response: 'none' })]
      : []),
    ...(week ? [weekly.update({ namespaceId, week: week.week }).add(week.counts).go({ response: 'none' })] : []),
  ]);
  try {
    await writes;
  } catch (error) {
    // the counts may be short: the daily recount looks at the instance (the mark's own failure aside)
    if (hasCounts(change.progress)) await markRecountDue(recountDue, namespaceId, at).catch(() => undefined);
    throw error;
  }
}

/** The review queue's store over the one table (see EmailReviewStore). */
export function createEmailReviewStore(client: DynamoDBDocumentClient, table: string): EmailReviewStore {
  const version = tableVersionFromEnv();
  const email = emailMessageEntity(client, table, version);
  const reads = emailReads(email, version);
  const history = emailHistoryEntity(client, table);
  const progress = campaignProgressEntity(client, table);
  const weekly = weeklyStatsEntity(client, table);
  const entities = { email, history, progress, weekly };
  const recountDue = recountDueEntity(client, table);

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

    async change(ctx, current: EmailMessageItem, asked: EmailChange, at: string): Promise<ChangeOutcome> {
      const namespaceId = requireTenant(ctx);
      // a hand-written email is a member's conversation, not the campaign's outreach: no counter counts it
      const { progress: _uncounted, ...uncounted } = asked;
      const change: EmailChange = current.origin === 'MANUAL' ? uncounted : asked;
      const next = { ...current, ...change.set };
      const due = dueKeys(current, change);
      const removed = [...new Set([...(change.remove ?? []), ...due.remove])].filter((name) => !(name in change.set));
      const values = definedValues({
        ...change.set,
        ...(due.set ?? {}),
        updatedAt: at,
        ...('subject' in change.set ? { searchText: searchTextOf(next, EMAIL_SEARCH_FIELDS) ?? '' } : {}),
        ...(change.leaseUntil === undefined ? {} : { leaseUntil: change.leaseUntil }),
      });
      /** the email's condition: as read (and its lease ended, when asked) */
      const asRead = (
        attributes: { status: unknown; updatedAt: unknown; leaseUntil: unknown },
        op: { eq(a: unknown, v: unknown): string; notExists(a: unknown): string; lt(a: unknown, v: unknown): string },
      ) =>
        [
          op.eq(attributes.status, current.status),
          op.eq(attributes.updatedAt, current.updatedAt),
          ...(change.leaseEndedBefore === undefined
            ? []
            : [`(${op.notExists(attributes.leaseUntil)} OR ${op.lt(attributes.leaseUntil, change.leaseEndedBefore)})`]),
        ].join(' AND ');
      const composite = 'status' in change.set ? { campaignId: current.campaignId, createdAt: current.createdAt } : undefined;
      const removable = removed as ('scheduledAt' | 'duePartition' | 'dueKey')[];
      // the outcomes the change counts are kept on the email too (a set, added in the same write), so
      // that a recount finds every count from the emails alone (counter-recount.ts)
      const reached = Object.entries(movedOutcomes(change.progress ?? {}))
        .filter(([, value]) => value > 0)
        .map(([field]) => field);
      // one conditional write of the email: the history and the counters follow it (below), not in a
      // transaction, which DynamoDB charges twice every item's units
      const applied = await appliedIf(() => {
        const patch = email.patch({ namespaceId, id: current.id }).set(values);
        const adding = reached.length > 0 ? patch.add({ reached }) : patch;
        const removing = removable.length > 0 ? adding.remove(removable) : adding;
        return (composite ? removing.composite(composite) : removing).where(asRead).go({ response: 'none' });
      });
      const result = { canceled: !applied };
      if (applied) await afterChange({ history, progress, weekly, recountDue }, namespaceId, current, change, at);
      if (result.canceled) {
        const { data } = await email.get({ namespaceId, id: current.id }).go({ consistent: true, attributes: ['id'] });
        return { outcome: data ? 'CONFLICT' : 'MISSING' };
      }
      const changed: Record<string, unknown> = { ...next, updatedAt: at };
      for (const name of removed) Reflect.deleteProperty(changed, name);
      return { outcome: 'CHANGED', email: changed as EmailMessageItem };
    },

    async remove(ctx, current, counts) {
      const namespaceId = requireTenant(ctx);
      const entries = await emailHistory(namespaceId, current.contactId, current.id);
      const result = await createWriteTransaction(entities, ({ email: e, history: h, progress: p }) => [
        e
          .delete({ namespaceId, id: current.id })
          .where(
            (attributes, op) =>
              `${op.eq(attributes.status, current.status)} AND ${op.eq(attributes.updatedAt, current.updatedAt)}`,
          )
          .commit(),
        // the newest entries first: a transaction holds at most 100 items
        ...entries
          .slice(-90)
          .map((entry) =>
            h.delete({ namespaceId, contactId: current.contactId, emailId: current.id, at: entry.at, seq: entry.seq }).commit(),
          ),
        ...(hasCounts(counts) ? [p.update({ namespaceId, campaignId: current.campaignId }).add(counts).commit()] : []),
      ]).go();
      if (result.canceled) return false;
      // entries beyond one transaction (a history longer than any review makes) go after
      for (const entry of entries.slice(0, -90)) {
        await history
          .delete({ namespaceId, contactId: current.contactId, emailId: current.id, at: entry.at, seq: entry.seq })
          .go();
      }
      return true;
    },
  };
}
