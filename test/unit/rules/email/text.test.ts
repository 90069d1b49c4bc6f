import { describe, expect, it } from 'vitest';

import type { Language } from '../../../../shared/domain/campaign';
import { countWords, foldForMatch, isQuestion, sentenceSpans, splitSentences } from '../../../../shared/rules/email';
import { EXCERPT_MAX, escapeRegExp, excerptOf } from '../../../../shared/rules/email/text';

describe('splitSentences', () => {
  it.each<[Language, string, string[]]>([
    ['ENGLISH', 'We met Dr. Lee and Mr. Park. They liked it.', ['We met Dr. Lee and Mr. Park.', 'They liked it.']],
    [
      'ENGLISH',
      'Tools, e.g. Salesforce, i.e. a CRM, vs. spreadsheets. Fine.',
      ['Tools, e.g. Salesforce, i.e. a CRM, vs. spreadsheets.', 'Fine.'],
    ],
    ['ENGLISH', 'Ask Ms. Cho or Mrs. Diaz at Acme Inc. about it.', ['Ask Ms. Cho or Mrs. Diaz at Acme Inc. about it.']],
    ['ENGLISH', 'We sell to banks, insurers, etc. Would that fit?', ['We sell to banks, insurers, etc.', 'Would that fit?']],
    ['ENGLISH', 'Ask J. Smith about it. He knows.', ['Ask J. Smith about it.', 'He knows.']],
    ['ENGLISH', 'Conversion rose 3.5 times to 1,000 replies. Nice.', ['Conversion rose 3.5 times to 1,000 replies.', 'Nice.']],
    [
      'ENGLISH',
      'See acme.com and https://x.io/a.b for more. Then reply.',
      ['See acme.com and https://x.io/a.b for more.', 'Then reply.'],
    ],
    ['ENGLISH', 'I read it on acme.com. Great post.', ['I read it on acme.com.', 'Great post.']],
    ['ENGLISH', 'I was thinking… maybe not. Or maybe... Yes!', ['I was thinking… maybe not.', 'Or maybe...', 'Yes!']],
    ['ENGLISH', 'He said "it works." Then he left.', ['He said "it works."', 'Then he left.']],
    ['ENGLISH', 'Worth a look (for your team?) Maybe.', ['Worth a look (for your team?)', 'Maybe.']],
    ['ENGLISH', 'Really?! Yes.', ['Really?!', 'Yes.']],
    [
      'ENGLISH',
      "P.S. If this isn't a priority, just reply 'no thanks'.",
      ["P.S. If this isn't a priority, just reply 'no thanks'."],
    ],
    ['ENGLISH', 'First line\nSecond line', ['First line', 'Second line']],
    ['ENGLISH', 'A sentence broken\nacross two lines.', ['A sentence broken\nacross two lines.']],
    ['FRENCH', 'Vraiment ? Oui ! Très bien.', ['Vraiment ?', 'Oui !', 'Très bien.']],
    [
      'FRENCH',
      'M. Dupont et Mme Leroy, p. ex. chez Acme, cf. le rapport. Merci.',
      ['M. Dupont et Mme Leroy, p. ex. chez Acme, cf. le rapport.', 'Merci.'],
    ],
    ['FRENCH', 'Il a dit « Vraiment ? » Puis il est parti.', ['Il a dit « Vraiment ? »', 'Puis il est parti.']],
    ['FRENCH', 'Les ventes, le marketing, etc. sont concernés.', ['Les ventes, le marketing, etc. sont concernés.']],
    [
      'GERMAN',
      'Tools wie z. B. Salesforce bzw. HubSpot, d. h. ein CRM. Gut.',
      ['Tools wie z. B. Salesforce bzw. HubSpot, d. h. ein CRM.', 'Gut.'],
    ],
    [
      'GERMAN',
      'Am 3. Mai sprach Dr. Müller mit Nr. 5 der Liste. Danach nicht mehr.',
      ['Am 3. Mai sprach Dr. Müller mit Nr. 5 der Liste.', 'Danach nicht mehr.'],
    ],
    [
      'GERMAN',
      'Es kostet ca. 1.000 Euro, z.B. pro Monat u. a. für Lizenzen. Passt das?',
      ['Es kostet ca. 1.000 Euro, z.B. pro Monat u. a. für Lizenzen.', 'Passt das?'],
    ],
    ['SPANISH', 'Hola. ¿Te interesa? ¡Genial!', ['Hola.', '¿Te interesa?', '¡Genial!']],
    [
      'SPANISH',
      'La Sra. García y el Dr. Ruiz, p. ej. aprox. 3.000 euros. Vale.',
      ['La Sra. García y el Dr. Ruiz, p. ej. aprox. 3.000 euros.', 'Vale.'],
    ],
    ['SPANISH', 'Si te parece bien, ¿hablamos?', ['Si te parece bien, ¿hablamos?']],
  ])('splits a %s text: %s', (language, text, expected) => {
    const sentences = splitSentences(text, language);
    expect(sentences).toEqual(expected);
  });

  it('gives no sentence for empty text or punctuation alone', () => {
    expect(splitSentences('', 'ENGLISH')).toEqual([]);
    expect(splitSentences('  ... ?! ', 'ENGLISH')).toEqual([]);
  });

  it('gives offsets that point back into the text', () => {
    const text = '  One here.  Two there?';
    const spans = sentenceSpans(text, 'ENGLISH');
    expect(spans.map((span) => text.slice(span.start, span.end))).toEqual(['One here.', 'Two there?']);
  });

  it('reads English abbreviations in every language', () => {
    const sentences = splitSentences('Wir kennen Dr. Lee, e.g. aus Berlin. Gut.', 'GERMAN');
    expect(sentences).toHaveLength(2);
  });
});

describe('isQuestion', () => {
  it.each([
    ['Worth a look?', true],
    ['Vraiment ?', true],
    ['¿Te interesa?', true],
    ['Is it for you?"', true],
    ['Really?!', true],
    ['It is.', false],
    ['What?! No. Fine', false],
  ])('says %s is a question: %s', (sentence, expected) => {
    expect(isQuestion(sentence)).toBe(expected);
  });
});

describe('countWords', () => {
  it.each<[Language, string, number]>([
    ['ENGLISH', 'Hi {{firstName}},', 2],
    ['ENGLISH', 'It costs 3.5 times less, about 1,000 dollars.', 8],
    ['ENGLISH', "Don't miss acme.com today.", 4],
    ['ENGLISH', 'A follow-up email', 4],
    ['ENGLISH', '  ', 0],
    ['ENGLISH', '{{unknown thing}} counts once', 3],
    ['FRENCH', "Bonjour {{firstName}}, j'ai vu l'annonce d'Acme.", 6],
    ['GERMAN', 'Hallo {{firstName}}, Ihr Team wächst um 1.000 Kunden.', 8],
    ['SPANISH', '¿Te parece que valdría la pena?', 6],
  ])('counts a %s text: %s', (language, text, expected) => {
    const words = countWords(text, language);
    expect(words).toBe(expected);
  });
});

describe('foldForMatch', () => {
  it('lowercases, drops accents and keeps the length', () => {
    const text = 'RÉVOLUTIONNAIRE Über Mañana it’s 👍';
    const folded = foldForMatch(text);
    expect(folded).toBe("revolutionnaire uber manana it's 👍");
    expect(folded).toHaveLength(text.length);
  });
});

describe('excerptOf', () => {
  it('puts a text on one line and keeps it whole while it fits', () => {
    expect(excerptOf('  Hi Dana,\n\n  quick   question ')).toBe('Hi Dana, quick question');
    expect(excerptOf('x'.repeat(EXCERPT_MAX))).toBe('x'.repeat(EXCERPT_MAX));
  });

  it('cuts a longer text to the most characters an excerpt holds, ending with an ellipsis', () => {
    const cut = excerptOf(`${'x'.repeat(EXCERPT_MAX)}y`);

    expect(cut).toHaveLength(EXCERPT_MAX);
    expect(cut).toBe(`${'x'.repeat(EXCERPT_MAX - 1)}…`);
  });
});

describe('escapeRegExp', () => {
  it('matches the text itself, characters of regular expressions included', () => {
    const text = 'a.b*c+d?(e)[f]{g}|h^i$j\\k/l';

    expect(new RegExp(`^${escapeRegExp(text)}$`, 'u').test(text)).toBe(true);
    expect(new RegExp(escapeRegExp('a.b'), 'u').test('axb')).toBe(false);
  });
});
