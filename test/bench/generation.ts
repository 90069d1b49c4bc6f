/**
 * docs/architecture.md, Budgets: the email generation pipeline against the local OpenAI-compatible server with a
 * token limit. The scheduled planner queues the emails of several running campaigns; the real
 * generation consumer (functions/workers/generate-email.ts) writes them through an in-process SQS
 * queue with several consumers at once, with the OpenAI writer, under the shared DynamoDB token
 * budget. The fake model server enforces the same tokens-per-minute limit itself, charging what
 * each answer reports in `usage`, and answers 429 with retry-after past it. By default it keeps
 * the limit as OpenAI does, a bucket of one minute's tokens replenished continuously (its
 * `x-ratelimit-reset-tokens` is the time the used tokens take to come back at the per-minute
 * rate); `serverShape: 'window'` makes it the stricter rolling minute.
 * Measured: emails written and tokens used per minute, tokens used ÷ the limit, the share of
 * model calls answered 429, and the DynamoDB capacity DynamoDB Local reports per email.
 */
import { CreateTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { SQSBatchResponse } from 'aws-lambda';
import { randomBytes } from 'node:crypto';

import { startDynamoDbLocal } from '../../bin/local/dynamodb';
import { importHandler } from '../../bin/local/lambda-runtime';
import { createLocalQueues, localWorkQueues, type SqsHandler } from '../../bin/local/queues';
import { createDocumentClient } from '../../functions/adapters/dynamodb/client';
import { createStores } from '../../functions/adapters/dynamodb/stores';
import { createTableInput } from '../../functions/adapters/dynamodb/table';
import { createAesSecretBox } from '../../functions/adapters/secrets/secret-box';
import { composeAllServices } from '../../functions/composition/all-services';
import { installRuntime, uninstallRuntime, type RuntimeOverrides } from '../../functions/composition/runtime';
import type { WorkQueue } from '../../functions/core/ports/queue';
import type { TenantContext } from '../../functions/core/tenant';
import { MODEL_TOKENS_PER_EMAIL } from '../../shared/domain/ai';
import type { QueueName } from '../../shared/platform/queues';
import { estimatePromptTokens, FakeOpenAiServer, type FakeOpenAiStep } from '../support/fake-openai-server';
import { PASSING_ANSWER, seedCampaign } from '../support/generation';
import { emptyPhase, meterCapacity, type CapacityPhase } from './consumed-capacity';

/** docs/architecture.md, Budgets: share of the token budget used once the limit binds, and of model calls answered 429. */
export const TOKEN_USE_TARGET = 0.95;
export const RATE_LIMITED_TARGET = 0.01;
/** docs/architecture.md, Budgets: DynamoDB capacity for one email's life. */
export const CAPACITY_PER_EMAIL_TARGET = { rcu: 20, wcu: 20 } as const;

export interface GenerationBenchOptions {
  /** the fake server's limit and MODEL_TOKENS_PER_MINUTE */
  readonly tokensPerMinute: number;
  /** how long the queue is consumed, from its start */
  readonly durationMs: number;
  /** the steady-state window starts this long after the queue started (the first minute may use a full bucket) */
  readonly steadyFromMs: number;
  /** generation batches handled at the same time (concurrent Lambda invocations) */
  readonly concurrency: number;
  /** running campaigns, one instance each; the scheduled planner queues 25 emails of each */
  readonly campaigns: number;
  readonly contactsPerCampaign: number;
  /** total tokens an answer reports, drawn evenly from this range (the bench's prompt is ~700 tokens: this stands in for richer campaigns and repairs) */
  readonly usageTokens: { readonly min: number; readonly max: number };
  /** how long the model takes to answer, drawn evenly from this range */
  readonly latencyMs: { readonly min: number; readonly max: number };
  /** how the fake server keeps its limit: OpenAI's continuously refilled bucket, or a rolling minute */
  readonly serverShape: 'bucket' | 'window';
  readonly seed: number;
}

export const GENERATION_BENCH_DEFAULTS: GenerationBenchOptions = {
  tokensPerMinute: 60_000,
  durationMs: 150_000,
  steadyFromMs: 60_000,
  concurrency: 12,
  campaigns: 6,
  contactsPerCampaign: 25,
  usageTokens: { min: 1_500, max: 5_000 },
  latencyMs: { min: 1_000, max: 4_000 },
  serverShape: 'bucket',
  seed: 20_260_302,
};

export interface GenerationBenchReport {
  readonly options: GenerationBenchOptions;
  /** from the queue's start to the end of the measured run (work in flight then finishes, its tokens uncounted) */
  readonly runMs: number;
  readonly planned: number;
  readonly written: number;
  readonly failed: number;
  /** emails still CREATED when the run stopped */
  readonly unwritten: number;
  readonly steady: {
    readonly fromMs: number;
    readonly toMs: number;
    readonly emailsPerMinute: number;
    readonly tokensPerMinute: number;
    /** tokens used ÷ the limit over the window; above 1 when the model's bucket still held tokens at its start */
    readonly tokenUse: number;
    readonly calls: number;
    readonly rateLimited: number;
  };
  readonly whole: {
    readonly emailsPerMinute: number;
    readonly tokensPerMinute: number;
    readonly calls: number;
    readonly rateLimited: number;
  };
  /** tokens answered per minute of the run, minute by minute (the last one may be partial) */
  readonly tokensByMinute: readonly number[];
  /** 429s per minute of the run */
  readonly rateLimitedByMinute: readonly number[];
  /** the most tokens the server answered within any rolling minute */
  readonly peakRollingMinuteTokens: number;
  readonly meanUsagePerCall: number;
  /** messages the consumer handled, put back by the worker (REQUEUED) and reported failed (BUSY) */
  readonly invocations: number;
  readonly requeued: number;
  readonly busy: number;
  readonly deadLetters: number;
  readonly planning: CapacityPhase;
  readonly writing: CapacityPhase;
}

/** A mulberry32 generator: the same draws every run. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

type Services = ReturnType<typeof composeAllServices>;
type Stores = ReturnType<typeof createStores>;

/** One instance with a RUNNING campaign over a list of `contacts` contacts. */
async function makeCampaign(
  services: Services,
  repos: Stores,
  index: number,
  contacts: number,
): Promise<{ ctx: TenantContext; campaignId: string }> {
  const { ctx, campaign } = await seedCampaign(
    { services, repos },
    {
      namespaceId: `bench-${index}-${randomBytes(4).toString('hex')}`,
      owner: index,
      contacts,
      domainOf: (n) => `distributor${index}-${n}.example`,
    },
  );
  return { ctx, campaignId: campaign.id };
}

/** Sets environment variables for the run; the returned function puts the previous values back. */
function withEnvironment(values: Record<string, string>): () => void {
  const previous = Object.fromEntries(Object.keys(values).map((name) => [name, process.env[name]]));
  Object.assign(process.env, values);
  return () => {
    for (const [name, value] of Object.entries(previous)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  };
}

/** The local work queues, counting the generation messages sent and how many were put back with a delay. */
function countingQueues(queues: Record<QueueName, WorkQueue<unknown>>): {
  queues: Record<QueueName, WorkQueue<unknown>>;
  sent: { plain: number; delayed: number };
} {
  const sent = { plain: 0, delayed: 0 };
  const generation: WorkQueue<unknown> = {
    send(messages) {
      for (const message of messages) {
        if ((message.delaySeconds ?? 0) > 0) sent.delayed += 1;
        else sent.plain += 1;
      }
      return queues.generation.send(messages);
    },
  };
  return { queues: { ...queues, generation }, sent };
}

function within<T extends { arrivedAt: number }>(items: readonly T[], from: number, to: number): T[] {
  return items.filter((item) => item.arrivedAt >= from && item.arrivedAt < to);
}

/** Runs the pipeline for `durationMs` and measures it. */
export async function measureGenerationPipeline(overrides: Partial<GenerationBenchOptions> = {}): Promise<GenerationBenchReport> {
  const options = { ...GENERATION_BENCH_DEFAULTS, ...overrides };
  const random = seeded(options.seed);
  const draw = (range: { min: number; max: number }) => Math.round(range.min + random() * (range.max - range.min));
  const apiKey = `bench-${randomBytes(6).toString('hex')}`;
  const fake = await new FakeOpenAiServer({
    apiKey,
    tokenLimit: { tokens: options.tokensPerMinute, shape: options.serverShape, charge: 'usage' },
    fallback: (request): FakeOpenAiStep => {
      const total = draw(options.usageTokens);
      const promptTokens = Math.min(estimatePromptTokens(request.body), total - 1);
      return {
        kind: 'answer',
        content: PASSING_ANSWER,
        usage: { promptTokens, completionTokens: total - promptTokens },
        delayMs: draw(options.latencyMs),
      };
    },
  }).start();
  const restoreEnvironment = withEnvironment({
    OPENAI_API_KEY: apiKey,
    OPENAI_BASE_URL: fake.baseUrl,
    OPENAI_MODEL: 'bench-model',
    MODEL_TOKENS_PER_MINUTE: String(options.tokensPerMinute),
  });
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
    const runtime: RuntimeOverrides = {
      documentClient,
      tableName: 'bench',
      secretBox: createAesSecretBox(randomBytes(32)),
    };
    installRuntime(runtime);
    const services = composeAllServices(runtime);
    const repos = createStores(documentClient, 'bench');
    const worlds = [];
    for (let index = 0; index < options.campaigns; index += 1) {
      worlds.push(await makeCampaign(services, repos, index, options.contactsPerCampaign));
    }

    // the real consumer, counted: every message handled and every one reported failed (BUSY)
    const consumer = await importHandler<SqsHandler>('functions/workers/generate-email.ts');
    const handled = { invocations: 0, busy: 0 };
    const generation: SqsHandler = async (event, context) => {
      handled.invocations += event.Records.length;
      const answer = await consumer(event, context);
      handled.busy += (answer as SQSBatchResponse | undefined)?.batchItemFailures.length ?? 0;
      return answer;
    };
    const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
    const local = await createLocalQueues({
      handlers: { generation },
      settings: { concurrency: options.concurrency, log: silent },
    });
    const counted = countingQueues(localWorkQueues(local));
    installRuntime({ ...runtime, queues: counted.queues });

    const planning = emptyPhase();
    meter.use(planning);
    const planner = await importHandler<(event: unknown) => Promise<{ queued: number }>>(
      'functions/workers/generation-planner.ts',
    );
    const { queued: planned } = await planner({});

    const writing = emptyPhase();
    meter.use(writing);
    const queue = local.queue('generation');
    const startedAt = Date.now();
    queue.start();
    await new Promise((resolve) => setTimeout(resolve, options.durationMs));
    // what is in flight finishes (a model call, a retry's wait): its DynamoDB work is counted, its tokens only up to here
    const endedAt = Date.now();
    await local.stop();
    meter.stop();

    const emails = [];
    for (const world of worlds) {
      let cursor: string | null = null;
      do {
        const page = await repos.emailMessages.listByCampaign(world.ctx, world.campaignId, { cursor, limit: 100 });
        emails.push(...page.items);
        cursor = page.cursor;
      } while (cursor);
    }
    const writtenAt = emails
      .filter((email) => email.status === 'SAVED')
      .map((email) => ({ arrivedAt: Date.parse(email.updatedAt) }));
    const calls = within(fake.chatRequests, startedAt, endedAt);
    const answered = calls.filter((call) => call.outcome === 200);
    const tokensOf = (list: typeof calls) => list.reduce((sum, call) => sum + (call.usage?.totalTokens ?? 0), 0);
    const limited = (list: typeof calls) => list.filter((call) => call.outcome === 429).length;

    const runMs = endedAt - startedAt;
    const steadyFrom = startedAt + options.steadyFromMs;
    const steadyMinutes = (endedAt - steadyFrom) / 60_000;
    const steadyCalls = within(calls, steadyFrom, endedAt);
    const steadyTokens = tokensOf(steadyCalls);
    const minutes = Array.from({ length: Math.ceil(runMs / 60_000) }, (_, minute) =>
      within(calls, startedAt + minute * 60_000, Math.min(endedAt, startedAt + (minute + 1) * 60_000)),
    );
    let peak = 0;
    for (const call of answered) {
      peak = Math.max(
        peak,
        tokensOf(answered.filter((other) => other.arrivedAt > call.arrivedAt - 60_000 && other.arrivedAt <= call.arrivedAt)),
      );
    }

    return {
      options,
      runMs,
      planned,
      written: writtenAt.length,
      failed: emails.filter((email) => email.status === 'FAILED').length,
      unwritten: emails.filter((email) => email.status === 'CREATED').length,
      steady: {
        fromMs: options.steadyFromMs,
        toMs: runMs,
        emailsPerMinute: within(writtenAt, steadyFrom, endedAt).length / steadyMinutes,
        tokensPerMinute: steadyTokens / steadyMinutes,
        tokenUse: steadyTokens / (options.tokensPerMinute * steadyMinutes),
        calls: steadyCalls.length,
        rateLimited: limited(steadyCalls),
      },
      whole: {
        emailsPerMinute: within(writtenAt, startedAt, endedAt).length / (runMs / 60_000),
        tokensPerMinute: tokensOf(calls) / (runMs / 60_000),
        calls: calls.length,
        rateLimited: limited(calls),
      },
      tokensByMinute: minutes.map(tokensOf),
      rateLimitedByMinute: minutes.map(limited),
      peakRollingMinuteTokens: peak,
      meanUsagePerCall: answered.length === 0 ? 0 : tokensOf(answered) / answered.length,
      invocations: handled.invocations,
      requeued: counted.sent.delayed,
      busy: handled.busy,
      deadLetters: queue.deadLetters().length,
      planning,
      writing,
    };
  } finally {
    uninstallRuntime();
    raw.destroy();
    await dynamo.stop();
    await fake.stop();
    restoreEnvironment();
  }
}

const percent = (value: number) => `${(value * 100).toFixed(1)} %`;
const count = (value: number) => Math.round(value).toLocaleString('en-US');
const share = (part: number, whole: number) => (whole === 0 ? 0 : part / whole);

/** The token-budget row: throughput, tokens used ÷ limit over the steady window, 429 share, with PASS/FAIL. */
export function describeGenerationReport(report: GenerationBenchReport): string {
  const { options, steady, whole } = report;
  const steadyLimited = share(steady.rateLimited, steady.calls);
  const wholeLimited = share(whole.rateLimited, whole.calls);
  const pass = steady.tokenUse >= TOKEN_USE_TARGET && wholeLimited < RATE_LIMITED_TARGET;
  const window = `${(steady.fromMs / 1000).toFixed(0)}–${(steady.toMs / 1000).toFixed(0)} s`;
  return [
    `${pass ? 'PASS' : 'FAIL'}: tokens used ÷ budget ${percent(steady.tokenUse)} (target ≥ ${percent(TOKEN_USE_TARGET)}, steady window ${window});`,
    `429s ${percent(wholeLimited)} of ${whole.calls} model calls over the run (target < ${percent(RATE_LIMITED_TARGET)}), ${percent(steadyLimited)} of ${steady.calls} in the steady window;`,
    `${steady.emailsPerMinute.toFixed(1)} emails and ${count(steady.tokensPerMinute)} tokens a minute in the steady window (${whole.emailsPerMinute.toFixed(1)} and ${count(whole.tokensPerMinute)} over the run);`,
    `tokens by minute ${report.tokensByMinute.map(count).join(' / ')}, 429s by minute ${report.rateLimitedByMinute.join(' / ')}, most in a rolling minute ${count(report.peakRollingMinuteTokens)};`,
    `limit ${count(options.tokensPerMinute)} tokens/min (server, as a ${options.serverShape === 'bucket' ? 'refilled bucket' : 'rolling minute'}, and MODEL_TOKENS_PER_MINUTE), ${count(report.meanUsagePerCall)} tokens per call on average (estimate ${count(MODEL_TOKENS_PER_EMAIL)}),`,
    `${options.concurrency} consumers, ${(report.runMs / 1000).toFixed(0)} s; ${report.planned} planned, ${report.written} written, ${report.failed} failed, ${report.unwritten} left;`,
    `${report.invocations} messages handled, ${report.requeued} put back (${(report.requeued / Math.max(1, report.written)).toFixed(1)} per written email), ${report.busy} busy, ${report.deadLetters} dead letters`,
  ].join(' ');
}

function byIndex(phase: CapacityPhase, emails: number): string {
  return [...phase.writesByIndex.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([where, units]) => `${where} ${(units / emails).toFixed(1)}`)
    .join(', ');
}

/** The capacity row: RCU and WCU per email, planning and writing, with the largest items of the writing phase. */
export function describeCapacityReport(report: GenerationBenchReport): string {
  const written = Math.max(1, report.written);
  const planned = Math.max(1, report.planned);
  const rcu = report.planning.rcu / planned + report.writing.rcu / written;
  const wcu = report.planning.wcu / planned + report.writing.wcu / written;
  const pass = rcu <= CAPACITY_PER_EMAIL_TARGET.rcu && wcu <= CAPACITY_PER_EMAIL_TARGET.wcu;
  const top = [...report.writing.byCommand.entries()]
    .sort(([, a], [, b]) => b.units - a.units)
    .slice(0, 6)
    .map(([label, use]) => `${label} ${(use.units / written).toFixed(1)} CU in ${(use.calls / written).toFixed(1)} calls`);
  return [
    `${pass ? 'PASS' : 'FAIL'}: ${rcu.toFixed(1)} RCU and ${wcu.toFixed(1)} WCU per email (target ≤ ${CAPACITY_PER_EMAIL_TARGET.rcu} and ≤ ${CAPACITY_PER_EMAIL_TARGET.wcu}; planning and writing, as DynamoDB Local reports it);`,
    `planning ${(report.planning.rcu / planned).toFixed(1)} RCU, ${(report.planning.wcu / planned).toFixed(1)} WCU per email planned;`,
    `writing ${(report.writing.rcu / written).toFixed(1)} RCU, ${(report.writing.wcu / written).toFixed(1)} WCU per email written, put-backs included,`,
    `plus ${(report.writing.failedWrites / written).toFixed(1)} refused conditional writes (≥ 1 WCU each in the cloud, not reported locally);`,
    `writing's largest per email: ${top.join('; ')};`,
    `writing's WCU per email by index: ${byIndex(report.writing, written)}; planning's: ${byIndex(report.planning, planned)}`,
  ].join(' ');
}
