/**
 * What writing, sending and tracking 1,000 emails costs at AWS list prices, from the units the bench
 * measures (docs/architecture.md, Budgets; README, What 1,000 emails cost): DynamoDB request units,
 * Lambda invocations and their billed milliseconds at each function's memory, SQS requests,
 * EventBridge Scheduler invocations and API Gateway requests, with the model's tokens beside them.
 *
 * The arithmetic ({@link costOfEmails}) is a pure function of the units of one email's life
 * ({@link EmailLifeUnits}) and a price list, so a whole-life measurement can feed it as well as
 * today's rows do ({@link emailLifeUnitsFromReports}).
 */
import { CONSUMERS } from '../../infra/workers';
import { JOBS } from '../../shared/platform/jobs';
import type { EmailLifeReport } from './email-life';
import type { ApiLatencyReport } from './api-latency';
import type { GenerationBenchReport } from './generation';
import type { SendingWeekReport } from './sending-week';
import type { TrackingBenchReport } from './tracking';
import type { WriterBenchReport } from './writer';

const PER_MILLION = 1 / 1_000_000;

/** Prices in US dollars per unit, with where they were read. */
export interface PriceList {
  readonly source: string;
  /** per write request unit (1 KB written, each index copy its own) and per read request unit (4 KB strongly consistent) */
  readonly dynamoDb: { readonly writeRequestUnit: number; readonly readRequestUnit: number };
  /** per GB-second of billed duration, by architecture, and per request (invocation) */
  readonly lambda: { readonly gbSecondArm64: number; readonly gbSecondX86: number; readonly request: number };
  /** per SQS request (standard queue; each 64 KB chunk of a payload one request) */
  readonly sqsRequest: number;
  /** per EventBridge Scheduler invocation */
  readonly schedulerInvocation: number;
  /** per API Gateway request: HTTP API (what the stack deploys, infra/api.ts) and REST API */
  readonly apiGateway: { readonly httpApiRequest: number; readonly restApiRequest: number };
  /** per email sent through SES, for senders on the stage's SES identity */
  readonly sesEmail: number;
  /** per GB of logs ingested into CloudWatch Logs (standard class) */
  readonly logsIngestedGb: number;
  /** per KMS request (a Decrypt of a sender's sealed credentials) */
  readonly kmsRequest: number;
}

/**
 * us-east-1 on-demand list prices, as AWS publishes them on each service's pricing page
 * (aws.amazon.com/<service>/pricing), read in November 2026; DynamoDB's are those of its November
 * 2024 price cut. Free tiers left out.
 */
export const US_EAST_1_PRICES: PriceList = {
  source:
    'AWS list prices, us-east-1, on-demand, read November 2026 (DynamoDB as of its November 2024 price cut); free tiers left out',
  dynamoDb: { writeRequestUnit: 0.625 * PER_MILLION, readRequestUnit: 0.125 * PER_MILLION },
  lambda: { gbSecondArm64: 0.0000133334, gbSecondX86: 0.0000166667, request: 0.2 * PER_MILLION },
  sqsRequest: 0.4 * PER_MILLION,
  schedulerInvocation: 1 * PER_MILLION,
  apiGateway: { httpApiRequest: 1 * PER_MILLION, restApiRequest: 3.5 * PER_MILLION },
  sesEmail: 0.1 / 1000,
  logsIngestedGb: 0.5,
  kmsRequest: 0.03 / 10_000,
};

/** A model's list prices in US dollars per token. */
export interface ModelPrices {
  readonly model: string;
  readonly inputToken: number;
  readonly outputToken: number;
}

/** OpenAI's list price of gpt-4o-mini: $0.15 per 1M input tokens, $0.60 per 1M output tokens. */
export const GPT_4O_MINI_PRICES: ModelPrices = {
  model: 'gpt-4o-mini',
  inputToken: 0.15 * PER_MILLION,
  outputToken: 0.6 * PER_MILLION,
};

/** Every function's memory, as infra/function.ts configures it (no function sets its own). */
export const FUNCTION_MEMORY_MB = 512;

/** One step's Lambda use, per email. */
export interface LambdaUse {
  readonly step: string;
  /** invocations per email (a share of one when a run serves many emails) */
  readonly invocations: number;
  /** duration of one invocation; Lambda bills each invocation rounded up to the millisecond */
  readonly msPerInvocation: number;
  readonly memoryMb: number;
}

/** The billable units of one email's life: written, reviewed, scheduled, sent, opened and clicked. */
export interface EmailLifeUnits {
  /** DynamoDB read and write request units (refused conditional writes counted as one write unit each) */
  readonly readUnits: number;
  readonly writeUnits: number;
  readonly lambda: readonly LambdaUse[];
  /** SQS requests: each message's send, receive and delete */
  readonly sqsRequests: number;
  readonly schedulerInvocations: number;
  /** API Gateway (HTTP API) requests: tracking links and the review */
  readonly apiRequests: number;
  /** bytes of logs written to CloudWatch Logs: Lambda's own lines per invocation and the functions' */
  readonly logBytes: number;
  /** KMS requests: the send worker opens the sender's sealed password or tokens for each send */
  readonly kmsRequests: number;
  readonly modelTokens: { readonly input: number; readonly output: number };
}

/** One line of the bill. */
export interface CostLine {
  readonly line: string;
  readonly unitsPerEmail: number;
  readonly unit: string;
  /** price of one unit, in US dollars */
  readonly unitPrice: number;
  /** US dollars for the emails counted */
  readonly cost: number;
}

export interface EmailCost {
  readonly emails: number;
  /** infrastructure lines: DynamoDB, Lambda, SQS, Scheduler, API Gateway */
  readonly infrastructure: readonly CostLine[];
  readonly infrastructureTotal: number;
  /** the model's tokens, input and output */
  readonly model: readonly CostLine[];
  readonly modelTotal: number;
}

/** Milliseconds Lambda bills for one invocation: its duration rounded up to the millisecond, at least 1. */
export function billedMs(ms: number): number {
  return Math.max(1, Math.ceil(ms));
}

/** GB-seconds billed per email for one step. */
export function gbSecondsPerEmail(use: LambdaUse): number {
  return (use.invocations * billedMs(use.msPerInvocation) * use.memoryMb) / 1024 / 1000;
}

/**
 * The cost of `emails` emails' lives: each line's units per email × its unit price × `emails`.
 * Lambda is priced per step (its GB-seconds at arm64's price, as every function runs on arm64) and
 * once for all invocations; the model's tokens are priced apart from the infrastructure.
 */
export function costOfEmails(
  units: EmailLifeUnits,
  prices: PriceList = US_EAST_1_PRICES,
  model: ModelPrices = GPT_4O_MINI_PRICES,
  emails = 1000,
): EmailCost {
  const line = (name: string, unitsPerEmail: number, unit: string, unitPrice: number): CostLine => ({
    line: name,
    unitsPerEmail,
    unit,
    unitPrice,
    cost: unitsPerEmail * unitPrice * emails,
  });
  const infrastructure = [
    line('DynamoDB writes', units.writeUnits, 'write request units', prices.dynamoDb.writeRequestUnit),
    line('DynamoDB reads', units.readUnits, 'read request units', prices.dynamoDb.readRequestUnit),
    ...units.lambda.map((use) =>
      line(`Lambda ${use.step} (${use.memoryMb} MB)`, gbSecondsPerEmail(use), 'GB-seconds', prices.lambda.gbSecondArm64),
    ),
    line(
      'Lambda requests',
      units.lambda.reduce((sum, use) => sum + use.invocations, 0),
      'invocations',
      prices.lambda.request,
    ),
    line('SQS', units.sqsRequests, 'requests', prices.sqsRequest),
    line('EventBridge Scheduler', units.schedulerInvocations, 'invocations', prices.schedulerInvocation),
    line('API Gateway (HTTP API)', units.apiRequests, 'requests', prices.apiGateway.httpApiRequest),
    line('CloudWatch Logs', units.logBytes / 1e9, 'GB ingested', prices.logsIngestedGb),
    line('KMS', units.kmsRequests, 'requests', prices.kmsRequest),
  ];
  const modelLines = [
    line(`${model.model} input`, units.modelTokens.input, 'tokens', model.inputToken),
    line(`${model.model} output`, units.modelTokens.output, 'tokens', model.outputToken),
  ];
  const total = (lines: readonly CostLine[]) => lines.reduce((sum, { cost }) => sum + cost, 0);
  return {
    emails,
    infrastructure,
    infrastructureTotal: total(infrastructure),
    model: modelLines,
    modelTotal: total(modelLines),
  };
}

/** Infrastructure cost budget of 1,000 emails, US dollars. */
export const COST_PER_1000_EMAILS_BUDGET = 0.05;

/** What the local bench cannot measure, stated and parameterised. */
export interface EmailLifeAssumptions {
  /** the model's answer: time to its first token, then output tokens per second (gpt-4o-mini, usual load) */
  readonly model: { readonly firstTokenMs: number; readonly outputTokensPerSecond: number };
  /** a send's wait for the mailbox provider: SMTP submission, or the Gmail or Graph API's send */
  readonly mailerMs: number;
  /** tracked events per email: a mail server's or scanner's fetch, a person's first and later open, a first click */
  readonly events: {
    readonly machineOpen: number;
    readonly firstOpen: number;
    readonly laterOpen: number;
    readonly firstClick: number;
  };
  /** review API requests per email: approving it, and its share of a review page of 20 */
  readonly reviewRequests: number;
  /** SQS requests per message: its send, its receive and its delete */
  readonly sqsRequestsPerMessage: number;
  /**
   * log bytes per invocation: the function's own line at INFO (a request's outcome, about 400);
   * Lambda's START, END and REPORT lines (about 600 bytes in JSON) are not written, as the
   * functions' system log level is WARN (infra/function.ts)
   */
  readonly logBytesPerInvocation: number;
  /** KMS Decrypts per email sent: one for a sender's saved password or tokens (none for STUB or SES senders) */
  readonly kmsDecryptsPerSend: number;
  readonly memoryMb: number;
  /**
   * how the emails are written: `sustained`, within the model's token budget, each queued email
   * handled once (the whole-life row's messages per email); `burst`, thousands queued at once past
   * the budget, so the worker puts most messages back to wait (the generation row's messages per
   * written email)
   */
  readonly generationPace: 'sustained' | 'burst';
  /**
   * messages in one generation invocation: the consumer's batch (infra/workers.ts), full, as a run's
   * emails are queued at once
   */
  readonly generationBatch: number;
}

/** The generation consumer's batch size (infra/workers.ts, CONSUMERS). */
export const GENERATION_BATCH = CONSUMERS.find((consumer) => consumer.job === JOBS.generationConsumer)?.batchSize ?? 1;

export const EMAIL_LIFE_ASSUMPTIONS: EmailLifeAssumptions = {
  model: { firstTokenMs: 500, outputTokensPerSecond: 80 },
  mailerMs: 500,
  events: { machineOpen: 1, firstOpen: 1, laterOpen: 1, firstClick: 1 },
  reviewRequests: 1 + 1 / 20,
  sqsRequestsPerMessage: 3,
  logBytesPerInvocation: 400,
  kmsDecryptsPerSend: 1,
  memoryMb: FUNCTION_MEMORY_MB,
  generationPace: 'sustained',
  generationBatch: GENERATION_BATCH,
};

/** The bench reports one email's life is read from. */
export interface EmailLifeReports {
  /** the whole life's DynamoDB units, measured in one run (email-life.ts) */
  readonly life: EmailLifeReport;
  readonly generation: GenerationBenchReport;
  readonly sendingWeek: SendingWeekReport;
  readonly tracking: TrackingBenchReport;
  readonly api: ApiLatencyReport;
  readonly writer: WriterBenchReport;
}

/**
 * The units of one email's life, from the bench's reports. DynamoDB: the whole-life row's units per
 * email, refused conditional writes as one write unit each. The rest:
 * - written: the generation worker's messages, at the pace the assumptions name
 *   ({@link EmailLifeAssumptions.generationPace}): the whole-life row's messages per email, or the
 *   generation row's (its put-backs included) per written email; a batch of
 *   {@link EmailLifeAssumptions.generationBatch} of them an invocation, so invocations per email are
 *   messages per email ÷ the batch. The batch's records are written at once, so an invocation lasts
 *   as long as its longest model wait, taken as a written email's (the model is called as often per
 *   written email as in the generation row, its repairs included, its 429s not; each call waits for
 *   {@link EmailLifeAssumptions.model} for the writer bench's answer tokens, as the local model
 *   answers at once) in the share of batches where a record writes (one message of an email's writes
 *   it, the others are put-backs, which do not call the model), plus the records' own work, each
 *   taken as the send worker's measured time per email (both lease an email, read it and write it
 *   once) and counted in full, as if none of it overlapped. The worker logs a line per message, not
 *   per invocation. The tokens: the writer bench's prompt and answer per model call.
 * - reviewed: the review's API requests, each timed as the API row's one request end to end.
 * - scheduled and sent: the planner's runs (and the generation planner's,
 *   on the same schedule, counted alike) shared among the emails sent; each message the worker
 *   handled, with the provider's wait per email sent ({@link EmailLifeAssumptions.mailerMs}).
 * - opened and clicked: each route request timed as its
 *   own time plus its wait for DynamoDB, and the consumer's moves at the rate it drained them.
 */
export function emailLifeUnitsFromReports(
  reports: EmailLifeReports,
  assumptions: EmailLifeAssumptions = EMAIL_LIFE_ASSUMPTIONS,
): EmailLifeUnits {
  const { generation, sendingWeek, tracking, api, writer } = reports;
  const memoryMb = assumptions.memoryMb;
  const written = Math.max(1, generation.written);
  const sent = Math.max(1, sendingWeek.check.sends);
  const { events } = assumptions;

  // one email's whole life measured in one run, refused conditional writes as one unit each
  const readUnits = reports.life.perEmail.rcu;
  const writeUnits = reports.life.perEmail.wcu + reports.life.perEmail.refusedWrites;

  const workerMessages = Math.max(1, sendingWeek.worker.allMs.samples);
  const workerOwnMsPerEmail = sendingWeek.worker.totalMs / workerMessages;
  // the consumer's handler counts the messages it handled (generation.ts)
  const generationMessages =
    assumptions.generationPace === 'burst' ? generation.invocations / written : reports.life.messagesPerEmail.generation;
  const generationBatch = Math.max(1, assumptions.generationBatch);
  const generationInvocations = generationMessages / generationBatch;
  // the records run side by side: a batch waits as long as its longest model wait, a written email's
  // when one of its records writes (one message of an email's writes it, the others were put back),
  // none when all of them are put back
  const writingShare = Math.min(1, 1 / Math.max(1e-9, generationMessages));
  const batchesThatWrite = 1 - (1 - writingShare) ** generationBatch;
  // model calls per written email: its repairs count, a 429 (no answer, no tokens billed) does not
  const modelCallsPerEmail = (generation.whole.calls - generation.whole.rateLimited) / written;
  const modelMs = assumptions.model.firstTokenMs + (writer.answer / assumptions.model.outputTokensPerSecond) * 1000;
  const plannerRuns = Math.max(1, sendingWeek.planner.runs);
  const routeMs = (own: TrackingBenchReport['own']['open']) => own.p50 + own.awaitedP50;
  const moveMs = 1000 / Math.max(1, tracking.applied.movesPerSecond);
  const moves = events.firstOpen + events.firstClick;

  const lambda: LambdaUse[] = [
    {
      step: 'generation planner',
      invocations: plannerRuns / sent,
      msPerInvocation: sendingWeek.planner.totalMs / plannerRuns,
      memoryMb,
    },
    {
      step: 'generation worker',
      invocations: generationInvocations,
      msPerInvocation: batchesThatWrite * modelCallsPerEmail * modelMs + generationBatch * workerOwnMsPerEmail,
      memoryMb,
    },
    { step: 'review API', invocations: assumptions.reviewRequests, msPerInvocation: api.endToEnd.p50, memoryMb },
    {
      step: 'send planner',
      invocations: plannerRuns / sent,
      msPerInvocation: sendingWeek.planner.totalMs / plannerRuns,
      memoryMb,
    },
    {
      step: 'send worker',
      invocations: workerMessages / sent,
      msPerInvocation: workerOwnMsPerEmail + (assumptions.mailerMs * sent) / workerMessages,
      memoryMb,
    },
    {
      step: 'open route',
      invocations: events.machineOpen + events.firstOpen + events.laterOpen,
      msPerInvocation: routeMs(tracking.own.open),
      memoryMb,
    },
    { step: 'click route', invocations: events.firstClick, msPerInvocation: routeMs(tracking.own.click), memoryMb },
    { step: 'tracking moves', invocations: moves, msPerInvocation: moveMs, memoryMb },
  ];
  const messages = generationMessages + workerMessages / sent + moves;
  // one line per invocation, but the generation worker's per message
  const logLines = lambda.reduce((sum, use) => sum + use.invocations, 0) - generationInvocations + generationMessages;
  return {
    readUnits,
    writeUnits,
    lambda,
    sqsRequests: messages * assumptions.sqsRequestsPerMessage,
    schedulerInvocations: (2 * plannerRuns) / sent,
    apiRequests: assumptions.reviewRequests + events.machineOpen + events.firstOpen + events.laterOpen + events.firstClick,
    kmsRequests: assumptions.kmsDecryptsPerSend,
    logBytes: logLines * assumptions.logBytesPerInvocation,
    modelTokens: {
      input: writer.prompt.mean * modelCallsPerEmail,
      output: writer.answer * modelCallsPerEmail,
    },
  };
}

/** The units of one email's life, step by step, for the bench table: where each line's units come from. */
export function describeEmailLifeUnits(units: EmailLifeUnits): string {
  const steps = units.lambda
    .map(({ step, invocations, msPerInvocation }) => `${step} ${invocations.toFixed(2)} × ${msPerInvocation.toFixed(1)} ms`)
    .join(', ');
  return [
    `per email: ${units.readUnits.toFixed(1)} RCU, ${units.writeUnits.toFixed(1)} WCU;`,
    `Lambda invocations × billed time: ${steps};`,
    `${(units.sqsRequests / 3).toFixed(1)} SQS messages, ${units.schedulerInvocations.toFixed(2)} scheduled runs, ${units.apiRequests.toFixed(2)} API requests`,
  ].join(' ');
}

const dollars = (value: number) => `$${value < 0.001 ? value.toFixed(5) : value.toFixed(4)}`;

/** One line for the bench table: the total against its budget, each line, and the model beside it. */
export function describeEmailCost(cost: EmailCost, prices: PriceList = US_EAST_1_PRICES): string {
  const verdict =
    cost.infrastructureTotal <= COST_PER_1000_EMAILS_BUDGET
      ? 'within budget'
      : `OVER BUDGET by ${dollars(cost.infrastructureTotal - COST_PER_1000_EMAILS_BUDGET)}`;
  const lines = (all: readonly CostLine[]) =>
    [...all]
      .sort((a, b) => b.cost - a.cost)
      .map(
        ({ line, unitsPerEmail, unit, cost: value }) => `${line} ${unitsPerEmail.toPrecision(3)} ${unit}/email ${dollars(value)}`,
      )
      .join('; ');
  return [
    `infrastructure ${dollars(cost.infrastructureTotal)} per ${cost.emails.toLocaleString('en-US')} emails (${verdict}):`,
    `${lines(cost.infrastructure)};`,
    `model ${dollars(cost.modelTotal)} beside it: ${lines(cost.model)};`,
    `SES, for senders on the stage's identity only, would add ${dollars(prices.sesEmail * cost.emails)}`,
  ].join(' ');
}
