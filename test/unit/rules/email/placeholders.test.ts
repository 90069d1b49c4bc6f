import { describe, expect, it } from 'vitest';

import type { Language } from '../../../../shared/domain/campaign';
import { checkEmail, fillPlaceholders, LANGUAGE_CONVENTIONS } from '../../../../shared/rules/email';
import type { EmailCheckContext } from '../../../../shared/rules/email';

const FALLBACKS: readonly (readonly [Language, string, string])[] = [
  ['ENGLISH', 'Hi {{firstName}},', 'Hi there,'],
  ['ENGLISH', 'Hello {{firstName}},', 'Hi there,'],
  ['FRENCH', 'Bonjour {{firstName}},', 'Bonjour,'],
  ['FRENCH', 'Bonjour {{firstName}} !', 'Bonjour !'],
  ['GERMAN', 'Hallo {{firstName}},', 'Guten Tag,'],
  ['SPANISH', 'Hola {{firstName}},', 'Hola,'],
];

function emailWith(greeting: string, language: Language): string {
  const words = LANGUAGE_CONVENTIONS[language];
  return `<html><body><p>${greeting}</p><p>Body.</p><p>${words.closings[0] ?? ''}<br>Jane Doe</p></body></html>`;
}

describe('fillPlaceholders', () => {
  it('fills the first name, the link and the signature', () => {
    const template = '<p>Hi {{firstName}},</p><p><a href="{{link}}">here</a></p><p>{{signature}}</p>';
    const filled = fillPlaceholders(template, { firstName: 'Dana', link: 'https://acme.example', signature: 'Sam' });
    expect(filled).toBe('<p>Hi Dana,</p><p><a href="https://acme.example">here</a></p><p>Sam</p>');
  });

  it.each(FALLBACKS)(
    'greets a %s contact without a first name with the fallback: %j becomes %j',
    (language, greeting, expected) => {
      const html = emailWith(greeting, language);
      const filled = [undefined, '', '   '].map((firstName) => fillPlaceholders(html, { firstName }, language));
      for (const text of filled) {
        expect(text).toBe(emailWith(expected, language));
        expect(text).not.toMatch(/ ,|\{\{firstName\}\}/u);
      }
    },
  );

  it('falls back in a plain-text LinkedIn message too', () => {
    const message = 'Hola {{firstName}},\n\nVi que su equipo abrió una oficina. ¿Le interesa?';
    const filled = fillPlaceholders(message, {}, 'SPANISH');
    expect(filled).toBe('Hola,\n\nVi que su equipo abrió una oficina. ¿Le interesa?');
  });

  it.each([
    ['{{firstName}}, is this on your radar?', 'Is this on your radar?'],
    ['Would this help your team, {{firstName}}?', 'Would this help your team?'],
    ['Thanks for reading, {{firstName}}.', 'Thanks for reading.'],
  ])('leaves out the first name elsewhere without leaving its comma: %j', (text, expected) => {
    const filled = fillPlaceholders(text, { firstName: '' }, 'ENGLISH');
    expect(filled).toBe(expected);
  });

  it('keeps a placeholder it has no value for, other than the first name', () => {
    const filled = fillPlaceholders('<a href="{{link}}">x</a> {{signature}}', {}, 'ENGLISH');
    expect(filled).toBe('<a href="{{link}}">x</a> {{signature}}');
  });
});

describe('checkEmail, the greeting without a first name', () => {
  const contextFor = (language: Language, change: Partial<EmailCheckContext> = {}): EmailCheckContext => ({
    channel: 'EMAIL',
    language,
    senderName: 'Jane Doe',
    hasSignature: false,
    callToAction: { hasDescription: false, hasLink: false },
    footer: false,
    ...change,
  });
  const greetingCodes = (greeting: string, context: EmailCheckContext): string[] =>
    checkEmail({ subject: '', html: emailWith(greeting, context.language ?? 'ENGLISH') }, context)
      .violations.map((violation) => violation.code)
      .filter((code) => code === 'GREETING');

  it.each([
    ['Hi there,', 'ENGLISH'],
    ['Bonjour,', 'FRENCH'],
    ['Guten Tag,', 'GERMAN'],
    ['Hola,', 'SPANISH'],
  ] as const)('accepts %j as the greeting of a %s contact whose first name is unknown', (greeting, language) => {
    const codes = greetingCodes(greeting, contextFor(language));
    expect(codes).toEqual([]);
  });

  it('reports the fallback when the first name is known', () => {
    const codes = greetingCodes('Hi there,', contextFor('ENGLISH', { contactFirstName: 'Dana' }));
    expect(codes).toEqual(['GREETING']);
  });

  it('reports a greeting left without its name', () => {
    const codes = greetingCodes('Hi ,', contextFor('ENGLISH'));
    expect(codes).toEqual(['GREETING']);
  });

  it('accepts the fallback as the first line of a LinkedIn message', () => {
    const context = contextFor('GERMAN', { channel: 'LINKEDIN' });
    const result = checkEmail({ subject: '', html: 'Guten Tag,\n\nIch habe Ihr Profil gesehen. Wäre das interessant?' }, context);
    expect(result.violations).toEqual([]);
  });
});
