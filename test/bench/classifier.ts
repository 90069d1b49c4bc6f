/**
 * The classifier of messages that arrive in a rep's mailbox, over its two labelled sets
 * (test/fixtures/inbound-mail): per class, how many it finds (recall) and how many of those it
 * calls so are right (precision), and how long one classification takes. Parsing (postal-mime)
 * is timed apart: the classifier itself is pure and runs on every message a mailbox receives.
 *
 * The tuning set (the folder itself) is what the rules were shaped on, so its figures overstate
 * them. The held-out set (`held-out/`) was labelled before the rules were written and nothing in
 * them was shaped by it: its figures are the estimate, and the targets are judged on it alone:
 * - no machine message (a report, an automatic answer, a notice) read as a person's REPLY or STOP;
 * - bounces (hard, soft, blocked) found as bounces ≥ 98 %;
 * - permanent address failures read as HARD_BOUNCE ≥ 95 %;
 * - temporary failures read as HARD_BOUNCE ≤ 2 % (a misread suppresses a good address);
 * - requests to stop found as STOP: 100 %.
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

/** The held-out set's targets (the issue's item 5). */
export const CLASSIFIER_TARGETS = {
  machineAsPerson: 0,
  bounceRecall: 0.98,
  hardAsHard: 0.95,
  softAsHard: 0.02,
  stopRecall: 1,
} as const;

const BOUNCES: ReadonlySet<InboundClass> = new Set(['HARD_BOUNCE', 'SOFT_BOUNCE', 'BLOCKED']);
const PERSON: ReadonlySet<InboundClass> = new Set(['REPLY', 'STOP']);

export interface ClassCount {
  readonly kind: InboundClass;
  /** messages labelled so */
  readonly count: number;
  /** of those, classified so */
  readonly found: number;
  /** messages classified so, whatever their label */
  readonly called: number;
  /** of those, labelled so */
  readonly rightlyCalled: number;
  /** labelled so and classified right in every labelled detail (return date, interest, status, referral) */
  readonly correct: number;
}

/** A message classified other than its label: what the label says and what the classifier found. */
export interface WrongAnswer {
  readonly file: string;
  readonly expected: string;
  readonly got: string;
}

/** The held-out targets' measures: each a count over a base. */
export interface TargetMeasures {
  readonly machineAsPerson: { readonly count: number; readonly of: number };
  readonly bounceFound: { readonly count: number; readonly of: number };
  readonly hardAsHard: { readonly count: number; readonly of: number };
  readonly softAsHard: { readonly count: number; readonly of: number };
  readonly stopFound: { readonly count: number; readonly of: number };
}

export interface AccuracyReport {
  readonly messages: number;
  readonly correct: number;
  readonly byClass: readonly ClassCount[];
  readonly targets: TargetMeasures;
  /** messages classified other than their label (the whole label: class and any return date, interest, status or referral) */
  readonly wrong: readonly WrongAnswer[];
}

export interface ClassifierBenchReport extends AccuracyReport {
  readonly classify: { readonly meanMs: number; readonly p99Ms: number; readonly timings: number };
  readonly parse: { readonly meanMs: number; readonly p99Ms: number };
  /** the held-out set: accuracy only, the timings are the tuning set's */
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
  if (label.class === 'REPLY' && (found.referral ?? false) !== (label.referral ?? false)) return false;
  if (label.interest && found.interest !== label.interest) return false;
  return !label.status || found.status === label.status;
}

/** A class with what goes with it, e.g. `REPLY (INTERESTED)`, `OUT_OF_OFFICE (no return date)`, `HARD_BOUNCE (5.1.1)`. */
function described(
  kind: InboundClass,
  details: { returnDate?: string; interest?: string; status?: string; referral?: boolean },
): string {
  if (kind === 'OUT_OF_OFFICE') return `${kind} (${details.returnDate ? `back ${details.returnDate}` : 'no return date'})`;
  const detail = BOUNCES.has(kind)
    ? details.status
    : [details.interest, details.referral ? 'referral' : undefined].filter(Boolean).join(', ');
  return detail ? `${kind} (${detail})` : kind;
}

interface Parsed {
  readonly file: string;
  readonly label: InboundLabel;
  readonly mail: InboundMail;
}

async function parsedMessages(messages: readonly LabelledMessage[]): Promise<{ parsed: Parsed[]; timings: number[] }> {
  const parsed: Parsed[] = [];
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

function measure(pairs: ReadonlyArray<{ label: InboundLabel; found: Classification }>): TargetMeasures {
  const count = (of: (label: InboundLabel) => boolean, hit: (found: Classification) => boolean) => {
    const base = pairs.filter(({ label }) => of(label));
    return { count: base.filter(({ found }) => hit(found)).length, of: base.length };
  };
  return {
    machineAsPerson: count(
      (label) => !PERSON.has(label.class) && label.class !== 'LEFT_COMPANY',
      (found) => PERSON.has(found.kind),
    ),
    bounceFound: count(
      (label) => BOUNCES.has(label.class),
      (found) => BOUNCES.has(found.kind),
    ),
    hardAsHard: count(
      (label) => label.class === 'HARD_BOUNCE',
      (found) => found.kind === 'HARD_BOUNCE',
    ),
    softAsHard: count(
      (label) => label.class === 'SOFT_BOUNCE',
      (found) => found.kind === 'HARD_BOUNCE',
    ),
    stopFound: count(
      (label) => label.class === 'STOP',
      (found) => found.kind === 'STOP',
    ),
  };
}

function accuracy(parsed: readonly Parsed[]): AccuracyReport {
  const pairs = parsed.map(({ file, label, mail }) => ({ file, label, found: classifyInbound(mail) }));
  const wrong = pairs
    .filter(({ label, found }) => !matches(found, label))
    .map(({ file, label, found }) => ({ file, expected: described(label.class, label), got: described(found.kind, found) }));
  const wrongFiles = new Set(wrong.map(({ file }) => file));
  const byClass = INBOUND_CLASSES.map((kind) => {
    const ofClass = pairs.filter(({ label }) => label.class === kind);
    const called = pairs.filter(({ found }) => found.kind === kind);
    return {
      kind,
      count: ofClass.length,
      found: ofClass.filter(({ found }) => found.kind === kind).length,
      called: called.length,
      rightlyCalled: called.filter(({ label }) => label.class === kind).length,
      correct: ofClass.filter(({ file }) => !wrongFiles.has(file)).length,
    };
  });
  return { messages: parsed.length, correct: parsed.length - wrong.length, byClass, targets: measure(pairs), wrong };
}

export async function measureClassifier(): Promise<ClassifierBenchReport> {
  const { parsed, timings: parseTimings } = await parsedMessages(labelledMessages());
  const tuning = accuracy(parsed);
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
    ...tuning,
    classify: { ...meanAndP99(timings), timings: timings.length },
    parse: meanAndP99(parseTimings),
    heldOut,
  };
}

const ratio = (count: number, of: number) => (of === 0 ? 'n/a' : `${((100 * count) / of).toFixed(1)} %`);
const ms = (value: number) => `${value.toFixed(3)} ms`;

function aligned(rows: readonly string[][]): string[] {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows.map((row) =>
    row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  '),
  );
}

/** One line per class: its messages, recall (found / labelled), precision (right / called so), and all details right. */
function accuracyTable(report: AccuracyReport): string[] {
  return aligned([
    ['class', 'labelled', 'recall', 'precision', 'all details right'],
    ...report.byClass.map(({ kind, count, found, called, rightlyCalled, correct }) => [
      kind,
      String(count),
      `${found}/${count} ${ratio(found, count)}`,
      `${rightlyCalled}/${called} ${ratio(rightlyCalled, called)}`,
      `${correct}/${count}`,
    ]),
    [
      'overall',
      String(report.messages),
      '',
      '',
      `${report.correct}/${report.messages} ${ratio(report.correct, report.messages)}`,
    ],
  ]);
}

/** Whether each held-out target is met, and all of them. */
export function targetsMet(targets: TargetMeasures): { met: boolean; lines: string[] } {
  const { machineAsPerson, bounceFound, hardAsHard, softAsHard, stopFound } = targets;
  const share = ({ count, of }: { count: number; of: number }) => (of === 0 ? 0 : count / of);
  const checks = [
    [
      `machine messages read as a person: ${machineAsPerson.count} of ${machineAsPerson.of} (target ${CLASSIFIER_TARGETS.machineAsPerson})`,
      machineAsPerson.count <= CLASSIFIER_TARGETS.machineAsPerson,
    ],
    [
      `bounces found: ${bounceFound.count}/${bounceFound.of} ${ratio(bounceFound.count, bounceFound.of)} (target ≥ 98 %)`,
      share(bounceFound) >= CLASSIFIER_TARGETS.bounceRecall,
    ],
    [
      `permanent failures read as HARD: ${hardAsHard.count}/${hardAsHard.of} ${ratio(hardAsHard.count, hardAsHard.of)} (target ≥ 95 %)`,
      share(hardAsHard) >= CLASSIFIER_TARGETS.hardAsHard,
    ],
    [
      `temporary failures read as HARD: ${softAsHard.count}/${softAsHard.of} ${ratio(softAsHard.count, softAsHard.of)} (target ≤ 2 %)`,
      share(softAsHard) <= CLASSIFIER_TARGETS.softAsHard,
    ],
    [
      `requests to stop found: ${stopFound.count}/${stopFound.of} ${ratio(stopFound.count, stopFound.of)} (target 100 %)`,
      stopFound.of > 0 && share(stopFound) >= CLASSIFIER_TARGETS.stopRecall,
    ],
  ] as const;
  return { met: checks.every(([, ok]) => ok), lines: checks.map(([line, ok]) => `  ${ok ? 'met' : 'MISSED'}: ${line}`) };
}

/** The tuning set's table and the timings. */
export function classifierTable(report: ClassifierBenchReport): string {
  const lines = [
    `tuning set (test/fixtures/inbound-mail, ${report.messages} messages: the rules were shaped on it, its figures overstate them):`,
    ...accuracyTable(report),
    `classification per message: mean ${ms(report.classify.meanMs)}, p99 ${ms(report.classify.p99Ms)} (${report.classify.timings} timings); parsing: mean ${ms(report.parse.meanMs)}, p99 ${ms(report.parse.p99Ms)}`,
  ];
  if (report.wrong.length > 0) lines.push(`wrong: ${report.wrong.map(({ file }) => file).join(', ')}`);
  return lines.join('\n');
}

/** The held-out set's table, its targets, then each message it got wrong: its file, its label and what the classifier found. */
export function heldOutTable(report: AccuracyReport): string {
  const lines = [
    `held-out set (test/fixtures/inbound-mail/held-out, ${report.messages} messages: labelled before the rules, never tuned on):`,
    ...accuracyTable(report),
    'targets (held-out set):',
    ...targetsMet(report.targets).lines,
  ];
  if (report.wrong.length === 0) return lines.join('\n');
  const rows = [['file', 'expected', 'got'], ...report.wrong.map(({ file, expected, got }) => [file, expected, got])];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  lines.push(
    `wrong (${report.wrong.length}):`,
    ...rows.map((row) => `  ${row.map((cell, column) => cell.padEnd(widths[column]!)).join('  ')}`.trimEnd()),
  );
  return lines.join('\n');
}

/** The bench's row: the tables are printed above it, the row holds the held-out verdict and the summary. */
export async function describeClassifierBench(): Promise<string> {
  const report = await measureClassifier();
  console.log(classifierTable(report));
  console.log('');
  console.log(heldOutTable(report.heldOut));
  const { heldOut } = report;
  const { met } = targetsMet(heldOut.targets);
  const { machineAsPerson, bounceFound, hardAsHard, softAsHard, stopFound } = heldOut.targets;
  return [
    `${met ? 'within budget' : 'OVER BUDGET'}: held-out set ${heldOut.correct}/${heldOut.messages} right (${ratio(heldOut.correct, heldOut.messages)});`,
    `machine read as person ${machineAsPerson.count}, bounces found ${ratio(bounceFound.count, bounceFound.of)}, permanent as HARD ${ratio(hardAsHard.count, hardAsHard.of)},`,
    `temporary as HARD ${ratio(softAsHard.count, softAsHard.of)}, stops found ${ratio(stopFound.count, stopFound.of)};`,
    `tuning set ${report.correct}/${report.messages} right (${ratio(report.correct, report.messages)});`,
    `classify mean ${ms(report.classify.meanMs)}, p99 ${ms(report.classify.p99Ms)} per message (parse excluded: mean ${ms(report.parse.meanMs)})`,
  ].join(' ');
}
