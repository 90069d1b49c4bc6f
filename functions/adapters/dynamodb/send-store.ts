import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

import { DUE_PARTITION } from '../../../shared/platform/table';
import type { MailboxDay, MailboxUsage, QueuedSend, SendStore } from '../../core/ports/sending';
import { requireTenant } from '../../core/tenant';
import { emailMessageReader } from './entities/email-message';
import { ALL_TIME, jobLeaseEntity, mailboxUsageEntity } from './entities/mailbox-usage';
import { appliedIf } from './errors';

const PLANNER_JOB = 'send-planner';

/** The send pipeline's storage over the one table (see SendStore). */
export function createSendStore(client: DynamoDBDocumentClient, table: string): SendStore {
  const email = emailMessageReader(client, table);
  const usage = mailboxUsageEntity(client, table);
  const lease = jobLeaseEntity(client, table);

  return {
    async due(by, { cursor = null, limit }) {
      // `<time>` (and `<time>#<ns>#<id>`, as emails made due before were keyed): every key of a time
      // at or before `by` sorts before `<by>#~`
      const page = await email.query
        .due({ duePartition: DUE_PARTITION })
        .lte({ dueKey: `${by}#~` })
        .go({ cursor, limit, order: 'asc' });
      return { items: page.data, cursor: page.cursor };
    },

    takePlannerLease: (owner, until, now) =>
      appliedIf(() =>
        lease
          .upsert({ job: PLANNER_JOB, owner, until })
          .where((attributes, op) => `${op.notExists(attributes.until)} OR ${op.lt(attributes.until, now)}`)
          .go(),
      ),

    async releasePlannerLease(owner) {
      await appliedIf(() =>
        lease
          .delete({ job: PLANNER_JOB })
          .where((attributes, op) => op.eq(attributes.owner, owner))
          .go(),
      );
    },

    async usage(ctx, mailbox, days): Promise<MailboxUsage> {
      const namespaceId = requireTenant(ctx);
      // one query from the oldest day to ALL_TIME ('all' sorts after every day): its items are small and
      // are billed together, where a batch read bills each key, found or not
      const oldest = [...days].sort()[0] ?? ALL_TIME;
      const { data } = await usage.query
        .byMailbox({ namespaceId, mailbox })
        .between({ period: oldest }, { period: ALL_TIME })
        .go({ pages: 'all' });
      const byPeriod = new Map(data.map((item) => [item.period, item]));
      const all = byPeriod.get(ALL_TIME);
      const perDay: Record<string, MailboxDay> = {};
      const queued: QueuedSend[] = [];
      let lastPlannedAt: number | undefined;
      for (const day of days) {
        const item = byPeriod.get(day);
        perDay[day] = { reserved: item?.reserved ?? 0, sent: item?.sent ?? 0 };
        queued.push(...(item?.queued ?? []));
        if (item?.lastPlannedAt !== undefined) lastPlannedAt = Math.max(lastPlannedAt ?? 0, item.lastPlannedAt);
      }
      return { days: perDay, sentTotal: all?.sent ?? 0, lastSendAt: all?.lastSendAt, lastPlannedAt, queued };
    },

    async reserve(ctx, mailbox, day, { count, lastPlannedAt, queued }) {
      const namespaceId = requireTenant(ctx);
      // the day's item only: a send time given before midnight is on the day before, which the planner reads too
      await usage
        .update({ namespaceId, mailbox, period: day })
        .add({ reserved: count })
        .set({ lastPlannedAt, queued: queued.map(({ id, at }) => ({ id, at })) })
        .go({ response: 'none' });
    },

    async unreserve(ctx, mailbox, day) {
      const namespaceId = requireTenant(ctx);
      await usage.update({ namespaceId, mailbox, period: day }).add({ reserved: -1 }).go();
    },

    takeSendSlot(ctx, mailbox, at, spacingMs) {
      const namespaceId = requireTenant(ctx);
      return appliedIf(() =>
        usage
          .update({ namespaceId, mailbox, period: ALL_TIME })
          .set({ lastSendAt: at })
          .where((attributes, op) => `${op.notExists(attributes.lastSendAt)} OR ${op.lte(attributes.lastSendAt, at - spacingMs)}`)
          .go(),
      );
    },

    async recordSent(ctx, mailbox, day) {
      const namespaceId = requireTenant(ctx);
      const [, all] = await Promise.all([
        usage.update({ namespaceId, mailbox, period: day }).add({ sent: 1 }).go({ response: 'none' }),
        usage.update({ namespaceId, mailbox, period: ALL_TIME }).add({ sent: 1 }).go({ response: 'updated_new' }),
      ]);
      return all.data.sent ?? 0;
    },

    async recordOutcome(ctx, mailbox, day, outcome) {
      const namespaceId = requireTenant(ctx);
      await usage
        .update({ namespaceId, mailbox, period: day })
        .add(outcome === 'bounced' ? { bounced: 1 } : { complained: 1 })
        .go({ response: 'none' });
    },

    async outcomes(ctx, mailbox, fromDay, toDay) {
      const namespaceId = requireTenant(ctx);
      // the day keys sort by date, and ALL_TIME ('all') after every one of them
      const days = await usage.query
        .byMailbox({ namespaceId, mailbox })
        .between({ period: fromDay }, { period: toDay })
        .go({ pages: 'all', attributes: ['period', 'sent', 'bounced', 'complained'] });
      const total = { sent: 0, bounced: 0, complained: 0 };
      for (const item of days.data) {
        total.sent += item.sent ?? 0;
        total.bounced += item.bounced ?? 0;
        total.complained += item.complained ?? 0;
      }
      return total;
    },
  };
}
