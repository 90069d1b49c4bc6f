/**
 * docs/architecture.md, Budgets, sending over a simulated week (20 senders, 5,000 emails): ≥ 95 % of the sends the
 * rules allow, 0 rule violations, 0 duplicates; and the send part of the DynamoDB capacity of one
 * email's life (the budget, ≤ 20 WCU and ≤ 20 RCU, is for the whole life: generate, schedule,
 * send, open, click).
 *
 * Against DynamoDB Local: four instances (their own time zones, one with none) with 20 STUB
 * senders in all (four WARMING_UP, added on the week's first day; senders with their own zone or
 * the instance's), ten RUNNING campaigns with throttles from 10 to 50 (three mailboxes shared by
 * two campaigns with different throttles), and 5,000 emails to contacts in Europe/Paris,
 * America/New_York, Asia/Tokyo, Australia/Sydney and no known zone (two campaigns of an instance
 * often write to one contact), SCHEDULED at the start through the review store's change (which
 * gives them their due keys).
 *
 * A settable clock then walks 7 days from Monday 2026-03-02 00:00 UTC (New York moves to summer
 * time on the Sunday): every 5 minutes the real send planner (`planDueSends`, composed as its
 * scheduled job composes it) runs over the due index; each message it queues is delivered to the
 * real send worker (`sendQueuedEmail`, composed as the queue consumer composes it) when its delay
 * ends, in order, the clock set to that time, as SQS would; a message the worker puts back comes
 * again after its own delay. STUB senders send through the STUB mailer, whose recorder logs each
 * send with the clock's time.
 *
 * The log is judged by send-log-checker.ts, which shares no code with the planner: its rules and
 * its formula for the sends the rules allow are written out there. Measured besides: DynamoDB
 * consumed capacity (ReturnConsumedCapacity INDEXES on every command of the planner and the
 * worker, seeding excluded) per email sent, and the worker's own wall time per email.
 */
import { CreateTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';

import { startDynamoDbLocal } from '../../bin/local/dynamodb';
import { createDocumentClient } from '../../functions/adapters/dynamodb/client';
import { createStubMailer } from '../../functions/adapters/mail/stub-mailer';
import { createStores } from '../../functions/adapters/dynamodb/stores';
import { createEmailReviewStore } from '../../functions/adapters/dynamodb/review-store';
import { createTableInput } from '../../functions/adapters/dynamodb/table';
import { staticLinkKey } from '../../functions/adapters/secrets/link-key';
import { createAesSecretBox } from '../../functions/adapters/secrets/secret-box';
import { composeAllServices } from '../../functions/composition/all-services';
import { installRuntime, uninstallRuntime } from '../../functions/composition/runtime';
import type { ContactItem } from '../../functions/core/ports/items';
import type { EmailChange, EmailReviewStore } from '../../functions/core/ports/review';
import type { WorkQueue } from '../../functions/core/ports/queue';
import { progressFor, statusEntry } from '../../functions/core/review/status-change';
import { SendMessageSchema, type SendMessage } from '../../functions/core/sending/messages';
import { planDueSends, type SendPlannerDeps } from '../../functions/core/sending/planner';
import { sendQueuedEmail, type SendWorkerDeps, type SendWorkOutcome } from '../../functions/core/sending/worker';
import type { TenantContext } from '../../functions/core/tenant';
import type { EmailStatus } from '../../shared/domain/email';
import { AUTO_RUN_INTERVAL_MINUTES } from '../../shared/domain/sending';
import type { ThrottleOption } from '../../shared/domain/sending';
import { CreateContactInputSchema } from '../../shared/schemas/contact';
import * as z from '../../shared/schemas/zod';
import { settableClock, TEST_PUBLIC_URLS } from '../support/http';
import { seedCampaignParts } from '../support/generation';
import { testSendPlannerDeps, testSendWorkerDeps } from '../support/sending';
import { recordingQueues } from '../support/work-queues';
import { checkSendLog, type MailboxSetup, type SendLogCheck, type SendRecord } from './send-log-checker';
import { emptyPhase, meterCapacity, type CapacityPhase } from './consumed-capacity';

/** docs/architecture.md, Budgets: the share of the sends the rules allow that leave. */
export const SENDING_WEEK_RATIO_TARGET = 0.95;
/** docs/architecture.md, Budgets: DynamoDB capacity for one email's whole life. */
export const EMAIL_LIFE_CAPACITY_TARGET = { rcu: 20, wcu: 20 } as const;

/** A Monday, 00:00 UTC. */
const WEEK_START = Date.parse('2026-03-02T00:00:00.000Z');
const WEEK_DAYS = 7;
const RUN_INTERVAL_MS = AUTO_RUN_INTERVAL_MINUTES.send * 60_000;
const SEED_CONCURRENCY = 16;

interface SenderPlan {
  readonly key: string;
  /** the sender's own zone; without one it reads the instance's */
  readonly timeZone?: string;
  readonly warming?: boolean;
  /** the sender's own daily limit */
  readonly dailyLimit?: number;
  /** emails from this mailbox */
  readonly emails: number;
}

interface InstancePlan {
  readonly key: string;
  readonly timeZone?: string;
  readonly senders: readonly SenderPlan[];
  /** each campaign's throttle and the keys of the senders it sends from */
  readonly campaigns: readonly { readonly throttle: ThrottleOption; readonly senders: readonly string[] }[];
}

/**
 * 20 senders over four instances, 5,000 emails. Mailboxes in two campaigns: a1 (20 and 40),
 * b2 (10 and 30), d5 (10 and 40). b4 has its own daily limit (35) under its campaign's 50. d1 has
 * fewer emails than its week allows, so it runs dry.
 */
const INSTANCES: readonly InstancePlan[] = [
  {
    key: 'atlas',
    timeZone: 'Europe/Paris',
    senders: [
      { key: 'a1', emails: 300 },
      { key: 'a2', timeZone: 'Europe/London', emails: 220 },
      { key: 'a3', timeZone: 'America/New_York', emails: 260 },
      { key: 'a4', timeZone: 'Europe/Paris', warming: true, emails: 200 },
      { key: 'a5', emails: 300 },
    ],
    campaigns: [
      { throttle: 20, senders: ['a1', 'a2', 'a4'] },
      { throttle: 40, senders: ['a1', 'a3', 'a5'] },
    ],
  },
  {
    key: 'borealis',
    timeZone: 'America/New_York',
    senders: [
      { key: 'b1', emails: 300 },
      { key: 'b2', timeZone: 'America/Chicago', emails: 260 },
      { key: 'b3', timeZone: 'America/Los_Angeles', warming: true, emails: 200 },
      { key: 'b4', dailyLimit: 35, emails: 300 },
      { key: 'b5', timeZone: 'Asia/Tokyo', emails: 280 },
    ],
    campaigns: [
      { throttle: 10, senders: ['b1', 'b2'] },
      { throttle: 50, senders: ['b3', 'b4', 'b5'] },
      { throttle: 30, senders: ['b2'] },
    ],
  },
  {
    key: 'cirrus',
    senders: [
      { key: 'c1', emails: 290 },
      { key: 'c2', timeZone: 'Australia/Sydney', emails: 260 },
      { key: 'c3', timeZone: 'Asia/Tokyo', warming: true, emails: 200 },
      { key: 'c4', timeZone: 'Europe/Berlin', emails: 250 },
      { key: 'c5', emails: 240 },
    ],
    campaigns: [
      { throttle: 30, senders: ['c1', 'c2', 'c3'] },
      { throttle: 20, senders: ['c4', 'c5'] },
    ],
  },
  {
    key: 'dorado',
    timeZone: 'Asia/Tokyo',
    senders: [
      { key: 'd1', emails: 120 },
      { key: 'd2', timeZone: 'Australia/Sydney', warming: true, emails: 200 },
      { key: 'd3', timeZone: 'America/New_York', emails: 320 },
      { key: 'd4', timeZone: 'Europe/Paris', emails: 280 },
      { key: 'd5', emails: 220 },
    ],
    campaigns: [
      { throttle: 50, senders: ['d1', 'd2', 'd3'] },
      { throttle: 10, senders: ['d4', 'd5'] },
      { throttle: 40, senders: ['d5'] },
    ],
  },
];

/** Recipients' zones, in turn; undefined: the contact has none, the sender's applies. */
const CONTACT_ZONES = ['Europe/Paris', 'America/New_York', 'Asia/Tokyo', 'Australia/Sydney', undefined] as const;

/** The campaigns' email, as the writer leaves it: placeholders filled when it is sent. */
const EMAIL = {
  subject: 'Could your drivers catch a warm load sooner?',
  bodyHtml: [
    '<p>Hi {{firstName}},</p>',
    '<p>Logistics teams often learn that a load got warm only when it reaches the dock.</p>',
    '<p>Coldline Sensors alert drivers before a load spoils, so your team can act on the road.</p>',
    '<p>Would a 20 minute call next week be useful?</p>',
    '<p>Best,<br>Maya Ortiz</p>',
  ].join('\n'),
  bodyText: [
    'Hi {{firstName}},',
    'Logistics teams often learn that a load got warm only when it reaches the dock.',
    'Coldline Sensors alert drivers before a load spoils, so your team can act on the road.',
    'Would a 20 minute call next week be useful?',
    'Best,\nMaya Ortiz',
  ].join('\n\n'),
};

export interface Percentiles {
  readonly p50: number;
  readonly p99: number;
  readonly max: number;
  readonly samples: number;
}

function percentiles(values: readonly number[]): Percentiles {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (fraction: number) => sorted[Math.max(0, Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1))];
  return {
    p50: at(0.5) ?? Number.NaN,
    p99: at(0.99) ?? Number.NaN,
    max: sorted[sorted.length - 1] ?? Number.NaN,
    samples: sorted.length,
  };
}

/** A mulberry32 generator: the same jitter every run. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

async function eachConcurrently<T>(items: readonly T[], concurrency: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next] as T;
      next += 1;
      await task(item);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

/**
 * What one of the planner's writes to an email does: queues it (its due time is the grace after
 * its planned time), gives it its next planned time, or holds it for a reason (numbers and zones
 * left out, so that reasons group).
 */
function plannerWrite(change: EmailChange): string {
  const reason = change.set.holdReason;
  if (reason !== undefined) return `held: ${reason.replace(/ \(.*\)$/, '').replace(/ in [A-Za-z_/]+$/, '')}`;
  if (change.set.plannedAt !== undefined && change.dueAt !== change.set.plannedAt) return 'queued';
  return change.set.plannedAt === undefined ? 'held: looked at again later' : 'held: given its planned time';
}

interface Delivery {
  readonly at: number;
  readonly order: number;
  readonly body: SendMessage;
}

/** The sending queue as SQS holds it: each message comes when its delay ends, in the order sent. */
function delayedQueue(now: () => number): {
  queue: WorkQueue<unknown>;
  next(before: number): Delivery | undefined;
  size(): number;
} {
  const pending: Delivery[] = [];
  let order = 0;
  return {
    queue: {
      send(messages) {
        for (const message of messages) {
          pending.push({ at: now() + (message.delaySeconds ?? 0) * 1000, order, body: SendMessageSchema.parse(message.body) });
          order += 1;
        }
        return Promise.resolve({ failed: [] });
      },
    },
    next(before) {
      let best = -1;
      for (let index = 0; index < pending.length; index += 1) {
        const candidate = pending[index] as Delivery;
        const chosen = pending[best];
        if (candidate.at >= before) continue;
        if (!chosen || candidate.at < chosen.at || (candidate.at === chosen.at && candidate.order < chosen.order)) best = index;
      }
      return best < 0 ? undefined : pending.splice(best, 1)[0];
    },
    size: () => pending.length,
  };
}

/** CPU seconds used so far by this process and by DynamoDB Local (read from /proc; 0 where it cannot be read). */
function cpuSeconds(javaPid: number | undefined): { node: number; dynamo: number } {
  const usage = process.cpuUsage();
  let dynamo = 0;
  try {
    if (javaPid !== undefined) {
      const fields = readFileSync(`/proc/${javaPid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      // utime and stime, in clock ticks of 1/100 s (USER_HZ)
      dynamo = (Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) / 100;
    }
  } catch {
    dynamo = 0;
  }
  return { node: (usage.user + usage.system) / 1e6, dynamo };
}

type Services = ReturnType<typeof composeAllServices>;
type Stores = ReturnType<typeof createStores>;

interface SeededWeek {
  readonly setups: MailboxSetup[];
  /** each email's zone: the recipient's, else the sender's, else the instance's */
  readonly zoneOfEmail: Map<string, string>;
  readonly campaigns: { readonly ctx: TenantContext; readonly campaignId: string }[];
  readonly emails: number;
  readonly contacts: number;
}

interface EmailPlan {
  readonly ctx: TenantContext;
  readonly campaignId: string;
  readonly mailbox: string;
  readonly contactZone: string | undefined;
  readonly zone: string;
}

/** One instance: its senders (some warming up) and campaigns; answers its mailboxes and the emails to write. */
async function seedInstance(
  services: Services,
  repos: Stores,
  instance: InstancePlan,
  instanceIndex: number,
): Promise<{ setups: MailboxSetup[]; plans: EmailPlan[]; campaigns: { ctx: TenantContext; campaignId: string }[] }> {
  const namespaceId = `${instance.key}-${randomBytes(3).toString('hex')}`;
  const ctx: TenantContext = { namespaceId, userId: `owner-${instance.key}`, role: 'ADMIN' };
  await repos.namespaces.create({
    id: namespaceId,
    name: instance.key,
    trialEndDate: '2099-12-31',
    isPaid: true,
    warmedUp: true,
    tier: 'PRO',
    ...(instance.timeZone ? { timeZone: instance.timeZone } : {}),
  });
  await repos.memberships.add({ namespaceId, userId: ctx.userId, email: `owner@${instance.key}.example`, role: 'ADMIN' });
  const { company, product, callToAction } = await seedCampaignParts(services, ctx);
  const senders = new Map<string, { id: string; email: string; zone: string }>();
  for (const plan of instance.senders) {
    const sender = await services.sender.create(ctx, {
      senderEmail: `${plan.key}@${instance.key}.example`,
      senderName: `Rep ${plan.key}`,
      type: 'STUB',
      ...(plan.timeZone ? { timeZone: plan.timeZone } : {}),
      ...(plan.dailyLimit ? { dailyLimit: plan.dailyLimit } : {}),
    });
    if (plan.warming) await repos.emailSenderConfigs.update(ctx, sender.id, { status: 'WARMING_UP' });
    senders.set(plan.key, { id: sender.id, email: sender.senderEmail, zone: plan.timeZone ?? instance.timeZone ?? 'UTC' });
  }
  const campaignIds: string[] = [];
  for (const campaign of instance.campaigns) {
    const created = await services.campaign.create(ctx, {
      name: `Distributors at ${campaign.throttle} a day`,
      companyId: company.id,
      productId: product.id,
      callToActionId: callToAction.id,
      senderConfigIds: campaign.senders.map((key) => senders.get(key)?.id ?? ''),
      generatorVersion: 'MCP_NO_LINKS_GENERATOR',
      channel: 'EMAIL',
      language: 'ENGLISH',
      throttle: campaign.throttle,
    });
    campaignIds.push(created.id);
  }
  const setups: MailboxSetup[] = [];
  const plans: EmailPlan[] = [];
  for (const plan of instance.senders) {
    const sender = senders.get(plan.key);
    if (!sender) continue;
    const campaigns = instance.campaigns.flatMap((campaign, index) =>
      campaign.senders.includes(plan.key) ? [{ id: campaignIds[index] ?? '', throttle: campaign.throttle }] : [],
    );
    const scheduled: Record<string, number> = {};
    for (let n = 0; n < plan.emails; n += 1) {
      const contactZone = CONTACT_ZONES[(n + instanceIndex) % CONTACT_ZONES.length];
      const zone = contactZone ?? sender.zone;
      scheduled[zone] = (scheduled[zone] ?? 0) + 1;
      plans.push({ ctx, campaignId: campaigns[n % campaigns.length]?.id ?? '', mailbox: sender.email, contactZone, zone });
    }
    setups.push({
      mailbox: sender.email,
      zone: sender.zone,
      throttles: campaigns.map((campaign) => campaign.throttle),
      ...(plan.warming ? { warmingSince: WEEK_START } : {}),
      ...(plan.dailyLimit ? { dailyLimit: plan.dailyLimit } : {}),
      scheduled,
    });
  }
  return { setups, plans, campaigns: campaignIds.map((campaignId) => ({ ctx, campaignId })) };
}

/**
 * Gives each email its contact: two emails of different campaigns of one instance, to recipients
 * of one zone, share a contact (as two campaigns over one list write to it); the rest have their own.
 */
function assignContacts(plans: readonly EmailPlan[]): number[] {
  const contactOf: number[] = new Array<number>(plans.length);
  const unpaired = new Map<string, number[]>();
  let contacts = 0;
  for (const [index, plan] of plans.entries()) {
    const key = `${plan.ctx.namespaceId} ${plan.contactZone ?? ''}`;
    const waiting = unpaired.get(key) ?? [];
    const partner = waiting.findIndex((other) => plans[other]?.campaignId !== plan.campaignId);
    if (partner >= 0) {
      contactOf[index] = contactOf[waiting.splice(partner, 1)[0] ?? index] ?? 0;
      continue;
    }
    contactOf[index] = contacts;
    contacts += 1;
    waiting.push(index);
    unpaired.set(key, waiting);
  }
  return contactOf;
}

/**
 * Seeds the instances and their contacts, then each email: SAVED and reviewed, then SCHEDULED for
 * the week's start through the review store's change (history entry and campaign counts with it),
 * as the review queue schedules it.
 */
async function seedWeek(services: Services, repos: Stores, reviewStore: EmailReviewStore): Promise<SeededWeek> {
  const setups: MailboxSetup[] = [];
  const plans: EmailPlan[] = [];
  const campaigns: { ctx: TenantContext; campaignId: string }[] = [];
  for (const [index, instance] of INSTANCES.entries()) {
    const seeded = await seedInstance(services, repos, instance, index);
    setups.push(...seeded.setups);
    plans.push(...seeded.plans);
    campaigns.push(...seeded.campaigns);
  }

  const contactOf = assignContacts(plans);
  const contactPlans = new Map<number, EmailPlan>();
  for (const [index, plan] of plans.entries())
    if (!contactPlans.has(contactOf[index] ?? 0)) contactPlans.set(contactOf[index] ?? 0, plan);
  const contacts = new Map<number, ContactItem>();
  await eachConcurrently([...contactPlans.entries()], SEED_CONCURRENCY, async ([number, { ctx, contactZone }]) => {
    const contact = await services.contact.create(
      ctx,
      z.parse(CreateContactInputSchema, {
        email: `buyer${number}@distributor${number % 97}.example`,
        firstName: `Buyer${number}`,
        jobTitle: 'Head of Logistics',
        ...(contactZone ? { timeZone: contactZone } : {}),
      }),
    );
    contacts.set(number, contact);
  });

  const zoneOfEmail = new Map<string, string>();
  const scheduledAt = new Date(WEEK_START).toISOString();
  await eachConcurrently(
    plans.map((plan, index) => ({ ...plan, contact: contacts.get(contactOf[index] ?? 0) })),
    SEED_CONCURRENCY,
    async ({ ctx, campaignId, mailbox, zone, contact }) => {
      if (!contact) throw new Error('An email has no contact.');
      const saved = await repos.emailMessages.create(ctx, {
        campaignId,
        contactId: contact.id,
        contactEmail: contact.email,
        contactName: contact.firstName ?? '',
        type: 'ROOT',
        step: 0,
        status: 'SAVED',
        reviewStatus: 'REVIEWED',
        copyStatus: 'ORIGINAL',
        channel: 'EMAIL',
        language: 'ENGLISH',
        senderEmail: mailbox,
        ...EMAIL,
      });
      const changed = await reviewStore.change(
        ctx,
        saved,
        {
          set: { status: 'SCHEDULED', scheduledAt },
          history: [statusEntry('SAVED', 'SCHEDULED', scheduledAt, ctx.userId, `Scheduled for ${scheduledAt}.`)],
          progress: progressFor('SAVED', 'SCHEDULED'),
        },
        scheduledAt,
      );
      if (changed.outcome !== 'CHANGED') throw new Error(`Email ${saved.id} could not be scheduled (${changed.outcome}).`);
      zoneOfEmail.set(saved.id, zone);
    },
  );
  return { setups, zoneOfEmail, campaigns, emails: plans.length, contacts: contacts.size };
}

export interface SendingWeekReport {
  readonly instances: number;
  readonly senders: number;
  readonly warming: number;
  readonly campaigns: number;
  readonly emails: number;
  readonly contacts: number;
  readonly seedMs: number;
  readonly weekMs: number;
  /** CPU seconds over the week, this process and DynamoDB Local */
  readonly weekCpu: { readonly node: number; readonly dynamo: number };
  readonly check: SendLogCheck;
  readonly planner: {
    readonly runs: number;
    /** runs that found due emails */
    readonly busyRuns: number;
    readonly due: number;
    readonly queued: number;
    readonly held: number;
    /** the planner's writes to emails, by what they did: queued, or held and why */
    readonly writes: Readonly<Record<string, number>>;
    readonly errors: number;
    /** all runs together */
    readonly totalMs: number;
    readonly runMs: Percentiles;
    readonly firstRunMs: number;
  };
  readonly worker: {
    readonly outcomes: Readonly<Partial<Record<SendWorkOutcome, number>>>;
    /** wall time of `sendQueuedEmail` for the emails it sent */
    readonly sentMs: Percentiles;
    readonly allMs: Percentiles;
    /** all messages together */
    readonly totalMs: number;
  };
  /** messages still waiting in the queue when the week ended */
  readonly inQueue: number;
  /** the emails' statuses in the table at the end */
  readonly statuses: Readonly<Partial<Record<EmailStatus, number>>>;
  readonly capacity: { readonly planner: CapacityPhase; readonly worker: CapacityPhase };
}

/** Seeds the four instances and their emails, then runs the week (or its first `days`) and checks its sends. */
export async function measureSendingWeek(options: { days?: number } = {}): Promise<SendingWeekReport> {
  const dynamo = await startDynamoDbLocal();
  const raw = new DynamoDBClient({
    endpoint: dynamo.endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'bench', secretAccessKey: 'bench' },
  });
  try {
    await raw.send(new CreateTableCommand(createTableInput('bench')));
    const meter = meterCapacity(raw);
    const documentClient = createDocumentClient(raw);
    const clock = settableClock(new Date(WEEK_START).toISOString());
    const now = () => clock().getTime();
    const sendingQueue = delayedQueue(now);
    const runtime = {
      documentClient,
      tableName: 'bench',
      now: clock,
      secretBox: createAesSecretBox(randomBytes(32)),
      queues: { ...recordingQueues().queues, sending: sendingQueue.queue },
      linkKey: staticLinkKey(randomBytes(32).toString('base64url')),
      publicUrls: TEST_PUBLIC_URLS,
    };
    installRuntime(runtime);
    const services = composeAllServices(runtime);
    const repos = createStores(documentClient, 'bench', { now: clock });

    const seedStarted = performance.now();
    const seeded = await seedWeek(services, repos, createEmailReviewStore(documentClient, 'bench'));
    const seedMs = performance.now() - seedStarted;

    // the week: the planner every 5 minutes, each queued message when its delay ends
    const log: SendRecord[] = [];
    const composedPlanner = testSendPlannerDeps(clock);
    const writes: Record<string, number> = {};
    const plannerDeps: SendPlannerDeps = {
      ...composedPlanner,
      random: seededRandom(20_260_302),
      // each write to an email tallied by what it does
      emails: {
        change: (ctx, current, change, at) => {
          const what = plannerWrite(change);
          writes[what] = (writes[what] ?? 0) + 1;
          return composedPlanner.emails.change(ctx, current, change, at);
        },
      },
    };
    const composedWorker = testSendWorkerDeps(clock);
    // STUB senders send through the STUB mailer, with a recorder that keeps the send log at the clock's
    // time in place of the composed one's log line per message
    const stub = createStubMailer({
      record: (email) => {
        const emailId = /^<([^@>]+)@/.exec(email.messageId)?.[1] ?? email.messageId;
        log.push({ emailId, mailbox: email.from.email, zone: seeded.zoneOfEmail.get(emailId) ?? 'UTC', at: now() });
        return Promise.resolve();
      },
    });
    const workerDeps: SendWorkerDeps = {
      ...composedWorker,
      mailerFor: (ctx, sender) =>
        sender.type === 'STUB' ? Promise.resolve({ mailer: stub }) : composedWorker.mailerFor(ctx, sender),
    };
    const capacity = { planner: emptyPhase(), worker: emptyPhase() };
    const planner = { runs: 0, busyRuns: 0, due: 0, queued: 0, held: 0, errors: 0, times: [] as number[] };
    const outcomes: Partial<Record<SendWorkOutcome, number>> = {};
    const sentMs: number[] = [];
    const allMs: number[] = [];
    const weekEnd = WEEK_START + (options.days ?? WEEK_DAYS) * 24 * 3_600_000;
    const cpuBefore = cpuSeconds(dynamo.child.pid);
    const weekStarted = performance.now();
    for (let tick = WEEK_START; tick < weekEnd; tick += RUN_INTERVAL_MS) {
      clock.set(new Date(tick).toISOString());
      meter.use(capacity.planner);
      const started = performance.now();
      const summary = await planDueSends(plannerDeps, { hasTime: () => true, onError: () => void (planner.errors += 1) });
      planner.times.push(performance.now() - started);
      planner.runs += 1;
      if (summary.due > 0) planner.busyRuns += 1;
      planner.due += summary.due;
      planner.queued += summary.queued;
      planner.held += summary.held;

      meter.use(capacity.worker);
      const until = Math.min(tick + RUN_INTERVAL_MS, weekEnd);
      for (let delivery = sendingQueue.next(until); delivery; delivery = sendingQueue.next(until)) {
        clock.set(new Date(delivery.at).toISOString());
        const sendStarted = performance.now();
        const outcome = await sendQueuedEmail(workerDeps, delivery.body);
        const elapsed = performance.now() - sendStarted;
        allMs.push(elapsed);
        if (outcome === 'SENT') sentMs.push(elapsed);
        outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
      }
    }
    meter.stop();
    const weekMs = performance.now() - weekStarted;
    const cpuAfter = cpuSeconds(dynamo.child.pid);

    const statuses: Partial<Record<EmailStatus, number>> = {};
    for (const { ctx, campaignId } of seeded.campaigns) {
      let cursor: string | null = null;
      do {
        const page = await repos.emailMessages.listByCampaign(ctx, campaignId, { cursor, limit: 100 });
        for (const email of page.items) statuses[email.status] = (statuses[email.status] ?? 0) + 1;
        cursor = page.cursor;
      } while (cursor);
    }

    return {
      instances: INSTANCES.length,
      senders: seeded.setups.length,
      warming: seeded.setups.filter((setup) => setup.warmingSince !== undefined).length,
      campaigns: seeded.campaigns.length,
      emails: seeded.emails,
      contacts: seeded.contacts,
      seedMs,
      weekMs,
      weekCpu: { node: cpuAfter.node - cpuBefore.node, dynamo: cpuAfter.dynamo - cpuBefore.dynamo },
      check: checkSendLog(log, seeded.setups, { from: WEEK_START, to: weekEnd }),
      planner: {
        runs: planner.runs,
        busyRuns: planner.busyRuns,
        due: planner.due,
        queued: planner.queued,
        held: planner.held,
        errors: planner.errors,
        runMs: percentiles(planner.times),
        firstRunMs: planner.times[0] ?? Number.NaN,
        writes,
        totalMs: planner.times.reduce((sum, value) => sum + value, 0),
      },
      worker: {
        outcomes,
        sentMs: percentiles(sentMs),
        allMs: percentiles(allMs),
        totalMs: allMs.reduce((sum, value) => sum + value, 0),
      },
      inQueue: sendingQueue.size(),
      statuses,
      capacity,
    };
  } finally {
    uninstallRuntime();
    raw.destroy();
    await dynamo.stop();
  }
}

const percent = (value: number) => `${(value * 100).toFixed(1)} %`;
const count = (value: number) => Math.round(value).toLocaleString('en-US');
const ms = (value: number) => `${value.toFixed(1)} ms`;
const listed = (entries: Iterable<[string, number]>) => [...entries].map(([name, value]) => `${name} ${value}`).join(', ');

/** The rules row: sends ÷ what the rules allow, violations by rule, duplicates, with PASS/FAIL. */
export function describeSendingWeekReport(report: SendingWeekReport): string {
  const { check, planner } = report;
  const pass = check.ratio >= SENDING_WEEK_RATIO_TARGET && check.totalViolations === 0 && check.duplicates === 0;
  const short = check.days
    .filter((day) => day.sent < day.allowed)
    .sort((a, b) => b.allowed - b.sent - (a.allowed - a.sent))
    .slice(0, 3)
    .map((day) => `${day.mailbox} ${day.day} ${day.sent}/${day.allowed}`);
  return [
    `${pass ? 'PASS' : 'FAIL'}: ${percent(check.ratio)} of the ${count(check.allowed)} sends the rules allow (target ≥ ${percent(SENDING_WEEK_RATIO_TARGET)}; ${count(check.sends)} sent, ${count(check.sendsWithinAllowed)} within each mailbox day's allowance);`,
    `${check.totalViolations} rule violations (${listed(Object.entries(check.violations))}), ${check.duplicates} duplicates;`,
    ...(check.totalViolations > 0 ? [`violations by mailbox: ${listed(Object.entries(check.violationsByMailbox))};`] : []),
    ...(check.examples.length > 0 ? [`e.g. ${check.examples.join('; ')};`] : []),
    ...(short.length > 0 ? [`shortest mailbox days (sent/allowed): ${short.join(', ')};`] : []),
    `${report.instances} instances, ${report.senders} STUB senders (${report.warming} warming up), ${report.campaigns} campaigns, ${count(report.emails)} emails SCHEDULED to ${count(report.contacts)} contacts (seeded in ${(report.seedMs / 1000).toFixed(0)} s);`,
    `${planner.runs} planner runs (${planner.busyRuns} found due emails; ${count(planner.due)} due read, ${count(planner.queued)} queued, ${count(planner.held)} held; ${planner.errors} errors), run p50 ${ms(planner.runMs.p50)}, p99 ${ms(planner.runMs.p99)}, first ${ms(planner.firstRunMs)}, ${(planner.totalMs / 1000).toFixed(0)} s in all;`,
    `the planner's writes to emails: ${listed(Object.entries(planner.writes).sort(([, a], [, b]) => b - a))};`,
    `worker: ${listed(Object.entries(report.worker.outcomes))}, ${(report.worker.totalMs / 1000).toFixed(0)} s in all; ${report.inQueue} messages left in the queue; at the end ${listed(Object.entries(report.statuses))};`,
    `the week took ${(report.weekMs / 1000).toFixed(0)} s (CPU: Node ${report.weekCpu.node.toFixed(0)} s, DynamoDB Local ${report.weekCpu.dynamo.toFixed(0)} s)`,
  ].join(' ');
}

/** The commands that used the most capacity, per email sent. */
function largest(use: CapacityPhase, emails: number): string {
  return [...use.byCommand.entries()]
    .sort(([, a], [, b]) => b.units - a.units)
    .slice(0, 5)
    .map(([label, value]) => `${label} ${(value.units / emails).toFixed(1)} CU in ${(value.calls / emails).toFixed(1)} calls`)
    .join('; ');
}

function byIndex(use: CapacityPhase, emails: number): string {
  return [...use.writesByIndex.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([where, units]) => `${where} ${(units / emails).toFixed(1)}`)
    .join(', ');
}

/** The capacity row: the send part of one email's life, per email sent, planner and worker apart. */
export function describeSendingCapacityReport(report: SendingWeekReport): string {
  const sent = Math.max(1, report.check.sends);
  const { planner, worker } = report.capacity;
  const rcu = (planner.rcu + worker.rcu) / sent;
  const wcu = (planner.wcu + worker.wcu) / sent;
  const pass = rcu <= EMAIL_LIFE_CAPACITY_TARGET.rcu && wcu <= EMAIL_LIFE_CAPACITY_TARGET.wcu;
  return [
    `${pass ? 'within' : 'OVER'} the whole life's budget with the send part alone: ${rcu.toFixed(1)} RCU and ${wcu.toFixed(1)} WCU per email sent, from SCHEDULED to SENT, waiting included (generate, open and click not included; as DynamoDB Local reports it);`,
    `planner ${(planner.rcu / sent).toFixed(1)} RCU, ${(planner.wcu / sent).toFixed(1)} WCU (${(planner.calls / sent).toFixed(1)} calls);`,
    `worker ${(worker.rcu / sent).toFixed(1)} RCU, ${(worker.wcu / sent).toFixed(1)} WCU (${(worker.calls / sent).toFixed(1)} calls);`,
    `plus ${((planner.failedWrites + worker.failedWrites) / sent).toFixed(2)} refused conditional writes per email (≥ 1 WCU each in the cloud, not reported locally);`,
    `planner's largest per email: ${largest(planner, sent)}; its WCU by index: ${byIndex(planner, sent)};`,
    `worker's largest per email: ${largest(worker, sent)}; its WCU by index: ${byIndex(worker, sent)}`,
  ].join(' ');
}

/** The worker row: `sendQueuedEmail`'s own wall time with the STUB mailer (no provider). */
export function describeSendWorkerTimeReport(report: SendingWeekReport): string {
  const { sentMs, allMs } = report.worker;
  return [
    `per email sent: p50 ${ms(sentMs.p50)}, p99 ${ms(sentMs.p99)}, max ${ms(sentMs.max)} (${sentMs.samples} sends, DynamoDB Local on this machine);`,
    `every message handled: p50 ${ms(allMs.p50)}, p99 ${ms(allMs.p99)} (${allMs.samples} messages)`,
  ].join(' ');
}
