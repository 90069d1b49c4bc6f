/**
 * `npm run write -- --input <file.json> [--writer offline|openai]`: writes one email (or LinkedIn
 * message) from a writer input file and prints the result as JSON: status, subject, html, text,
 * violations, usage. Exit code 0 when the email passes every rule, 2 when it does not, 1 on bad
 * arguments or input.
 */
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';

import { WRITER_KINDS, configuredWriterKind, createWriter, type WriterKind } from '../functions/composition/writer';
import { WriterInputSchema } from '../functions/core/writing/writer';

const USAGE = `Usage: npm run write -- --input <file.json> [--writer ${WRITER_KINDS.join('|')}]`;

function fail(message: string): never {
  process.stderr.write(`${message}\n${USAGE}\n`);
  process.exit(1);
}

function parseWriterKind(value: string | undefined): WriterKind {
  if (value === undefined) return configuredWriterKind();
  if ((WRITER_KINDS as readonly string[]).includes(value)) return value as WriterKind;
  return fail(`Unknown writer '${value}': expected one of ${WRITER_KINDS.join(', ')}.`);
}

async function readInput(file: string): Promise<unknown> {
  let raw: string;
  try {
    raw = await readFile(file, 'utf8');
  } catch (error) {
    return fail(`Cannot read ${file}: ${(error as Error).message}`);
  }
  try {
    return JSON.parse(raw) as unknown;
  } catch (error) {
    return fail(`${file} is not valid JSON: ${(error as Error).message}`);
  }
}

let values: { input?: string; writer?: string; help?: boolean };
try {
  ({ values } = parseArgs({
    options: {
      input: { type: 'string', short: 'i' },
      writer: { type: 'string', short: 'w' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  }));
} catch (error) {
  fail((error as Error).message);
}
if (values.help) {
  process.stdout.write(`${USAGE}\n`);
  process.exit(0);
}
if (!values.input) fail('Missing --input.');

const kind = parseWriterKind(values.writer);
const parsed = WriterInputSchema.safeParse(await readInput(values.input));
if (!parsed.success) {
  const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.') || '(input)'}: ${issue.message}`);
  fail(`${values.input} is not a valid writer input:\n${problems.join('\n')}`);
}

let writer;
try {
  writer = await createWriter(kind);
} catch (error) {
  fail((error as Error).message);
}
const result = await writer.write(parsed.data);
const output = {
  status: result.status,
  writer: result.writer,
  subject: result.subject,
  html: result.html,
  text: result.text,
  violations: result.verdict.violations,
  usage: result.usage,
  attempts: result.attempts,
  ...(result.error ? { error: result.error } : {}),
};
process.stdout.write(`${JSON.stringify(output, null, 2)}\n`);
process.exit(result.status === 'WRITTEN' ? 0 : 2);
