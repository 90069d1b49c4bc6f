import { describe, expect, it } from 'vitest';

import {
  billedMs,
  costOfEmails,
  EMAIL_LIFE_ASSUMPTIONS,
  emailLifeUnitsFromReports,
  GENERATION_BATCH,
  type EmailLifeReports,
  type EmailLifeUnits,
  type ModelPrices,
  type PriceList,
} from '../../bench/cost';

/** Round prices, so each expected cost can be worked out by hand. */
const PRICES: PriceList = {
  source: 'test',
  dynamoDb: { writeRequestUnit: 1e-6, readRequestUnit: 0.25e-6 },
  lambda: { gbSecondArm64: 1e-5, gbSecondX86: 2e-5, request: 0.2e-6 },
  sqsRequest: 0.5e-6,
  schedulerInvocation: 1e-6,
  apiGateway: { httpApiRequest: 1e-6, restApiRequest: 3.5e-6 },
  sesEmail: 1e-4,
  logsIngestedGb: 0.5,
  kmsRequest: 3e-6,
};
const MODEL: ModelPrices = { model: 'model', inputToken: 0.1e-6, outputToken: 0.5e-6 };

const NOTHING: EmailLifeUnits = {
  readUnits: 0,
  writeUnits: 0,
  lambda: [],
  sqsRequests: 0,
  schedulerInvocations: 0,
  apiRequests: 0,
  logBytes: 0,
  kmsRequests: 0,
  modelTokens: { input: 0, output: 0 },
};

const costOf = (cost: ReturnType<typeof costOfEmails>, line: string) =>
  [...cost.infrastructure, ...cost.model].find((entry) => entry.line.startsWith(line))?.cost;

describe('costOfEmails', () => {
  it('prices 20 write and 20 read units an email at $0.02 and $0.005 per 1,000 emails', () => {
    const units = { ...NOTHING, writeUnits: 20, readUnits: 20 };
    const cost = costOfEmails(units, PRICES, MODEL);
    // 20 × $1/M × 1,000 and 20 × $0.25/M × 1,000
    expect(costOf(cost, 'DynamoDB writes')).toBeCloseTo(0.02, 12);
    expect(costOf(cost, 'DynamoDB reads')).toBeCloseTo(0.005, 12);
    expect(cost.infrastructureTotal).toBeCloseTo(0.025, 12);
  });

  it('bills each invocation rounded up to the millisecond at its memory, and its requests once', () => {
    // 2 invocations of 2.3 ms at 1,024 MB are billed 2 × 3 ms × 1 GB = 0.006 GB-s an email
    const units = { ...NOTHING, lambda: [{ step: 'worker', invocations: 2, msPerInvocation: 2.3, memoryMb: 1024 }] };
    const cost = costOfEmails(units, PRICES, MODEL);
    // 0.006 × $0.00001 × 1,000 = $0.00006; 2 × $0.2/M × 1,000 = $0.0004
    expect(cost.infrastructure.find((line) => line.line.startsWith('Lambda worker'))?.unitsPerEmail).toBeCloseTo(0.006, 12);
    expect(costOf(cost, 'Lambda worker')).toBeCloseTo(0.00006, 12);
    expect(costOf(cost, 'Lambda requests')).toBeCloseTo(0.0004, 12);
    expect(cost.infrastructureTotal).toBeCloseTo(0.00046, 12);
  });

  it('adds SQS, Scheduler, API Gateway and KMS requests to the infrastructure total', () => {
    const units = { ...NOTHING, sqsRequests: 12, schedulerInvocations: 0.5, apiRequests: 5, kmsRequests: 1 };
    const cost = costOfEmails(units, PRICES, MODEL);
    // 12 × $0.5/M + 0.5 × $1/M + 5 × $1/M, each × 1,000
    expect(costOf(cost, 'SQS')).toBeCloseTo(0.006, 12);
    expect(costOf(cost, 'EventBridge Scheduler')).toBeCloseTo(0.0005, 12);
    expect(costOf(cost, 'API Gateway')).toBeCloseTo(0.005, 12);
    expect(costOf(cost, 'KMS')).toBeCloseTo(0.003, 12);
    expect(cost.infrastructureTotal).toBeCloseTo(0.0145, 12);
  });

  it('prices the log bytes an email writes per GB ingested', () => {
    // 10,000 bytes an email are 10 MB per 1,000 emails
    const units = { ...NOTHING, logBytes: 10_000 };
    const cost = costOfEmails(units, PRICES, MODEL);
    // 0.01 GB × $0.50
    expect(costOf(cost, 'CloudWatch Logs')).toBeCloseTo(0.005, 12);
    expect(cost.infrastructureTotal).toBeCloseTo(0.005, 12);
  });

  it('prices the model tokens apart, leaving the infrastructure total untouched', () => {
    const units = { ...NOTHING, modelTokens: { input: 3000, output: 400 } };
    const cost = costOfEmails(units, PRICES, MODEL);
    // 3,000 × $0.1/M × 1,000 = $0.30; 400 × $0.5/M × 1,000 = $0.20
    expect(costOf(cost, 'model input')).toBeCloseTo(0.3, 12);
    expect(costOf(cost, 'model output')).toBeCloseTo(0.2, 12);
    expect(cost.modelTotal).toBeCloseTo(0.5, 12);
    expect(cost.infrastructureTotal).toBe(0);
  });

  it('scales every line with the number of emails', () => {
    const units = { ...NOTHING, writeUnits: 4, apiRequests: 2, modelTokens: { input: 10, output: 0 } };
    const thousand = costOfEmails(units, PRICES, MODEL, 1000);
    const million = costOfEmails(units, PRICES, MODEL, 1_000_000);
    expect(million.infrastructureTotal).toBeCloseTo(thousand.infrastructureTotal * 1000, 9);
    expect(million.modelTotal).toBeCloseTo(thousand.modelTotal * 1000, 9);
    expect(million.infrastructureTotal).toBeCloseTo(6, 9);
  });
});

describe('billedMs', () => {
  it.each([
    [0.2, 1],
    [3, 3],
    [3.01, 4],
  ])('bills an invocation of %f ms as %i ms', (ms, billed) => {
    expect(billedMs(ms)).toBe(billed);
  });
});

/**
 * The bench reports, as far as the generation worker's line reads them: a model answer of 200 tokens
 * (3 s of wait: 0.5 s to the first token, 2.5 s at 80 tokens a second), 1.2 model calls per written
 * email, 3 generation messages per written email at the generation row's pace and 1 at the whole
 * life's, and 40 ms of the worker's own work per message.
 */
const REPORTS = {
  life: { perEmail: { rcu: 0, wcu: 0, refusedWrites: 0 }, messagesPerEmail: { generation: 1, sending: 1, inbound: 2 } },
  generation: { written: 10, invocations: 30, whole: { calls: 12, rateLimited: 0 } },
  sendingWeek: {
    check: { sends: 10 },
    worker: { totalMs: 400, allMs: { samples: 10 } },
    planner: { runs: 1, totalMs: 100 },
  },
  tracking: {
    own: { open: { p50: 1, awaitedP50: 1, awsCalls: 2 }, click: { p50: 1, awaitedP50: 1, awsCalls: 2 } },
    applied: { movesPerSecond: 100 },
  },
  api: { endToEnd: { p50: 5 } },
  writer: { prompt: { mean: 700 }, answer: 200 },
} as unknown as EmailLifeReports;

const generationWorker = (units: EmailLifeUnits) => units.lambda.find((use) => use.step === 'generation worker');

describe('emailLifeUnitsFromReports, the generation worker', () => {
  it("takes the generation consumer's batch from infra/workers.ts", () => {
    expect(EMAIL_LIFE_ASSUMPTIONS.generationBatch).toBe(GENERATION_BATCH);
    expect(GENERATION_BATCH).toBe(5);
  });

  it("bills a batch of 5 messages as one invocation as long as one email's model wait plus the 5 records' own work", () => {
    const batched = emailLifeUnitsFromReports(REPORTS, { ...EMAIL_LIFE_ASSUMPTIONS, generationBatch: 5 });
    const single = emailLifeUnitsFromReports(REPORTS, { ...EMAIL_LIFE_ASSUMPTIONS, generationBatch: 1 });

    // 1 message an email, 5 a batch: 1.2 calls × 3,000 ms, and 5 × 40 ms
    expect(generationWorker(batched)).toMatchObject({ invocations: 0.2 });
    expect(generationWorker(batched)?.msPerInvocation).toBeCloseTo(3_800, 6);
    expect(generationWorker(single)).toMatchObject({ invocations: 1 });
    expect(generationWorker(single)?.msPerInvocation).toBeCloseTo(3_640, 6);
    // the queue's messages and the worker's log lines are per message, whatever the batch
    expect(batched.sqsRequests).toBeCloseTo(single.sqsRequests, 9);
    expect(batched.logBytes).toBeCloseTo(single.logBytes, 9);
  });

  it('waits for the model only in the batches where a record writes, when most messages are put back', () => {
    const burst = { ...EMAIL_LIFE_ASSUMPTIONS, generationPace: 'burst' as const };
    const batched = emailLifeUnitsFromReports(REPORTS, { ...burst, generationBatch: 5 });
    const single = emailLifeUnitsFromReports(REPORTS, { ...burst, generationBatch: 1 });

    // 3 messages an email, one of which writes: 1 − (2/3)^5 of the batches of 5 wait for the model
    expect(generationWorker(batched)?.invocations).toBeCloseTo(0.6, 9);
    expect(generationWorker(batched)?.msPerInvocation).toBeCloseTo((1 - (2 / 3) ** 5) * 3_600 + 200, 6);
    // a message an invocation: a third of them wait for the model
    expect(generationWorker(single)?.invocations).toBeCloseTo(3, 9);
    expect(generationWorker(single)?.msPerInvocation).toBeCloseTo(3_600 / 3 + 40, 6);
  });
});
