import { QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

import { isSentOrLater, type EmailStatus } from '../../../shared/domain/email';
import { OUTCOME_FIELDS, weekOf, type OutcomeField } from '../../../shared/domain/outcomes';
import type { CounterRecount, RecountOutcome, RecountSummary, RecountRun } from '../../core/ports/recount';
import { jobContext } from '../../core/tenant';
import { requireTenant } from '../../core/tenant';
import { campaignProgressEntity } from './entities/campaign-progress';
import { weeklyStatsEntity } from './entities/weekly-stats';
import { recountDueEntity } from './entities/recount-due';
import { appliedIf } from './errors';
import { isConditionalCheckFailure } from './errors';

/**
 * The counts a recount finds from the emails' own `reached` sets. `unsubscribed` is not among them:
 * it moves in the transaction that suppresses the contact, so it is never short.
 */
const RECOUNTED_OUTCOMES = OUTCOME_FIELDS.filter((field) => field !== 'unsubscribed');

/** Counts of a campaign's writing, from what its emails keep: raised, as its outcomes are. */
type Writing = 'created' | 'written' | 'failed';

/** Counts a campaign keeps of its emails' present statuses: set to what the emails say, up or down. */
const GAUGES = { scheduled: 'SCHEDULED', queued: 'CREATED' } as const satisfies Record<string, EmailStatus>;
type Gauge = keyof typeof GAUGES;

/**
 * Marks an instance for the daily recount: its first mark's time is kept, so a recount that began
 * before a later failure does not remove the mark of that failure.
 */
export async function markRecountDue(
  entity: ReturnType<typeof recountDueEntity>,
  namespaceId: string,
  at: string,
): Promise<void> {
  await appliedIf(() => entity.create({ namespaceId, since: at }).go({ response: 'none' }));
}

/** How long an email must be unchanged before a recount trusts that its counts have landed. */
export const RECOUNT_QUIET_MS = 15 * 60_000;

/** An ElectroDB condition on a counter's attributes. */
type Condition = (
  attributes: Record<string, unknown>,
  op: { eq(attribute: unknown, value: unknown): string; notExists(attribute: unknown): string },
) => string;

interface ScannedEmail {
  readonly campaignId: string;
  readonly status: EmailStatus;
  readonly step?: number;
  /** how its writing ended, set by the generation worker's save alone */
  readonly writeOutcome?: 'SAVED' | 'FAILED';
  readonly reached?: ReadonlySet<string> | readonly string[];
  readonly sentAt?: string;
  readonly updatedAt?: string;
  readonly origin?: string;
}

interface Tally {
  readonly counts: Partial<Record<OutcomeField | Gauge | Writing, number>>;
  /** an email changed within the quiet time: its counts may still be on their way */
  busy: boolean;
  /**
   * an email from before emails kept what they counted (a sent one without its `reached` set, a
   * written one without its `writeOutcome`): its counts cannot be found again
   */
  legacy: boolean;
}

function emptyTally(gauges: boolean): Tally {
  const counts: Partial<Record<OutcomeField | Gauge | Writing, number>> = {};
  if (gauges) for (const gauge of Object.keys(GAUGES) as Gauge[]) counts[gauge] = 0;
  return { counts, busy: false, legacy: false };
}

function add(tally: Tally, email: ScannedEmail, reached: readonly string[], quietSince: number, gauges: boolean) {
  if (Date.parse(email.updatedAt ?? '') > quietSince) tally.busy = true;
  if (reached.length === 0 && email.reached === undefined && isSentOrLater(email.status)) tally.legacy = true;
  // written before emails kept how their writing ended: its written or failed count cannot be found
  if (gauges && email.writeOutcome === undefined && email.status !== 'CREATED') tally.legacy = true;
  for (const field of reached) {
    if ((RECOUNTED_OUTCOMES as readonly string[]).includes(field)) {
      tally.counts[field as OutcomeField] = (tally.counts[field as OutcomeField] ?? 0) + 1;
    }
  }
  if (!gauges) return;
  for (const [gauge, status] of Object.entries(GAUGES) as [Gauge, EmailStatus][]) {
    if (email.status === status) tally.counts[gauge] = (tally.counts[gauge] ?? 0) + 1;
  }
  const counted = (field: Writing) => (tally.counts[field] = (tally.counts[field] ?? 0) + 1);
  if (email.step === 0) counted('created');
  if (email.writeOutcome === 'SAVED') counted('written');
  if (email.writeOutcome === 'FAILED') counted('failed');
}

/**
 * The counters' recount over the one table: reads an instance's emails (one partition, only the
 * attributes it counts by) and its campaigns' progress and send weeks' counters, then gives each
 * counter what its emails say. Outcome counts are only raised (a count is never over: it moves
 * once, after the conditional write of the change it counts); the scheduled and queued counts are
 * set to the emails' present statuses; `created` (emails of step 0), `written` and `failed` (by
 * each email's `writeOutcome`) are raised as outcomes are. A counter is left alone when one of its emails changed
 * within RECOUNT_QUIET_MS (its count may still be landing) or it moved during the recount (the
 * write is conditional on the values read before the emails were), and when it counts sent emails
 * written before emails kept their `reached` set.
 */
export function createCounterRecount(client: DynamoDBDocumentClient, table: string): CounterRecount {
  const progress = campaignProgressEntity(client, table);
  const weekly = weeklyStatsEntity(client, table);

  async function scanEmails(namespaceId: string): Promise<ScannedEmail[]> {
    const emails: ScannedEmail[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const page = await client.send(
        new QueryCommand({
          TableName: table,
          KeyConditionExpression: '#pk = :pk',
          FilterExpression: '#entity = :email',
          ProjectionExpression: '#campaignId, #status, #step, #writeOutcome, #reached, #sentAt, #updatedAt, #origin',
          ExpressionAttributeNames: {
            '#pk': 'pk',
            '#entity': '__edb_e__',
            '#campaignId': 'campaignId',
            '#status': 'status',
            '#step': 'step',
            '#writeOutcome': 'writeOutcome',
            '#reached': 'reached',
            '#sentAt': 'sentAt',
            '#updatedAt': 'updatedAt',
            '#origin': 'origin',
          },
          ExpressionAttributeValues: { ':pk': `${namespaceId}#email`, ':email': 'email' },
          ...(start ? { ExclusiveStartKey: start } : {}),
        }),
      );
      emails.push(...((page.Items ?? []) as ScannedEmail[]));
      start = page.LastEvaluatedKey;
    } while (start);
    return emails;
  }

  /**
   * The fields of `wanted` that differ from `read` (outcomes only upwards), written by `write` on
   * the condition that each still holds the value read.
   */
  async function correct(
    read: Partial<Record<string, number>>,
    wanted: Partial<Record<string, number>>,
    write: (corrected: Record<string, number>, stillAsRead: Condition) => Promise<unknown>,
  ): Promise<{ outcome: RecountOutcome; corrected: Record<string, number> }> {
    const corrected: Record<string, number> = {};
    for (const [field, value] of Object.entries(wanted)) {
      const was = read[field] ?? 0;
      const gauge = field in GAUGES;
      if (value !== undefined && (gauge ? value !== was : value > was)) corrected[field] = value;
    }
    if (Object.keys(corrected).length === 0) return { outcome: 'UNCHANGED', corrected };
    const stillAsRead: Condition = (attributes, op) =>
      Object.keys(corrected)
        .map((field) => {
          const was = read[field];
          return was === undefined
            ? `(${op.notExists(attributes[field])} OR ${op.eq(attributes[field], 0)})`
            : op.eq(attributes[field], was);
        })
        .join(' AND ');
    try {
      await write(corrected, stillAsRead);
      return { outcome: 'CORRECTED', corrected };
    } catch (error) {
      if (isConditionalCheckFailure(error)) return { outcome: 'BUSY', corrected: {} };
      throw error;
    }
  }

  const due = recountDueEntity(client, table);

  const api: CounterRecount = {
    async recount(ctx, now): Promise<RecountSummary> {
      const namespaceId = requireTenant(ctx);
      const quietSince = now.getTime() - RECOUNT_QUIET_MS;
      // the counters first: one that moves after this read is one whose email the recount may see
      const [progressRead, weeksRead] = await Promise.all([
        progress.query.byCampaign({ namespaceId }).go({ pages: 'all', consistent: true }),
        weekly.query.byWeek({ namespaceId }).go({ pages: 'all', consistent: true }),
      ]);
      const emails = await scanEmails(namespaceId);
      const byCampaign = new Map<string, Tally>();
      const byWeek = new Map<string, Tally>();
      for (const email of emails) {
        // hand-written emails are counted by no counter (review-store.ts): none is found from them
        if (email.origin === 'MANUAL') continue;
        const reached = email.reached === undefined ? [] : [...email.reached];
        const campaign = byCampaign.get(email.campaignId) ?? emptyTally(true);
        byCampaign.set(email.campaignId, campaign);
        add(campaign, email, reached, quietSince, true);
        if (reached.length === 0 && !isSentOrLater(email.status)) continue;
        const week = weekOf(email.sentAt ?? email.updatedAt ?? now);
        const tally = byWeek.get(week) ?? emptyTally(false);
        byWeek.set(week, tally);
        add(tally, email, reached, quietSince, false);
      }
      const readProgress = new Map(progressRead.data.map((item) => [item.campaignId, item]));
      const readWeeks = new Map(weeksRead.data.map((item) => [item.week, item]));
      const summary: RecountSummary = { campaigns: [], weeks: [] };
      for (const [campaignId, tally] of byCampaign) {
        const read = readProgress.get(campaignId) ?? {};
        const entry =
          settled(tally) ??
          (await correct(read, tally.counts, (corrected, where) =>
            progress.update({ namespaceId, campaignId }).set(corrected).where(where).go({ response: 'none' }),
          ));
        summary.campaigns.push({ campaignId, ...entry });
      }
      for (const [week, tally] of [...byWeek].sort(([a], [b]) => a.localeCompare(b))) {
        const read = readWeeks.get(week) ?? {};
        const entry =
          settled(tally) ??
          (await correct(read, tally.counts, (corrected, where) =>
            weekly.update({ namespaceId, week }).set(corrected).where(where).go({ response: 'none' }),
          ));
        summary.weeks.push({ week, ...entry });
      }
      return summary;
    },

    async recountDue(now, hasTime): Promise<RecountRun> {
      const run = { instances: 0, corrected: 0, left: 0 };
      const { data } = await due.query.byInstance({}).go({ pages: 'all' });
      for (const mark of data) {
        if (!hasTime()) break;
        const summary = await api.recount(jobContext(mark.namespaceId, 'recount'), now);
        const entries = [...summary.campaigns, ...summary.weeks];
        run.instances += 1;
        run.corrected += entries.filter((entry) => entry.outcome === 'CORRECTED').length;
        if (entries.some((entry) => entry.outcome === 'BUSY')) {
          run.left += 1;
          continue;
        }
        // the mark goes only while it is the one read: a failure marked meanwhile keeps it
        await appliedIf(() =>
          due
            .delete({ namespaceId: mark.namespaceId })
            .where((attributes, op) => op.eq(attributes.since, mark.since))
            .go({ response: 'none' }),
        );
      }
      return run;
    },
  };
  return api;
}

/** A tally the recount must leave: its counts cannot be found again, or may still be landing. */
function settled(tally: Tally): { outcome: RecountOutcome; corrected: Record<string, number> } | undefined {
  if (tally.legacy) return { outcome: 'LEGACY', corrected: {} };
  if (tally.busy) return { outcome: 'BUSY', corrected: {} };
  return undefined;
}
