import { randomUUID } from 'node:crypto';

import { beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { ADMIN_USAGE, adminOperations, runAdminCommand } from '../../../bin/admin';
import { createCampaignProgressReader } from '../../../functions/adapters/dynamodb/campaign-progress';
import { createCounterRecount, RECOUNT_QUIET_MS } from '../../../functions/adapters/dynamodb/counter-recount';
import { campaignProgressEntity } from '../../../functions/adapters/dynamodb/entities/campaign-progress';
import { weeklyStatsEntity } from '../../../functions/adapters/dynamodb/entities/weekly-stats';
import { createEmailReviewStore } from '../../../functions/adapters/dynamodb/review-store';
import type { EmailMessageItem } from '../../../functions/core/ports/items';
import { progressFor } from '../../../functions/core/review/status-change';
import type { TenantContext } from '../../../functions/core/tenant';
import type { EmailStatus } from '../../../shared/domain/email';
import { weekOf } from '../../../shared/domain/outcomes';
import { installDeps, settableClock, type TestDeps } from '../../support/http';
import { useTestTable } from '../../support/table-per-file';
import { instance } from '../tracking/tracking-support';

/**
 * The counters move after the email change they count, outside a transaction; the emails keep what
 * each counted, and the recount finds a count a stopped function left short, on DynamoDB Local.
 */
const table = useTestTable();
const START = '2026-03-02T09:00:00.000Z';
const clock = settableClock(START);
const WEEK = weekOf(START);

let deps: TestDeps;
beforeAll(() => {
  deps = installDeps(table, clock);
});
beforeEach(() => clock.set(START));

const store = () => createEmailReviewStore(table.client, table.tableName);
const recount = () => createCounterRecount(table.client, table.tableName);
const progress = () => campaignProgressEntity(table.client, table.tableName);
const weekly = () => weeklyStatsEntity(table.client, table.tableName);

async function progressOf(ctx: TenantContext, campaignId: string) {
  const read = await createCampaignProgressReader(table.client, table.tableName).progress(ctx, [campaignId]);
  return read.get(campaignId);
}

async function weekOutcomes(ctx: TenantContext) {
  const { data } = await weekly().get({ namespaceId: ctx.namespaceId, week: WEEK }).go({ consistent: true });
  return data;
}

/** Moves an email through the store as the pipeline does: each step one conditional write, its counts after it. */
async function move(ctx: TenantContext, email: EmailMessageItem, path: readonly EmailStatus[]): Promise<EmailMessageItem> {
  let current = email;
  for (const to of path) {
    const at = clock().toISOString();
    const outcome = await store().change(
      ctx,
      current,
      {
        set: { status: to, ...(to === 'SENT' ? { sentAt: at } : {}) },
        history: [],
        ...(progressFor(current.status, to, current.step ?? 0)
          ? { progress: progressFor(current.status, to, current.step ?? 0) }
          : {}),
      },
      at,
    );
    if (outcome.outcome !== 'CHANGED') throw new Error(`the move to ${to} was ${outcome.outcome}`);
    current = outcome.email;
  }
  return current;
}

/** An email of the campaign as stored, first step, on the EMAIL channel, with what `fields` set. */
function storedEmail(ctx: TenantContext, campaignId: string, fields: Partial<EmailMessageItem>): Promise<EmailMessageItem> {
  return deps.repos.emailMessages.create(ctx, {
    campaignId,
    contactId: `contact-${randomUUID().slice(0, 8)}`,
    type: 'ROOT',
    step: 0,
    status: 'SCHEDULED',
    reviewStatus: 'REVIEWED',
    copyStatus: 'ORIGINAL',
    channel: 'EMAIL',
    language: 'ENGLISH',
    subject: 'Live pallet temperatures',
    ...fields,
  });
}

/** A campaign of `statuses.length` scheduled emails, each then moved to its status through the store. */
async function campaignWith(ctx: TenantContext, statuses: readonly EmailStatus[][]) {
  const campaignId = `campaign-${randomUUID().slice(0, 8)}`;
  const emails: EmailMessageItem[] = [];
  for (const path of statuses) {
    const created = await storedEmail(ctx, campaignId, { scheduledAt: START, writeOutcome: 'SAVED' });
    emails.push(await move(ctx, created, path));
  }
  // the counts of the emails created, written and scheduled, as the planner, the worker and the review move them
  const count = statuses.length;
  await progress()
    .update({ namespaceId: ctx.namespaceId, campaignId })
    .add({ created: count, written: count, scheduled: count })
    .go();
  return { campaignId, emails };
}

function later(ms: number) {
  clock.set(new Date(clock().getTime() + ms).toISOString());
}

describe('the counters recount', () => {
  it('finds the counts a function that stopped after the email change left short, in the campaign and its send week', async () => {
    const ctx = instance();
    const { campaignId } = await campaignWith(ctx, [['SENT', 'READ'], ['SENT', 'READ', 'CLICKED'], ['SENT', 'REPLIED'], []]);
    expect(await progressOf(ctx, campaignId)).toMatchObject({ sent: 3, opened: 2, clicked: 1, replied: 1, scheduled: 1 });
    // two counts lost: the function stopped after the email changed, before the counts were added
    await progress().update({ namespaceId: ctx.namespaceId, campaignId }).add({ opened: -1, replied: -1 }).go();
    await weekly().update({ namespaceId: ctx.namespaceId, week: WEEK }).add({ clicked: -1 }).go();
    later(RECOUNT_QUIET_MS + 1_000);

    const summary = await recount().recount(ctx, clock());

    expect(summary.campaigns).toEqual([{ campaignId, outcome: 'CORRECTED', corrected: { opened: 2, replied: 1 } }]);
    expect(summary.weeks).toEqual([{ week: WEEK, outcome: 'CORRECTED', corrected: { clicked: 1 } }]);
    expect(await progressOf(ctx, campaignId)).toMatchObject({ sent: 3, opened: 2, clicked: 1, replied: 1, scheduled: 1 });
    expect(await weekOutcomes(ctx)).toMatchObject({ sent: 3, opened: 2, clicked: 1, replied: 1 });
    const again = await recount().recount(ctx, clock());
    expect(again.campaigns.map((entry) => entry.outcome)).toEqual(['UNCHANGED']);
    expect(again.weeks.map((entry) => entry.outcome)).toEqual(['UNCHANGED']);
  });

  it('leaves the counters of emails changed within the quiet time: their counts may still be landing', async () => {
    const ctx = instance();
    const { campaignId } = await campaignWith(ctx, [['SENT', 'READ']]);
    await progress().update({ namespaceId: ctx.namespaceId, campaignId }).add({ opened: -1 }).go();
    later(RECOUNT_QUIET_MS - 60_000);

    const summary = await recount().recount(ctx, clock());

    expect(summary.campaigns).toEqual([{ campaignId, outcome: 'BUSY', corrected: {} }]);
    expect(summary.weeks).toEqual([{ week: WEEK, outcome: 'BUSY', corrected: {} }]);
    expect((await progressOf(ctx, campaignId))?.opened).toBe(0);
  });

  it('never lowers an outcome count, and sets the scheduled count to the emails scheduled now, up or down', async () => {
    const ctx = instance();
    const { campaignId } = await campaignWith(ctx, [['SENT'], [], []]);
    await progress().update({ namespaceId: ctx.namespaceId, campaignId }).set({ sent: 9, scheduled: 7 }).go();
    later(RECOUNT_QUIET_MS + 1_000);

    const summary = await recount().recount(ctx, clock());

    expect(summary.campaigns).toEqual([{ campaignId, outcome: 'CORRECTED', corrected: { scheduled: 2 } }]);
    expect(await progressOf(ctx, campaignId)).toMatchObject({ sent: 9, scheduled: 2 });
  });

  it('leaves a counter that moved while the recount read the emails', async () => {
    const ctx = instance();
    const { campaignId } = await campaignWith(ctx, [['SENT', 'READ']]);
    await progress().update({ namespaceId: ctx.namespaceId, campaignId }).add({ opened: -1 }).go();
    later(RECOUNT_QUIET_MS + 1_000);
    // an open and a click counted between the recount's read of the counters and its write
    let moved = false;
    table.client.middlewareStack.add(
      (next, context) => async (args) => {
        const answer = await next(args);
        if (!moved && context.commandName === 'QueryCommand' && 'KeyConditionExpression' in args.input) {
          moved = true;
          await progress().update({ namespaceId: ctx.namespaceId, campaignId }).add({ clicked: 1, opened: 1 }).go();
        }
        return answer;
      },
      { step: 'initialize', name: 'countWhileRecounting' },
    );
    let summary;
    try {
      summary = await recount().recount(ctx, clock());
    } finally {
      table.client.middlewareStack.remove('countWhileRecounting');
    }

    expect(moved).toBe(true);
    expect(summary.campaigns).toEqual([{ campaignId, outcome: 'BUSY', corrected: {} }]);
    expect(await progressOf(ctx, campaignId)).toMatchObject({ opened: 1, clicked: 1 });
  });

  it('leaves the counters of sent emails written before emails kept what they counted', async () => {
    const ctx = instance();
    const campaignId = `campaign-${randomUUID().slice(0, 8)}`;
    await storedEmail(ctx, campaignId, { status: 'SENT', sentAt: START });
    later(RECOUNT_QUIET_MS + 1_000);

    const summary = await recount().recount(ctx, clock());

    expect(summary.campaigns).toEqual([{ campaignId, outcome: 'LEGACY', corrected: {} }]);
    expect(summary.weeks).toEqual([{ week: WEEK, outcome: 'LEGACY', corrected: {} }]);
    expect((await progressOf(ctx, campaignId))?.sent).toBe(0);
  });

  it("recounts one instance's counters only", async () => {
    const mine = instance();
    const theirs = instance();
    const { campaignId: own } = await campaignWith(mine, [['SENT', 'READ']]);
    const { campaignId: other } = await campaignWith(theirs, [['SENT', 'READ']]);
    for (const [ctx, campaignId] of [
      [mine, own],
      [theirs, other],
    ] as const) {
      await progress().update({ namespaceId: ctx.namespaceId, campaignId }).add({ opened: -1 }).go();
    }
    later(RECOUNT_QUIET_MS + 1_000);

    const summary = await recount().recount(mine, clock());

    expect(summary.campaigns.map((entry) => entry.campaignId)).toEqual([own]);
    expect((await progressOf(mine, own))?.opened).toBe(1);
    expect((await progressOf(theirs, other))?.opened).toBe(0);
  });

  it('is the operator command `recount <instance>`, which says what it corrected and what it left', async () => {
    const ctx = instance();
    const { campaignId } = await campaignWith(ctx, [['SENT', 'READ']]);
    await progress().update({ namespaceId: ctx.namespaceId, campaignId }).add({ opened: -1 }).go();
    later(RECOUNT_QUIET_MS + 1_000);
    const run = async (...argv: string[]) => {
      const out: string[] = [];
      const err: string[] = [];
      const operations = adminOperations(table.client, table.tableName, clock);
      const code = await runAdminCommand(
        argv,
        operations,
        (line) => out.push(line),
        (line) => err.push(line),
      );
      return { code, out, err };
    };

    await expect(run('recount', ctx.namespaceId)).resolves.toEqual({
      code: 0,
      out: [`${ctx.namespaceId}: 2 counters read, corrected campaign ${campaignId} (opened 1).`],
      err: [],
    });
    expect((await progressOf(ctx, campaignId))?.opened).toBe(1);
    await expect(run('recount')).resolves.toEqual({ code: 2, out: [], err: [ADMIN_USAGE] });
  });

  it('marks the instance of a change whose counts failed to follow it, and the daily recount corrects it and clears the mark', async () => {
    const ctx = instance();
    const { campaignId, emails } = await campaignWith(ctx, [['SENT']]);
    const [email] = emails as [EmailMessageItem];
    let refused = 0;
    table.client.middlewareStack.add(
      (next, context) => async (args) => {
        const key = (args.input as { Key?: { pk?: string } }).Key;
        if (context.commandName === 'UpdateItemCommand' && key?.pk === `${ctx.namespaceId}#campaign-progress` && refused === 0) {
          refused += 1;
          throw Object.assign(new Error('Throughput exceeds the current capacity of your table or index.'), {
            name: 'ThrottlingException',
          });
        }
        return next(args);
      },
      { step: 'initialize', name: 'refuseTheCount' },
    );
    try {
      await expect(move(ctx, email, ['READ'])).rejects.toThrow(/capacity/);
    } finally {
      table.client.middlewareStack.remove('refuseTheCount');
    }
    expect(refused).toBe(1);
    expect(await progressOf(ctx, campaignId)).toMatchObject({ sent: 1, opened: 0 });
    const hasTime = () => true;

    // within the quiet time the instance stays marked
    await expect(recount().recountDue(clock(), hasTime)).resolves.toMatchObject({ instances: 1, left: 1 });
    later(RECOUNT_QUIET_MS + 1_000);
    await expect(recount().recountDue(clock(), hasTime)).resolves.toEqual({ instances: 1, corrected: 1, left: 0 });

    expect(await progressOf(ctx, campaignId)).toMatchObject({ sent: 1, opened: 1 });
    await expect(recount().recountDue(clock(), hasTime)).resolves.toEqual({ instances: 0, corrected: 0, left: 0 });
  });

  it('raises the created, written and failed counts to the emails of step 0 and those whose writing was saved or failed', async () => {
    const ctx = instance();
    const { campaignId } = await campaignWith(ctx, [['SENT'], []]);
    await storedEmail(ctx, campaignId, {
      status: 'FAILED',
      reviewStatus: 'NOT_REVIEWED',
      subject: undefined,
      writeOutcome: 'FAILED',
    });
    await progress().update({ namespaceId: ctx.namespaceId, campaignId }).add({ created: -2, written: -1 }).go();
    later(RECOUNT_QUIET_MS + 1_000);

    const summary = await recount().recount(ctx, clock());

    expect(summary.campaigns).toEqual([{ campaignId, outcome: 'CORRECTED', corrected: { created: 3, written: 2, failed: 1 } }]);
    const { data: stored } = await progress().get({ namespaceId: ctx.namespaceId, campaignId }).go({ consistent: true });
    expect(stored).toMatchObject({ created: 3, written: 2, failed: 1, sent: 1, scheduled: 1 });
  });
});
