import { beforeAll, describe, expect, it } from 'vitest';

import { createEmailReviewStore } from '../../../functions/adapters/dynamodb/review-store';
import type { ContactItem, EmailMessageItem } from '../../../functions/core/ports/items';
import { progressFor, statusEntry } from '../../../functions/core/review/status-change';
import { dashboardRoutes, emailStatusRoutes } from '../../../shared/api/routes';
import type { DashboardSummary } from '../../../shared/api/schemas';
import type { EmailStatus } from '../../../shared/domain/email';
import { noOutcomes, type OutcomeCounts } from '../../../shared/domain/outcomes';
import { READ_COMMANDS, addConsumed, type CapacitySums } from '../../bench/consumed-capacity';
import { call, installDeps, type TestDeps } from '../../support/http';
import { useTestTable } from '../../support/table-per-file';
import { createContact, createWorld, putEmail, tickingClock, type ReviewWorld } from './behaviour-review-support';
import { as, bodyOf, person, signIn, type Caller } from './behaviour-support';

const table = useTestTable();
// Wednesday 18 March 2026: the last 8 weeks are those of Mondays 26 January to 16 March
const NOW = '2026-03-18T12:00:00.000Z';
const LAST_8_MONDAYS = [
  '2026-01-26',
  '2026-02-02',
  '2026-02-09',
  '2026-02-16',
  '2026-02-23',
  '2026-03-02',
  '2026-03-09',
  '2026-03-16',
];
const clock = tickingClock(NOW);
let deps: TestDeps;

/** What one dashboard call read: items and read units, over every command it sent. */
interface Reads {
  items: number;
  rcu: number;
}
let metering: (CapacitySums & { items: number }) | null = null;

beforeAll(() => {
  deps = installDeps(table, clock);
  // every command of the table's client reports its consumed capacity and, while metering, adds it up
  table.client.middlewareStack.add(
    (next, context) => async (args) => {
      const input = args.input as Record<string, unknown>;
      input.ReturnConsumedCapacity = 'TOTAL';
      const result = await next(args);
      const meter = metering;
      const command = (context.commandName ?? '').replace(/Command$/, '');
      if (meter && READ_COMMANDS.has(command)) {
        addConsumed(meter, command, result.output);
        const output = result.output as { ScannedCount?: number; Item?: unknown; Responses?: Record<string, unknown[]> };
        meter.items +=
          output.ScannedCount ??
          (output.Responses ? Object.values(output.Responses).reduce((sum, items) => sum + items.length, 0) : 0) +
            (output.Item ? 1 : 0);
      }
      return result;
    },
    { step: 'initialize', name: 'dashboardReads' },
  );
});

const store = () => createEmailReviewStore(table.client, table.tableName);

async function summaryOf(caller: Caller): Promise<DashboardSummary> {
  clock.set(NOW);
  const answer = await call(dashboardRoutes.summary, as(caller));
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return bodyOf<DashboardSummary>(answer);
}

/** The dashboard's answer and what the call read. */
async function measuredSummary(caller: Caller): Promise<{ summary: DashboardSummary; reads: Reads }> {
  metering = { rcu: 0, wcu: 0, writesByIndex: new Map(), items: 0 };
  try {
    const summary = await summaryOf(caller);
    return { summary, reads: { items: metering.items, rcu: metering.rcu } };
  } finally {
    metering = null;
  }
}

/** Moves an email to `to` at `at` through the review store, with the counts `progressFor` gives, as the workers do. */
async function move(
  caller: Caller,
  email: EmailMessageItem,
  to: EmailStatus,
  at: string,
  set: { sentAt?: string } = {},
): Promise<EmailMessageItem> {
  const result = await store().change(
    caller.ctx,
    email,
    {
      set: { status: to, ...set },
      history: [statusEntry(email.status, to, at, 'test')],
      progress: progressFor(email.status, to, email.step),
    },
    at,
  );
  if (result.outcome !== 'CHANGED') throw new Error(`The change to ${to} was refused: ${result.outcome}.`);
  return result.email;
}

/** An email of the world's campaign to `contact` (step 0 unless told), sent by the send worker at `at`. */
async function sent(
  caller: Caller,
  world: ReviewWorld,
  contact: ContactItem,
  at: string,
  options: { step?: number; to?: 'SENT' | 'BOUNCED' } = {},
): Promise<EmailMessageItem> {
  const email = await putEmail(deps, caller, world, contact, { status: 'SENDING', step: options.step ?? 0 });
  return move(caller, email, options.to ?? 'SENT', at, { sentAt: at });
}

/** The one-click unsubscribe of the email's link, at `at`, as a mail client makes it. */
async function unsubscribe(caller: Caller, email: EmailMessageItem, at: string): Promise<void> {
  clock.set(at);
  const token = await deps.links.sign({
    purpose: 'unsubscribe',
    namespaceId: caller.namespaceId,
    contactId: email.contactId,
    emailId: email.id,
  });
  const answer = await call(emailStatusRoutes.unsubscribeOneClick, {
    query: { token },
    body: { 'List-Unsubscribe': 'One-Click' },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

function counts(values: Partial<OutcomeCounts>): OutcomeCounts {
  return { ...noOutcomes(), ...values };
}

const NO_RATES = { opened: 0, clicked: 0, replied: 0, bounced: 0, unsubscribed: 0 };

describe('the dashboard summary', () => {
  it('answers zeros, no campaigns and the last 8 weeks at 0 when nothing was sent', async () => {
    const ada = await signIn(deps, person('ada'));

    const summary = await summaryOf(ada);

    expect(summary).toEqual({
      totals: noOutcomes(),
      rates: NO_RATES,
      timeSavedMinutes: 0,
      campaigns: [],
      weeks: LAST_8_MONDAYS.map((week) => ({ week, counts: noOutcomes(), rates: NO_RATES })),
    });
  });

  describe('over two campaigns and three weeks of sends, opens, clicks, replies, bounces and unsubscribes', () => {
    let bo: Caller;
    let spring: ReviewWorld;
    let fair: ReviewWorld;
    let summary: DashboardSummary;

    beforeAll(async () => {
      bo = await signIn(deps, person('bo'));
      spring = await createWorld(deps, bo);
      fair = await createWorld(deps, bo);
      const [c1, c2, c3, c4, c5, c6, c7] = await Promise.all(Array.from({ length: 7 }, () => createContact(deps, bo)));
      if (!c1 || !c2 || !c3 || !c4 || !c5 || !c6 || !c7) throw new Error('seed failed');

      // week of 2 March: two first emails of the spring campaign
      const a1 = await sent(bo, spring, c1, '2026-03-03T09:00:00.000Z');
      const a2 = await sent(bo, spring, c2, '2026-03-06T16:00:00.000Z');
      const a1Read = await move(bo, a1, 'READ', '2026-03-04T08:00:00.000Z');
      // week of 9 March: a click on a1 and a reply to a2 (outcomes of the week of 2 March), three more sends
      await move(bo, a1Read, 'CLICKED', '2026-03-10T08:00:00.000Z');
      await move(bo, a2, 'REPLIED', '2026-03-11T08:00:00.000Z');
      const a3 = await sent(bo, spring, c3, '2026-03-10T09:00:00.000Z');
      const a4 = await sent(bo, spring, c4, '2026-03-11T09:00:00.000Z');
      await sent(bo, spring, c1, '2026-03-13T09:00:00.000Z', { step: 1 });
      await move(bo, a4, 'BOUNCED', '2026-03-11T09:05:00.000Z');
      // week of 16 March: a3 opened (an open of the week of 9 March), the fair campaign's three sends
      await move(bo, a3, 'READ', '2026-03-17T08:00:00.000Z');
      const b1 = await sent(bo, fair, c5, '2026-03-16T09:00:00.000Z');
      const b2 = await sent(bo, fair, c6, '2026-03-16T09:10:00.000Z');
      await sent(bo, fair, c7, '2026-03-16T09:20:00.000Z', { to: 'BOUNCED' });
      await move(bo, b1, 'CLICKED', '2026-03-16T11:00:00.000Z');
      // unsubscribes: c2 through a2 (sent the week of 2 March), c6 through b2, twice
      await unsubscribe(bo, a2, '2026-03-17T10:00:00.000Z');
      await unsubscribe(bo, b2, '2026-03-17T11:00:00.000Z');
      await unsubscribe(bo, b2, '2026-03-17T12:00:00.000Z');

      summary = await summaryOf(bo);
    });

    it('adds up every campaign into the totals, their rates over sent and 20 minutes per contact emailed', () => {
      expect(summary.totals).toEqual(
        counts({ sent: 8, opened: 3, clicked: 2, replied: 1, bounced: 2, unsubscribed: 2, contactsEmailed: 7 }),
      );
      expect(summary.rates).toEqual({ opened: 0.375, clicked: 0.25, replied: 0.125, bounced: 0.25, unsubscribed: 0.25 });
      expect(summary.timeSavedMinutes).toBe(140);
    });

    it('counts each campaign on its own, newest first, with its name and status', () => {
      expect(summary.campaigns).toEqual([
        {
          id: fair.campaignId,
          name: fair.campaignName,
          status: 'RUNNING',
          counts: counts({ sent: 3, opened: 1, clicked: 1, bounced: 1, unsubscribed: 1, contactsEmailed: 3 }),
          rates: { opened: 1 / 3, clicked: 1 / 3, replied: 0, bounced: 1 / 3, unsubscribed: 1 / 3 },
        },
        {
          id: spring.campaignId,
          name: spring.campaignName,
          status: 'RUNNING',
          counts: counts({ sent: 5, opened: 2, clicked: 1, replied: 1, bounced: 1, unsubscribed: 1, contactsEmailed: 4 }),
          rates: { opened: 0.4, clicked: 0.2, replied: 0.2, bounced: 0.2, unsubscribed: 0.2 },
        },
      ]);
    });

    it('counts every outcome in the week its email was sent, whenever it came, and zeros for weeks without sends', () => {
      const byWeek = Object.fromEntries(summary.weeks.map((week) => [week.week, week.counts]));

      expect(summary.weeks.map((week) => week.week)).toEqual(LAST_8_MONDAYS);
      expect(byWeek).toEqual({
        '2026-01-26': noOutcomes(),
        '2026-02-02': noOutcomes(),
        '2026-02-09': noOutcomes(),
        '2026-02-16': noOutcomes(),
        '2026-02-23': noOutcomes(),
        // a1's click and a2's reply came the week after, c2's unsubscribe two weeks after
        '2026-03-02': counts({ sent: 2, opened: 1, clicked: 1, replied: 1, unsubscribed: 1, contactsEmailed: 2 }),
        // a3's open came the week after; the follow-up to c1 is a send but not a new contact
        '2026-03-09': counts({ sent: 3, opened: 1, bounced: 1, contactsEmailed: 2 }),
        '2026-03-16': counts({ sent: 3, opened: 1, clicked: 1, bounced: 1, unsubscribed: 1, contactsEmailed: 3 }),
      });
      expect(summary.weeks.find((week) => week.week === '2026-03-09')?.rates).toEqual({
        opened: 1 / 3,
        clicked: 0,
        replied: 0,
        bounced: 1 / 3,
        unsubscribed: 0,
      });
    });

    it('counts an unsubscribe once when the same contact unsubscribes again, through another email or the same', async () => {
      const c8 = await createContact(deps, bo);
      const first = await sent(bo, fair, c8, '2026-03-17T09:00:00.000Z');
      const followUp = await sent(bo, fair, c8, '2026-03-18T09:00:00.000Z', { step: 1 });

      await unsubscribe(bo, first, '2026-03-18T10:00:00.000Z');
      await unsubscribe(bo, followUp, '2026-03-18T10:05:00.000Z');
      await unsubscribe(bo, first, '2026-03-18T10:10:00.000Z');
      const after = await summaryOf(bo);

      expect(after.totals.unsubscribed).toBe(summary.totals.unsubscribed + 1);
      expect(after.campaigns.find((campaign) => campaign.id === fair.campaignId)?.counts.unsubscribed).toBe(2);
      expect(after.weeks.at(-1)?.counts.unsubscribed).toBe(2);
    });
  });

  it('reads the same items and read units with 10 and with 1,000 emails in the instance', async () => {
    const cy = await signIn(deps, person('cy'));
    const world = await createWorld(deps, cy);
    const contacts = await Promise.all(Array.from({ length: 50 }, () => createContact(deps, cy)));
    /** sends the emails of steps `[from, to)` to every contact, 25 at a time */
    const sendSteps = async (from: number, to: number, limit: number) => {
      const jobs = contacts.flatMap((contact) => Array.from({ length: to - from }, (_, n) => ({ contact, step: from + n })));
      for (let index = 0; index < Math.min(jobs.length, limit); index += 25) {
        await Promise.all(
          jobs
            .slice(index, Math.min(index + 25, limit))
            .map(({ contact, step }) => sent(cy, world, contact, '2026-03-16T09:00:00.000Z', { step })),
        );
      }
    };
    await sendSteps(0, 1, 10);
    const small = await measuredSummary(cy);

    await sendSteps(1, 21, 990);
    const large = await measuredSummary(cy);

    expect(small.summary.totals.sent).toBe(10);
    expect(large.summary.totals.sent).toBe(1000);
    expect(large.summary.timeSavedMinutes).toBe(10 * 20);
    expect(large.reads).toEqual(small.reads);
    // one membership read, the campaign progress and campaigns queries, and the week query: a handful of items
    expect(large.reads.items).toBeLessThanOrEqual(6);
    console.info(`dashboard reads: ${JSON.stringify({ emails10: small.reads, emails1000: large.reads })}`);
  }, 120_000);

  it("never counts another instance's campaigns, sends or outcomes", async () => {
    const eve = await signIn(deps, person('eve'));
    const fay = await signIn(deps, person('fay'));
    const eveWorld = await createWorld(deps, eve);
    const eveContact = await createContact(deps, eve);
    const eveEmail = await sent(eve, eveWorld, eveContact, '2026-03-16T09:00:00.000Z');
    await move(eve, eveEmail, 'REPLIED', '2026-03-16T10:00:00.000Z');
    await unsubscribe(eve, eveEmail, '2026-03-16T11:00:00.000Z');

    const [eveSummary, faySummary] = [await summaryOf(eve), await summaryOf(fay)];

    expect(eveSummary.totals).toEqual(counts({ sent: 1, replied: 1, unsubscribed: 1, contactsEmailed: 1 }));
    expect(faySummary).toEqual({
      totals: noOutcomes(),
      rates: NO_RATES,
      timeSavedMinutes: 0,
      campaigns: [],
      weeks: LAST_8_MONDAYS.map((week) => ({ week, counts: noOutcomes(), rates: NO_RATES })),
    });
  });

  it('answers 403 Forbidden when a member of another instance asks for this one', async () => {
    const gus = await signIn(deps, person('gus'));
    const hal = await signIn(deps, person('hal'));

    const answer = await call(dashboardRoutes.summary, { identity: hal.identity, namespaceId: gus.namespaceId });

    expect(answer).toMatchObject({ status: 403, body: { message: 'Forbidden' } });
  });
});
