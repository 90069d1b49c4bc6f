/**
 * docs/architecture.md, Budgets: the DynamoDB capacity of one email's whole life, ≤ 20 WCU and
 * ≤ 20 RCU: created by the generation planner, written by the generation worker, reviewed and
 * scheduled by the rep, planned and sent, opened and clicked by a person, and answered, with every
 * counter each step moves (campaign progress, send week, mailbox usage, cadence run, activity).
 *
 * Against DynamoDB Local, one instance with a RUNNING campaign over `contacts` contacts and a STUB
 * sender, every step through the code its function runs in the cloud: the planner and the worker
 * composed as their jobs compose them (the offline writer writes, so no model is called), the review
 * service as its routes compose it, the send planner every 5 minutes of a settable clock and the send
 * worker on each message it queues, the open and click routes' handlers called with API Gateway
 * events and a browser's user agent, the inbound consumer on the moves they queue, and the inbound
 * mail handler on each contact's reply. Every command asks for its consumed capacity (INDEXES), so a
 * step's units are what the table and each index charged for it, refused conditional writes apart
 * (DynamoDB Local reports no units for them; the cloud charges at least one).
 */
import { CreateTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { randomBytes } from 'node:crypto';

import { lambdaContext } from '../../bin/local/lambda-runtime';
import { startDynamoDbLocal } from '../../bin/local/dynamodb';
import { createDocumentClient } from '../../functions/adapters/dynamodb/client';
import { createTableInput } from '../../functions/adapters/dynamodb/table';
import { uninstallRuntime } from '../../functions/composition/runtime';
import { inboundMailHandler } from '../../functions/composition/inbound-mail';
import { planCampaign } from '../../functions/core/generation/planner';
import { GenerationMessageSchema } from '../../functions/core/generation/messages';
import { writeQueuedEmail } from '../../functions/core/generation/worker';
import type { EmailMessageItem } from '../../functions/core/ports/items';
import { messageIdOf } from '../../functions/core/sending/message-id';
import { sendQueuedEmail } from '../../functions/core/sending/worker';
import { createOfflineWriter } from '../../functions/core/writing/offline';
import type { CampaignParts } from '../../functions/core/generation/writer-input';
import { emailStatusRoutes } from '../../shared/api/routes';
import { JOBS } from '../../shared/platform/jobs';
import { jobWiring, seedCampaign, testPlannerDeps, testWorkerDeps, type SeededCampaign } from '../support/generation';
import { call, installDeps, settableClock, type TestDeps } from '../support/http';
import { sqsEvent, sqsRecord } from '../support/ses-events';
import { testReviewService, testSendWorkerDeps } from '../support/sending';
import { smtpSending } from '../support/sending-world';
import { meterCapacity, READ_COMMANDS, type CapacityMeter, type CapacityPhase } from './consumed-capacity';

/** docs/architecture.md, Budgets: DynamoDB capacity for one email's whole life. */
export const EMAIL_LIFE_TARGET = { rcu: 20, wcu: 20 } as const;

/** The steps of an email's life, in order. */
export const LIFE_STEPS = ['created', 'written', 'reviewed', 'scheduled', 'sent', 'opened', 'clicked', 'replied'] as const;
export type LifeStep = (typeof LIFE_STEPS)[number];

export interface EmailLifeReport {
  readonly emails: number;
  /** each step's units, for all the emails */
  readonly steps: Readonly<Record<LifeStep, CapacityPhase>>;
  /** per email, the whole life */
  readonly perEmail: { readonly rcu: number; readonly wcu: number; readonly refusedWrites: number };
  /** the email items' size as sent (bytes of their attribute names and values, as DynamoDB counts them), mean */
  readonly meanEmailItemBytes: number;
  /** queue messages per email: written (generation), sent (sending, each send and settle) and tracked (inbound moves) */
  readonly messagesPerEmail: { readonly generation: number; readonly sending: number; readonly inbound: number };
}

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const DESTINATION = 'https://cal.example.com/maya?week=12';

/** The size DynamoDB bills an item by: each attribute's name and value, in UTF-8 (numbers and booleans approximated). */
export function itemBytes(item: Record<string, unknown>): number {
  const size = (value: unknown): number => {
    if (value === null || value === undefined) return 1;
    if (typeof value === 'string') return Buffer.byteLength(value);
    if (typeof value === 'number') return Math.ceil(String(value).length / 2) + 1;
    if (typeof value === 'boolean') return 1;
    if (Array.isArray(value)) return 3 + value.reduce<number>((sum, entry) => sum + 1 + size(entry), 0);
    if (typeof value === 'object')
      return (
        3 +
        Object.entries(value as Record<string, unknown>).reduce(
          (sum, [name, entry]) => sum + 1 + Buffer.byteLength(name) + size(entry),
          0,
        )
      );
    return 0;
  };
  return Object.entries(item).reduce((sum, [name, value]) => sum + Buffer.byteLength(name) + size(value), 0);
}

/** A person's answer to an email as their mail client writes it. */
function replyMail(email: EmailMessageItem, messageId: string, index: number): Uint8Array {
  const lines = [
    `From: Buyer <${email.contactEmail ?? ''}>`,
    `To: ${email.senderEmail ?? ''}`,
    `Subject: Re: ${email.subject ?? ''}`,
    'Date: Tue, 03 Mar 2026 09:15:00 +0000',
    `Message-ID: <life-reply-${String(index)}@buyer.example>`,
    `In-Reply-To: ${messageId}`,
    `References: ${messageId}`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    '',
    'Thanks Maya, this is timely. Could we talk on Thursday?',
    '',
  ];
  return new TextEncoder().encode(lines.join('\r\n'));
}

/** Runs `contacts` emails through their whole life and answers each step's units. */
export async function measureEmailLife(contacts = 20): Promise<EmailLifeReport> {
  const dynamo = await startDynamoDbLocal();
  const raw = new DynamoDBClient({
    endpoint: dynamo.endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'bench', secretAccessKey: 'bench' },
  });
  const clock = settableClock('2026-03-02T08:00:00.000Z');
  try {
    const tableName = `bench-life-${randomBytes(3).toString('hex')}`;
    await raw.send(new CreateTableCommand(createTableInput(tableName)));
    const meter: CapacityMeter = meterCapacity(raw);
    const deps: TestDeps = installDeps({ tableName, client: createDocumentClient(raw) }, clock);
    const world = await seedCampaign(deps, {
      namespaceId: `life-${randomBytes(3).toString('hex')}`,
      owner: 1,
      contacts,
      domainOf: (n) => `distributor${String(n)}.example`,
    });
    const steps = {} as Record<LifeStep, CapacityPhase>;
    const messages = { generation: 0, sending: 0, inbound: 0 };
    const step = async <T>(name: LifeStep, run: () => Promise<T>): Promise<T> => {
      steps[name] = meter.start();
      try {
        return await run();
      } finally {
        meter.stop();
      }
    };

    await step('created', () => plan(world, clock));
    await step('written', async () => void (messages.generation += await write(deps, clock)));
    const emails = (await deps.repos.emailMessages.listByCampaign(world.ctx, world.campaign.id, { limit: 100 })).items;
    if (emails.length !== contacts)
      throw new Error(`expected ${String(contacts)} emails written, found ${String(emails.length)}`);
    const review = testReviewService(clock);
    await step('reviewed', async () => {
      for (const email of emails) await review.review(world.ctx, email.id, 'REVIEWED');
    });
    await step('scheduled', async () => {
      for (const email of emails)
        await review.schedule(world.ctx, email.id, { acceptViolations: true, at: clock().toISOString() });
    });
    await step('sent', async () => void (messages.sending += await sendAll(deps, world, clock, contacts)));
    const sent = await Promise.all(emails.map((email) => deps.repos.emailMessages.get(world.ctx, email.id)));
    const unsent = sent.filter((email) => email.status !== 'SENT');
    if (unsent.length > 0) throw new Error(`${String(unsent.length)} emails were not sent`);
    const meanEmailItemBytes =
      sent.reduce((sum, email) => sum + itemBytes(email as unknown as Record<string, unknown>), 0) / sent.length;

    // read hours after the last send, as people do
    const lastSent = Math.max(...sent.map((email) => Date.parse(email.sentAt ?? '')));
    clock.set(new Date(lastSent + 3 * 3_600_000).toISOString());
    const inbound = await import('../../functions/workers/inbound-events');
    // every open and click is a person's, each queueing its email's move
    const consume = async () => {
      const bodies = deps.queues.take('inbound').map((message) => message.body);
      if (bodies.length !== sent.length)
        throw new Error(`${String(bodies.length)} of ${String(sent.length)} events were a person's`);
      messages.inbound += bodies.length;
      const answer = await inbound.handler(
        sqsEvent(...bodies.map((body, index) => sqsRecord(body, `life-${String(index)}`))),
        lambdaContext({ functionName: 'reachwise-inbound-consumer', timeoutMs: 60_000 }),
      );
      if (answer.batchItemFailures.length > 0) throw new Error('the inbound consumer refused a tracking move');
    };
    const ids = (email: EmailMessageItem) => ({
      namespaceId: world.ctx.namespaceId,
      contactId: email.contactId,
      emailId: email.id,
      sentAt: email.sentAt ?? '',
    });
    await step('opened', async () => {
      for (const email of sent) {
        const token = await deps.links.sign({ purpose: 'open', ...ids(email) });
        const answer = await call(emailStatusRoutes.read, { query: { token }, headers: { 'user-agent': CHROME } });
        if (answer.status !== 200) throw new Error(`the open pixel answered ${String(answer.status)}`);
      }
      await consume();
    });
    // a person follows the link a while after opening (a click at once reads as a scanner's)
    clock.set(new Date(lastSent + 3.5 * 3_600_000).toISOString());
    await step('clicked', async () => {
      for (const email of sent) {
        const token = await deps.links.sign({ purpose: 'click', ...ids(email), url: DESTINATION });
        const answer = await call(emailStatusRoutes.click, { query: { token }, headers: { 'user-agent': CHROME } });
        if (answer.status !== 302) throw new Error(`the click redirect answered ${String(answer.status)}`);
      }
      await consume();
    });
    const handle = inboundMailHandler(jobWiring(JOBS.inboundConsumer, clock));
    await step('replied', async () => {
      for (const [index, email] of sent.entries()) {
        const senderEmail = email.senderEmail ?? '';
        const result = await handle(
          { namespaceId: world.ctx.namespaceId, senderId: 'sender-1', senderEmail },
          replyMail(email, messageIdOf(email.id, senderEmail), index),
        );
        if (result.outcome !== 'REPLIED') throw new Error(`a reply was read as ${result.outcome}`);
      }
    });
    const replied = await Promise.all(emails.map((email) => deps.repos.emailMessages.get(world.ctx, email.id)));
    if (replied.some((email) => email.status !== 'REPLIED')) throw new Error('an email did not end REPLIED');

    const total = Object.values(steps).reduce(
      (sum, phase) => ({
        rcu: sum.rcu + phase.rcu,
        wcu: sum.wcu + phase.wcu,
        refusedWrites: sum.refusedWrites + phase.failedWrites,
      }),
      { rcu: 0, wcu: 0, refusedWrites: 0 },
    );
    return {
      emails: contacts,
      steps,
      perEmail: { rcu: total.rcu / contacts, wcu: total.wcu / contacts, refusedWrites: total.refusedWrites / contacts },
      meanEmailItemBytes,
      messagesPerEmail: {
        generation: messages.generation / contacts,
        sending: messages.sending / contacts,
        inbound: messages.inbound / contacts,
      },
    };
  } finally {
    uninstallRuntime();
    raw.destroy();
    await dynamo.stop();
  }
}

/** The generation planner's runs until it queued every email of the campaign's first step. */
async function plan(world: SeededCampaign, clock: () => Date): Promise<void> {
  for (;;) {
    const run = await planCampaign(testPlannerDeps(clock), world.ctx, world.campaign, 'onDemand');
    if (run.queued === 0) return;
  }
}

/**
 * The generation worker on each queued message, with the offline writer, as one container handles
 * them: with the campaign's parts kept between messages, as the consumer keeps them for a minute
 * (functions/workers/generate-email.ts); the messages handled.
 */
async function write(deps: TestDeps, clock: () => Date): Promise<number> {
  const worker = {
    ...testWorkerDeps(clock),
    writer: createOfflineWriter(),
    partsCache: new Map<string, Promise<CampaignParts>>(),
  };
  const messages = deps.queues.take('generation');
  for (const message of messages) {
    await writeQueuedEmail(worker, GenerationMessageSchema.parse(message.body));
  }
  return messages.length;
}

/** The send planner every 5 minutes and the send worker on each message at its planned time, until all are sent; the messages handled. */
async function sendAll(
  deps: TestDeps,
  world: SeededCampaign,
  clock: ReturnType<typeof settableClock>,
  count: number,
): Promise<number> {
  const { planUntilQueued } = smtpSending({ deps: () => deps, clock, server: () => ({ port: 0, password: '' }), prefix: 'life' });
  let sent = 0;
  let handled = 0;
  for (let round = 0; sent < count && round < 400; round += 1) {
    const messages = await planUntilQueued(world, 1, 1);
    handled += messages.length;
    for (const message of messages) {
      if (Date.parse(message.plannedAt) > clock().getTime()) clock.set(message.plannedAt);
      const outcome = await sendQueuedEmail(testSendWorkerDeps(clock), message);
      if (outcome === 'SENT') sent += 1;
    }
    if (messages.length === 0) clock.set(new Date(clock().getTime() + 5 * 60_000).toISOString());
  }
  if (sent < count) throw new Error(`sent ${String(sent)} of ${String(count)} emails`);
  return handled;
}

/** The report as the bench prints it: per email, the whole life and each step, with the write units by index. */
export function describeEmailLifeReport(report: EmailLifeReport): string {
  const { perEmail, emails } = report;
  const pass = perEmail.rcu <= EMAIL_LIFE_TARGET.rcu && perEmail.wcu <= EMAIL_LIFE_TARGET.wcu;
  const byStep = LIFE_STEPS.map((name) => {
    const phase = report.steps[name];
    return `${name} ${(phase.rcu / emails).toFixed(1)}/${(phase.wcu / emails).toFixed(1)}`;
  }).join(', ');
  const byIndex = new Map<string, number>();
  for (const phase of Object.values(report.steps))
    for (const [index, units] of phase.writesByIndex) byIndex.set(index, (byIndex.get(index) ?? 0) + units);
  const indexes = [...byIndex.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([index, units]) => `${index} ${(units / emails).toFixed(1)}`)
    .join(', ');
  // where each step's write units go: by command and item kind, the largest first
  const writes = LIFE_STEPS.map((name) => {
    const uses = [...report.steps[name].byCommand.entries()]
      .filter(([label, use]) => !READ_COMMANDS.has(label.split(' ')[0] ?? '') && use.units > 0)
      .sort((a, b) => b[1].units - a[1].units)
      .map(([label, use]) => `${label} ${(use.units / emails).toFixed(1)}`);
    return `${name}: ${uses.join(', ') || 'none'}`;
  }).join('; ');
  return [
    `${pass ? 'PASS' : 'FAIL'}: ${perEmail.rcu.toFixed(1)} RCU and ${perEmail.wcu.toFixed(1)} WCU per email, its whole life with its counters (${String(emails)} emails; as DynamoDB Local reports it);`,
    `RCU/WCU by step: ${byStep};`,
    `WCU by table and index: ${indexes};`,
    `WCU by step, command and item: ${writes};`,
    `plus ${perEmail.refusedWrites.toFixed(2)} refused conditional writes per email (≥ 1 WCU each in the cloud, not reported locally);`,
    `an email item as sent: ${Math.round(report.meanEmailItemBytes)} bytes`,
  ].join(' ');
}
