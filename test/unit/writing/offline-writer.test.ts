import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

import { createOfflineWriter, PHRASE_BANKS } from '../../../functions/core/writing/offline';
import type { CleanOptions } from '../../../functions/core/writing/offline/sanitize';
import { cleanName, cleanText, firstClause } from '../../../functions/core/writing/offline/sanitize';
import type { WriterInput, WriterInputDraft, WriterResult } from '../../../functions/core/writing/writer';
import { NO_USAGE, WriterInputSchema, writesLink } from '../../../functions/core/writing/writer';
import type { Language } from '../../../shared/domain';
import { fillPlaceholders, findFiniteVerb, findHypeWords, LANGUAGE_CONVENTIONS, toPlainText } from '../../../shared/rules/email';

const FIXTURE_DIR = new URL('../../fixtures/writer/', import.meta.url);

interface Fixture {
  readonly name: string;
  readonly raw: unknown;
}

const fixtures: readonly Fixture[] = readdirSync(FIXTURE_DIR)
  .filter((file) => file.endsWith('.json'))
  .sort()
  .map((file) => ({
    name: file.replace(/\.json$/u, ''),
    raw: JSON.parse(readFileSync(new URL(file, FIXTURE_DIR), 'utf8')) as unknown,
  }));

function parsed(fixture: Fixture): WriterInput {
  return WriterInputSchema.parse(fixture.raw);
}

const inputs: readonly (readonly [string, WriterInput])[] = fixtures.map((fixture) => [fixture.name, parsed(fixture)] as const);
const emails = inputs.filter(([, value]) => value.channel === 'EMAIL');
const writer = createOfflineWriter();

// Every fixture is written once and shared by the assertions below.
const written = new Map<string, Promise<WriterResult>>();
function write(name: string, input: WriterInput): Promise<WriterResult> {
  let result = written.get(name);
  if (!result) {
    result = writer.write(input);
    written.set(name, result);
  }
  return result;
}

function violationsOf(result: WriterResult): string[] {
  return result.verdict.violations.map((violation) => `${violation.code}: ${violation.message}`);
}

function paragraphsOf(html: string): string[] {
  return [...html.matchAll(/<p>(.*?)<\/p>/gsu)].map((match) => match[1] ?? '');
}

function linkedInLength(result: WriterResult, input: WriterInput): number {
  const text = toPlainText(result.html);
  return (input.contact.firstName ? text.replaceAll('{{firstName}}', input.contact.firstName) : text).length;
}

const GREETING: Readonly<Record<Language, RegExp>> = {
  ENGLISH: /^(?:Hi|Hello) \{\{firstName\}\},/u,
  FRENCH: /^(?:Bonjour|Salut) \{\{firstName\}\},/u,
  GERMAN: /^(?:Hallo|Hi) \{\{firstName\}\},/u,
  SPANISH: /^Hola \{\{firstName\}\},/u,
};

const base: WriterInputDraft = {
  company: { name: 'Northwind', description: 'We help finance teams close the books faster.' },
  product: { name: 'Ledgerly', description: 'Matches bank lines to invoices so the month-end close takes two days.' },
  callToAction: { objective: 'Start a conversation', description: 'A 15-minute call with our finance lead' },
  contact: { firstName: 'Dana', jobTitle: 'Head of Finance', companyName: 'Globex', industry: 'Logistics' },
  sender: { name: 'Sam Carter' },
};

function input(overrides: Partial<WriterInputDraft> = {}): WriterInput {
  return WriterInputSchema.parse({ ...base, ...overrides });
}

describe('the writer fixtures', () => {
  it.each(fixtures.map((fixture) => [fixture.name, fixture] as const))('parses %s with WriterInputSchema', (_name, fixture) => {
    const result = WriterInputSchema.safeParse(fixture.raw);
    expect(result.error?.issues ?? [], fixture.name).toEqual([]);
  });

  it('covers every language, both channels, follow-ups, soft closes and both link versions', () => {
    const all = inputs.map(([, value]) => value);
    const count = (predicate: (value: WriterInput) => boolean): number => all.filter(predicate).length;
    const coverage = {
      total: all.length,
      french: count((value) => value.language === 'FRENCH'),
      german: count((value) => value.language === 'GERMAN'),
      spanish: count((value) => value.language === 'SPANISH'),
      linkedIn: count((value) => value.channel === 'LINKEDIN' && !value.linkedInPremium),
      linkedInPremium: count((value) => value.channel === 'LINKEDIN' && value.linkedInPremium),
      followUpsWithThread: count((value) => value.type === 'FOLLOW_UP' && value.thread.length > 0),
      softCloses: count((value) => value.callToAction.description === undefined && !writesLink(value)),
      linkWritten: count((value) => value.generatorVersion === 'MCP_GENERATOR' && writesLink(value)),
      linkNotWritten: count(
        (value) =>
          value.generatorVersion === 'MCP_NO_LINKS_GENERATOR' &&
          value.channel === 'EMAIL' &&
          value.callToAction.url !== undefined,
      ),
      signatures: count((value) => value.sender.signature !== undefined),
      noFirstName: count((value) => value.contact.firstName === undefined),
      noJobTitle: count((value) => value.contact.jobTitle === undefined),
      noCompany: count((value) => value.contact.companyName === undefined),
    };
    expect(coverage.total).toBeGreaterThanOrEqual(34);
    for (const key of ['french', 'german', 'spanish'] as const) expect(coverage[key], key).toBeGreaterThanOrEqual(5);
    for (const key of ['linkedIn', 'linkedInPremium', 'followUpsWithThread'] as const)
      expect(coverage[key], key).toBeGreaterThanOrEqual(3);
    expect(coverage.softCloses).toBeGreaterThanOrEqual(4);
    for (const key of ['linkWritten', 'linkNotWritten', 'signatures', 'noFirstName', 'noJobTitle', 'noCompany'] as const) {
      expect(coverage[key], key).toBeGreaterThanOrEqual(1);
    }
  });
});

describe('the offline writer on the fixtures', () => {
  it.each(inputs)('writes %s without a single violation', async (name, value) => {
    const result = await write(name, value);
    expect(violationsOf(result), `${name}: ${result.subject}\n${result.text}`).toEqual([]);
    expect(result.status).toBe('WRITTEN');
    expect(result.verdict.ok).toBe(true);
  });

  it.each(inputs)('answers %s as the offline writer, without tokens, with the text of its HTML', async (name, value) => {
    const result = await write(name, value);
    expect(result.writer).toBe('offline');
    expect(result.usage).toEqual(NO_USAGE);
    expect(result.attempts).toBeGreaterThanOrEqual(1);
    expect(result.text).toBe(toPlainText(result.html));
  });

  it.each(inputs)('writes %s the same way twice', async (name, value) => {
    const first = await write(name, value);
    const second = await createOfflineWriter().write(structuredClone(value));
    expect(second).toEqual(first);
  });

  it.each(inputs)('greets in the language of %s', async (name, value) => {
    const result = await write(name, value);
    expect(result.text).toMatch(GREETING[value.language]);
  });

  it.each(emails)(
    'closes %s with the closing word and sender name of its language, or the signature alone',
    async (name, value) => {
      const conventions = LANGUAGE_CONVENTIONS[value.language];
      const expected =
        value.sender.signature === undefined
          ? conventions.closings.map((word) => `${word}<br>${value.sender.name}`)
          : ['{{signature}}'];
      const result = await write(name, value);
      expect(expected).toContain(paragraphsOf(result.html).at(-2));
      expect(result.text.endsWith(conventions.footer)).toBe(true);
    },
  );

  it.each(inputs)('carries the link in %s only when writesLink says so', async (name, value) => {
    const expected = writesLink(value);
    const result = await write(name, value);
    expect(result.html.includes('<a href="{{link}}">')).toBe(expected);
    expect(result.html.includes('{{link}}')).toBe(expected);
  });

  it.each(inputs)('uses the signature placeholder in %s only when the sender has a signature', async (name, value) => {
    const expected = value.channel === 'EMAIL' && value.sender.signature !== undefined;
    const result = await write(name, value);
    expect(result.html.includes('{{signature}}')).toBe(expected);
  });

  it.each(inputs.filter(([, value]) => value.channel === 'LINKEDIN'))(
    'keeps the LinkedIn message %s within its limit, without subject, link or footer',
    async (name, value) => {
      const limit = value.linkedInPremium ? 300 : 200;
      const result = await write(name, value);
      expect(linkedInLength(result, value)).toBeLessThanOrEqual(limit);
      expect(result.subject).toBe('');
      expect(result.html).not.toContain('<a ');
      expect(result.text).not.toContain('P.S.');
      expect(result.text.match(/\?/gu) ?? []).toHaveLength(1);
    },
  );

  it.each(inputs.filter(([, value]) => value.channel === 'EMAIL' && value.type === 'FOLLOW_UP' && value.thread.length > 0))(
    'answers the thread of the follow-up %s with "Re: " and its first subject',
    async (name, value) => {
      const first = value.thread[0]?.subject ?? '';
      const result = await write(name, value);
      expect(result.subject).toBe(`Re: ${first}`);
    },
  );

  it.each(inputs.filter(([, value]) => value.callToAction.description === undefined && !writesLink(value)))(
    'ends %s on a question without a link when there is neither description nor link',
    async (name, value) => {
      const position = value.channel === 'EMAIL' ? -3 : -1;
      const result = await write(name, value);
      const callToAction = paragraphsOf(result.html).at(position);
      expect(callToAction?.trimEnd().endsWith('?')).toBe(true);
      expect(callToAction).not.toContain('<a ');
    },
  );

  it.each(inputs.filter(([name]) => name.includes('messy')))('cleans the messy user text of %s', async (name, value) => {
    const text = (result: WriterResult): string => `${result.subject}\n${result.text}`;
    const result = await write(name, value);
    expect(text(result)).not.toMatch(/\b(?:Inc|Ltd|GmbH|SAS|SARL|S\.A|S\.L|KG)\b|[™®©—–]/u);
    expect(findHypeWords(text(result), value.language)).toEqual([]);
    // the cleaned product name is still there, only its mark is gone
    expect(result.text).toContain(value.product.name.replace(/[™®]/gu, ''));
  });
});

describe('the subject templates of the offline writer', () => {
  const languages: readonly Language[] = ['ENGLISH', 'FRENCH', 'GERMAN', 'SPANISH'];
  const subjects = languages.flatMap((language) => {
    const templates = PHRASE_BANKS[language].subjects;
    return [
      ...templates.withCompany.map((template) => template('Globex')),
      ...templates.withFirstName,
      ...templates.plain,
      ...templates.followUp,
    ].map((subject) => [language, subject] as const);
  });

  it.each(subjects)('writes a %s subject with a finite verb: %j', (language, subject) => {
    const verb = findFiniteVerb(subject, language);
    expect(verb).toBeDefined();
  });

  it.each(languages)('writes %s subjects that are sentences for contacts with and without a first name', async (language) => {
    const contacts = [base.contact, { ...base.contact, firstName: undefined }, {}];
    const results = await Promise.all(contacts.map((contact) => createOfflineWriter().write(input({ language, contact }))));
    for (const result of results) {
      expect(violationsOf(result), result.subject).toEqual([]);
      expect(findFiniteVerb(result.subject, language), result.subject).toBeDefined();
    }
  });
});

describe('the offline writer when the rules cannot be met', () => {
  it('answers FAILED with the word limit when the sender name alone is too long for 80 words', async () => {
    const value = input({ sender: { name: Array.from({ length: 66 }, () => 'Jo').join(' ') } });
    const result = await createOfflineWriter().write(value);
    expect(result.status).toBe('FAILED');
    expect(result.verdict.ok).toBe(false);
    expect(result.verdict.violations.map((violation) => violation.code)).toContain('WORD_LIMIT');
    expect(result.attempts).toBeGreaterThan(1);
  });

  it('answers FAILED with the corporate suffix when the sender name carries one it must not change', async () => {
    const value = input({ sender: { name: 'Northwind Inc.' } });
    const result = await createOfflineWriter().write(value);
    expect(result.status).toBe('FAILED');
    expect(result.verdict.violations.map((violation) => violation.code)).toContain('CORPORATE_SUFFIX');
  });

  it('answers FAILED without checking when the write is aborted before it starts', async () => {
    const controller = new AbortController();
    controller.abort();
    const result = await createOfflineWriter().write(input(), { signal: controller.signal });
    expect(result.status).toBe('FAILED');
    expect(result.error).toBe('aborted');
    expect(result.attempts).toBe(0);
  });
});

describe('the offline writer on thin or odd input', () => {
  it('writes a rule-passing email when the contact has no field at all', async () => {
    const value = input({ contact: {} });
    const result = await createOfflineWriter().write(value);
    expect(violationsOf(result)).toEqual([]);
    expect(result.text).toMatch(/^Hi \{\{firstName\}\},|^Hello \{\{firstName\}\},/u);
  });

  it.each(['ENGLISH', 'FRENCH', 'GERMAN', 'SPANISH'] as const)(
    'greets a %s contact without a first name with the fallback once the placeholders are filled',
    async (language) => {
      const expected = `${LANGUAGE_CONVENTIONS[language].greetingWithoutName},`;
      const values = [input({ language, contact: { companyName: 'Globex' } }), input({ language, contact: { firstName: '' } })];
      const results = await Promise.all(values.map((value) => createOfflineWriter().write(value)));
      for (const [index, result] of results.entries()) {
        const filled = fillPlaceholders(result.html, { firstName: values[index]?.contact.firstName }, language);
        expect(violationsOf(result)).toEqual([]);
        expect(paragraphsOf(filled)[0]).toBe(expected);
        expect(`${result.subject}\n${filled}`).not.toMatch(/\{\{firstName\}\}| ,/u);
      }
    },
  );

  it('counts a LinkedIn message for a contact without a first name as it will be sent', async () => {
    const value = input({ channel: 'LINKEDIN', contact: { companyName: 'Globex' } });
    const result = await createOfflineWriter().write(value);
    const sent = fillPlaceholders(result.text, {}, 'ENGLISH');
    expect(violationsOf(result)).toEqual([]);
    expect(sent.startsWith('Hi there,')).toBe(true);
    expect(sent.length).toBeLessThanOrEqual(200);
  });

  it('falls back to a generic body when the description is nothing but hype and exclamations', async () => {
    const value = input({ product: { name: 'Ledgerly™', description: 'Revolutionary!!! Game-changing!!! Best-in-class!!!' } });
    const result = await createOfflineWriter().write(value);
    expect(violationsOf(result)).toEqual([]);
    expect(result.text).toContain('Ledgerly');
    expect(result.text).not.toMatch(/revolutionary|game|best-in-class|™/iu);
  });

  it.each(['ENGLISH', 'FRENCH', 'GERMAN', 'SPANISH'] as const)(
    'writes a %s email without the Markdown and emoji of the user text',
    async (language) => {
      const value = input({
        language,
        company: { name: '**Northwind** 🚀', description: '# About us\nWe help **finance teams** close the books ✨.' },
        product: {
          name: '_Ledgerly_ 💸',
          description:
            '- Matches **bank lines** to [invoices](https://ledgerly.example/invoices) 🔥\n- Closes the books in two days',
          achievements: '* Used by __300 finance teams__ 🙌',
        },
        callToAction: { objective: 'Start a conversation', description: '**A 15-minute call** with our finance lead 📞' },
        contact: { firstName: 'Dana', jobTitle: '`Head` of _Finance_ 👩‍💼', companyName: '**Globex** 🌍', industry: '# Logistics' },
      });
      const result = await createOfflineWriter().write(value);
      const text = `${result.subject}\n${result.text}`;
      expect(violationsOf(result)).toEqual([]);
      expect(text).not.toMatch(/\*|__|(?<![\p{L}])_|_(?![\p{L}])|\]\(|#|`|~~|\p{Extended_Pictographic}|\uFE0F|\u200D/u);
      expect(result.text).toContain('Ledgerly');
    },
  );

  it.each([
    [
      'SPANISH',
      { name: 'RutaFácil', description: 'RutaFácil es una plataforma revolucionaria, optimiza las rutas de reparto.' },
      'plataforma optimiza',
    ],
    [
      'ENGLISH',
      {
        name: 'Routewise',
        description: 'Routewise plans delivery routes.',
        achievements: 'Cut fuel costs by 12% at three regional carriers, best-in-class results.',
      },
      'carriers results',
    ],
  ] as const)('never leaves a %s sentence broken where a hype word went', async (language, product, broken) => {
    const value = input({ language, product });
    const result = await createOfflineWriter().write(value);
    expect(violationsOf(result)).toEqual([]);
    expect(result.text).not.toContain(broken);
  });

  it('keeps a number with a thousands comma whole in the proof of the body', async () => {
    const value = input({
      product: {
        name: 'Farmsight',
        description: 'Farmsight maps which fields need water.',
        achievements: 'Used on 4,000 farms.',
      },
    });
    const result = await createOfflineWriter().write(value);
    expect(violationsOf(result)).toEqual([]);
    expect(result.text).not.toMatch(/\b4\.|\b4(?!,000)/u);
  });

  it('keeps "Vor- und Nachbereitung" as written in a German email', async () => {
    const value = input({
      language: 'GERMAN',
      product: { name: 'Protokoll', description: 'Protokoll übernimmt die Vor- und Nachbereitung.' },
    });
    const result = await createOfflineWriter().write(value);
    expect(violationsOf(result)).toEqual([]);
    expect(result.text).not.toMatch(/Vor,|Vor und/u);
  });

  it('gives different contacts different wording from the same campaign', async () => {
    const names = ['Dana', 'Ravi', 'Lena', 'Marco', 'Aiko', 'Tom'];
    const results = await Promise.all(
      names.map((firstName) =>
        createOfflineWriter().write(input({ contact: { ...base.contact, firstName, lastName: firstName } })),
      ),
    );
    expect(new Set(results.map((result) => `${result.subject}\n${result.html}`)).size).toBeGreaterThan(1);
    for (const result of results) expect(violationsOf(result)).toEqual([]);
  });

  it('writes a soft close without any hard ask in every language', async () => {
    const languages: readonly Language[] = ['ENGLISH', 'FRENCH', 'GERMAN', 'SPANISH'];
    const results = await Promise.all(
      languages.map((language) =>
        createOfflineWriter().write(input({ language, callToAction: { objective: 'Start a conversation' } })),
      ),
    );
    for (const result of results) expect(violationsOf(result)).toEqual([]);
  });
});

describe('the cleaning of user text', () => {
  const english: CleanOptions = {
    rangeWord: 'to',
    findHype: (text) => findHypeWords(text, 'ENGLISH'),
    intensifiers: ['most', 'very'],
    conjunctions: ['and', 'or'],
    englishArticles: true,
  };

  it.each([
    ['Ledgerly Inc.', 'Ledgerly'],
    ['Brightbank, Ltd.', 'Brightbank'],
    ['Hessler Metallbau GmbH & Co. KG', 'Hessler Metallbau'],
    ['Casas del Sur S.A.', 'Casas del Sur'],
    ['PayFlow™', 'PayFlow'],
    ['Medilien Agenda®', 'Medilien Agenda'],
    ['Acme (TM) Labs', 'Acme Labs'],
    ['Northwind – EMEA', 'Northwind EMEA'],
  ])('cleans the name %s to %s', (name, expected) => {
    const cleaned = cleanName(name);
    expect(cleaned).toBe(expected);
  });

  it.each([
    ['An innovative, seamless platform for fleets', 'A platform for fleets'],
    ['Routing for 10–20 trucks — no spreadsheets', 'Routing for 10 to 20 trucks, no spreadsheets'],
    ['Built by Acme Corp. for finance teams', 'Built by Acme for finance teams'],
    ['The most revolutionary tool — visit https://acme.example.com today', 'The tool, visit today'],
  ])('cleans %j to %j', (text, expected) => {
    const cleaned = cleanText(text, english);
    expect(cleaned).toBe(expected);
  });

  const optionsFor = (language: Language): CleanOptions => ({
    language,
    rangeWord: PHRASE_BANKS[language].rangeWord,
    findHype: (text) => findHypeWords(text, language),
    intensifiers: PHRASE_BANKS[language].intensifiers,
    conjunctions: PHRASE_BANKS[language].conjunctions,
    englishArticles: language === 'ENGLISH',
  });

  it.each([
    ['ENGLISH', 'Cut fuel costs at three regional carriers, best-in-class results. Plans routes daily.', 'Plans routes daily.'],
    ['ENGLISH', 'Ledgerly is a game-changer for finance teams. It matches bank lines.', 'It matches bank lines.'],
    ['ENGLISH', 'It is seamless. It matches bank lines.', 'It matches bank lines.'],
    ['ENGLISH', 'Revolutionize your fleet. We plan routes.', 'We plan routes.'],
    ['ENGLISH', 'Ledgerly empowers finance teams. It matches bank lines.', 'It matches bank lines.'],
    ['ENGLISH', 'Routes that are fast and seamless. It plans routes.', 'It plans routes.'],
    ['SPANISH', 'Es una plataforma revolucionaria, optimiza las rutas. Planifica los repartos.', 'Planifica los repartos.'],
    ['SPANISH', 'Optimiza las rutas de forma innovadora. Planifica los repartos.', 'Planifica los repartos.'],
    ['FRENCH', 'Notre outil est révolutionnaire. Il planifie les tournées.', 'Il planifie les tournées.'],
    ['GERMAN', 'Die Software ist innovativ und schnell. Sie plant Touren.', 'Sie plant Touren.'],
  ] as const)('drops the %s sentence it cannot keep whole without its hype: %j', (language, text, expected) => {
    const cleaned = cleanText(text, optionsFor(language));
    expect(cleaned).toBe(expected);
  });

  it.each([
    ['ENGLISH', 'Delivered best-in-class results at three carriers.', 'Delivered results at three carriers.'],
    ['ENGLISH', 'Syncs seamlessly with your CRM.', 'Syncs with your CRM.'],
    ['ENGLISH', 'PayFlow is a revolutionary, cutting-edge platform for invoices.', 'PayFlow is a platform for invoices.'],
    ['SPANISH', 'Es una plataforma innovadora que optimiza rutas.', 'Es una plataforma que optimiza rutas.'],
    ['SPANISH', 'Una herramienta revolucionaria e innovadora que organiza visitas.', 'Una herramienta que organiza visitas.'],
    ['FRENCH', 'Une solution innovante pour les cliniques.', 'Une solution pour les cliniques.'],
    ['GERMAN', 'Eine revolutionäre, bahnbrechende Kamerasoftware für die Linie.', 'Eine Kamerasoftware für die Linie.'],
  ] as const)('keeps the %s sentence whole when its hype was only a modifier: %j', (language, text, expected) => {
    const cleaned = cleanText(text, optionsFor(language));
    expect(cleaned).toBe(expected);
  });

  it.each([
    'Vereinfacht die Vor- und Nachbereitung von Besprechungen.',
    'Plant Ein- oder Ausfahrten sowie Lagerhaltung und -planung.',
    'Für Vertriebs-, Service- und Marketingteams.',
  ])('keeps the hyphen of a German compound left open before a conjunction: %j', (text) => {
    const cleaned = cleanText(text, optionsFor('GERMAN'));
    expect(cleaned).toBe(text);
  });

  it.each([
    ['ENGLISH', 'Spots defects on the production line before parts leave the plant', 'Spots defects on the production line'],
    ['ENGLISH', 'Matches bank lines to invoices so the close takes two days', 'Matches bank lines to invoices'],
    ['FRENCH', 'Un échange de 20 minutes avec notre responsable logistique', 'Un échange de 20 minutes'],
    ['SPANISH', 'Envía las horas de llegada por SMS a los clientes', 'Envía las horas de llegada'],
    ['GERMAN', 'Erkennt Oberflächenfehler direkt an der Linie in Echtzeit', 'Erkennt Oberflächenfehler direkt an der Linie'],
    ['GERMAN', 'Sagt Lastspitzen für Ihr gesamtes Netz zuverlässig voraus', undefined],
    ['ENGLISH', 'Predicts which transformers and lines are likely to fail and plans crews', undefined],
    ['ENGLISH', 'A short call to look at your last survey', undefined],
    ['ENGLISH', 'Gives teachers one place for lessons and homework', 'Gives teachers one place for lessons'],
  ] as const)('cuts a long %s clause before a conjunction or preposition: %j', (language, text, expected) => {
    const clause = firstClause(text, 6, language);
    expect(clause).toBe(expected);
  });

  it.each([
    ['Cuts fuel costs. Used by 300 carriers.', 'Cuts fuel costs'],
    ['Cuts fuel costs; trusted by fleets', 'Cuts fuel costs'],
    ['Matches bank lines to invoices, e.g. card payments, in seconds', 'Matches bank lines to invoices'],
    ['Wow!', undefined],
  ])('keeps the first clause of %j: %j', (text, expected) => {
    const clause = firstClause(text, 12);
    expect(clause).toBe(expected);
  });
});
