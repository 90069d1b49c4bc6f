import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  checkEmail,
  countWords,
  EMAIL_RULE_CODES,
  parseEmailHtml,
  splitSentences,
  toPlainText,
} from '../../../../shared/rules/email';
import type { EmailCheckContext, EmailCheckResult } from '../../../../shared/rules/email';

const EMAIL: EmailCheckContext = {
  channel: 'EMAIL',
  senderName: 'Jane Doe',
  hasSignature: false,
  callToAction: { hasDescription: false, hasLink: false },
};
const LINKEDIN: EmailCheckContext = { ...EMAIL, channel: 'LINKEDIN' };

function expectWellFormed(result: EmailCheckResult): void {
  expect(result.ok).toBe(result.violations.length === 0);
  for (const violation of result.violations) {
    expect(EMAIL_RULE_CODES).toContain(violation.code);
    expect(violation.message.trim()).not.toBe('');
    expect(['subject', 'body']).toContain(violation.where.part);
  }
  for (const value of Object.values(result.stats)) expect(Number.isInteger(value) && value >= 0).toBe(true);
}

// 1 MB inputs take a few seconds on a busy machine; a checker that backtracks on them takes minutes
describe('checkEmail on garbage', { timeout: 60_000 }, () => {
  it.each([
    ['an empty string', ''],
    ['a lone <div>', '<div>'],
    ['unclosed tags', '<html><body><p>Hi <b><a href="{{link}}'],
    ['an unclosed attribute quote', '<html><body><p title="oops>Hi</p></body></html>'],
    ['stray closing tags', '</p></body></html></b>'],
    ['a comment that never ends', '<html><!-- <body><p>Hi</p>'],
    ['plain text', 'Hello there, no markup at all'],
    ['entities only', '&amp;&#0;&#x110000;&bogus;&'],
    ['nested containers', '<html><html><body><body><p><p></p></p></body></body></html></html>'],
  ])('reports violations without throwing for %s', (_name, html) => {
    const result = checkEmail({ subject: '', html }, EMAIL);
    expect(result.ok).toBe(false);
    expect(result.violations.length).toBeGreaterThan(0);
    expectWellFormed(result);
  });

  it('reports a missing container for an empty body', () => {
    const codes = checkEmail({ subject: '', html: '' }, EMAIL).violations.map((violation) => violation.code);
    expect(codes).toEqual(
      expect.arrayContaining(['HTML_CONTAINER', 'SECTION_COUNT', 'GREETING', 'CTA_MISSING', 'SUBJECT_MISSING']),
    );
  });

  it('checks 1 MB of text and keeps the list of violations short', () => {
    const html = `<html><body><p>${'Revolutionary — Acme Inc.™ {{x}} <div> 3.5 e.g. www.x.io/a '.repeat(20_000)}</p></body></html>`;
    const result = checkEmail({ subject: html, html }, EMAIL);
    expect(html.length).toBeGreaterThan(1_000_000);
    expectWellFormed(result);
    expect(result.violations.length).toBeLessThan(EMAIL_RULE_CODES.length * 50);
    expect(result.violations.map((violation) => violation.code)).toEqual(
      expect.arrayContaining(['HTML_CONTAINER', 'WORD_LIMIT', 'HYPE_WORD', 'DASH', 'CORPORATE_SUFFIX', 'TRADEMARK_SIGN']),
    );
  });

  it('reads 1 MB of "<" and quotes in linear time', () => {
    const inputs = ['<a '.repeat(350_000), '<p x="'.repeat(200_000), `${'&#'.repeat(300_000)}`, '{{'.repeat(500_000)];
    const results = inputs.map((html) => checkEmail({ subject: html.slice(0, 1000), html }, LINKEDIN));
    for (const result of results) {
      expectWellFormed(result);
      expect(result.ok).toBe(false);
    }
  });

  it('never throws and always answers well-formed results, for any string', () => {
    const piece = fc.oneof(
      fc.string(),
      fc.constantFrom(
        '<p>',
        '</p>',
        '<br>',
        '<a href="{{link}}">',
        '</a>',
        '<html>',
        '<body>',
        '</body>',
        '</html>',
        '<b>',
        '{{',
        '}}',
      ),
      fc.constantFrom('{{firstName}}', '{{signature}}', '&nbsp;', '&#x2014;', '?', '. ', '…', '\n', 'Inc.', '—', 'P.S. '),
    );
    const html = fc.array(piece, { maxLength: 40 }).map((pieces) => pieces.join(''));
    fc.assert(
      fc.property(html, fc.string(), fc.boolean(), (body, subject, linkedIn) => {
        const result = checkEmail({ subject, html: body }, linkedIn ? LINKEDIN : EMAIL);
        expectWellFormed(result);
        expect(() => toPlainText(body)).not.toThrow();
      }),
      { numRuns: 300 },
    );
  });

  it('splits, counts and parses any string without throwing', () => {
    const occurrences = (text: string, pattern: RegExp): number => text.match(pattern)?.length ?? 0;
    const placeholder = /\{\{[^{}]{0,100}\}\}/;
    fc.assert(
      fc.property(fc.string(), (text) => {
        const sentences = splitSentences(text, 'GERMAN');
        for (const sentence of sentences) expect(text).toContain(sentence);

        // a whole number of words: at least one when the text has a Latin letter, a digit or a
        // placeholder (which stands for a word); none without any letter, digit or placeholder;
        // never more than the text has characters
        const words = countWords(text, 'FRENCH');
        const least = /[a-z0-9]/i.test(text) || placeholder.test(text) ? 1 : 0;
        const most = /[\p{L}\p{N}]/u.test(text) || placeholder.test(text) ? text.length : 0;
        expect(Number.isInteger(words)).toBe(true);
        expect(words).toBeGreaterThanOrEqual(least);
        expect(words).toBeLessThanOrEqual(most);

        // no paragraph without a <p> or </p> tag for it, no container without its start tag
        const parsed = parseEmailHtml(text);
        expect(parsed.paragraphs.length).toBeLessThanOrEqual(occurrences(text, /<\/?p/gi));
        expect(parsed.container.html).toBeLessThanOrEqual(occurrences(text, /<html/gi));
        expect(parsed.container.body).toBeLessThanOrEqual(occurrences(text, /<body/gi));
      }),
      { numRuns: 300 },
    );
  });

  it('answers a result when a caller passes no strings at all', () => {
    const draft = JSON.parse('{}') as { subject: string; html: string };
    const result = checkEmail(draft, EMAIL);
    expectWellFormed(result);
    expect(result.ok).toBe(false);
  });
});
