import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';

import { MIN_SEND_SPACING_MS } from '../../../shared/rules/mailbox-limits';
import { planDueSends, QUEUED_GRACE_MS } from '../../../functions/core/sending/planner';
import { sendQueuedEmail } from '../../../functions/core/sending/worker';
import { jobLeaseEntity } from '../../../functions/adapters/dynamodb/entities/mailbox-usage';
import { createSendStore } from '../../../functions/adapters/dynamodb/send-store';
import { jobContext } from '../../../functions/core/tenant';
import { settableClock } from '../../support/http';
import { scheduleEmails, testSendPlannerDeps, testSendWorkerDeps, writeCampaign } from '../../support/sending';
import { useSmtpSendingFile } from '../../support/sending-world';
import { useTestTable } from '../../support/table-per-file';

const table = useTestTable();
// a Monday, 10:00 UTC: inside office hours and weekdays
const START = '2026-03-02T10:00:00.000Z';
const TOMORROW = '2026-03-03T10:00:00.000Z';
const clock = settableClock(START);
const MINUTE_MS = 60_000;
const sending = useSmtpSendingFile({ table, clock, start: START, password: 'mailbox-password', prefix: 'runs' });
const { smtpWorld, sendMessages, planUntilQueued } = sending;

const WRITE_COMMANDS = new Set(['PutItem', 'UpdateItem', 'DeleteItem', 'BatchWriteItem', 'TransactWriteItems']);
/** The writes sent to the table since the test began: the command and the kind of item (`UpdateItem mailbox-usage`). */
const writes: string[] = [];

beforeAll(() => {
  table.client.middlewareStack.add(
    (next, context) => async (args) => {
      const command = (context.commandName ?? '').replace(/Command$/, '');
      const pk = (args.input as { Key?: { pk?: string } }).Key?.pk ?? '';
      if (WRITE_COMMANDS.has(command)) writes.push(`${command} ${pk.split('#').pop() ?? ''}`);
      return next(args);
    },
    { step: 'initialize', name: 'plannerWrites' },
  );
});

/** A campaign over `contacts` contacts, its emails written and scheduled for `at`; the world and its emails. */
async function scheduledCampaign(contacts: number, at: string, options?: Parameters<typeof smtpWorld>[1]) {
  const world = await smtpWorld(contacts, options);
  const emails = await writeCampaign(sending.deps, world, clock);
  await scheduleEmails(
    world,
    emails.map((email) => email.id),
    clock,
    at,
  );
  return { world, emails };
}

async function plannerLease() {
  const { data } = await jobLeaseEntity(table.client, table.tableName).get({ job: 'send-planner' }).go({ consistent: true });
  return data;
}

describe('a send planner run', () => {
  it('writes nothing when no email is due, and plans once one is', async () => {
    const { world } = await scheduledCampaign(3, TOMORROW);
    writes.length = 0;

    const idle = await planDueSends(testSendPlannerDeps(clock));

    expect(idle).toEqual({ ran: true, due: 0, queued: 0, held: 0 });
    expect(writes).toEqual([]);
    expect(await plannerLease()).toBeNull();

    clock.set(TOMORROW);
    const busy = await planDueSends(testSendPlannerDeps(clock));
    expect(busy).toMatchObject({ ran: true, due: 3, queued: 3 });
    expect(sendMessages(world)).toHaveLength(3);
    // the lease, taken and given back, and the mailbox's day: the emails themselves are not written
    expect(writes).toEqual(['UpdateItem send-planner', 'UpdateItem mailbox-usage', 'DeleteItem send-planner']);
    expect(await plannerLease()).toBeNull();
  });

  it('queues each due email once when another run planned it between its first look at the due index and its lease', async () => {
    const { world, emails } = await scheduledCampaign(4, START);
    const late = testSendPlannerDeps(clock);
    let looked = false;
    const store = {
      ...late.store,
      // the first look, before the lease: another planner runs to its end meanwhile
      due: async (...args: Parameters<typeof late.store.due>) => {
        const page = await late.store.due(...args);
        if (!looked) {
          looked = true;
          await planDueSends(testSendPlannerDeps(clock));
        }
        return page;
      },
    };

    const run = await planDueSends({ ...late, store });

    expect(run.ran).toBe(true);
    const queued = sendMessages(world).map((message) => message.emailId);
    expect(queued.sort()).toEqual(emails.map((email) => email.id).sort());
  });

  it('queues an email once while its message waits, again once the message is lost, and its worker sends it', async () => {
    const world = await smtpWorld(1);
    const [email] = await writeCampaign(sending.deps, world, clock);
    if (!email) throw new Error('expected an email');
    await scheduleEmails(world, [email.id], clock, START);
    const scheduled = await sending.deps.repos.emailMessages.get(world.ctx, email.id);

    await planDueSends(testSendPlannerDeps(clock));
    const [message] = sendMessages(world);
    if (!message) throw new Error('expected a message');
    expect((await sending.deps.repos.emailMessages.get(world.ctx, email.id)).updatedAt).toBe(scheduled.updatedAt);

    clock.set(new Date(Date.parse(START) + 5 * MINUTE_MS).toISOString());
    await planDueSends(testSendPlannerDeps(clock));
    expect(sendMessages(world)).toEqual([]);

    clock.set(new Date(Date.parse(message.plannedAt) + QUEUED_GRACE_MS + MINUTE_MS).toISOString());
    const [again] = await planUntilQueued(world, 1);
    expect(again).toMatchObject({ emailId: email.id });

    await expect(sendQueuedEmail(testSendWorkerDeps(clock), again ?? message)).resolves.toBe('SENT');
    await expect(sendQueuedEmail(testSendWorkerDeps(clock), message)).resolves.toBe('SKIPPED');
    expect((await sending.deps.repos.emailMessages.get(world.ctx, email.id)).status).toBe('SENT');
  });

  it("spaces a run's first send 10 s or more after the last one the run before gave the mailbox", async () => {
    const { world } = await scheduledCampaign(14, START, { throttle: 50 });
    await planDueSends(testSendPlannerDeps(clock));
    const first = sendMessages(world).map((message) => Date.parse(message.plannedAt));
    expect(first).toHaveLength(10);

    // the next run comes while the first run's sends are still ahead
    clock.set(new Date(Date.parse(START) + MINUTE_MS).toISOString());
    await planDueSends(testSendPlannerDeps(clock));
    const second = sendMessages(world).map((message) => Date.parse(message.plannedAt));

    expect(second).toHaveLength(4);
    expect(Math.min(...second) - Math.max(...first)).toBeGreaterThanOrEqual(MIN_SEND_SPACING_MS);
  });
});

describe('the due index', () => {
  it('reads emails made due before its keys were the time alone (`<when>#<ns>#<id>`) with those made due since, oldest first', async () => {
    const { emails } = await scheduledCampaign(2, START);
    const [earlier, later] = emails.map((email) => email.id);
    const namespaceId = emails[0]?.namespaceId ?? '';
    // the first as an email scheduled before: keyed by its time, instance and id, a minute earlier
    await table.client.send(
      new UpdateCommand({
        TableName: table.tableName,
        Key: { pk: `${namespaceId}#email`, sk: earlier },
        UpdateExpression: 'SET dueKey = :key, gsi5sk = :key',
        ExpressionAttributeValues: { ':key': `2026-03-02T09:59:00.000Z#${namespaceId}#${String(earlier)}` },
      }),
    );

    const { items } = await createSendStore(table.client, table.tableName).due(START, { limit: 100 });
    const mine = items.filter((item) => item.namespaceId === namespaceId).map((item) => item.id);

    expect(mine).toEqual([earlier, later]);
    const { items: before } = await createSendStore(table.client, table.tableName).due('2026-03-02T09:59:30.000Z', {
      limit: 100,
    });
    expect(before.filter((item) => item.namespaceId === namespaceId).map((item) => item.id)).toEqual([earlier]);
  });
});

describe("a mailbox's counters", () => {
  it('reads the days asked and the all-time counts of that mailbox only, not those of a mailbox its address begins', async () => {
    const store = createSendStore(table.client, table.tableName);
    const ctx = jobContext('counters-1', 'send-planner');
    const week = ['2026-03-02', '2026-03-01', '2026-02-28', '2026-02-27', '2026-02-26', '2026-02-25', '2026-02-24'];
    const give = (mailbox: string, day: string, count: number) =>
      store.reserve(ctx, mailbox, day, { count, lastPlannedAt: Date.parse(`${day}T10:00:00.000Z`), queued: [] });
    await give('rep@coldline.example', '2026-03-02', 3);
    await give('rep@coldline.example', '2026-02-24', 2);
    // a day before the week, and a mailbox whose address begins with the first one's
    await give('rep@coldline.example', '2026-02-23', 50);
    await give('rep@coldline.example.org', '2026-03-01', 40);
    await store.recordSent(ctx, 'rep@coldline.example', '2026-03-02');
    await store.recordSent(ctx, 'rep@coldline.example.org', '2026-03-01');

    const usage = await store.usage(ctx, 'rep@coldline.example', week);

    expect(Object.entries(usage.days).filter(([, day]) => day.reserved > 0 || day.sent > 0)).toEqual([
      ['2026-03-02', { reserved: 3, sent: 1 }],
      ['2026-02-24', { reserved: 2, sent: 0 }],
    ]);
    expect(usage.sentTotal).toBe(1);
    expect(usage.lastPlannedAt).toBe(Date.parse('2026-03-02T10:00:00.000Z'));
  });
});
