/**
 * Issue budgets of the writing engine: emails per second of the offline writer and of the rule
 * checker over 1,000 emails, the prompt tokens per email of the OpenAI writer (counted with the
 * o200k tokenizer of the gpt-4o family, not estimated), and the reading grade of the offline
 * writer's English emails.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { encode } from 'gpt-tokenizer/encoding/o200k_base';

import { MODEL_TOKENS_PER_EMAIL } from '../../shared/domain';
import { checkEmail } from '../../shared/rules/email';
import type { EmailDraft } from '../../shared/rules/email/types';
import { writeOffline } from '../../functions/core/writing/offline';
import { emailReadingText, fleschKincaidGrade, median } from '../../functions/core/writing/readability';
import { promptFor, repairMessages, type PromptMessage } from '../../functions/core/writing/prompt';
import { checkContextFor, WriterInputSchema, type WriterInput } from '../../functions/core/writing/writer';

export const WRITER_BENCH_EMAILS = 1000;

const FIXTURES = fileURLToPath(new URL('../fixtures/writer/', import.meta.url));
const READABILITY_SET = fileURLToPath(new URL('../fixtures/writer/sets/english-readability.json', import.meta.url));
/** The median Flesch–Kincaid grade the offline writer's English emails must stay within. */
export const READING_GRADE_BUDGET = 6;
const FIRST = ['Ana', 'Ben', 'Chloé', 'Diego', 'Elif', 'Farah', 'Gus', 'Hana', 'Ivan', 'Jürgen', 'Kofi', 'Lena'];
const COMPANIES = ['Northwind', 'Contoso', 'Fabrikam', 'Tailspin', 'Litware', 'Proseware', 'Adatum', 'Woodgrove'];
const TITLES = ['Head of Operations', 'VP Sales', 'CFO', 'IT Director', 'Marketing Lead', 'Founder'];

/** The evaluation fixtures, parsed. */
export function loadWriterFixtures(): { name: string; input: WriterInput }[] {
  return readdirSync(FIXTURES)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => ({
      name: file,
      input: WriterInputSchema.parse(JSON.parse(readFileSync(path.join(FIXTURES, file), 'utf8'))),
    }));
}

/** `count` inputs: the fixtures in turn, each with another receiver so that no two are the same. */
export function benchInputs(count: number): WriterInput[] {
  const fixtures = loadWriterFixtures();
  return Array.from({ length: count }, (_, index) => {
    const { input } = fixtures[index % fixtures.length]!;
    const contact = {
      ...input.contact,
      firstName: FIRST[index % FIRST.length],
      companyName: `${COMPANIES[index % COMPANIES.length]} ${index}`,
      jobTitle: TITLES[index % TITLES.length],
    };
    return { ...input, contact };
  });
}

export interface WriterBenchReport {
  readonly emails: number;
  readonly offlinePerSecond: number;
  readonly offlineWritten: number;
  readonly checkerPerSecond: number;
  readonly prompt: { readonly mean: number; readonly max: number; readonly fixtures: number };
  /** Tokens of one answer ({ subject, html } as JSON), the offline writer's emails standing in for the model's. */
  readonly answer: number;
  /** Mean tokens of one email written at the first attempt, and with two repairs. */
  readonly perEmail: { readonly firstTry: number; readonly twoRepairs: number };
}

function perSecond(count: number, ms: number): number {
  return (count / ms) * 1000;
}

/** Writes, checks and counts the prompts; one warm-up round first so the JIT is not measured. */
export function measureWriter(emails = WRITER_BENCH_EMAILS): WriterBenchReport {
  const inputs = benchInputs(emails);
  for (const input of inputs.slice(0, 100)) writeOffline(input);

  let started = performance.now();
  const results = inputs.map((input) => writeOffline(input));
  const offlineMs = performance.now() - started;

  const drafts: { draft: EmailDraft; input: WriterInput }[] = results.map((result, index) => ({
    draft: { subject: result.subject, html: result.html },
    input: inputs[index]!,
  }));
  const contexts = drafts.map(({ input }) => checkContextFor(input));
  for (const [index, { draft }] of drafts.slice(0, 100).entries()) checkEmail(draft, contexts[index]!);
  started = performance.now();
  for (const [index, { draft }] of drafts.entries()) checkEmail(draft, contexts[index]!);
  const checkerMs = performance.now() - started;

  const fixtures = loadWriterFixtures();
  const promptTokens = fixtures.map(({ input }) => countTokens(promptFor(input).messages));
  const mean = average(promptTokens);
  const answers = fixtures.map(({ input }) => writeOffline(input));
  const answer = average(answers.map((result) => encode(JSON.stringify({ subject: result.subject, html: result.html })).length));
  // a repair resends the prompt with the previous answer and the checker's violations of it
  const repairs = answers.map((result, index) => {
    const broken = { subject: `${result.subject} — revolutionary`, html: result.html.replace('</p>', ' — a game changer!</p>') };
    const violations = checkEmail(broken, checkContextFor(fixtures[index]!.input)).violations;
    return countTokens(repairMessages(broken, violations)) - 3;
  });
  const firstTry = mean + answer;
  return {
    emails,
    offlinePerSecond: perSecond(emails, offlineMs),
    offlineWritten: results.filter((result) => result.status === 'WRITTEN').length,
    checkerPerSecond: perSecond(emails, checkerMs),
    prompt: { mean, max: Math.max(...promptTokens), fixtures: promptTokens.length },
    answer,
    perEmail: { firstTry, twoRepairs: firstTry + 2 * (mean + average(repairs) + answer) },
  };
}

function countTokens(messages: readonly PromptMessage[]): number {
  // 4 tokens of framing per chat message and 3 to prime the answer, as OpenAI counts them
  return messages.reduce((sum, message) => sum + 4 + encode(message.content).length, 3);
}

function average(values: readonly number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

/** One line for the bench table. */
export function describeWriterReport(report: WriterBenchReport): string {
  const rate = (value: number) => `${Math.round(value).toLocaleString('en-US')}/s`;
  return [
    `offline writer ${rate(report.offlinePerSecond)} (${report.offlineWritten}/${report.emails} pass the rules);`,
    `checker ${rate(report.checkerPerSecond)};`,
    `OpenAI prompt ${Math.round(report.prompt.mean)} tokens mean, ${report.prompt.max} max over ${report.prompt.fixtures} fixtures (o200k),`,
    `answer ~${Math.round(report.answer)}: ~${Math.round(report.perEmail.firstTry)} tokens per email at the first attempt,`,
    `~${Math.round(report.perEmail.twoRepairs)} with two repairs (~${MODEL_TOKENS_PER_EMAIL} budgeted)`,
  ].join(' ');
}

export interface ReadabilityReport {
  /** Inputs of the fixed English set. */
  readonly inputs: number;
  readonly median: number;
  readonly min: number;
  readonly max: number;
}

/**
 * The Flesch–Kincaid grade of what the receiver reads (hook, body and call to action) of the
 * offline writer's email for each of the fixed English inputs (test/fixtures/writer/sets/english-readability.json).
 */
export function measureReadability(): ReadabilityReport {
  const { inputs } = JSON.parse(readFileSync(READABILITY_SET, 'utf8')) as { inputs: unknown[] };
  const grades = inputs.map((raw) => fleschKincaidGrade(emailReadingText(writeOffline(WriterInputSchema.parse(raw)).html)));
  return { inputs: grades.length, median: median(grades), min: Math.min(...grades), max: Math.max(...grades) };
}

/** One line for the bench table. */
export function describeReadabilityReport(report: ReadabilityReport): string {
  const verdict = report.median <= READING_GRADE_BUDGET ? 'within budget' : 'OVER BUDGET';
  return `median Flesch–Kincaid grade ${report.median.toFixed(1)} (${verdict}) over ${report.inputs} English inputs; lowest ${report.min.toFixed(1)}, highest ${report.max.toFixed(1)}`;
}
