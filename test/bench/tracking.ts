/**
 * The open and click tracking routes as Lambda runs them, each request on an instance of its own
 * (docs/architecture.md, Budgets): the handler's own time per request (the route's handler called
 * with an API Gateway event, its wait for DynamoDB taken out), and each request end to end, one at a
 * time, as a mail client sends it: a real HTTP request to the local API server
 * (`bin/local/api-server.ts`, the same handlers and middleware chain as `npm start`) against
 * DynamoDB Local. The links are the send worker's (their tokens carry the send time). Each open is a
 * person's (a browser's user agent, hours after the send): the first open of an email queues its move
 * to READ, the later ones only add to its activity. Each click then queues its move to CLICKED. The
 * routes send their moves as in the cloud, through the SQS client the functions use (its middleware,
 * serializing, signing and MD5 checks count in the handler's own time), to a transport that puts
 * them on the local inbound queue and answers as SQS does (the time in it is awaited, as a request
 * to SQS would be, and not counted). The inbound consumer is held during the timed runs, as it
 * runs in functions of its own in the cloud; after them it drains the queue on the local queue
 * runtime (`npm start`'s), its rate is measured, and every email's status and its campaign's counts
 * are checked.
 *
 * Measured besides, one event at a time: the DynamoDB units each kind of tracked event consumes,
 * the route's and the consumer's (ReturnConsumedCapacity INDEXES on every command either sends).
 */
import { CreateTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Agent, get as httpGet } from 'node:http';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

import { startLocalApi } from '../../bin/local/api-server';
import { lambdaContext } from '../../bin/local/lambda-runtime';
import { startDynamoDbLocal } from '../../bin/local/dynamodb';
import { createLocalQueues, localWorkQueues, type LocalQueue, type LocalQueues } from '../../bin/local/queues';
import { createCampaignProgressReader } from '../../functions/adapters/dynamodb/campaign-progress';
import { createDocumentClient } from '../../functions/adapters/dynamodb/client';
import { createStores } from '../../functions/adapters/dynamodb/stores';
import { createTableInput } from '../../functions/adapters/dynamodb/table';
import { staticLinkKey } from '../../functions/adapters/secrets/link-key';
import { createAesSecretBox } from '../../functions/adapters/secrets/secret-box';
import { createSqsQueue } from '../../functions/adapters/sqs/sqs-queue';
import { createSqsClient } from '../../functions/composition/queues';
import { installRuntime, uninstallRuntime } from '../../functions/composition/runtime';
import { createLinkSigner } from '../../functions/core/sending/link-token';
import type { TenantContext } from '../../functions/core/tenant';
import { emailStatusRoutes } from '../../shared/api/routes';
import type { RouteDefinition } from '../../shared/api/route';
import { apiEvent, loadHandler } from '../support/http';
import { describeOwnTime } from './api-latency';
import { addConsumed, type CapacitySums } from './consumed-capacity';
import { measureOwnTime, OWN_TIME_WARM_UP, percentiles, timeAwaited, type OwnTime, type Percentiles } from './handler-time';

const TABLE = 'bench-tracking';
const EMAILS = 1000;
/** the emails of each timed run: the handlers' own time on one half of the first 900, end to end on the other */
const HALF = 450;
const SENT_AT = new Date(Date.now() - 3 * 3_600_000).toISOString();
const BROWSER =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const SCANNER = 'curl/8.5.0';
/** a written email's size (about 120 words, as the writers write them): the bodies dominate the item */
const BODY = `<html><body>${'<p>Hi Ivo, would live pallet temperatures across your cold chain help the night shift?</p>'.repeat(7)}</body></html>`;

export interface TrackingBenchReport {
  /** the handlers' own time per request, DynamoDB's wait taken out: opens (a first and a later one of each email), clicks */
  readonly own: { readonly open: OwnTime; readonly click: OwnTime };
  /** over HTTP through the local API server and DynamoDB Local, one request at a time */
  readonly endToEnd: { readonly open: Percentiles; readonly click: Percentiles };
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

/**
 * SendMessageBatch as SQS answers it, each entry put on `queue` (dropped while it answers none):
 * what the SQS client sends and checks.
 */
function localSqsTransport(queue: () => LocalQueue | undefined) {
  return {
    metadata: { handlerProtocol: 'http/1.1' },
    handle(request: { body?: unknown }) {
      const { body: sent } = request;
      const text = typeof sent === 'string' ? sent : Buffer.from(sent as Uint8Array).toString('utf8');
      const input = JSON.parse(text) as {
        Entries: {
          Id: string;
          MessageBody: string;
          DelaySeconds?: number;
          MessageAttributes?: Record<string, { StringValue?: string }>;
        }[];
      };
      const Successful = input.Entries.map((entry) => ({
        Id: entry.Id,
        MessageId:
          queue()?.send(
            entry.MessageBody,
            { workId: entry.MessageAttributes?.workId?.StringValue ?? entry.Id },
            entry.DelaySeconds === undefined ? {} : { delaySeconds: entry.DelaySeconds },
          ) ?? randomUUID(),
        MD5OfMessageBody: createHash('md5').update(entry.MessageBody).digest('hex'),
      }));
      const body = Buffer.from(JSON.stringify({ Successful, Failed: [] }));
      return Promise.resolve({
        response: { statusCode: 200, headers: { 'content-type': 'application/x-amz-json-1.0' }, body },
      });
    },
    updateHttpClientConfig: () => {},
    httpHandlerConfigs: () => ({}),
    destroy: () => {},
  };
}

export async function measureTracking(): Promise<TrackingBenchReport> {
  const dynamo = await startDynamoDbLocal();
  const raw = new DynamoDBClient({
    endpoint: dynamo.endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'bench', secretAccessKey: 'bench' },
    maxAttempts: 1,
  });
  let queues: LocalQueues | undefined;
  let dropMoves = false;
  const sqs = createSqsClient({
    region: 'us-east-1',
    credentials: { accessKeyId: 'bench', secretAccessKey: 'bench' },
    requestHandler: localSqsTransport(() => {
      if (!queues) throw new Error('The local queues are not running.');
      return dropMoves ? undefined : queues.queue('inbound');
    }),
  });
  const awaitedTime = timeAwaited(raw, sqs);
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
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
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
    installRuntime({
      ...runtime,
      queues: {
        ...localWorkQueues(queues),
        inbound: createSqsQueue(sqs, 'https://sqs.us-east-1.amazonaws.com/000000000000/inbound'),
      },
    });
    queues.start();
    const inbound = queues.queue('inbound');
    const server = await startLocalApi({ port: 0, host: '127.0.0.1', root, verifier: { verify: () => Promise.resolve(null) } });
    api.url = server.url;
    close = () => server.close();

    // one instance, one campaign, 1,000 emails sent three hours ago
    const repos = createStores(documentClient, TABLE);
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
    const openTokens = await Promise.all(emails.map((email) => signer.sign({ purpose: 'open', ...ids(email) })));
    const clickTokens = await Promise.all(
      emails.map((email) => signer.sign({ purpose: 'click', ...ids(email), url: 'https://northwind.example/demo' })),
    );
    const openUrls = openTokens.map((token) => `${api.url}${emailStatusRoutes.read.path}?token=${token}`);
    const clickUrls = clickTokens.map((token) => `${api.url}${emailStatusRoutes.click.path}?token=${token}`);
    // as mail clients come: plain GETs, one at a time over a kept-alive connection (a new connection
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

    // the route's handler as Lambda calls it: the event built beforehand, the answer as it returns it;
    // warmed beforehand on emails of its own (below), so that each timed email is opened as planned
    const handlerRun = async (route: RouteDefinition, tokens: readonly string[], count: number) => {
      const handler = await loadHandler(route);
      const context = lambdaContext({ functionName: `reachwise-bench-${route.name}`, requestId: 'bench', timeoutMs: 900_000 });
      const events = Array.from({ length: count }, (_, n) =>
        apiEvent(route, { query: { token: tokens[n % tokens.length] ?? '' }, headers: { 'user-agent': BROWSER } }),
      );
      return measureOwnTime(
        awaitedTime,
        count,
        async (n) => {
          const event = events[n];
          if (!event) throw new Error(`No event ${n}`);
          const answer = await handler(event, context);
          if (answer.statusCode !== 200 && answer.statusCode !== 302) {
            throw new Error(`${route.name} answered ${String(answer.statusCode)}: ${String(answer.body)}`);
          }
        },
        0,
      );
    };
    const sequentially = async (urls: readonly string[], count: number) => {
      const timings: number[] = [];
      for (let n = 0; n < count; n += 1) {
        const started = performance.now();
        await get(urls[n % urls.length] ?? '');
        timings.push(performance.now() - started);
      }
      return percentiles(timings);
    };

    // warm-up on 10 emails the timed runs do not touch: Node's JIT, DynamoDB Local's, the handlers'
    // modules, and the client's keep-alive connection to the server (measureOwnTime). Their moves
    // are answered as SQS answers and dropped, so that no move is applied and every warm-up request
    // takes the timed ones' path: the write, then the send of the move
    dropMoves = true;
    const warmUp = {
      open: await handlerRun(emailStatusRoutes.read, openTokens.slice(900, 910), OWN_TIME_WARM_UP),
      click: await handlerRun(emailStatusRoutes.click, clickTokens.slice(900, 910), OWN_TIME_WARM_UP),
    };
    await sequentially(openUrls.slice(900, 910), 200);
    dropMoves = false;
    await inbound.idle();
    await inbound.stop();
    // each email opened twice (a first open, which moves it to READ, and a later one), then clicked:
    // the handlers on emails 450 to 899, over HTTP on emails 0 to 449
    const warmed = (timed: OwnTime, warming: OwnTime): OwnTime => ({
      ...timed,
      warmUp: { requests: warming.requests, p50: warming.p50 },
    });
    const own = {
      open: warmed(await handlerRun(emailStatusRoutes.read, openTokens.slice(HALF, 2 * HALF), 2 * HALF), warmUp.open),
      click: warmed(await handlerRun(emailStatusRoutes.click, clickTokens.slice(HALF, 2 * HALF), HALF), warmUp.click),
    };
    const endToEnd = {
      open: await sequentially(openUrls.slice(0, HALF), 2 * HALF),
      click: await sequentially(clickUrls.slice(0, HALF), HALF),
    };

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
    return { own, endToEnd, units: measuredUnits, applied };
  } finally {
    await close();
    await queues?.stop();
    agent.destroy();
    sqs.destroy();
    uninstallRuntime();
    raw.destroy();
    await dynamo.stop();
  }
}

/** Within budget: each route's own time p50 ≤ 1 ms and p99 ≤ 5 ms; one at a time over HTTP p50 ≤ 5 ms. */
export function trackingWithinBudget(report: TrackingBenchReport): boolean {
  const own = Object.values(report.own).every((time) => time.p50 <= 1 && time.p99 <= 5);
  return own && report.endToEnd.open.p50 <= 5 && report.endToEnd.click.p50 <= 5;
}

export function describeTrackingReport(report: TrackingBenchReport): string {
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const unit = (kind: keyof TrackingBenchReport['units']) =>
    `${kind} ${report.units[kind].rcu.toFixed(1)} RCU / ${report.units[kind].wcu.toFixed(1)} WCU`;
  const { open, click } = report.endToEnd;
  return [
    `handler's own time, one at a time: ${describeOwnTime('open', report.own.open)}; ${describeOwnTime('click', report.own.click)};`,
    `over HTTP against DynamoDB Local, one at a time: open p50 ${ms(open.p50)}, p99 ${ms(open.p99)} (${open.requests}), click p50 ${ms(click.p50)}, p99 ${ms(click.p99)} (${click.requests});`,
    `${trackingWithinBudget(report) ? 'within budget' : 'OVER BUDGET'};`,
    `units per event (route and consumer): ${unit('firstOpen')}; ${unit('laterOpen')}; ${unit('firstClick')}; ${unit('machineOpen')};`,
    `the consumer (held during the run) then applied ${report.applied.movesPerSecond.toFixed(0)} moves/s:`,
    `${report.applied.clicked} of ${report.applied.of} emails CLICKED, campaign counts opened ${report.applied.opened}, clicked ${report.applied.clickedCount} (with the email of the units; the warm-up's moves are dropped)`,
  ].join(' ');
}
