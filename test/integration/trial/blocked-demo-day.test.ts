import type { Context, SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createTransport } from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { adminOperations, runAdminCommand } from '../../../bin/admin';
import { freePort } from '../../../bin/local/dynamodb';
import { startLocalImap, type LocalImap } from '../../../bin/local/imap';
import { replyTo } from '../../../bin/local/reply';
import { seedDemo } from '../../../bin/local/seed';
import { BLOCKED_DEMO, BLOCKED_DEMO_NAMESPACE_ID, seedBlockedDemoWork } from '../../../bin/local/seed-blocked';
import type { LocalSmtp } from '../../../bin/local/smtp';
import { createGenerationStore } from '../../../functions/adapters/dynamodb/generation-store';
import { createEmailReviewStore } from '../../../functions/adapters/dynamodb/review-store';
import { TRIAL_ENDED } from '../../../functions/core/instance/trial-block';
import type { EmailMessageItem } from '../../../functions/core/ports/items';
import { installDeps, settableClock, type TestDeps } from '../../support/http';
import { useTestTable } from '../../support/table-per-file';
import { startTestSmtp } from '../senders/support';

const table = useTestTable();
// a Monday, 08:00 UTC: the day ahead holds the office hours of the instance's zone (UTC)
const START = '2026-03-02T08:00:00.000Z';
const clock = settableClock(START);
const PASSWORD = 'local-mailbox-password';
const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const lambdaContext = { getRemainingTimeInMillis: () => 60_000 } as Context;
const ctx = { namespaceId: BLOCKED_DEMO_NAMESPACE_ID, userId: 'demo-user', role: 'ADMIN' as const };

type Job = (event: unknown, context?: Context) => Promise<unknown>;
type Consumer = (event: SQSEvent, context: Context) => Promise<SQSBatchResponse>;

let deps: TestDeps;
let smtp: LocalSmtp;
let imap: LocalImap;
let jobs: {
  generationPlanner: Job;
  sendPlanner: Job;
  cadence: Job;
  mailboxPoll: Job;
  generationConsumer: Consumer;
  sendingConsumer: Consumer;
};
/** messages queued for the blocked instance during the run, by queue */
const queuedForInstance: Record<'generation' | 'sending', number> = { generation: 0, sending: 0 };

beforeAll(async () => {
  process.env.ALLOW_PRIVATE_SMTP_HOSTS = 'true';
  deps = installDeps(table, clock);
  smtp = await startTestSmtp(PASSWORD);
  imap = await startLocalImap({ port: await freePort(), password: PASSWORD });
  jobs = {
    generationPlanner: (await import('../../../functions/workers/generation-planner')).handler,
    sendPlanner: (await import('../../../functions/workers/send-planner')).handler,
    cadence: (await import('../../../functions/workers/cadence')).handler,
    mailboxPoll: (await import('../../../functions/workers/mailbox-poll')).handler,
    generationConsumer: (await import('../../../functions/workers/generate-email')).handler,
    sendingConsumer: (await import('../../../functions/workers/send-email')).handler,
  };
  // the demo seed as `npm start` runs it, then the blocked instance's work once the local mail servers are up
  await seedDemo({ repos: deps.repos, services: deps.services }, ctx.userId, clock());
  await seedBlockedDemoWork(
    {
      repos: deps.repos,
      services: deps.services,
      generation: createGenerationStore(table.client, table.tableName),
      emails: createEmailReviewStore(table.client, table.tableName),
    },
    ctx.userId,
    { port: smtp.port, password: PASSWORD, imapPort: imap.port, mailDir: smtp.mailDir },
    clock(),
  );
  imap.addUser(BLOCKED_DEMO.sender.email, BLOCKED_DEMO.sender.email);
});

afterAll(async () => {
  delete process.env.ALLOW_PRIVATE_SMTP_HOSTS;
  await imap.close();
  await smtp.close();
});

/** Delivers what was sent to `queue` to its consumer, as SQS does, until the queue is empty. */
async function deliver(queue: 'generation' | 'sending'): Promise<void> {
  const consumer = queue === 'generation' ? jobs.generationConsumer : jobs.sendingConsumer;
  for (let messages = deps.queues.take(queue); messages.length > 0; messages = deps.queues.take(queue)) {
    queuedForInstance[queue] += messages.filter((message) =>
      JSON.stringify(message.body).includes(BLOCKED_DEMO_NAMESPACE_ID),
    ).length;
    const event = {
      Records: messages.map((message, index) => ({
        messageId: `${queue}-${String(index)}-${message.id}`,
        body: JSON.stringify(message.body),
        attributes: {},
        messageAttributes: {},
        eventSource: 'aws:sqs',
      })),
    } as unknown as SQSEvent;
    await consumer(event, lambdaContext);
  }
}

/**
 * Runs the schedules from `from` for `ms`, 5 minutes at a time as in the cloud: the generation and
 * send planners each tick, the queues' consumers at once, the mailbox poll every hour and the
 * cadence job once a day (at the first tick). The instance's INBOX stays empty until the reply is
 * appended after the day, so more frequent polls would each read the same empty INBOX; each poll
 * waits on the IMAP round trips (about 0.3 s), which made them most of this test's time.
 */
async function runSchedules(from: number, ms: number): Promise<void> {
  for (let at = from; at < from + ms; at += 5 * MINUTE_MS) {
    const scheduledTime = new Date(at).toISOString();
    clock.set(scheduledTime);
    if ((at - from) % DAY_MS === 0) await jobs.cadence({ job: 'cadence', scheduledTime }, lambdaContext);
    await jobs.generationPlanner({ job: 'generation-planner' }, lambdaContext);
    await jobs.sendPlanner({ job: 'send-planner' }, lambdaContext);
    await deliver('generation');
    await deliver('sending');
    if ((at - from) % (60 * MINUTE_MS) === 0) await jobs.mailboxPoll({ job: 'mailbox-poll' }, lambdaContext);
  }
}

async function emailsOfInstance(): Promise<EmailMessageItem[]> {
  const campaigns = await deps.repos.campaigns.list(ctx, { limit: 10 });
  const emails: EmailMessageItem[] = [];
  for (const campaign of campaigns.items) {
    emails.push(...(await deps.repos.emailMessages.listByCampaign(ctx, campaign.id, { limit: 100 })).items);
  }
  return emails.sort((a, b) => a.id.localeCompare(b.id));
}

/** The messages the local SMTP server kept that the blocked instance's mailbox sent. */
function mailFromInstance(): string[] {
  return readdirSync(smtp.mailDir)
    .map((name) => readFileSync(path.join(smtp.mailDir, name), 'utf8'))
    .filter((raw) => raw.includes(`From: ${BLOCKED_DEMO.sender.name} <${BLOCKED_DEMO.sender.email}>`));
}

/** A contact's answer to the seeded .eml of the sent email, as `npm run reply` writes it. */
async function replyToSentEml(text: string): Promise<Buffer> {
  const [eml] = mailFromInstance();
  if (!eml) throw new Error('expected the seeded .eml of the sent email');
  const options = await replyTo(eml, text);
  const transport = createTransport({ streamTransport: true, buffer: true });
  const { message } = await transport.sendMail(options);
  if (!Buffer.isBuffer(message)) throw new Error('expected the reply as bytes');
  return message;
}

describe('the seeded blocked instance over a simulated day', () => {
  it('sends and writes nothing for a day while a reply to its sent email is recorded; once paid it sends and writes', async () => {
    const before = await emailsOfInstance();
    expect(before.map((email) => email.status).sort()).toEqual(['SCHEDULED', 'SENT']);
    expect(mailFromInstance()).toHaveLength(1);

    await runSchedules(Date.parse(START), DAY_MS);

    expect(queuedForInstance).toEqual({ generation: 0, sending: 0 });
    expect(mailFromInstance()).toHaveLength(1);
    const after = await emailsOfInstance();
    expect(after.map((email) => email.id)).toEqual(before.map((email) => email.id));
    const [sent, scheduled] = ['SENT', 'SCHEDULED'].map((status) => after.find((email) => email.status === status));
    expect(scheduled?.holdReason).toBe(TRIAL_ENDED);
    expect(sent?.updatedAt).toBe(before.find((email) => email.id === sent?.id)?.updatedAt);

    imap.append(BLOCKED_DEMO.sender.email, await replyToSentEml("Thanks, let's talk on Thursday."));
    await jobs.mailboxPoll({ job: 'mailbox-poll' }, lambdaContext);

    await expect(deps.repos.emailMessages.get(ctx, sent?.id ?? '')).resolves.toMatchObject({ status: 'REPLIED' });
    await expect(deps.repos.contacts.get(ctx, sent?.contactId ?? '')).resolves.toMatchObject({ status: 'REPLIED' });

    const out: string[] = [];
    const paid = await runAdminCommand(
      ['set-plan', BLOCKED_DEMO_NAMESPACE_ID, '--paid'],
      adminOperations(table.client, table.tableName, clock),
      (line) => out.push(line),
      (line) => out.push(line),
    );
    expect(paid).toBe(0);
    await runSchedules(Date.parse(START) + DAY_MS, 2 * 60 * MINUTE_MS);

    await expect(deps.repos.emailMessages.get(ctx, scheduled?.id ?? '')).resolves.toMatchObject({ status: 'SENT' });
    expect(mailFromInstance().some((raw) => raw.includes(`<${scheduled?.id ?? ''}@expired.example>`))).toBe(true);
    const written = (await emailsOfInstance()).filter((email) => !before.some((seeded) => seeded.id === email.id));
    expect(written.map((email) => [email.contactEmail, email.status])).toEqual([[BLOCKED_DEMO.contacts[2].email, 'SAVED']]);
  }, 180_000);
});
