import { beforeAll, describe, expect, it } from 'vitest';

import { planDueSends } from '../../../functions/core/sending/planner';
import { jobLeaseEntity } from '../../../functions/adapters/dynamodb/entities/mailbox-usage';
import { settableClock } from '../../support/http';
import { scheduleEmails, testSendPlannerDeps, writeCampaign } from '../../support/sending';
import { useSmtpSendingFile } from '../../support/sending-world';
import { useTestTable } from '../../support/table-per-file';

const table = useTestTable();
// a Monday, 10:00 UTC: inside office hours and weekdays
const START = '2026-03-02T10:00:00.000Z';
const TOMORROW = '2026-03-03T10:00:00.000Z';
const clock = settableClock(START);
const sending = useSmtpSendingFile({ table, clock, start: START, password: 'mailbox-password', prefix: 'runs' });
const { smtpWorld, sendMessages } = sending;

const WRITE_COMMANDS = new Set(['PutItem', 'UpdateItem', 'DeleteItem', 'BatchWriteItem', 'TransactWriteItems']);
/** The write commands sent to the table since the test began, by name. */
const writes: string[] = [];

beforeAll(() => {
  table.client.middlewareStack.add(
    (next, context) => async (args) => {
      const command = (context.commandName ?? '').replace(/Command$/, '');
      if (WRITE_COMMANDS.has(command)) writes.push(command);
      return next(args);
    },
    { step: 'initialize', name: 'plannerWrites' },
  );
});

async function plannerLease() {
  const { data } = await jobLeaseEntity(table.client, table.tableName).get({ job: 'send-planner' }).go({ consistent: true });
  return data;
}

describe('a send planner run', () => {
  it('writes nothing when no email is due, and plans once one is', async () => {
    const world = await smtpWorld(3);
    const emails = await writeCampaign(sending.deps, world, clock);
    await scheduleEmails(
      world,
      emails.map((email) => email.id),
      clock,
      TOMORROW,
    );
    writes.length = 0;

    const idle = await planDueSends(testSendPlannerDeps(clock));

    expect(idle).toEqual({ ran: true, due: 0, queued: 0, held: 0 });
    expect(writes).toEqual([]);
    expect(await plannerLease()).toBeNull();

    clock.set(TOMORROW);
    const busy = await planDueSends(testSendPlannerDeps(clock));
    expect(busy).toMatchObject({ ran: true, due: 3, queued: 3 });
    expect(sendMessages(world)).toHaveLength(3);
    // the lease is given back at the end of the run
    expect(await plannerLease()).toBeNull();
  });

  it('queues each due email once when another run planned it between its first look at the due index and its lease', async () => {
    const world = await smtpWorld(4);
    const emails = await writeCampaign(sending.deps, world, clock);
    await scheduleEmails(
      world,
      emails.map((email) => email.id),
      clock,
      START,
    );
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
});
