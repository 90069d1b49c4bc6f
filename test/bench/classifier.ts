/**
 * The classifier of messages that arrive in a rep's mailbox, over its labelled set
 * (test/fixtures/inbound-mail): how many of each class it gets right, and how long one
 * classification takes. Parsing (postal-mime) is timed apart: the classifier itself is pure and
 * runs on every message a mailbox receives.
 */
import { performance } from 'node:perf_hooks';

import { classifyInbound, INBOUND_CLASSES, type InboundClass } from '../../functions/core/replies/classify';
import { parseInboundMail, type InboundMail } from '../../functions/core/replies/inbound-mail';
import { labelledMessages, type InboundLabel } from '../fixtures/inbound-mail/labelled-set';

/** Times each message is classified: enough timings for a steady p99. */
const ROUNDS = 200;
const WARM_UP_ROUNDS = 20;

export interface ClassCount {
  readonly kind: InboundClass;
  readonly count: number;
  readonly correct: number;
}

export interface ClassifierBenchReport {
  readonly messages: number;
  readonly correct: number;
  readonly byClass: readonly ClassCount[];
  /** files classified other than their label (the whole label: class and any return date, interest or status) */
  readonly wrong: readonly string[];
  readonly classify: { readonly meanMs: number; readonly p99Ms: number; readonly timings: number };
  readonly parse: { readonly meanMs: number; readonly p99Ms: number };
}

function meanAndP99(timings: readonly number[]): { meanMs: number; p99Ms: number } {
  const sorted = [...timings].sort((a, b) => a - b);
  const p99 = sorted[Math.max(0, Math.ceil(0.99 * sorted.length) - 1)] ?? NaN;
  return { meanMs: sorted.reduce((sum, value) => sum + value, 0) / Math.max(1, sorted.length), p99Ms: p99 };
}

function matches(mail: InboundMail, label: InboundLabel): boolean {
  const found = classifyInbound(mail);
  if (found.kind !== label.class) return false;
  if (label.class === 'OUT_OF_OFFICE' && found.returnDate !== label.returnDate) return false;
  if (label.interest && found.interest !== label.interest) return false;
  return !label.status || found.status === label.status;
}

export async function measureClassifier(): Promise<ClassifierBenchReport> {
  const messages = labelledMessages();
  const parsed: { file: string; label: InboundLabel; mail: InboundMail }[] = [];
  const parseTimings: number[] = [];
  for (const { raw } of messages) await parseInboundMail(raw);
  for (const { file, label, raw } of messages) {
    const started = performance.now();
    const mail = await parseInboundMail(raw);
    parseTimings.push(performance.now() - started);
    parsed.push({ file, label, mail });
  }

  const wrong = parsed.filter(({ mail, label }) => !matches(mail, label)).map(({ file }) => file);
  const byClass = INBOUND_CLASSES.map((kind) => {
    const ofClass = parsed.filter(({ label }) => label.class === kind);
    return { kind, count: ofClass.length, correct: ofClass.filter(({ file }) => !wrong.includes(file)).length };
  });

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
    messages: parsed.length,
    correct: parsed.length - wrong.length,
    byClass,
    wrong,
    classify: { ...meanAndP99(timings), timings: timings.length },
    parse: meanAndP99(parseTimings),
  };
}

const percent = (correct: number, count: number) => (count === 0 ? 'n/a' : `${((100 * correct) / count).toFixed(1)} %`);
const ms = (value: number) => `${value.toFixed(3)} ms`;

/** The per-class table of the report, one line per class, then the overall line and the timings. */
export function classifierTable(report: ClassifierBenchReport): string {
  const rows = [
    ['class', 'count', 'correct', 'accuracy'],
    ...report.byClass.map(({ kind, count, correct }) => [kind, String(count), String(correct), percent(correct, count)]),
    ['overall', String(report.messages), String(report.correct), percent(report.correct, report.messages)],
  ];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  const lines = rows.map((row) =>
    row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  '),
  );
  lines.push(
    `classification per message: mean ${ms(report.classify.meanMs)}, p99 ${ms(report.classify.p99Ms)} (${report.classify.timings} timings); parsing: mean ${ms(report.parse.meanMs)}, p99 ${ms(report.parse.p99Ms)}`,
  );
  if (report.wrong.length > 0) lines.push(`wrong: ${report.wrong.join(', ')}`);
  return lines.join('\n');
}

/** The bench's row: the table is printed above the summary, the row holds the summary. */
export async function describeClassifierBench(): Promise<string> {
  const report = await measureClassifier();
  console.log(classifierTable(report));
  const perClass = report.byClass.map(({ kind, count, correct }) => `${kind} ${correct}/${count}`).join(', ');
  return [
    `${report.correct}/${report.messages} labelled messages right (${percent(report.correct, report.messages)}): ${perClass};`,
    `classify mean ${ms(report.classify.meanMs)}, p99 ${ms(report.classify.p99Ms)} per message (parse excluded: mean ${ms(report.parse.meanMs)})`,
  ].join(' ');
}
