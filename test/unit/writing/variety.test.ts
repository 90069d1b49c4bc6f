import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

import { createOfflineWriter } from '../../../functions/core/writing/offline';
import type { WriterInput, WriterInputDraft, WriterResult } from '../../../functions/core/writing/writer';
import { WriterInputSchema } from '../../../functions/core/writing/writer';
import { LANGUAGES, type Language } from '../../../shared/domain';

/** One campaign per language and 32 contacts, several at the same company or with the same title. */
interface ContactSet {
  readonly campaigns: Readonly<Record<Language, Omit<WriterInputDraft, 'contact'>>>;
  readonly contacts: readonly WriterInputDraft['contact'][];
}

const SET = JSON.parse(
  readFileSync(new URL('../../fixtures/writer/sets/thirty-two-contacts.json', import.meta.url), 'utf8'),
) as ContactSet;
const ENGLISH_SET = JSON.parse(
  readFileSync(new URL('../../fixtures/writer/sets/english-readability.json', import.meta.url), 'utf8'),
) as { inputs: WriterInputDraft[] };

const MAX_COPIED_RUN = 7;

function inputsFor(language: Language): WriterInput[] {
  return SET.contacts.map((contact) => WriterInputSchema.parse({ ...SET.campaigns[language], contact }));
}

async function writeAll(inputs: readonly WriterInput[]): Promise<WriterResult[]> {
  const writer = createOfflineWriter();
  return Promise.all(inputs.map((input) => writer.write(input)));
}

/** The opening line (the paragraph after the greeting) with the contact's own facts set aside. */
function opening(result: WriterResult, input: WriterInput): string {
  const hook = result.text.split('\n\n')[1] ?? '';
  const facts = [input.contact.companyName, input.contact.jobTitle, input.contact.industry, input.contact.firstName];
  return facts
    .filter((fact): fact is string => fact !== undefined && fact !== '')
    .sort((a, b) => b.length - a.length)
    .reduce((text, fact) => text.replace(new RegExp(fact.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&'), 'giu'), '…'), hook);
}

function words(text: string): string[] {
  return (text.toLocaleLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).map((word) => word.normalize('NFC'));
}

/** The most consecutive words `text` shares with `source`. */
function longestSharedRun(text: string, source: string): number {
  const a = words(text);
  const b = words(source);
  let best = 0;
  let previous = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i += 1) {
    const current = new Array<number>(b.length + 1).fill(0);
    for (let j = 1; j <= b.length; j += 1) {
      if (a[i - 1] === b[j - 1]) current[j] = (previous[j - 1] ?? 0) + 1;
      best = Math.max(best, current[j] ?? 0);
    }
    previous = current;
  }
  return best;
}

/** Every description the user wrote for `input`. */
function descriptionsOf(input: WriterInput): string[] {
  return [
    input.company.description,
    input.product.description,
    input.product.achievements,
    input.callToAction.description,
    input.persona?.responsibilities,
    input.customerProfile?.description,
  ].filter((text): text is string => text !== undefined);
}

function longestCopiedRun(results: readonly WriterResult[], inputs: readonly WriterInput[]): { run: number; where: string } {
  let longest = { run: 0, where: '' };
  results.forEach((result, index) => {
    const input = inputs[index];
    if (!input) return;
    for (const description of descriptionsOf(input)) {
      const run = longestSharedRun(`${result.subject}\n${result.text}`, description);
      if (run > longest.run) longest = { run, where: `${result.text}\n<<< ${description}` };
    }
  });
  return longest;
}

describe('the offline writer over 32 contacts of one campaign', () => {
  it.each(LANGUAGES)('writes every %s email without a violation', async (language) => {
    const inputs = inputsFor(language);
    const results = await writeAll(inputs);
    expect(results.filter((result) => result.status !== 'WRITTEN').map((result) => result.text)).toEqual([]);
  });

  it.each(LANGUAGES)(
    'opens the %s emails in at least 28 different ways, not counting the contacts own facts',
    async (language) => {
      const inputs = inputsFor(language);
      const results = await writeAll(inputs);
      const openings = new Set(results.map((result, index) => opening(result, inputs[index] as WriterInput)));
      expect(openings.size, [...openings].join('\n')).toBeGreaterThanOrEqual(28);
    },
  );

  it.each(LANGUAGES)('opens a %s email for the same contact the same way every time', async (language) => {
    const inputs = inputsFor(language);
    const [first, second] = await Promise.all([writeAll(inputs), writeAll(structuredClone(inputs))]);
    expect(second).toEqual(first);
  });

  it.each(LANGUAGES)('copies no run of 8 or more words from a %s description', async (language) => {
    const inputs = inputsFor(language);
    const results = await writeAll(inputs);
    const longest = longestCopiedRun(results, inputs);
    expect(longest.run, longest.where).toBeLessThanOrEqual(MAX_COPIED_RUN);
  });
});

describe('the offline writer over 32 varied English inputs', () => {
  it('copies no run of 8 or more words from any description', async () => {
    const inputs = ENGLISH_SET.inputs.map((input) => WriterInputSchema.parse(input));
    const results = await writeAll(inputs);
    const longest = longestCopiedRun(results, inputs);
    expect(results.every((result) => result.status === 'WRITTEN')).toBe(true);
    expect(longest.run, longest.where).toBeLessThanOrEqual(MAX_COPIED_RUN);
  });
});
