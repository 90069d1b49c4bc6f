/**
 * The classifier of messages that arrive in a rep's mailbox, over its labelled set
 * (test/fixtures/inbound-mail): how many of each class it gets right, and how long one
 * classification takes. Parsing (postal-mime) is timed apart: the classifier itself is pure and
 * runs on every message a mailbox receives.
 *
 * The classifier was tuned on the labelled set, so its accuracy there overstates it; the held-out
 * set (test/fixtures/inbound-mail/held-out), which nothing in the classifier was shaped by, is
 * measured beside it and reported apart, with each message it gets wrong.
 */
import { performance } from 'node:perf_hooks';

import { classifyInbound, INBOUND_CLASSES, type Classification, type InboundClass } from '../../functions/core/replies/classify';
import { parseInboundMail, type InboundMail } from '../../functions/core/replies/inbound-mail';
import {
  heldOutMessages,
  labelledMessages,
  type InboundLabel,
  type LabelledMessage,
} from '../fixtures/inbound-mail/labelled-set';

/** Times each message is classified: enough timings for a steady p99. */
const ROUNDS = 200;
const WARM_UP_ROUNDS = 20;

export interface ClassCount {
  readonly kind: InboundClass;
  readonly count: number;
  readonly correct: number;
}

/** A message classified other than its label: what the label says and what the classifier found. */
export interface WrongAnswer {
  readonly file: string;
  readonly expected: string;
  readonly got: string;
}

export interface AccuracyReport {
  readonly messages: number;
  readonly correct: number;
  readonly byClass: readonly ClassCount[];
  /** messages classified other than their label (the whole label: class and any return date, interest or status) */
  readonly wrong: readonly WrongAnswer[];
}

export interface ClassifierBenchReport extends AccuracyReport {
  readonly classify: { readonly meanMs: number; readonly p99Ms: number; readonly timings: number };
  readonly parse: { readonly meanMs: number; readonly p99Ms: number };
  /** the held-out set: accuracy only, the timings are the labelled set's */
  readonly heldOut: AccuracyReport;
}

function meanAndP99(timings: readonly number[]): { meanMs: number; p99Ms: number } {
  const sorted = [...timings].sort((a, b) => a - b);
  const p99 = sorted[Math.max(0, Math.ceil(0.99 * sorted.length) - 1)] ?? NaN;
  return { meanMs: sorted.reduce((sum, value) => sum + value, 0) / Math.max(1, sorted.length), p99Ms: p99 };
}

function matches(found: Classification, label: InboundLabel): boolean {
  if (found.kind !== label.class) return false;
  if (label.class === 'OUT_OF_OFFICE' && found.returnDate !== label.returnDate) return false;
  if (label.interest && found.interest !== label.interest) return false;
  return !label.status || found.status === label.status;
}

/** A class with what goes with it, e.g. `REPLY (INTERESTED)`, `OUT_OF_OFFICE (no return date)`, `HARD_BOUNCE (5.1.1)`. */
function described(kind: InboundClass, details: { returnDate?: string; interest?: string; status?: string }): string {
  if (kind === 'OUT_OF_OFFICE') return `${kind} (${details.returnDate ? `back ${details.returnDate}` : 'no return date'})`;
  const detail = kind === 'HARD_BOUNCE' || kind === 'SOFT_BOUNCE' ? details.status : details.interest;
  return detail ? `${kind} (${detail})` : kind;
}

interface Classified {
  readonly file: string;
  readonly label: InboundLabel;
  readonly mail: InboundMail;
}

async function parsedMessages(messages: readonly LabelledMessage[]): Promise<{ parsed: Classified[]; timings: number[] }> {
  const parsed: Classified[] = [];
  const timings: number[] = [];
  for (const { raw } of messages) await parseInboundMail(raw);
  for (const { file, label, raw } of messages) {
    const started = performance.now();
    const mail = await parseInboundMail(raw);
    timings.push(performance.now() - started);
    parsed.push({ file, label, mail });
  }
  return { parsed, timings };
}

function accuracy(parsed: readonly Classified[]): AccuracyReport {
  const wrong: WrongAnswer[] = [];
  for (const { file, label, mail } of parsed) {
    const found = classifyInbound(mail);
    if (!matches(found, label)) {
      wrong.push({ file, expected: described(label.class, label), got: described(found.kind, found) });
    }
  }
  const wrongFiles = new Set(wrong.map(({ file }) => file));
  const byClass = INBOUND_CLASSES.map((kind) => {
    const ofClass = parsed.filter(({ label }) => label.class === kind);
    return { kind, count: ofClass.length, correct: ofClass.filter(({ file }) => !wrongFiles.has(file)).length };
  });
  return { messages: parsed.length, correct: parsed.length - wrong.length, byClass, wrong };
}

export async function measureClassifier(): Promise<ClassifierBenchReport> {
  const { parsed, timings: parseTimings } = await parsedMessages(labelledMessages());
  const labelled = accuracy(parsed);
  const heldOut = accuracy((await parsedMessages(heldOutMessages())).parsed);

  for (let round = 0; round < WARM_UP_ROUNDS; round += 1) for (const { mail } of parsed) classifyInbound(mail);
  const timings: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const { mail } of parsed) {
      const started = performance.now();
      classifyInbound(mail);
      timings.push(performance.now() - started);
    }
  }

  return {
    ...labelled,
    classify: { ...meanAndP99(timings), timings: timings.length },
    parse: meanAndP99(parseTimings),
    heldOut,
  };
}

const percent = (correct: number, count: number) => (count === 0 ? 'n/a' : `${((100 * correct) / count).toFixed(1)} %`);
const ms = (value: number) => `${value.toFixed(3)} ms`;

function accuracyTable(report: AccuracyReport): string[] {
  const rows = [
    ['class', 'count', 'correct', 'accuracy'],
    ...report.byClass.map(({ kind, count, correct }) => [kind, String(count), String(correct), percent(correct, count)]),
    ['overall', String(report.messages), String(report.correct), percent(report.correct, report.messages)],
  ];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows.map((row) =>
    row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  '),
  );
}

/** The per-class table of the report, one line per class, then the overall line and the timings. */
export function classifierTable(report: ClassifierBenchReport): string {
  const lines = accuracyTable(report);
  lines.push(
    `classification per message: mean ${ms(report.classify.meanMs)}, p99 ${ms(report.classify.p99Ms)} (${report.classify.timings} timings); parsing: mean ${ms(report.parse.meanMs)}, p99 ${ms(report.parse.p99Ms)}`,
  );
  if (report.wrong.length > 0) lines.push(`wrong: ${report.wrong.map(({ file }) => file).join(', ')}`);
  return lines.join('\n');
}

/** The held-out set's table, then each message it got wrong: its file, its label and what the classifier found. */
export function heldOutTable(report: AccuracyReport): string {
  const lines = ['held-out set (never tuned on):', ...accuracyTable(report)];
  if (report.wrong.length === 0) return lines.join('\n');
  const rows = [['file', 'expected', 'got'], ...report.wrong.map(({ file, expected, got }) => [file, expected, got])];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  lines.push(
    `wrong (${report.wrong.length}):`,
    ...rows.map((row) => `  ${row.map((cell, column) => cell.padEnd(widths[column]!)).join('  ')}`.trimEnd()),
  );
  return lines.join('\n');
}

/** The bench's row: the tables are printed above the summary, the row holds the summary. */
export async function describeClassifierBench(): Promise<string> {
  const report = await measureClassifier();
  console.log(classifierTable(report));
  console.log('');
  console.log(heldOutTable(report.heldOut));
  const perClass = report.byClass.map(({ kind, count, correct }) => `${kind} ${correct}/${count}`).join(', ');
  const { heldOut } = report;
  return [
    `${report.correct}/${report.messages} labelled messages right (${percent(report.correct, report.messages)}): ${perClass};`,
    `held-out set ${heldOut.correct}/${heldOut.messages} right (${percent(heldOut.correct, heldOut.messages)});`,
    `classify mean ${ms(report.classify.meanMs)}, p99 ${ms(report.classify.p99Ms)} per message (parse excluded: mean ${ms(report.parse.meanMs)})`,
  ].join(' ');
}
