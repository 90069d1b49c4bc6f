/**
 * The open and click tracking routes as mail clients hit them: real HTTP requests to the local API
 * server (`bin/local/api-server.ts`, the same handlers and middleware chain as `npm start`), 50 in
 * flight, against DynamoDB Local, beside a bare GetItem of an email at the same concurrency in the
 * same run (docs/architecture.md, Budgets: p99 ≤ 2 × the GetItem's p99). The links are the send worker's (their tokens
 * carry the send time). Each open is a person's (a browser's user agent, hours after the send): the
 * first open of an email queues its move to READ, the later ones only add to its activity. Each
 * click then queues its move to CLICKED. The inbound consumer is held during the timed runs, as it
 * runs in functions of its own in the cloud (here it would share the one process and DynamoDB Local
 * with the routes); after them it drains the queue on the local queue runtime (`npm start`'s), its
 * rate is measured, and every email's status and its campaign's counts are checked.
 *
 * Measured besides, one event at a time: the DynamoDB units each kind of tracked event consumes,
 * the route's and the consumer's (ReturnConsumedCapacity INDEXES on every command either sends).
 */
import { CreateTableCommand, DynamoDBClient, GetItemCommand } from '@aws-sdk/client-dynamodb';
import { randomBytes, randomUUID } from 'node:crypto';
import { Agent, get as httpGet } from 'node:http';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

import { startLocalApi } from '../../bin/local/api-server';
import { startDynamoDbLocal } from '../../bin/local/dynamodb';
import { createLocalQueues, localWorkQueues, type LocalQueues } from '../../bin/local/queues';
import { createCampaignProgressReader } from '../../functions/adapters/dynamodb/campaign-progress';
import { createDocumentClient } from '../../functions/adapters/dynamodb/client';
import { emailMessageEntity } from '../../functions/adapters/dynamodb/entities/email-message';
import { createRepositories } from '../../functions/adapters/dynamodb/repositories';
import { createTableInput } from '../../functions/adapters/dynamodb/table';
import { staticLinkKey } from '../../functions/adapters/secrets/link-key';
import { createAesSecretBox } from '../../functions/adapters/secrets/secret-box';
import { installRuntime, uninstallRuntime } from '../../functions/composition/runtime';
import { createLinkSigner } from '../../functions/core/sending/link-token';
import type { TenantContext } from '../../functions/core/tenant';
import { emailStatusRoutes } from '../../shared/api/routes';
import { addConsumed, type CapacitySums } from './consumed-capacity';

const TABLE = 'bench-tracking';
const CONCURRENCY = 50;
const EMAILS = 1000;
const SENT_AT = new Date(Date.now() - 3 * 3_600_000).toISOString();
const BROWSER =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const SCANNER = 'curl/8.5.0';
/** a written email's size (about 120 words, as the writers write them): the bodies dominate the item */
const BODY = `<html><body>${'<p>Hi Ivo, would live pallet temperatures across your cold chain help the night shift?</p>'.repeat(7)}</body></html>`;

export interface Percentiles {
  readonly p50: number;
  readonly p99: number;
  readonly requests: number;
}

export interface TrackingBenchReport {
  readonly concurrency: number;
  readonly getItem: Percentiles;
  readonly open: Percentiles;
  readonly click: Percentiles;
  /** units per event, by kind (the route's and the consumer's): a person's first open, a later open, a first click, a machine's open */
  readonly units: Readonly<Record<'firstOpen' | 'laterOpen' | 'firstClick' | 'machineOpen', { rcu: number; wcu: number }>>;
  /** after the run, the queue drained: emails CLICKED of those opened and clicked, and their campaign's counts */
  readonly applied: {
    readonly clicked: number;
    readonly of: number;
    readonly opened: number;
    readonly clickedCount: number;
    /** status moves the consumer applied per second while draining */
    readonly movesPerSecond: number;
  };
}

function percentiles(timings: number[]): Percentiles {
  const sorted = [...timings].sort((a, b) => a - b);
  const at = (fraction: number) =>
    sorted[Math.max(0, Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1))] ?? NaN;
  return { p50: at(0.5), p99: at(0.99), requests: sorted.length };
}

/** Runs `count` calls of `run`, `inFlight` at a time, timing each. */
async function timed(count: number, inFlight: number, run: (n: number) => Promise<void>): Promise<Percentiles> {
  const timings: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (next < count) {
        const n = next;
        next += 1;
        const started = performance.now();
        await run(n);
        timings.push(performance.now() - started);
      }
    }),
  );
  return percentiles(timings);
}

export async function measureTracking(): Promise<TrackingBenchReport> {
  const dynamo = await startDynamoDbLocal();
  const raw = new DynamoDBClient({
    endpoint: dynamo.endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'bench', secretAccessKey: 'bench' },
    maxAttempts: 1,
  });
  let metering: CapacitySums | undefined;
  raw.middlewareStack.add(
    (next, context) => async (args) => {
      const meter = metering;
      if (!meter) return next(args);
      (args.input as Record<string, unknown>).ReturnConsumedCapacity = 'INDEXES';
      const result = await next(args);
      addConsumed(meter, (context.commandName ?? '').replace(/Command$/, ''), result.output);
      return result;
    },
    { step: 'initialize', name: 'trackingCapacity' },
  );
  const api = { url: '' };
  let close = async () => {};
  let queues: LocalQueues | undefined;
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  try {
    await raw.send(new CreateTableCommand(createTableInput(TABLE)));
    const documentClient = createDocumentClient(raw);
    const linkKey = staticLinkKey(randomBytes(32).toString('base64url'));
    const root = fileURLToPath(new URL('../..', import.meta.url));
    const quiet = { info: () => {}, warn: () => {}, error: (message: string) => console.error(message) };
    const runtime = {
      documentClient,
      tableName: TABLE,
      secretBox: createAesSecretBox(randomBytes(32)),
      linkKey,
      publicUrls: { api: 'http://127.0.0.1', web: 'http://127.0.0.1' },
    };
    // the consumers' modules check their runtime as they load, as the local stack's do
    installRuntime(runtime);
    queues = await createLocalQueues({ root, settings: { log: quiet } });
    installRuntime({ ...runtime, queues: localWorkQueues(queues) });
    queues.start();
    const inbound = queues.queue('inbound');
    const server = await startLocalApi({ port: 0, host: '127.0.0.1', root, verifier: { verify: () => Promise.resolve(null) } });
    api.url = server.url;
    close = () => server.close();

    // one instance, one campaign, 1,000 emails sent three hours ago
    const repos = createRepositories(documentClient, TABLE);
    const ctx: TenantContext = { namespaceId: `ns-${randomUUID().slice(0, 8)}`, userId: 'bench', role: 'DEFAULT' };
    const campaignId = `campaign-${randomUUID()}`;
    const emails: { id: string; contactId: string }[] = [];
    let made = 0;
    await Promise.all(
      Array.from({ length: 20 }, async () => {
        while (made < EMAILS) {
          made += 1;
          const contactId = `contact-${randomUUID()}`;
          const email = await repos.emailMessages.create(ctx, {
            campaignId,
            contactId,
            type: 'ROOT',
            step: 0,
            status: 'SENT',
            reviewStatus: 'REVIEWED',
            copyStatus: 'ORIGINAL',
            channel: 'EMAIL',
            language: 'ENGLISH',
            subject: 'An idea for your cold chain',
            bodyHtml: BODY,
            bodyText: BODY.replace(/<[^>]+>/g, ' '),
            senderEmail: 'dana@northwind.example',
            sentAt: SENT_AT,
          });
          emails.push({ id: email.id, contactId });
        }
      }),
    );
    const signer = createLinkSigner(linkKey);
    // as the send worker signs them: with the send time
    const ids = (email: { id: string; contactId: string }) => ({
      namespaceId: ctx.namespaceId,
      contactId: email.contactId,
      emailId: email.id,
      sentAt: SENT_AT,
    });
    const openUrls = await Promise.all(
      emails.map(
        async (email) =>
          `${api.url}${emailStatusRoutes.read.path}?token=${await signer.sign({ purpose: 'open', ...ids(email) })}`,
      ),
    );
    const clickUrls = await Promise.all(
      emails.map(
        async (email) =>
          `${api.url}${emailStatusRoutes.click.path}?token=${await signer.sign({ purpose: 'click', ...ids(email), url: 'https://northwind.example/demo' })}`,
      ),
    );
    // as mail clients come: plain GETs, 50 at a time over kept-alive connections (a new connection
    // per request would time the loopback's connection set-up, not the route)
    const get = (url: string, userAgent = BROWSER) =>
      new Promise<void>((resolve, reject) => {
        const request = httpGet(url, { agent, headers: { 'User-Agent': userAgent } }, (answer) => {
          answer.resume();
          answer.on('end', () => {
            if (answer.statusCode === 200 || answer.statusCode === 302) resolve();
            else reject(new Error(`${url} answered ${String(answer.statusCode)}`));
          });
        });
        request.on('error', reject);
      });
    // the email's own key, as its entity writes it (marshalled for the bare client)
    const entity = emailMessageEntity(documentClient, TABLE);
    const keys = emails.map((email) => {
      const { Key } = entity.get({ namespaceId: ctx.namespaceId, id: email.id }).params<{ Key: Record<string, string> }>();
      return Object.fromEntries(Object.entries(Key).map(([name, value]) => [name, { S: value }]));
    });

    // the units of each kind of event, one at a time, on emails the timed runs do not touch
    const units = async (run: () => Promise<void>) => {
      const sums: CapacitySums = { rcu: 0, wcu: 0, writesByIndex: new Map() };
      metering = sums;
      await run();
      await inbound.idle();
      metering = undefined;
      return { rcu: sums.rcu, wcu: sums.wcu };
    };
    const last = emails.length - 1;
    const measuredUnits = {
      firstOpen: await units(() => get(openUrls[last] ?? '')),
      laterOpen: await units(() => get(openUrls[last] ?? '')),
      firstClick: await units(() => get(clickUrls[last] ?? '')),
      machineOpen: await units(() => get(openUrls[last - 1] ?? '', SCANNER)),
    };

    // warm-up at the runs' concurrency: Node's JIT, DynamoDB Local's, the handlers' modules, and the
    // client's 50 keep-alive connections to the server (else the first run pays for opening them)
    await timed(200, CONCURRENCY, async (n) => {
      await raw.send(new GetItemCommand({ TableName: TABLE, Key: keys[n % keys.length] }));
    });
    await timed(200, CONCURRENCY, (n) => get(openUrls[(n % 10) + 900] ?? ''));
    await inbound.idle();
    await inbound.stop();
    const requests = 2 * (emails.length - 100);
    const getItem = await timed(requests, CONCURRENCY, async (n) => {
      await raw.send(new GetItemCommand({ TableName: TABLE, Key: keys[n % keys.length] }));
    });
    // each of 900 emails opened twice: a first open (READ) and a later one
    const open = await timed(requests, CONCURRENCY, (n) => get(openUrls[n % (emails.length - 100)] ?? ''));
    const click = await timed(emails.length - 100, CONCURRENCY, (n) => get(clickUrls[n] ?? ''));

    // every move applied once: each of the 900 emails CLICKED, the campaign counting each once
    const queued = inbound.stats().visible;
    const draining = performance.now();
    inbound.start();
    await inbound.idle();
    const movesPerSecond = queued / ((performance.now() - draining) / 1000);
    const touched = emails.slice(0, emails.length - 100);
    let clicked = 0;
    for (const email of touched) {
      if ((await repos.emailMessages.find(ctx, email.id))?.status === 'CLICKED') clicked += 1;
    }
    const counts = (await createCampaignProgressReader(documentClient, TABLE).progress(ctx, [campaignId])).get(campaignId);
    const applied = {
      clicked,
      of: touched.length,
      opened: counts?.opened ?? 0,
      clickedCount: counts?.clicked ?? 0,
      movesPerSecond,
    };
    return { concurrency: CONCURRENCY, getItem, open, click, units: measuredUnits, applied };
  } finally {
    await close();
    await queues?.stop();
    agent.destroy();
    uninstallRuntime();
    raw.destroy();
    await dynamo.stop();
  }
}

export function describeTrackingReport(report: TrackingBenchReport): string {
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const ratio = report.open.p99 / report.getItem.p99;
  const clickRatio = report.click.p99 / report.getItem.p99;
  const unit = (kind: keyof TrackingBenchReport['units']) =>
    `${kind} ${report.units[kind].rcu.toFixed(1)} RCU / ${report.units[kind].wcu.toFixed(1)} WCU`;
  return [
    `${report.concurrency} concurrent over HTTP: open p50 ${ms(report.open.p50)}, p99 ${ms(report.open.p99)} (${report.open.requests});`,
    `click p50 ${ms(report.click.p50)}, p99 ${ms(report.click.p99)} (${report.click.requests});`,
    `bare GetItem p50 ${ms(report.getItem.p50)}, p99 ${ms(report.getItem.p99)};`,
    `open p99 = ${ratio.toFixed(2)} × GetItem p99, click ${clickRatio.toFixed(2)} × (${ratio <= 2 && clickRatio <= 2 ? 'within budget' : 'OVER BUDGET'});`,
    `units per event (route and consumer): ${unit('firstOpen')}; ${unit('laterOpen')}; ${unit('firstClick')}; ${unit('machineOpen')};`,
    `the consumer (held during the run) then applied ${report.applied.movesPerSecond.toFixed(0)} moves/s:`,
    `${report.applied.clicked} of ${report.applied.of} emails CLICKED, campaign counts opened ${report.applied.opened}, clicked ${report.applied.clickedCount} (with the 11 emails of the warm-up and the units)`,
  ].join(' ');
}
