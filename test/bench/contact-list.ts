/**
 * docs/architecture.md, Budgets: contact-list validation, 100,000 rows in ≤ 2 s. Measured twice on one generated file
 * with a realistic mix of errors: in Node (the shared module) and in Chromium through the upload's
 * own worker, bundled with esbuild, from posting the file to receiving the validated rows.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { build } from 'esbuild';
import type { CDPSession } from 'playwright-core';

import { parseCsv } from '../../shared/contacts/csv';
import { createBundledEmailDomainClassifier } from '../../shared/contacts/email-domain-lists';
import { guessMapping } from '../../shared/contacts/header-mapping';
import { countRows, type UploadCounts } from '../../shared/contacts/upload-rows';
import { validateTable } from '../../shared/contacts/validate-table';
import type { WorkerRequest, WorkerResponse } from '../../web/src/pages/contact-list/validation-protocol';
import { launchChromium } from '../e2e/browser';

export const CONTACT_LIST_ROWS = 100_000;
/** docs/architecture.md, Budgets */
export const CONTACT_LIST_BUDGET_MS = 2000;

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const WORKER_SOURCE = path.join(ROOT, 'web/src/pages/contact-list/validation.worker.ts');
const WARM_RUNS = 3;

const FIRST = ['Ana', 'Ben', 'Chloé', 'Diego', 'Elif', 'Farah', 'Gus', 'Hana', 'Ivan', 'Jürgen', 'Kofi', 'Lena'];
const LAST = ['Novak', 'Osei', 'Müller', 'García', 'Dubois', 'Keller', 'Haddad', 'Smith', 'Rossi', 'Nakamura'];
const TITLES = [
  'Head of Operations',
  'VP Logistics',
  '"VP Sales, EMEA"',
  'COO',
  'Supply Chain Manager',
  '"Buyer, ""Key"" Accounts"',
];
const FREE = ['gmail.com', 'yahoo.com', 'outlook.com', 'hotmail.com', 'gmx.de', 'orange.fr'];
const DISPOSABLE = ['mailinator.com', 'yopmail.com', 'guerrillamail.com', '10minutemail.com'];

/**
 * A contact file of `rows` rows as a CRM export would give it: quoted titles, a company column that
 * is not imported, and about 5 % of rows with a problem (free-mail 2.5 %, disposable 1 %,
 * duplicates 0.9 %, missing emails 0.5 %, invalid emails 0.3 %, invalid LinkedIn URLs 0.25 %).
 */
export function generateContactCsv(rows: number): string {
  const lines = ['Email,First Name,Last Name,Job Title,Company,Phone,LinkedIn'];
  let previousEmail = '';
  for (let index = 0; index < rows; index += 1) {
    const first = FIRST[index % FIRST.length] ?? 'Ana';
    const last = LAST[Math.floor(index / FIRST.length) % LAST.length] ?? 'Novak';
    const company = `company${index % 2000}`;
    const local = `${first.toLowerCase()}.${last.toLowerCase()}.${index}`.normalize('NFD').replace(/\p{M}/gu, '');
    let email = `${local}@${company}.example`;
    if (index % 40 === 0) email = `${local}@${FREE[index % FREE.length] ?? 'gmail.com'}`;
    else if (index % 97 === 1) email = `${local}@${DISPOSABLE[index % DISPOSABLE.length] ?? 'yopmail.com'}`;
    else if (index % 113 === 2) email = previousEmail.toUpperCase();
    else if (index % 211 === 3) email = '';
    else if (index % 307 === 4) email = `${local}.at.${company}`;
    const linkedIn = index % 401 === 5 ? `linkedin.com/in/${local}` : `https://www.linkedin.com/in/${local}`;
    const phone = index % 3 === 0 ? '' : `+49 30 ${String(1_000_000 + index)}`;
    lines.push([email, first, last, TITLES[index % TITLES.length], `"Company ${index % 2000}, Inc."`, phone, linkedIn].join(','));
    if (email !== '') previousEmail = email;
  }
  return `${lines.join('\r\n')}\r\n`;
}

export interface NodeRun {
  readonly listsMs: number;
  readonly parseMs: number;
  readonly validateMs: number;
  readonly totalMs: number;
}

export interface ContactListReport {
  readonly rows: number;
  readonly fileBytes: number;
  readonly counts: UploadCounts;
  readonly node: {
    /** first run: domain lists loaded, file parsed and validated */
    readonly cold: NodeRun;
    /** median of the warm runs (lists already loaded) */
    readonly warmMedianMs: number;
    readonly peakRssBytes: number;
    readonly peakHeapBytes: number;
  };
  readonly browser: {
    /** posting the file to the worker until the page holds the validated rows */
    readonly totalMs: number;
    readonly parseMs: number;
    readonly validateMs: number;
    /** the renderer process's peak resident memory (page and worker), from /proc */
    readonly rendererPeakRssBytes: number | null;
    /** the worker's JS heap once the rows were sent */
    readonly workerHeapBytes: number | null;
  };
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

function measureInNode(text: string): ContactListReport['node'] & { counts: UploadCounts } {
  let peakRss = 0;
  let peakHeap = 0;
  const sample = () => {
    const usage = process.memoryUsage();
    peakRss = Math.max(peakRss, usage.rss);
    peakHeap = Math.max(peakHeap, usage.heapUsed);
  };
  const run = (loadLists: boolean): NodeRun & { counts: UploadCounts } => {
    const start = performance.now();
    const classify = loadLists ? createBundledEmailDomainClassifier() : classifier;
    const listsDone = performance.now();
    const table = parseCsv(text);
    sample();
    const parsed = performance.now();
    const rows = validateTable(table, guessMapping(table.headers), classify, sample);
    const end = performance.now();
    sample();
    return {
      listsMs: listsDone - start,
      parseMs: parsed - listsDone,
      validateMs: end - parsed,
      totalMs: end - start,
      counts: countRows(rows),
    };
  };
  const classifier = createBundledEmailDomainClassifier();
  const cold = run(true);
  const warm = Array.from({ length: WARM_RUNS }, () => run(false).totalMs);
  return { cold, warmMedianMs: median(warm), peakRssBytes: peakRss, peakHeapBytes: peakHeap, counts: cold.counts };
}

async function bundleWorker(): Promise<string> {
  const result = await build({
    entryPoints: [WORKER_SOURCE],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    write: false,
    logLevel: 'silent',
  });
  const output = result.outputFiles[0];
  if (output === undefined) throw new Error('esbuild wrote no worker bundle.');
  return output.text;
}

/** Peak resident memory (VmHWM) of a process, from /proc; null where /proc is not there. */
function peakRssOf(pid: number): number | null {
  try {
    const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match?.[1] === undefined ? null : Number(match[1]) * 1024;
  } catch {
    return null;
  }
}

interface BrowserTimes {
  parseMs: number;
  validateMs: number;
  totalMs: number;
}

async function measureInBrowser(text: string): Promise<ContactListReport['browser']> {
  const workerCode = await bundleWorker();
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    await page.route('http://bench.local/**', async (route) => {
      const url = new URL(route.request().url());
      if (url.pathname === '/worker.js') return route.fulfill({ body: workerCode, contentType: 'text/javascript' });
      if (url.pathname === '/contacts.csv') return route.fulfill({ body: text, contentType: 'text/csv' });
      return route.fulfill({ body: '<!doctype html><title>bench</title>', contentType: 'text/html' });
    });
    await page.goto('http://bench.local/');

    // the worker's target, to read its heap once it is done
    const pageSession = await page.context().newCDPSession(page);
    let workerSessionId: string | undefined;
    pageSession.on('Target.attachedToTarget', (event: { sessionId: string; targetInfo: { type: string } }) => {
      if (event.targetInfo.type === 'worker') workerSessionId = event.sessionId;
    });
    await pageSession.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: false, flatten: false });

    const times = await page.evaluate(async (): Promise<BrowserTimes> => {
      const file = await (await fetch('/contacts.csv')).blob();
      const worker = new Worker('/worker.js', { type: 'module' });
      (globalThis as unknown as { benchWorker: Worker }).benchWorker = worker;
      return new Promise<BrowserTimes>((resolve, reject) => {
        const start = performance.now();
        let parsedAt = start;
        worker.addEventListener('message', (event: MessageEvent<WorkerResponse>) => {
          const message = event.data;
          if (message.type === 'parsed') {
            parsedAt = performance.now();
            worker.postMessage({ type: 'validate', validationId: 1, mapping: message.mapping } satisfies WorkerRequest);
          } else if (message.type === 'validated') {
            const end = performance.now();
            resolve({ parseMs: parsedAt - start, validateMs: end - parsedAt, totalMs: end - start });
          } else if (message.type === 'failed') reject(new Error(message.message));
        });
        worker.postMessage({ type: 'parse', file } satisfies WorkerRequest);
      });
    });

    const workerHeapBytes = await workerHeap(pageSession, workerSessionId);
    const browserSession = await browser.newBrowserCDPSession();
    const { processInfo } = (await browserSession.send('SystemInfo.getProcessInfo')) as {
      processInfo: { type: string; id: number }[];
    };
    const renderers = processInfo.filter((info) => info.type === 'renderer').map((info) => peakRssOf(info.id));
    const known = renderers.filter((bytes): bytes is number => bytes !== null);
    return { ...times, rendererPeakRssBytes: known.length === 0 ? null : Math.max(...known), workerHeapBytes };
  } finally {
    await browser.close();
  }
}

/** The worker's used JS heap, asked through the page's session (non-flat target messages). */
async function workerHeap(session: CDPSession, sessionId: string | undefined): Promise<number | null> {
  if (sessionId === undefined) return null;
  const answer = new Promise<number | null>((resolve) => {
    const timer = setTimeout(() => resolve(null), 5000);
    session.on('Target.receivedMessageFromTarget', (event: { sessionId: string; message: string }) => {
      if (event.sessionId !== sessionId) return;
      const reply = JSON.parse(event.message) as { id?: number; result?: { usedSize?: number } };
      if (reply.id !== 1) return;
      clearTimeout(timer);
      resolve(reply.result?.usedSize ?? null);
    });
  });
  await session.send('Target.sendMessageToTarget', {
    sessionId,
    message: JSON.stringify({ id: 1, method: 'Runtime.getHeapUsage' }),
  });
  return answer;
}

/** Generates the file and validates it in Node and in the browser's worker. */
export async function measureContactListValidation(rows = CONTACT_LIST_ROWS): Promise<ContactListReport> {
  const text = generateContactCsv(rows);
  const node = measureInNode(text);
  const browser = await measureInBrowser(text);
  const { counts, ...nodeReport } = node;
  return { rows, fileBytes: Buffer.byteLength(text), counts, node: nodeReport, browser };
}

/** The report as the bench table's cell. */
export function describeContactListReport(report: ContactListReport): string {
  const ms = (value: number) => `${Math.round(value).toLocaleString('en-US')} ms`;
  const mb = (bytes: number | null) => (bytes === null ? 'n/a' : `${(bytes / (1024 * 1024)).toFixed(0)} MB`);
  const verdict = (value: number) => (value <= CONTACT_LIST_BUDGET_MS ? 'within budget' : 'OVER BUDGET');
  const { node, browser, counts } = report;
  return [
    `${report.rows.toLocaleString('en-US')} rows, ${mb(report.fileBytes)} (${counts.valid.toLocaleString('en-US')} valid, ${counts.errors.toLocaleString('en-US')} with errors);`,
    `browser worker ${ms(browser.totalMs)} from posting the file to the rows on the page (parse ${ms(browser.parseMs)}, validate and send ${ms(browser.validateMs)}; ${verdict(browser.totalMs)}), renderer peak RSS ${mb(browser.rendererPeakRssBytes)}, worker heap after ${mb(browser.workerHeapBytes)};`,
    `Node cold ${ms(node.cold.totalMs)} (lists ${ms(node.cold.listsMs)}, parse ${ms(node.cold.parseMs)}, validate ${ms(node.cold.validateMs)}; ${verdict(node.cold.totalMs)}), warm median ${ms(node.warmMedianMs)}, peak RSS ${mb(node.peakRssBytes)}, peak heap ${mb(node.peakHeapBytes)}`,
  ].join(' ');
}
