import { describe, expect, it } from 'vitest';

import { LANGUAGES } from '../../../../shared/domain/campaign';
import type { Language } from '../../../../shared/domain/campaign';
import {
  findCorporateSuffixes,
  findHardAsk,
  findHypeWords,
  findSecondPerson,
  findTrademarkSigns,
  HARD_ASK_WORDS,
  HYPE_WORDS,
  SECOND_PERSON_WORDS,
} from '../../../../shared/rules/email';

describe('HYPE_WORDS', () => {
  it('holds 40 English entries and a solid list for every other language', () => {
    const counts = Object.fromEntries(
      LANGUAGES.map((language) => [language, HYPE_WORDS.filter((entry) => entry.language === language).length]),
    );
    expect(counts.ENGLISH).toBeGreaterThanOrEqual(40);
    for (const language of LANGUAGES) expect(counts[language], language).toBeGreaterThanOrEqual(15);
  });

  it('gives every entry a reason and lists each word once', () => {
    const keys = HYPE_WORDS.map((entry) => `${entry.language}:${entry.word.toLowerCase()}`);
    const duplicates = keys.filter((key, index) => keys.indexOf(key) !== index);
    expect(duplicates).toEqual([]);
    for (const entry of HYPE_WORDS) expect(entry.reason, entry.word).toMatch(/^[A-Z].{10,}\.$/);
  });

  it('finds every listed word in its own language', () => {
    const missed = HYPE_WORDS.filter((entry) => findHypeWords(`Das ist ${entry.word} hier.`, entry.language).length === 0);
    expect(missed).toEqual([]);
  });

  it.each<[Language, string, string]>([
    ['ENGLISH', 'A Game Changer for sales.', 'Game Changer'],
    ['ENGLISH', 'It will skyrocketing your pipeline.', 'skyrocketing'],
    ['FRENCH', 'Une solution REVOLUTIONNAIRE et innovante.', 'REVOLUTIONNAIRE'],
    ['FRENCH', 'Un outil next-gen pour vous.', 'next-gen'],
    ['GERMAN', 'Eine bahnbrechende Lösung.', 'bahnbrechende'],
    ['SPANISH', 'Una herramienta innovadora.', 'innovadora'],
    ['SPANISH', 'Resultados increíbles.', 'increíbles'],
  ])('finds hype in a %s text: %s', (language, text, expected) => {
    const found = findHypeWords(text, language).map((match) => match.text);
    expect(found).toContain(expected);
  });

  it.each<[Language, string]>([
    ['ENGLISH', 'We help new teams grow, save time and get results.'],
    ['ENGLISH', 'Ultimately, the decision is yours.'],
    ['ENGLISH', 'Interactive now, disruption-free and simple to act on.'],
    ['FRENCH', 'Nous aidons votre équipe à gagner du temps.'],
    ['GERMAN', 'Wir helfen Ihrem Team, Zeit zu sparen.'],
    ['SPANISH', 'Ayudamos a tu equipo a ahorrar tiempo.'],
  ])('leaves ordinary %s business language alone: %s', (language, text) => {
    const found = findHypeWords(text, language).map((match) => match.text);
    expect(found).toEqual([]);
  });

  it.each(['help', 'grow', 'team', 'save', 'new', 'results'])('does not list the ordinary word "%s"', (word) => {
    const listed = HYPE_WORDS.some((entry) => entry.word.toLowerCase() === word);
    expect(listed).toBe(false);
  });
});

describe('findCorporateSuffixes', () => {
  it.each([
    ['We work with Acme Inc. on this.', 'Acme Inc.'],
    ['We work with Acme, LLC today.', 'Acme, LLC'],
    ['Siemens AG and Spotify AB', 'Siemens AG'],
    ['Nestlé S.A. in Vevey', 'Nestlé S.A.'],
    ['Philips N.V. is big.', 'Philips N.V.'],
    ['Die Muster GmbH & Co. KG', 'Muster GmbH & Co. KG'],
    ['Orange SA is French.', 'Orange SA'],
    ['acme ltd is small', 'acme ltd'],
    ['Tech Verein e.V. feiert', 'Verein e.V.'],
  ])('finds the suffix in "%s"', (text, expected) => {
    const found = findCorporateSuffixes(text, ['acme']).map((finding) => finding.text);
    expect(found).toContain(expected);
  });

  it.each([
    'Your AB test ran well.',
    'Seats are limited this year.',
    'Our team in Reno, NV grew.',
    'the sa and ag words in lowercase',
    'Inc is a word at the start.',
    'We talked about corporate incentives.',
    'Visit acme.co today.',
  ])('finds no suffix in "%s"', (text) => {
    const found = findCorporateSuffixes(text);
    expect(found).toEqual([]);
  });
});

describe('findTrademarkSigns', () => {
  it('finds the signs and their bracketed forms', () => {
    const found = findTrademarkSigns('Acme™ Beta® Gamma℠ © Delta(TM) Eps (tm) Zeta(R) Eta (C) (SM)').map(
      (finding) => finding.text,
    );
    expect(found).toEqual(['™', '®', '℠', '©', '(TM)', '(tm)', '(R)', '(C)', '(SM)']);
  });

  it('leaves lowercase list markers alone', () => {
    expect(findTrademarkSigns('options (a), (b), (c) and (r)')).toEqual([]);
  });
});

describe('word lists', () => {
  it.each<[Language, string, string | undefined]>([
    ['ENGLISH', "Is it time you're hiring?", "you're"],
    ['ENGLISH', 'A note on hiring.', undefined],
    ['FRENCH', 'Votre équipe grandit.', 'Votre'],
    ['GERMAN', 'Wächst Ihr Team?', 'Ihr'],
    ['GERMAN', 'Wie viele sind es? Sie wissen es.', 'Sie'],
    ['GERMAN', 'Wann kommt sie an?', undefined],
    ['SPANISH', '¿Tú también lo ves?', 'Tú'],
  ])('finds the second person in a %s subject: %s', (language, text, expected) => {
    expect(findSecondPerson(text, language)).toBe(expected);
  });

  it.each<[Language, string, string | undefined]>([
    ['ENGLISH', 'Could we book 15 minutes?', 'book'],
    ['ENGLISH', 'Free at 3pm?', '3pm'],
    ['ENGLISH', 'Open to a 20-minute chat?', '20-minute'],
    ['ENGLISH', 'Would this be useful?', undefined],
    ['FRENCH', 'Un rendez-vous jeudi ?', 'rendez-vous'],
    ['FRENCH', 'Une démo vous tente ?', 'démo'],
    ['GERMAN', 'Passt ein Telefonat am Montag?', 'Telefonat'],
    ['GERMAN', 'Hätten Sie Zeit für eine Demo?', 'Demo'],
    ['SPANISH', '¿Agendamos una reunión el miércoles?', 'reunión'],
    ['SPANISH', '¿Te interesa?', undefined],
  ])('finds the hard ask in a %s call to action: %s', (language, text, expected) => {
    expect(findHardAsk(text, language)).toBe(expected);
  });

  it('has second-person and hard-ask words for every language', () => {
    for (const language of LANGUAGES) {
      expect(SECOND_PERSON_WORDS[language].length, language).toBeGreaterThan(3);
      expect(HARD_ASK_WORDS[language].length, language).toBeGreaterThan(10);
    }
  });
});
