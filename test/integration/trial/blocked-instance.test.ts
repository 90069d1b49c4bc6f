import { describe, expect, it } from 'vitest';

import { adminOperations, runAdminCommand } from '../../../bin/admin';
import { cadenceRunsFor } from '../../../functions/composition/cadence';
import { emailMessageEntity } from '../../../functions/adapters/dynamodb/entities/email-message';
import { emailIdFor } from '../../../functions/core/generation/email-id';
import { GenerationMessageSchema, type GenerationMessage } from '../../../functions/core/generation/messages';
import { planCampaign, STALE_QUEUED_MS } from '../../../functions/core/generation/planner';
import { planRunningCampaigns } from '../../../functions/core/generation/scheduled-run';
import { writeQueuedEmail } from '../../../functions/core/generation/worker';
import { TRIAL_ENDED } from '../../../functions/core/instance/trial-block';
import { HOLD_RECHECK_MS, planDueSends } from '../../../functions/core/sending/planner';
import { sendQueuedEmail } from '../../../functions/core/sending/worker';
import { createOfflineWriter } from '../../../functions/core/writing/offline';
import { JOBS } from '../../../shared/platform/jobs';
import { addDays, toDateOnly } from '../../../shared/rules/trial';
import { jobWiring, testPlannerDeps, testWorkerDeps, type SeededCampaign } from '../../support/generation';
import { settableClock } from '../../support/http';
import { testReviewService, testSendPlannerDeps, testSendWorkerDeps, writeAndSchedule } from '../../support/sending';
import { receivedMail, useSmtpSendingFile } from '../../support/sending-world';
import { useTestTable } from '../../support/table-per-file';

const table = useTestTable();
// a Monday, 10:00 UTC: inside office hours and weekdays
const START = '2026-03-02T10:00:00.000Z';
const clock = settableClock(START);
const SMTP_PASSWORD = 'mailbox-password';
const MINUTE_MS = 60_000;
const sending = useSmtpSendingFile({ table, clock, start: START, password: SMTP_PASSWORD, prefix: 'blocked' });
const { smtpWorld, sendMessages, planUntilQueued } = sending;

/** Moves the clock on by `ms`. */
function advance(ms: number): void {
  clock.set(new Date(clock().getTime() + ms).toISOString());
}

/** Ends the instance's trial 10 days ago, unpaid: past the 7 days of grace, so it is blocked. */
async function block(world: SeededCampaign): Promise<void> {
  await sending.deps.repos.namespaces.update(world.ctx.namespaceId, {
    isPaid: false,
    trialEndDate: addDays(toDateOnly(clock(), 'UTC'), -10),
  });
}

/** Marks the instance paid as an operator does: `npm run admin -- set-plan <instance> --paid`. */
async function markPaid(world: SeededCampaign): Promise<string[]> {
  const out: string[] = [];
  const code = await runAdminCommand(
    ['set-plan', world.ctx.namespaceId, '--paid'],
    adminOperations(table.client, table.tableName, clock),
    (line) => out.push(line),
    (line) => out.push(line),
  );
  expect(code).toBe(0);
  return out;
}

/** The generation messages queued for the instance (taken off the queue). */
function generationMessages(world: SeededCampaign): GenerationMessage[] {
  return sending.deps.queues
    .take('generation')
    .map((message) => GenerationMessageSchema.parse(message.body))
    .filter((message) => message.namespaceId === world.ctx.namespaceId);
}

async function emailsOf(world: SeededCampaign) {
  return (await sending.deps.repos.emailMessages.listByCampaign(world.ctx, world.campaign.id, { limit: 100 })).items;
}

function scheduledRun() {
  return planRunningCampaigns(testPlannerDeps(clock), {
    hasTime: () => true,
    onError: (_campaign, error) => {
      throw error;
    },
  });
}

function offlineWorker() {
  return { ...testWorkerDeps(clock), writer: createOfflineWriter() };
}

describe('the generation planner for a blocked instance', () => {
  it('queues nothing while the instance is blocked, and writes to its audience once it is paid', async () => {
    const world = await smtpWorld(2);
    await block(world);

    await scheduledRun();

    expect(generationMessages(world)).toEqual([]);
    expect(await emailsOf(world)).toEqual([]);

    await markPaid(world);
    await scheduledRun();

    expect(generationMessages(world)).toHaveLength(2);
  });
});

describe('the generation worker for a blocked instance', () => {
  it('writes nothing while the instance is blocked; the email is queued again and written once it is paid', async () => {
    const world = await smtpWorld(1);
    const campaign = await sending.deps.repos.campaigns.get(world.ctx, world.campaign.id);
    await planCampaign(testPlannerDeps(clock), world.ctx, campaign, 'onDemand');
    const [message] = generationMessages(world);
    if (!message) throw new Error('expected a generation message');
    await block(world);

    await expect(writeQueuedEmail(offlineWorker(), message)).resolves.toBe('SKIPPED');

    expect(await sending.deps.repos.emailMessages.get(world.ctx, message.emailId)).toMatchObject({ status: 'CREATED' });

    await markPaid(world);
    advance(STALE_QUEUED_MS + MINUTE_MS);
    await scheduledRun();
    const [again] = generationMessages(world);
    expect(again?.emailId).toBe(message.emailId);
    await expect(writeQueuedEmail(offlineWorker(), again ?? message)).resolves.toBe('WRITTEN');
  });
});

describe('the send planner for a blocked instance', () => {
  it("holds its scheduled emails with 'trial ended', shown in the review queue, looked at again only after the recheck", async () => {
    const world = await smtpWorld(2);
    const emails = await writeAndSchedule(sending.deps, world, clock);
    await block(world);

    await planDueSends(testSendPlannerDeps(clock));

    expect(sendMessages(world)).toEqual([]);
    const review = testReviewService(clock);
    for (const email of emails) {
      const held = await sending.deps.repos.emailMessages.get(world.ctx, email.id);
      expect(held).toMatchObject({ status: 'SCHEDULED', holdReason: TRIAL_ENDED });
      await expect(review.get(world.ctx, email.id)).resolves.toMatchObject({ email: { holdReason: TRIAL_ENDED } });
    }
    const listed = await review.list(world.ctx, { tab: 'SCHEDULED', campaignId: world.campaign.id });
    expect(listed.items.map((item) => item.holdReason)).toEqual([TRIAL_ENDED, TRIAL_ENDED]);
    const written = await Promise.all(emails.map((email) => sending.deps.repos.emailMessages.get(world.ctx, email.id)));

    // every run until the recheck reads nothing of the instance's held emails, and writes nothing
    for (let run = 1; run * 5 * MINUTE_MS < HOLD_RECHECK_MS; run += 1) {
      advance(5 * MINUTE_MS);
      await planDueSends(testSendPlannerDeps(clock));
    }

    expect(sendMessages(world)).toEqual([]);
    for (const [index, email] of emails.entries()) {
      expect((await sending.deps.repos.emailMessages.get(world.ctx, email.id)).updatedAt).toBe(written[index]?.updatedAt);
    }
  });

  it("sends the held emails at the planner's next run once the instance is marked paid, not at their next look", async () => {
    const world = await smtpWorld(1);
    const [email] = await writeAndSchedule(sending.deps, world, clock);
    if (!email) throw new Error('expected an email');
    await block(world);
    await planDueSends(testSendPlannerDeps(clock));
    expect(sendMessages(world)).toEqual([]);
    advance(5 * MINUTE_MS);

    const out = await markPaid(world);
    advance(5 * MINUTE_MS);
    await planDueSends(testSendPlannerDeps(clock));

    expect(out).toContain("1 email held by the trial's end goes out at the send planner's next run.");
    const [message] = sendMessages(world);
    if (!message) throw new Error('expected a planned send');
    clock.set(message.plannedAt);

    await expect(sendQueuedEmail(testSendWorkerDeps(clock), message)).resolves.toBe('SENT');
    const sent = await sending.deps.repos.emailMessages.get(world.ctx, email.id);
    expect(sent.status).toBe('SENT');
    expect(sent.holdReason).toBeUndefined();
    expect(receivedMail(sending.smtp.mailDir, (raw) => raw.includes(`<${email.id}@`))).toHaveLength(1);
  });
});

describe('the send worker for a blocked instance', () => {
  it("does not send an email queued before the instance was blocked: it waits with 'trial ended'", async () => {
    const world = await smtpWorld(1);
    await writeAndSchedule(sending.deps, world, clock);
    const [message] = await planUntilQueued(world);
    if (!message) throw new Error('expected a planned send');
    await block(world);
    clock.set(message.plannedAt);

    await expect(sendQueuedEmail(testSendWorkerDeps(clock), message)).resolves.toBe('WAITING');

    expect(await sending.deps.repos.emailMessages.get(world.ctx, message.emailId)).toMatchObject({
      status: 'SCHEDULED',
      holdReason: TRIAL_ENDED,
    });
    expect(receivedMail(sending.smtp.mailDir, (raw) => raw.includes(`<${message.emailId}@`))).toEqual([]);
  });
});

describe('the cadence job for a blocked instance', () => {
  it('makes no follow-up while the instance is blocked, and makes it once the instance is paid', async () => {
    const world = await smtpWorld(1);
    await sending.deps.repos.options.set(world.ctx, 'AUTO_CADENCES', 'ACTIVE');
    const [email] = await writeAndSchedule(sending.deps, world, clock);
    if (!email) throw new Error('expected an email');
    await emailMessageEntity(table.client, table.tableName)
      .patch({ namespaceId: world.ctx.namespaceId, id: email.id })
      .set({ status: 'SENT', sentAt: START, updatedAt: START })
      .composite({ campaignId: email.campaignId, createdAt: email.createdAt })
      .go({ response: 'none' });
    await block(world);
    const followUpId = emailIdFor(world.campaign.id, email.contactId, 1);
    const job = async (days: number) => {
      advance(days * 24 * 60 * MINUTE_MS);
      return cadenceRunsFor(jobWiring(JOBS.cadence, clock)).runDue(clock(), {
        onError: (_run, error) => {
          throw error;
        },
      });
    };

    await job(3);
    await job(1);

    expect(await sending.deps.repos.emailMessages.find(world.ctx, followUpId)).toBeNull();
    expect(generationMessages(world)).toEqual([]);

    await markPaid(world);
    await job(1);

    expect(await sending.deps.repos.emailMessages.find(world.ctx, followUpId)).toMatchObject({ status: 'CREATED', step: 1 });
    expect(generationMessages(world).map((message) => message.emailId)).toEqual([followUpId]);
  });
});
