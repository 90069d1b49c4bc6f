import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

import { writeOffline } from '../../../functions/core/writing/offline';
import {
  countSyllables,
  emailReadingText,
  fleschKincaidGrade,
  median,
  readingCounts,
} from '../../../functions/core/writing/readability';
import type { WriterInputDraft } from '../../../functions/core/writing/writer';
import { WriterInputSchema } from '../../../functions/core/writing/writer';

const ENGLISH_SET = JSON.parse(
  readFileSync(new URL('../../fixtures/writer/sets/english-readability.json', import.meta.url), 'utf8'),
) as { inputs: WriterInputDraft[] };

describe('countSyllables', () => {
  it.each([
    ['cat', 1],
    ['the', 1],
    ['team', 1],
    ['your', 1],
    ['make', 1],
    ['makes', 1],
    ['jumped', 1],
    ['played', 1],
    ['table', 2],
    ['people', 2],
    ['wanted', 2],
    ['needed', 2],
    ['boxes', 2],
    ['pages', 2],
    ['email', 2],
    ['finance', 2],
    ['invoices', 3],
    ['beautiful', 3],
    ['companies', 3],
    ['comprehensive', 4],
    ['understanding', 4],
    ['documentation', 5],
    ['organizational', 6],
  ] as const)('counts %s as %i', (word, expected) => {
    const syllables = countSyllables(word);
    expect(syllables).toBe(expected);
  });
});

describe('fleschKincaidGrade', () => {
  it.each([
    // 6 words, 6 syllables, 1 sentence: 0.39 × 6 + 11.8 × 1 − 15.59
    ['The cat sat on the mat.', { sentences: 1, words: 6, syllables: 6 }, -1.45],
    // 10 words, 10 syllables, 2 sentences
    ['We help teams plan routes. Would a short chat help?', { sentences: 2, words: 10, syllables: 10 }, -1.84],
    // 14 words, 21 syllables, 1 sentence
    [
      'Our tool matches invoices to payments, so your finance team closes the month faster.',
      { sentences: 1, words: 14, syllables: 21 },
      7.57,
    ],
    // 5 words, 23 syllables, 1 sentence
    ['Comprehensive documentation facilitates organizational understanding.', { sentences: 1, words: 5, syllables: 23 }, 40.64],
  ] as const)('grades %j at the formula value for its counts', (text, counts, grade) => {
    const measured = readingCounts(text);
    const result = fleschKincaidGrade(text);
    expect(measured).toEqual(counts);
    expect(result).toBeCloseTo(grade, 2);
  });

  it('grades a text without words at 0', () => {
    const grade = fleschKincaidGrade('  …  ');
    expect(grade).toBe(0);
  });
});

describe('emailReadingText', () => {
  it('keeps the hook, body and call to action, not the greeting, closing or P.S.', () => {
    const html = [
      '<html><body>',
      '<p>Hi {{firstName}},</p>',
      '<p>I saw your post.</p>',
      '<p>We plan routes.</p>',
      '<p>Would this help?</p>',
      '<p>Best,<br>Sam Carter</p>',
      "<p>P.S. If this isn't a priority, just reply 'no thanks' and I won't follow up.</p>",
      '</body></html>',
    ].join('');
    const text = emailReadingText(html);
    expect(text).toBe('I saw your post.\n\nWe plan routes.\n\nWould this help?');
  });

  it('leaves out a signature closing too', () => {
    const html =
      '<html><body><p>Hi {{firstName}},</p><p>We plan routes.</p><p>Would this help?</p><p>{{signature}}</p></body></html>';
    const text = emailReadingText(html);
    expect(text).toBe('We plan routes.\n\nWould this help?');
  });
});

describe('median', () => {
  it.each([
    [[3, 1, 2], 2],
    [[4, 1, 3, 2], 2.5],
    [[7], 7],
  ] as const)('finds the median of %j', (values, expected) => {
    const result = median(values);
    expect(result).toBe(expected);
  });
});

describe('the offline writer in English', () => {
  it('writes emails with a median Flesch–Kincaid grade of 6 or below over 32 varied inputs', () => {
    const inputs = ENGLISH_SET.inputs.map((input) => WriterInputSchema.parse(input));
    const grades = inputs.map((input) => fleschKincaidGrade(emailReadingText(writeOffline(input).html)));
    expect(inputs.length).toBeGreaterThanOrEqual(30);
    expect(median(grades)).toBeLessThanOrEqual(6);
  });
});
