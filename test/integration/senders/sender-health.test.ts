import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { mailboxUsageEntity } from '../../../functions/adapters/dynamodb/entities/mailbox-usage';
import { senderHealthCheckDeps } from '../../../functions/composition/sender-health-check';
import { senderStatusDeps } from '../../../functions/composition/services/sender-health';
import { emailIdFor } from '../../../functions/core/generation/email-id';
import type { EmailSenderConfigItem } from '../../../functions/core/ports/items';
import { refreshSenderStatus, refreshSenderStatusByMailbox, resumeSending } from '../../../functions/core/senders/sender-health';
import { checkEverySender, type SenderHealthCheckStep } from '../../../functions/core/senders/sender-health-check';
import { lastLocalDays } from '../../../shared/rules/mailbox-days';
import type { SendMessage } from '../../../functions/core/sending/messages';
import { sendQueuedEmail } from '../../../functions/core/sending/worker';
import type { TenantContext } from '../../../functions/core/tenant';
import { senderRoutes } from '../../../shared/api/routes';
import { RESOURCE_NOT_FOUND_MESSAGES } from '../../../shared/domain/messages';
import { JOBS } from '../../../shared/platform/jobs';
import { jobWiring } from '../../support/generation';
import { call, installDeps, settableClock, type TestDeps } from '../../support/http';
import { testSendWorkerDeps, writeAndSchedule } from '../../support/sending';
import { smtpSending, startRefusingSmtpServer, type RefusingSmtpServer } from '../../support/sending-world';
import { useTestTable } from '../../support/table-per-file';
import { as, person, signIn } from '../api/behaviour-support';

const table = useTestTable();
const START = '2026-03-02T10:00:00.000Z';
const clock = settableClock(START);
const PASSWORD = 'mailbox-password';
let deps: TestDeps;
let server: RefusingSmtpServer;

beforeAll(async () => {
  process.env.ALLOW_PRIVATE_SMTP_HOSTS = 'true';
  deps = installDeps(table, clock);
  server = await startRefusingSmtpServer(PASSWORD);
});

afterAll(async () => {
  delete process.env.ALLOW_PRIVATE_SMTP_HOSTS;
  await server.close();
});

beforeEach(() => {
  clock.set(START);
  deps.queues.take('sending');
  deps.queues.take('generation');
});

const { smtpWorld, planUntilQueued } = smtpSending({
  deps: () => deps,
  clock,
  server: () => ({ port: server.port, password: PASSWORD }),
  prefix: 'health',
});

function statusDeps() {
  return senderStatusDeps(jobWiring(JOBS.senderHealthCheck, clock));
}

/** Counts sends and outcomes on one of the mailbox's local days, `back` days before today, as the send paths count them. */
async function countOutcomes(
  ctx: TenantContext,
  mailbox: string,
  counts: { sent: number; bounced?: number; complained?: number },
  back = 0,
): Promise<void> {
  const zone = await statusDeps().instanceTimeZone(ctx);
  const day = lastLocalDays(clock().getTime(), zone, back + 1)[back] ?? '';
  await mailboxUsageEntity(table.client, table.tableName)
    .update({ namespaceId: ctx.namespaceId, mailbox, period: day })
    .add({ sent: counts.sent, bounced: counts.bounced ?? 0, complained: counts.complained ?? 0 })
    .go({ response: 'none' });
}

let instances = 0;
/** A signed-in rep's instance with one STUB sender. */
async function stubSender(): Promise<{
  ctx: TenantContext;
  sender: EmailSenderConfigItem;
  caller: Awaited<ReturnType<typeof signIn>>;
}> {
  instances += 1;
  const caller = await signIn(deps, person(`rep${String(instances)}x${Date.now().toString(36)}`));
  const sender = await deps.services.sender.create(caller.ctx, {
    senderEmail: `sales${String(instances)}@seller.example`,
    senderName: 'Ana Sales',
    type: 'STUB',
  });
  return { ctx: caller.ctx, sender, caller };
}

describe("a sender's status from its outcomes over 30 days", () => {
  it('suspends a sender with 100 delivered and 1 spam complaint (1 %)', async () => {
    const { ctx, sender } = await stubSender();
    await countOutcomes(ctx, sender.senderEmail, { sent: 100, complained: 1 });

    const judged = await refreshSenderStatus(statusDeps(), ctx, sender);

    const stored = await deps.repos.emailSenderConfigs.get(ctx, sender.id);
    expect(stored).toMatchObject({
      status: 'SUSPENDED',
      health: 'URGENT_ISSUES',
      statusReason: 'Spam complaints 1 % over 30 days (suspended at 0.1 %)',
      spamRate: 0.01,
      bounceRate: 0,
      healthCheckedAt: START,
      recentOutcomes: { sent: 100, bounced: 0, complained: 1, delivered: 100, judged: true },
    });
    expect(judged.status).toBe('SUSPENDED');
  });

  it('warns a sender with 2,000 sent and 1 spam complaint (0.05 %)', async () => {
    const { ctx, sender } = await stubSender();
    await countOutcomes(ctx, sender.senderEmail, { sent: 1_500 });
    await countOutcomes(ctx, sender.senderEmail, { sent: 500, complained: 1 }, 12);

    await refreshSenderStatus(statusDeps(), ctx, sender);

    const stored = await deps.repos.emailSenderConfigs.get(ctx, sender.id);
    expect(stored).toMatchObject({
      status: 'WARNING',
      health: 'WARNINGS',
      statusReason: 'Spam complaints 0.05 % over 30 days (warning at 0.05 %)',
    });
    expect(stored.sendingPausedAt).toBeUndefined();
  });

  it('leaves a sender with 99 delivered as it was, whatever its complaints', async () => {
    const { ctx, sender } = await stubSender();
    await countOutcomes(ctx, sender.senderEmail, { sent: 104, bounced: 5, complained: 3 });

    await refreshSenderStatus(statusDeps(), ctx, sender);

    const stored = await deps.repos.emailSenderConfigs.get(ctx, sender.id);
    expect(stored.status).toBe('ACTIVE');
    expect(stored.health).toBe('OPERATIONAL');
    expect(stored.statusReason).toBeUndefined();
    expect(stored.recentOutcomes).toMatchObject({ delivered: 99, judged: false });
  });

  it('counts only the last 30 local days', async () => {
    const { ctx, sender } = await stubSender();
    await countOutcomes(ctx, sender.senderEmail, { sent: 1_000, complained: 20 }, 30);
    await countOutcomes(ctx, sender.senderEmail, { sent: 150 }, 29);

    await refreshSenderStatus(statusDeps(), ctx, sender);

    const stored = await deps.repos.emailSenderConfigs.get(ctx, sender.id);
    expect(stored.status).toBe('ACTIVE');
    expect(stored.recentOutcomes).toMatchObject({ sent: 150, complained: 0, judged: true });
  });
});

describe('hard bounces above 5 %', () => {
  it('pause the sender: the planner and the worker hold its emails with the reason until the rep resumes, and a new bounce above 5 % pauses it again', async () => {
    const world = await smtpWorld(3, { domainOf: (n) => (n === 2 ? 'gone.example' : `distributor${String(n)}.example`) });
    await writeAndSchedule(deps, world, clock);
    await countOutcomes(world.ctx, world.mailbox, { sent: 200, bounced: 12 });
    const reason = 'Hard bounces 6 % over 30 days: sending paused above 5 %';

    // the judgement pauses it
    const paused = await refreshSenderStatusByMailbox(statusDeps(), world.ctx, world.mailbox);
    expect(paused).toMatchObject({ status: 'WARNING', health: 'URGENT_ISSUES', sendingPausedReason: reason });
    expect(paused?.sendingPausedAt).toBe(START);

    // the planner queues nothing and says why
    expect(await planUntilQueued(world, 6, 1)).toEqual([]);
    const ids = world.contactIds.map((contactId) => emailIdFor(world.campaign.id, contactId, 0));
    for (const id of ids) {
      expect((await deps.repos.emailMessages.get(world.ctx, id)).holdReason).toBe(`sender paused: ${reason}`);
    }

    // a message queued before the pause finds the worker holding it too
    const worker = testSendWorkerDeps(clock);
    const first = ids[0] ?? '';
    const early = {
      namespaceId: world.ctx.namespaceId,
      emailId: first,
      mailbox: world.mailbox,
      plannedAt: clock().toISOString(),
    };
    await expect(sendQueuedEmail(worker, early)).resolves.toBe('WAITING');
    expect(await deps.repos.emailMessages.get(world.ctx, first)).toMatchObject({
      status: 'SCHEDULED',
      holdReason: `sender paused: ${reason}`,
    });
    expect(server.accepted.filter((raw) => raw.includes(`<${first}@`))).toEqual([]);

    // the rep resumes
    clock.set(new Date(clock().getTime() + 60_000).toISOString());
    const resumedAt = clock().toISOString();
    const resumed = await resumeSending(statusDeps(), world.ctx, world.senderId);
    expect(resumed).toMatchObject({ sendingResumedAt: resumedAt, status: 'WARNING', bouncesAtResume: 12 });
    expect(resumed.sendingPausedAt).toBeUndefined();

    // judged again without a new bounce, it stays resumed
    const again = await refreshSenderStatusByMailbox(statusDeps(), world.ctx, world.mailbox);
    expect(again?.sendingPausedAt).toBeUndefined();

    // it sends again: the two good recipients get their emails, the gone one bounces
    // an email queued twice (its first message taken for lost) is sent once: its latest message counts
    const latest = new Map<string, SendMessage>();
    for (let run = 0; run < 14 && latest.size < 3; run += 1) {
      for (const message of await planUntilQueued(world, 1, Number.POSITIVE_INFINITY)) latest.set(message.emailId, message);
    }
    const messages = [...latest.values()];
    expect(messages).toHaveLength(3);
    const gone = ids[2] ?? '';
    const ordered = [...messages.filter((m) => m.emailId !== gone), ...messages.filter((m) => m.emailId === gone)];
    let last = clock().getTime();
    const outcomes: string[] = [];
    for (const message of ordered) {
      last = Math.max(Date.parse(message.plannedAt), last + 60_000);
      clock.set(new Date(last).toISOString());
      outcomes.push(await sendQueuedEmail(worker, message));
    }
    expect(outcomes).toEqual(['SENT', 'SENT', 'STOPPED']);
    expect(server.accepted.filter((raw) => raw.includes(`<${ids[0] ?? ''}@`) || raw.includes(`<${ids[1] ?? ''}@`))).toHaveLength(
      2,
    );

    // the bounce after the resume keeps the rate above 5 % (13 of 203): paused again
    const sender = await deps.repos.emailSenderConfigs.get(world.ctx, world.senderId);
    expect(sender.sendingPausedAt).toBe(new Date(last).toISOString());
    expect(sender.sendingPausedReason).toBe('Hard bounces 6.4 % over 30 days: sending paused above 5 %');
    expect(sender.recentOutcomes).toMatchObject({ sent: 203, bounced: 13 });
  });

  it('lets only the rep of the instance resume: another instance is answered not found and the pause holds', async () => {
    const a = await stubSender();
    const b = await stubSender();
    await countOutcomes(a.ctx, a.sender.senderEmail, { sent: 200, bounced: 20 });
    await refreshSenderStatus(statusDeps(), a.ctx, a.sender);

    const refused = await call(senderRoutes.resume, { ...as(b.caller), params: { id: a.sender.id }, body: {} });

    expect(refused.status).toBe(404);
    expect(refused.body).toEqual({ message: RESOURCE_NOT_FOUND_MESSAGES.emailSenderConfig });
    const still = await deps.repos.emailSenderConfigs.get(a.ctx, a.sender.id);
    expect(still.sendingPausedAt).toBe(START);
    expect(still.sendingResumedAt).toBeUndefined();

    const own = await call(senderRoutes.resume, { ...as(a.caller), params: { id: a.sender.id }, body: {} });

    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ id: a.sender.id, sendingResumedAt: START, health: 'WARNINGS' });
    expect(own.body).not.toHaveProperty('sendingPausedAt');
  });
});

describe('the daily sender health check', () => {
  it("checks every instance's senders: a refused password marks the credentials expired, statuses are judged, and one sender's failing check does not stop the others", async () => {
    // instance one: an SMTP sender whose password the server now refuses, and a STUB whose check breaks
    const one = await smtpWorld(1);
    await deps.services.sender.update(one.ctx, one.senderId, { password: 'changed-elsewhere' });
    const broken = await deps.services.sender.create(one.ctx, {
      senderEmail: 'broken@coldline.example',
      senderName: 'Broken',
      type: 'STUB',
    });
    await countOutcomes(one.ctx, broken.senderEmail, { sent: 300, complained: 2 });
    // instance two: a STUB sender whose complaints suspend it
    const two = await stubSender();
    await countOutcomes(two.ctx, two.sender.senderEmail, { sent: 100, complained: 1 });
    const job = senderHealthCheckDeps(jobWiring(JOBS.senderHealthCheck, clock));
    const errors: { id: string; step: SenderHealthCheckStep }[] = [];

    const summary = await checkEverySender(
      {
        ...job,
        checkCredentials: (ctx, senderEmail, at) =>
          senderEmail === broken.senderEmail
            ? Promise.reject(new Error('the mail provider could not be reached'))
            : job.checkCredentials(ctx, senderEmail, at),
      },
      { hasTime: () => true, onError: (sender, step) => errors.push({ id: sender.id, step }) },
    );

    expect(errors).toEqual([{ id: broken.id, step: 'credentials' }]);
    expect(summary.refreshed).toBeGreaterThanOrEqual(3);
    const expired = await deps.repos.emailSenderConfigs.get(one.ctx, one.senderId);
    expect(expired).toMatchObject({ credentialsValid: false, health: 'URGENT_ISSUES', lastHealthCheckAt: START });
    const judged = await deps.repos.emailSenderConfigs.get(one.ctx, broken.id);
    expect(judged).toMatchObject({ status: 'SUSPENDED', healthCheckedAt: START });
    const suspended = await deps.repos.emailSenderConfigs.get(two.ctx, two.sender.id);
    expect(suspended).toMatchObject({ status: 'SUSPENDED', credentialsValid: true, healthCheckedAt: START });
  });
});
