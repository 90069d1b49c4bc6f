import type { Language } from '../../domain/campaign';
import { LANGUAGE_CONVENTIONS } from './language';

/**
 * The placeholders a written email may hold, filled in when the email is sent. This is the one
 * place they are defined; docs/writing.md describes them for people.
 *
 * - `{{firstName}}`: the receiver's first name. The greeting is made of it; for a receiver whose
 *   first name is unknown the greeting falls back to the language's greeting without a name
 *   ('Hi there,', 'Bonjour,', 'Guten Tag,', 'Hola,').
 * - `{{link}}`: the call to action's link. Allowed only as the `href` of an anchor
 *   (`<a href="{{link}}">...</a>`), and only when the call to action has a link and the generator
 *   version writes links.
 * - `{{signature}}`: the sender's signature (HTML). When the sender has one, the closing paragraph
 *   is this placeholder alone; otherwise it must not appear.
 */
export const PLACEHOLDERS = {
  firstName: '{{firstName}}',
  link: '{{link}}',
  signature: '{{signature}}',
} as const;

type PlaceholderName = keyof typeof PLACEHOLDERS;

/** Matches any `{{name}}` placeholder, known or not. */
export const PLACEHOLDER_PATTERN = /\{\{\s*([A-Za-z][\w.]*)\s*\}\}/g;

/** True when `name` is one of {@link PLACEHOLDERS}. */
export function isKnownPlaceholder(name: string): name is PlaceholderName {
  return Object.hasOwn(PLACEHOLDERS, name);
}

/** Values that replace the placeholders when an email is sent. */
export interface PlaceholderValues {
  readonly firstName?: string;
  readonly link?: string;
  readonly signature?: string;
}

const FIRST_NAME = String.raw`\{\{\s*firstName\s*\}\}`;

/** `{{firstName}}` taken out of a text when the first name is unknown, in the greeting and anywhere else. */
function withoutFirstName(template: string, language: Language): string {
  const conventions = Object.values(LANGUAGE_CONVENTIONS);
  // the greeting: a word and the placeholder opening a line or paragraph, before "," or "!"
  const greeting = new RegExp(String.raw`(^|>|\n)([ \t]*)(\p{L}+)[ \t]+${FIRST_NAME}(?=[ \t\u00a0]*[,!][ \t]*(?:<|\n|$))`, 'gu');
  return (
    template
      .replace(greeting, (_whole, start: string, space: string, word: string) => {
        // the greeting word's own language, so that "Hola {{firstName}}," stays Spanish
        const own = LANGUAGE_CONVENTIONS[language].greetings.includes(word)
          ? LANGUAGE_CONVENTIONS[language]
          : (conventions.find((of) => of.greetings.includes(word)) ?? LANGUAGE_CONVENTIONS[language]);
        return `${start}${space}${own.greetingWithoutName}`;
      })
      // "{{firstName}}, is this…" → "Is this…"
      .replace(
        new RegExp(String.raw`(^|[>\n.!?¿¡][ \t]*)${FIRST_NAME}[ \t]*,[ \t]*(\p{L})`, 'gu'),
        (_whole, start: string, letter: string) => `${start}${letter.toLocaleUpperCase()}`,
      )
      // "…your team, {{firstName}}?" → "…your team?"
      .replace(new RegExp(String.raw`[ \t]*,[ \t]*${FIRST_NAME}`, 'gu'), '')
      .replace(new RegExp(String.raw`[ \t]+${FIRST_NAME}(?=[ \t])|[ \t]*${FIRST_NAME}`, 'gu'), '')
  );
}

/**
 * Replaces the known placeholders with their values; a placeholder without a value stays as it is,
 * except `{{firstName}}`: without a first name (missing or blank) the greeting becomes the
 * greeting without a name of `language` ('Hi there,', never 'Hi ,'), and the placeholder goes
 * elsewhere with the comma that set it off. Values are inserted as given: escape them for HTML
 * before calling when the target is HTML.
 */
export function fillPlaceholders(template: string, values: PlaceholderValues, language: Language = 'ENGLISH'): string {
  const firstName = values.firstName?.trim();
  const named = firstName ? template : withoutFirstName(template, language);
  return named.replace(PLACEHOLDER_PATTERN, (whole, name: string) => {
    if (!isKnownPlaceholder(name)) return whole;
    const value = name === 'firstName' ? firstName : values[name];
    return value ?? whole;
  });
}
