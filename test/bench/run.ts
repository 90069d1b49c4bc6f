/**
 * `npm run bench`: measures the budgets of the architecture notes and prints each beside its
 * measured value. A budget with no measurement yet is listed as "not measured".
 * `npm run bench -- generation` measures only the budgets whose description holds one of the words;
 * `npm run bench -- quick` the ones measured in under a minute (bundles, API, writer, classifier, web),
 * so a change can be measured in passing.
 */
import './environment';

import { performance } from 'node:perf_hooks';

import { describeApiLatencyReport, measureApiLatency, type ApiLatencyReport } from './api-latency';
import { describeBundleTable, measureBundles, type BundleReport } from './bundles';
import { describeClassifierBench } from './classifier';
import {
  costOfEmails,
  describeEmailCost,
  describeEmailLifeUnits,
  EMAIL_LIFE_ASSUMPTIONS,
  emailLifeUnitsFromReports,
} from './cost';
import { measureColdImport } from './cold-import';
import { describeEmailLifeReport, measureEmailLife, type EmailLifeReport } from './email-life';
import { describeContactListReport, measureContactListValidation } from './contact-list';
import {
  describeCapacityReport,
  describeGenerationReport,
  measureGenerationPipeline,
  type GenerationBenchReport,
} from './generation';
import {
  describeCheckerBrowserReport,
  describeReviewQueueListReport,
  measureCheckerInBrowser,
  measureReviewQueueList,
} from './review-queue';
import {
  describeSendingCapacityReport,
  describeSendingWeekReport,
  describeSendWorkerTimeReport,
  measureSendingWeek,
  type SendingWeekReport,
} from './sending-week';
import { describeTrackingReport, measureTracking, type TrackingBenchReport } from './tracking';
import { DASHBOARD_JS_BUDGET_BYTES, measureWebBundle } from './web-bundle';
import {
  describeReadabilityReport,
  describeWriterReport,
  measureReadability,
  measureWriter,
  type WriterBenchReport,
} from './writer';

// one pipeline run measures both of its budgets
let generation: Promise<GenerationBenchReport> | undefined;
const generationReport = () => (generation ??= measureGenerationPipeline());
// one synthesis measures the bundles and names the largest, whose cold import is measured
let bundles: BundleReport | undefined;
const bundleReport = () => (bundles ??= measureBundles());
/** Tables printed after the budgets: every function's bundle. */
const appendix: string[] = [];
// one simulated week measures its three rows
let sendingWeek: Promise<SendingWeekReport> | undefined;
const sendingWeekReport = () => (sendingWeek ??= measureSendingWeek());
// the API, tracking and writer rows feed the cost row too
let api: Promise<ApiLatencyReport> | undefined;
const apiReport = () => (api ??= measureApiLatency());
// one whole-life run measures its row and the cost row's DynamoDB units
let emailLife: Promise<EmailLifeReport> | undefined;
const emailLifeReport = () => (emailLife ??= measureEmailLife());
let tracking: Promise<TrackingBenchReport> | undefined;
const trackingReport = () => (tracking ??= measureTracking());
let writer: WriterBenchReport | undefined;
const writerReport = () => (writer ??= measureWriter());

interface Budget {
  what: string;
  budget: string;
  /** measured in under a minute: part of `npm run bench -- quick` */
  quick?: boolean;
  measure?: () => Promise<string>;
}

const budgets: Budget[] = [
  {
    what: 'Lambda bundles, minified (every function: the table below)',
    budget:
      '≤ 400 KB each; ≤ 60 KB for a function that touches no table; the functions held apart, each with its reason in docs/architecture.md, Bundles',
    quick: true,
    measure: () => {
      const report = bundleReport();
      const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
      const verdict =
        report.over.length === 0
          ? 'every function within its budget'
          : `OVER BUDGET: ${report.over.map((fn) => `${fn.name} ${kb(fn.bytes)}`).join(', ')}`;
      const apart = report.functions.filter((fn) => fn.special !== undefined);
      appendix.push(`Lambda bundles, largest first\n\n${describeBundleTable(report)}`);
      return Promise.resolve(
        [
          `${report.count} functions: median ${kb(report.medianBytes)}, largest ${kb(report.maxBytes)}, smallest ${kb(report.minBytes)};`,
          `largest with no table ${kb(report.maxTablelessBytes)};`,
          `${report.functions.filter((fn) => fn.bytes > 400 * 1024).length} over 400 KB, all held apart:`,
          `${apart.map((fn) => `${fn.name} ${kb(fn.bytes)}`).join(', ')} (${verdict})`,
        ].join(' '),
      );
    },
  },
  {
    what: 'Lambda bundles: cold import in Node of the five largest functions, and of one API function (company.get)',
    budget: 'no budget set',
    measure: async () => {
      const largest = bundleReport().functions.slice(0, 5);
      const measured = [];
      for (const fn of [...largest, { name: 'company.get', entry: 'functions/http/company/get.ts' }]) {
        const report = await measureColdImport(fn.entry, 15);
        measured.push(
          `${fn.name} p50 ${report.p50Ms.toFixed(0)} ms (p90 ${report.p90Ms.toFixed(0)}, CPU p50 ${report.cpuP50Ms.toFixed(0)})`,
        );
      }
      return `${measured.join('; ')}; over 15 fresh processes each`;
    },
  },
  {
    what: "API request (company.get, company.list): the handler's own time without DynamoDB; one at a time end to end against DynamoDB Local",
    budget: 'own time p50 ≤ 1 ms, p99 ≤ 5 ms; end to end p50 ≤ 5 ms',
    quick: true,
    measure: async () => describeApiLatencyReport(await apiReport()),
  },
  {
    what: "open and click tracking routes: the handler's own time without the round trips to DynamoDB and SQS; one at a time over HTTP through the local API + DynamoDB Local; DynamoDB units per tracked event",
    budget: 'own time p50 ≤ 1 ms, p99 ≤ 5 ms; end to end p50 ≤ 5 ms',
    measure: async () => describeTrackingReport(await trackingReport()),
  },
  {
    what: 'email generation pipeline against the local OpenAI-compatible server: token budget used / rate-limited calls',
    budget: '≥ 95 % / < 1 %',
    measure: async () => describeGenerationReport(await generationReport()),
  },
  {
    what: "email's whole life (created, written, reviewed, scheduled, sent, opened, clicked, replied, with its counters): DynamoDB capacity per email",
    budget: '≤ 20 WCU and ≤ 20 RCU',
    measure: async () => describeEmailLifeReport(await emailLifeReport()),
  },
  {
    what: "email generation: DynamoDB capacity for one email's life",
    budget: '≤ 20 WCU and ≤ 20 RCU',
    measure: async () => describeCapacityReport(await generationReport()),
  },
  {
    what: 'sending week (20 senders, 5,000 emails): sends ÷ what the rules allow / rule violations / duplicates',
    budget: '≥ 95 % / 0 / 0',
    measure: async () => describeSendingWeekReport(await sendingWeekReport()),
  },
  {
    what: "sending week: DynamoDB capacity per email from SCHEDULED to SENT (the send part of one email's life)",
    budget: '≤ 20 WCU and ≤ 20 RCU for the whole life',
    measure: async () => describeSendingCapacityReport(await sendingWeekReport()),
  },
  {
    what: "sending week: the send worker's own time per email (STUB mailer, no provider)",
    budget: 'no budget set',
    measure: async () => describeSendWorkerTimeReport(await sendingWeekReport()),
  },
  {
    what: "cost per 1,000 emails written, sent and tracked (us-east-1 list prices; DynamoDB from the email's whole-life row, the rest from the generation, sending week, tracking, API and writer rows)",
    budget: '≤ US$0.05 infrastructure; gpt-4o-mini tokens reported beside it',
    measure: async () => {
      const reports = {
        life: await emailLifeReport(),
        generation: await generationReport(),
        sendingWeek: await sendingWeekReport(),
        tracking: await trackingReport(),
        api: await apiReport(),
        writer: writerReport(),
      };
      const units = emailLifeUnitsFromReports(reports);
      const burst = costOfEmails(emailLifeUnitsFromReports(reports, { ...EMAIL_LIFE_ASSUMPTIONS, generationPace: 'burst' }));
      return [
        `${describeEmailCost(costOfEmails(units))}; ${describeEmailLifeUnits(units)};`,
        `written in a burst past the token budget (the generation row's put-backs) instead: infrastructure $${burst.infrastructureTotal.toFixed(4)}`,
      ].join(' ');
    },
  },
  {
    what: 'web: JavaScript loaded for the dashboard',
    budget: '≤ 300 KB gzip',
    quick: true,
    measure: async () => {
      const report = await measureWebBundle();
      const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
      const verdict = (bytes: number) => (bytes <= DASHBOARD_JS_BUDGET_BYTES ? 'within budget' : 'OVER BUDGET');
      return [
        `JS ${kb(report.jsBytes)} gzip before anything was sent (${verdict(report.jsBytes)}),`,
        `${kb(report.jsBytesWithData)} with the chart and the campaign table (${verdict(report.jsBytesWithData)}); CSS ${kb(report.cssBytes)} gzip;`,
        `${report.files.js.length} scripts and ${report.files.css.length} style sheets: the entry, ${report.lazySources.join(', ')}`,
        ...(report.routed ? [] : ['(no route imports the page yet: built as an extra entry)']),
      ].join(' ');
    },
  },
  {
    what: 'review queue: first page of 1,000 emails; the writing checker in the browser',
    budget: 'p50 ≤ 300 ms; ≤ 16 ms per email',
    measure: async () => {
      const list = describeReviewQueueListReport(await measureReviewQueueList());
      const checker = describeCheckerBrowserReport(await measureCheckerInBrowser());
      return `${list}; ${checker}`;
    },
  },
  {
    what: 'inbound mail classifier: per-class precision and recall on the held-out set, time per message',
    budget:
      'held-out set: no machine message read as a person, bounces found ≥ 98 %, permanent failures as HARD ≥ 95 %, temporary as HARD ≤ 2 %, stops found 100 %',
    quick: true,
    measure: describeClassifierBench,
  },
  {
    what: 'contact-list validation, 100,000 rows',
    budget: '≤ 2 s',
    measure: async () => describeContactListReport(await measureContactListValidation()),
  },
  {
    what: 'email writing: offline writer and rule checker over 1,000 emails; OpenAI prompt size',
    budget: 'no budget set; ~5,000 tokens per email (docs/product.md, Writing rules)',
    quick: true,
    measure: () => Promise.resolve(describeWriterReport(writerReport())),
  },
  {
    what: "offline writer's English emails: reading grade (hook, body, call to action)",
    budget: 'median Flesch–Kincaid grade ≤ 6',
    quick: true,
    measure: () => Promise.resolve(describeReadabilityReport(measureReadability())),
  },
];

const only = process.argv.slice(2).map((word) => word.toLowerCase());
const chosen =
  only.length === 0
    ? budgets
    : budgets.filter(
        ({ what, quick }) => (quick === true && only.includes('quick')) || only.some((word) => what.toLowerCase().includes(word)),
      );
const rows: string[][] = [];
for (const { what, budget, measure } of chosen) {
  const started = performance.now();
  const measured = measure ? await measure() : 'not measured';
  rows.push([what, budget, measured, `${((performance.now() - started) / 1000).toFixed(0)} s`]);
}
const header = ['what', 'budget', 'measured', 'took'];
const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)));
const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
console.log([line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n'));
for (const table of appendix) console.log(`\n${table}`);
