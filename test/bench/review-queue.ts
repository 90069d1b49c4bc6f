/**
 * docs/architecture.md, Budgets, the review queue: the first page of the GENERATED tab of an instance holding 1,000
 * emails, listed through the real `email.list` handler and middleware chain against DynamoDB Local
 * (p50 ≤ 300 ms), and the writing checker as the email panel runs it in the browser, bundled for
 * the browser and timed in headless Chromium (≤ 16 ms per email, one frame).
 */
import { CreateTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { build } from 'esbuild';
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

import { startDynamoDbLocal } from '../../bin/local/dynamodb';
import { createDocumentClient } from '../../functions/adapters/dynamodb/client';
import { createStores } from '../../functions/adapters/dynamodb/stores';
import { createTableInput } from '../../functions/adapters/dynamodb/table';
import { createAesSecretBox } from '../../functions/adapters/secrets/secret-box';
import { composeAllServices, type AllServices } from '../../functions/composition/all-services';
import { installRuntime } from '../../functions/composition/runtime';
import type { ServerFields } from '../../functions/core/ports/data';
import type { EmailMessageItem } from '../../functions/core/ports/items';
import type { TenantContext } from '../../functions/core/tenant';
import { checkContextFor } from '../../functions/core/writing/check-context';
import { writeOffline } from '../../functions/core/writing/offline';
import type { WriterInput } from '../../functions/core/writing/writer';
import { emailRoutes, userRoutes } from '../../shared/api/routes';
import type { EmailStatus } from '../../shared/domain/email';
import type { EmailCheckContext } from '../../shared/rules/email/types';
import { CreateContactInputSchema } from '../../shared/schemas/contact';
import * as z from '../../shared/schemas/zod';
import { launchChromium } from '../e2e/browser';
import { call, type CallOptions } from '../support/http';
import type { TimedCheck, timeChecks, timeSegmenterCreation } from './checker-page';
import { benchInputs, loadWriterFixtures } from './writer';

/** docs/architecture.md, Budgets: the first page of the review queue, p50. */
export const REVIEW_QUEUE_P50_BUDGET_MS = 300;
/** docs/architecture.md, Budgets: one run of the writing checker in the browser, one frame at 60 Hz. */
export const CHECKER_FRAME_BUDGET_MS = 16;

export const REVIEW_QUEUE_EMAILS = 1000;

/** The instance's campaigns, each written from one of the writer's fixtures. */
const CAMPAIGN_FIXTURES = [
  'en-saas-link-mcp-generator.json',
  'en-logistics-no-links-default-version.json',
  'de-energy-link-mcp-generator.json',
  'en-hr-linkedin.json',
] as const;
const CONTACTS_PER_CAMPAIGN = REVIEW_QUEUE_EMAILS / CAMPAIGN_FIXTURES.length / 2;

const FIRST = ['Ana', 'Ben', 'Chloé', 'Diego', 'Elif', 'Farah', 'Gus', 'Hana', 'Ivan', 'Jürgen', 'Kofi', 'Lena', 'Mateo'];
const LAST = ['Okafor', 'Schmidt', 'Nguyen', 'García', 'Larsen', 'Rossi', 'Kowalski', 'Haddad', 'Tanaka', 'Müller', 'Silva'];
const COMPANIES = ['Northwind', 'Contoso', 'Fabrikam', 'Tailspin', 'Litware', 'Proseware', 'Adatum', 'Woodgrove', 'Lucerne'];
const TITLES = ['Head of Operations', 'VP Sales', 'CFO', 'IT Director', 'Marketing Lead', 'Founder', 'Head of People'];
/** What a rep types in the search box: one recipient's last name, about one email in eleven. */
const SEARCH = 'kowalski';

/**
 * The status an email is stored with, by its place in the instance: most are written and wait in
 * GENERATED (saved, written again, being written, failed); one in twenty is scheduled and one sent.
 */
function plannedStatus(index: number): EmailStatus {
  switch (index % 20) {
    case 0:
      return 'SCHEDULED';
    case 1:
      return 'SENT';
    case 2:
      return 'CREATED';
    case 3:
      return 'REGENERATED';
    default:
      return 'SAVED';
  }
}

export interface Percentiles {
  readonly p50: number;
  readonly p99: number;
  readonly max: number;
  readonly samples: number;
}

function percentile(sorted: readonly number[], fraction: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1);
  return sorted[Math.max(index, 0)] ?? Number.NaN;
}

function percentiles(timings: readonly number[]): Percentiles {
  const sorted = [...timings].sort((x, y) => x - y);
  return {
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    max: sorted[sorted.length - 1] ?? Number.NaN,
    samples: sorted.length,
  };
}

/** Runs `task` over `items`, `concurrency` at a time, in order of the items. */
async function eachConcurrently<T>(items: readonly T[], concurrency: number, task: (item: T, index: number) => Promise<void>) {
  let next = 0;
  async function worker(): Promise<void> {
    while (next < items.length) {
      const index = next;
      next += 1;
      await task(items[index] as T, index);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, () => worker()));
}

export interface ListMeasurement {
  readonly label: string;
  readonly limit: number;
  readonly search?: string;
  /** emails on the page answered */
  readonly items: number;
  /** bytes of the JSON answer */
  readonly bytes: number;
  readonly latency: Percentiles;
}

export interface ReviewQueueListReport {
  readonly emails: number;
  readonly byTab: Readonly<Record<'GENERATED' | 'SCHEDULED' | 'SENT', number>>;
  readonly campaigns: number;
  readonly contacts: number;
  readonly seedMs: number;
  /** the first request, which imports the handler's module as a cold Lambda does */
  readonly firstRequestMs: number;
  readonly pages: readonly ListMeasurement[];
}

interface Campaign {
  readonly id: string;
  readonly input: WriterInput;
  readonly senderEmail: string;
}

interface Contact {
  readonly id: string;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly jobTitle: string;
  readonly companyName: string;
}

/** The instance's campaigns: for each fixture its company, product and call to action, one sender for all. */
async function makeCampaigns(services: AllServices, ctx: TenantContext): Promise<Campaign[]> {
  const fixtures = new Map(loadWriterFixtures().map(({ name, input }) => [name, input]));
  const sender = await services.sender.create(ctx, {
    senderEmail: `rep@${ctx.namespaceId}.example`,
    senderName: 'Daniel Ortiz',
    type: 'STUB',
  });
  const campaigns: Campaign[] = [];
  for (const name of CAMPAIGN_FIXTURES) {
    const input = fixtures.get(name);
    if (!input) throw new Error(`The writer fixture ${name} is missing.`);
    const company = await services.company.create(ctx, { name: input.company.name, description: input.company.description });
    const product = await services.product.create(ctx, {
      name: input.product.name,
      description: input.product.description,
      companyId: company.id,
    });
    const callToAction = await services.callToAction.create(ctx, {
      objective: input.callToAction.objective,
      ...(input.callToAction.description === undefined ? {} : { description: input.callToAction.description }),
      ...(input.callToAction.url === undefined ? {} : { url: input.callToAction.url }),
    });
    const campaign = await services.campaign.create(ctx, {
      name: `${input.product.name}: ${input.customerProfile?.name ?? 'outreach'}`,
      companyId: company.id,
      productId: product.id,
      callToActionId: callToAction.id,
      senderConfigIds: [sender.id],
      generatorVersion: input.generatorVersion,
      channel: input.channel,
      language: input.language,
    });
    campaigns.push({ id: campaign.id, input: { ...input, sender: { name: 'Daniel Ortiz' } }, senderEmail: sender.senderEmail });
  }
  return campaigns;
}

async function makeContacts(services: AllServices, ctx: TenantContext, count: number): Promise<Contact[]> {
  const contacts: Contact[] = new Array<Contact>(count);
  await eachConcurrently(
    Array.from({ length: count }, (_, index) => index),
    8,
    async (index) => {
      const firstName = FIRST[index % FIRST.length] ?? 'Ana';
      const lastName = LAST[index % LAST.length] ?? 'Okafor';
      const companyName = COMPANIES[index % COMPANIES.length] ?? 'Northwind';
      const jobTitle = TITLES[index % TITLES.length] ?? 'Founder';
      const email = `${firstName
        .normalize('NFD')
        .replace(/[^a-z]/gi, '')
        .toLowerCase()}.${index}@${companyName.toLowerCase()}.example`;
      const created = await services.contact.create(
        ctx,
        z.parse(CreateContactInputSchema, { email, firstName, lastName, jobTitle }),
      );
      contacts[index] = { id: created.id, email, firstName, lastName, jobTitle, companyName };
    },
  );
  return contacts;
}

/** One email of the instance as the generation worker stores it, written by the offline writer. */
function emailFor(
  campaign: Campaign,
  contact: Contact,
  step: number,
  status: EmailStatus,
  reviewed: boolean,
): Omit<EmailMessageItem, ServerFields> {
  const base = {
    campaignId: campaign.id,
    contactId: contact.id,
    contactEmail: contact.email,
    contactName: `${contact.firstName} ${contact.lastName}`,
    type: step === 0 ? ('ROOT' as const) : ('FOLLOW_UP' as const),
    step,
    reviewStatus: status === 'SAVED' && reviewed ? ('REVIEWED' as const) : ('NOT_REVIEWED' as const),
    copyStatus: 'ORIGINAL' as const,
    channel: campaign.input.channel,
    language: campaign.input.language,
    ...(campaign.input.channel === 'EMAIL' ? { senderEmail: campaign.senderEmail } : {}),
  };
  if (status === 'CREATED') return { ...base, status };
  const result = writeOffline({
    ...campaign.input,
    type: base.type,
    contact: {
      ...campaign.input.contact,
      firstName: contact.firstName,
      lastName: contact.lastName,
      jobTitle: contact.jobTitle,
      companyName: contact.companyName,
    },
  });
  const written = result.status === 'WRITTEN';
  return {
    ...base,
    status: written ? status : 'FAILED',
    ...(result.subject ? { subject: result.subject } : {}),
    bodyHtml: result.html,
    bodyText: result.text,
    writer: result.writer,
    attempts: result.attempts,
    violations: result.verdict.violations.map(({ code, message }) => ({ code, message })),
    ...(written ? {} : { failureReason: `The written email breaks ${result.verdict.violations.length} writing rules.` }),
    ...(written && status === 'SCHEDULED' ? { scheduledAt: '2026-03-09T09:30:00.000Z' } : {}),
    ...(written && status === 'SENT' ? { sentAt: '2026-03-04T09:30:00.000Z' } : {}),
  };
}

/**
 * Seeds one instance with `REVIEW_QUEUE_EMAILS` emails over four campaigns and 500 contacts (a
 * first email and a follow-up each), stored through the email store so that the review
 * queue's index and the search text are kept as in production, then times `email.list` one request
 * at a time, after a warm-up: the first page of GENERATED at 25 and 50 a page, and a search.
 */
export async function measureReviewQueueList(requests = 200): Promise<ReviewQueueListReport> {
  const dynamo = await startDynamoDbLocal();
  try {
    const raw = new DynamoDBClient({
      endpoint: dynamo.endpoint,
      region: 'us-east-1',
      credentials: { accessKeyId: 'bench', secretAccessKey: 'bench' },
    });
    await raw.send(new CreateTableCommand(createTableInput('bench')));
    const documentClient = createDocumentClient(raw);
    // production settings: the default membership cache
    const runtime = { documentClient, tableName: 'bench', secretBox: createAesSecretBox(randomBytes(32)) };
    installRuntime(runtime);
    const services = composeAllServices(runtime);

    const identity = { sub: 'sub-review', email: 'rep@reviewer.example' };
    const { body } = await call(userRoutes.authenticate, { identity });
    const namespaceId = (body as { defaultNamespaceId: string }).defaultNamespaceId;
    await call(userRoutes.acceptTerms, { identity, namespaceId });
    const ctx: TenantContext = { namespaceId, userId: identity.sub, role: 'ADMIN' };

    const seedStarted = performance.now();
    const campaigns = await makeCampaigns(services, ctx);
    const contacts = await makeContacts(services, ctx, CONTACTS_PER_CAMPAIGN * campaigns.length);
    // one email every 90 seconds over the last days, first emails before their follow-ups
    const start = Date.parse('2026-03-01T08:00:00.000Z');
    const plan = Array.from({ length: REVIEW_QUEUE_EMAILS }, (_, index) => {
      const contactIndex = index % contacts.length;
      return {
        campaign: campaigns[Math.floor(contactIndex / CONTACTS_PER_CAMPAIGN)] as Campaign,
        contact: contacts[contactIndex] as Contact,
        step: Math.floor(index / contacts.length),
        status: plannedStatus(index),
        at: new Date(start + index * 90_000),
      };
    });
    const byTab = { GENERATED: 0, SCHEDULED: 0, SENT: 0 };
    await eachConcurrently(plan, 16, async ({ campaign, contact, step, status, at }, index) => {
      const repos = createStores(documentClient, 'bench', { now: () => at });
      // one saved email in ten already reviewed
      const created = await repos.emailMessages.create(ctx, emailFor(campaign, contact, step, status, index % 10 === 5));
      const tab = created.status === 'SCHEDULED' ? 'SCHEDULED' : created.status === 'SENT' ? 'SENT' : 'GENERATED';
      byTab[tab] += 1;
    });
    const seedMs = performance.now() - seedStarted;

    async function list(options: CallOptions['body']): Promise<{ items: number; bytes: number }> {
      const result = await call(emailRoutes.list, { identity, namespaceId, body: options });
      if (result.status !== 200) throw new Error(`email.list answered ${result.status}: ${JSON.stringify(result.body)}`);
      const page = result.body as { items: unknown[] };
      return { items: page.items.length, bytes: JSON.stringify(result.body).length };
    }

    let started = performance.now();
    await list({ tab: 'GENERATED', limit: 25 });
    const firstRequestMs = performance.now() - started;

    const variants: { label: string; limit: number; search?: string; count: number }[] = [
      { label: 'first page of GENERATED', limit: 25, count: requests },
      { label: 'first page of GENERATED', limit: 50, count: requests },
      { label: `search "${SEARCH}" in GENERATED`, limit: 25, search: SEARCH, count: Math.max(50, requests / 2) },
    ];
    const pages: ListMeasurement[] = [];
    for (const variant of variants) {
      const request = { tab: 'GENERATED', limit: variant.limit, ...(variant.search ? { search: variant.search } : {}) };
      // warm-up: the JIT of DynamoDB Local and of Node, and the chain's caches
      let answer = await list(request);
      for (let n = 0; n < 100; n += 1) answer = await list(request);
      if (variant.search === undefined && answer.items !== variant.limit) {
        throw new Error(`The first page of GENERATED held ${answer.items} emails, not ${variant.limit}.`);
      }
      const timings: number[] = [];
      for (let n = 0; n < variant.count; n += 1) {
        started = performance.now();
        await list(request);
        timings.push(performance.now() - started);
      }
      pages.push({
        label: variant.label,
        limit: variant.limit,
        ...(variant.search ? { search: variant.search } : {}),
        items: answer.items,
        bytes: answer.bytes,
        latency: percentiles(timings),
      });
    }
    raw.destroy();
    return {
      emails: REVIEW_QUEUE_EMAILS,
      byTab,
      campaigns: campaigns.length,
      contacts: contacts.length,
      seedMs,
      firstRequestMs,
      pages,
    };
  } finally {
    await dynamo.stop();
  }
}

/** One part of the bench table's line. */
export function describeReviewQueueListReport(report: ReviewQueueListReport): string {
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const [first, ...others] = report.pages;
  if (!first) return 'no page measured';
  const verdict = first.latency.p50 <= REVIEW_QUEUE_P50_BUDGET_MS ? 'within budget' : 'OVER BUDGET';
  return [
    `email.list, ${report.emails} emails (${report.byTab.GENERATED} in GENERATED, ${report.byTab.SCHEDULED} SCHEDULED, ${report.byTab.SENT} SENT; ${report.campaigns} campaigns, ${report.contacts} contacts; seeded in ${(report.seedMs / 1000).toFixed(0)} s), one request at a time:`,
    `first page of ${first.limit}: p50 ${ms(first.latency.p50)}, p99 ${ms(first.latency.p99)} (${first.latency.samples} requests, ${(first.bytes / 1024).toFixed(1)} KB; ${verdict});`,
    ...others.map(
      (page) =>
        `${page.search === undefined ? `page of ${page.limit}` : `${page.label} (${page.items} found)`}: p50 ${ms(page.latency.p50)}, p99 ${ms(page.latency.p99)} (${page.latency.samples} requests, ${(page.bytes / 1024).toFixed(1)} KB);`,
    ),
    `first request with the handler's import ${ms(report.firstRequestMs)}`,
  ].join(' ');
}

const CHECKER_ENTRY = fileURLToPath(new URL('./checker-page.ts', import.meta.url));
const PAGE_GLOBAL = 'reachwiseCheckerBench';
interface PageScript {
  readonly timeChecks: typeof timeChecks;
  readonly timeSegmenterCreation: typeof timeSegmenterCreation;
}
/** The page the checker runs in: served by the browser's request interception, cross-origin isolated for a fine timer. */
const CHECKER_PAGE = 'https://checker.bench.reachwise.test/';

export type CheckedVariant = 'as written' | 'edited' | 'pasted';

export interface CheckerBrowserReport {
  readonly browser: string;
  /** emails checked: each written email as written, with a rep's edit, and with a long pasted body */
  readonly checks: number;
  /** the first check in a fresh page, before the browser's JIT has seen the checker */
  readonly firstCallMs: number;
  /** in another fresh page, creating its first word segmenter (`Intl.Segmenter`), a part of the first call */
  readonly segmenterMs: number;
  /** each email checked once, while the browser's JIT still compiles the checker */
  readonly firstPass: Percentiles;
  /** each email's shortest check over the passes after the first, as it is checked again on every edit */
  readonly best: Percentiles;
  readonly passes: number;
  readonly bestByVariant: Readonly<Record<CheckedVariant, Percentiles>>;
  /** the variant of the slowest check of the first pass */
  readonly slowest: CheckedVariant;
  /** bytes of the minified checker bundle */
  readonly bundleBytes: number;
  /** the page's `crossOriginIsolated`: its timer is precise to 5 µs when true, to 100 µs otherwise */
  readonly isolated: boolean;
}

interface CheckCase extends TimedCheck {
  readonly variant: CheckedVariant;
}

/**
 * The emails the panel checks: the offline writer's emails for the writer's fixtures (each with
 * other recipients), with the checker context the email's detail gives the panel; each also as a
 * rep edits it (a sentence that breaks rules) and with a long body pasted in.
 */
function checkCases(inputs: number): CheckCase[] {
  return benchInputs(inputs).flatMap((input): CheckCase[] => {
    const written = writeOffline(input);
    // the email's detail sends the context as JSON
    const context = JSON.parse(JSON.stringify(checkContextFor(input))) as EmailCheckContext;
    const draft = { subject: written.subject, html: written.html };
    const paragraphs = written.html.match(/<p>[\s\S]*?<\/p>/g) ?? [];
    const pasted = paragraphs.slice(1, -1).join('').repeat(4);
    return [
      { variant: 'as written', draft, context },
      {
        variant: 'edited',
        draft: {
          subject: draft.subject ? `${draft.subject} — revolutionary` : '',
          html: draft.html.replace('</p>', ' — a game changer that will transform your team, guaranteed!</p>'),
        },
        context,
      },
      { variant: 'pasted', draft: { subject: draft.subject, html: draft.html.replace('</p>', `</p>${pasted}`) }, context },
    ];
  });
}

/**
 * Bundles `checkEmail` with the page script (checker-page.ts) for the browser with esbuild,
 * minified as the web build ships it, loads it in headless Chromium and times each check in the
 * page with `performance.now()`.
 */
export async function measureCheckerInBrowser(inputs = 400): Promise<CheckerBrowserReport> {
  const bundle = await build({
    entryPoints: [CHECKER_ENTRY],
    bundle: true,
    format: 'iife',
    globalName: PAGE_GLOBAL,
    platform: 'browser',
    target: 'es2022',
    minify: true,
    write: false,
    logLevel: 'silent',
  });
  const script = bundle.outputFiles[0]?.text;
  if (script === undefined) throw new Error('esbuild wrote no checker bundle.');
  const cases = checkCases(inputs);

  const browser = await launchChromium();
  try {
    const openPage = async () => {
      const page = await browser.newPage();
      await page.route(CHECKER_PAGE, (route) =>
        route.fulfill({
          status: 200,
          contentType: 'text/html; charset=utf-8',
          headers: { 'Cross-Origin-Opener-Policy': 'same-origin', 'Cross-Origin-Embedder-Policy': 'require-corp' },
          body: `<!doctype html><html><head><meta charset="utf-8"><script>${script.replaceAll('</script', '<\\/script')}</script></head><body></body></html>`,
        }),
      );
      await page.goto(CHECKER_PAGE);
      return page;
    };
    // the functions are sent to the page as their source: they read only their argument and the page's globals
    const timings = await (
      await openPage()
    ).evaluate(([name, checks]) => (Reflect.get(globalThis, name) as PageScript).timeChecks(checks), [
      PAGE_GLOBAL,
      cases,
    ] as const);
    const segmenterMs = await (
      await openPage()
    ).evaluate((name) => (Reflect.get(globalThis, name) as PageScript).timeSegmenterCreation(), PAGE_GLOBAL);
    const byVariant = (variant: CheckedVariant) =>
      percentiles(timings.best.filter((_, index) => cases[index]?.variant === variant));
    const slowestIndex = timings.firstPass.reduce((worst, value, index, all) => (value > (all[worst] ?? 0) ? index : worst), 0);
    return {
      browser: `Chromium ${browser.version()}`,
      checks: cases.length,
      firstCallMs: timings.first,
      segmenterMs,
      firstPass: percentiles(timings.firstPass),
      best: percentiles(timings.best),
      passes: timings.passes,
      bestByVariant: { 'as written': byVariant('as written'), edited: byVariant('edited'), pasted: byVariant('pasted') },
      slowest: cases[slowestIndex]?.variant ?? 'as written',
      bundleBytes: Buffer.byteLength(script),
      isolated: timings.isolated,
    };
  } finally {
    await browser.close();
  }
}

/** One part of the bench table's line. */
export function describeCheckerBrowserReport(report: CheckerBrowserReport): string {
  const ms = (value: number) => `${value.toFixed(2)} ms`;
  const frame = (value: number) => (value <= CHECKER_FRAME_BUDGET_MS ? 'within one frame' : 'over one frame');
  const verdict = report.best.max <= CHECKER_FRAME_BUDGET_MS ? 'within budget' : 'OVER BUDGET';
  const variant = (name: CheckedVariant) => `${name} ${ms(report.bestByVariant[name].p50)}`;
  return [
    `checkEmail in headless ${report.browser}, ${report.checks} emails (${(report.bundleBytes / 1024).toFixed(1)} KB minified):`,
    `per email, best of passes 2–${report.passes}: p50 ${ms(report.best.p50)}, p99 ${ms(report.best.p99)}, max ${ms(report.best.max)} (${verdict});`,
    `p50 ${variant('as written')}, ${variant('edited')}, ${variant('pasted')};`,
    `first pass, one check each: p50 ${ms(report.firstPass.p50)}, p99 ${ms(report.firstPass.p99)}, max ${ms(report.firstPass.max)} (${report.slowest}; ${frame(report.firstPass.max)});`,
    `the page's first check ${ms(report.firstCallMs)} (${frame(report.firstCallMs)}); a page's first Intl.Segmenter alone ${ms(report.segmenterMs)}`,
    ...(report.isolated ? [] : ['(timer precise to 0.1 ms)']),
  ].join(' ');
}
