import type { Language } from '../../../../shared/domain';
import { findCorporateSuffixes } from '../../../../shared/rules/email/corporate-suffixes';
import { countWords, escapeRegExp, splitSentences } from '../../../../shared/rules/email/text';
import { plainUserText } from '../plain-text';

/**
 * Cleaning of the user's free text (company, product, call to action, contact fields) before the
 * offline writer quotes it: Markdown and emoji go, the writing rules forbid dashes, hype words,
 * corporate suffixes and trademark marks, and a quoted fragment must stay one clause so the
 * sentence counts hold.
 */

/** A span of a text, as the checker's word finders answer. */
export interface TextSpan {
  readonly start: number;
  readonly end: number;
}

/** Options of {@link cleanText}. */
export interface CleanOptions {
  /** The word that replaces a dash between two numbers (10–20 → 10 to 20). */
  readonly rangeWord: string;
  /** The hype words of a text (the checker's own finder, so that both read a word the same way). */
  readonly findHype: (text: string) => readonly TextSpan[];
  /** Intensifiers that go with a dropped hype word (the most, très, sehr, muy). */
  readonly intensifiers?: readonly string[];
  /** Conjunctions that go with a dropped hype word between two others (and, et, und, y). */
  readonly conjunctions?: readonly string[];
  /** Company names the text may mention, so that a legal form after any of them goes too. */
  readonly companyNames?: readonly string[];
  /** English: 'a' and 'an' follow the word that comes after a dropped one ("an innovative tool" → "a tool"). */
  readonly englishArticles?: boolean;
}

// Legal forms, matched with their exact casing so that ordinary words (as, se, co) stay.
const SUFFIX_FORMS = [
  'Inc',
  'INC',
  'Incorporated',
  'LLC',
  'L\\.L\\.C',
  'LLP',
  'Ltd',
  'LTD',
  'Limited',
  'Pty',
  'PLC',
  'Plc',
  'Corp',
  'CORP',
  'Corporation',
  'Co',
  'GmbH',
  'gGmbH',
  'GMBH',
  'AG',
  'KGaA',
  'KG',
  'OHG',
  'UG',
  'e\\.\\s?K',
  'SE',
  'SARL',
  'S\\.\\s?[aà]\\s?r\\.\\s?l',
  'SASU',
  'SAS',
  'S\\.A\\.S',
  'EURL',
  'SA',
  'S\\.\\s?A',
  'SAU',
  'S\\.A\\.U',
  'SL',
  'S\\.\\s?L',
  'SLU',
  'S\\.L\\.U',
  'S\\.p\\.A',
  'SpA',
  'S\\.r\\.l',
  'Srl',
  'BV',
  'B\\.V',
  'NV',
  'N\\.V',
  'Oy',
  'AB',
  'ApS',
  'A/S',
] as const;
const SUFFIX = `(?:${SUFFIX_FORMS.join('|')})\\.?`;
const END = String.raw`(?=$|[\s,;:)!?])`;
// A suffix after a capitalised word (or a digit, as in 3M), optionally behind a comma.
const SUFFIX_IN_TEXT = new RegExp(String.raw`(?<=[\p{Lu}\p{N}][\p{L}\p{N}&'’.]*)\s*,?\s+(?:&\s+)?${SUFFIX}${END}`, 'gu');
// Trailing legal forms of a name, several in a row as in "GmbH & Co. KG".
const SUFFIXES_AT_END = new RegExp(String.raw`(?:\s*(?:,|&|\+|\band\b)?\s+${SUFFIX})+\s*$`, 'u');

const TRADEMARKS = /[™®℠©]|\((?:TM|SM|R|C)\)/giu;
const TAGS = /<[^>]*>/gu;
const PLACEHOLDER_LIKE = /\{\{[^}]*\}\}|[{}]/gu;
const URLS = /\b(?:https?:\/\/|www\.)\S+/giu;
const EMAIL_ADDRESSES = /\S+@\S+\.\S+/gu;
const DOMAINS =
  /\b[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.(?:com|io|ai|net|org|co|app|dev|de|fr|es|eu|uk|us|be|ch|at|nl|it)\b(?:\/\S*)?/giu;
// Dashes other than the ASCII hyphen: every Unicode dash punctuation and the minus sign.
const DASH_CHAR = String.raw`[\p{Pd}\u2212]`;
const RANGE = new RegExp(String.raw`(\d)\s*(?:${DASH_CHAR}|--)\s*(?=\d)`, 'gu');
const HYPHEN_IN_WORD = /(?<=[\p{L}\p{N}])[\u2010\u2011](?=[\p{L}\p{N}])/gu;
const OTHER_DASH = /\s*[\p{Pd}\u2212]{2,}\s*|\s*(?:(?!-)[\p{Pd}\u2212])\s*|\s+-+\s*|\s*-+\s+|^-+/gu;
const HYPE_MARK = '\u0000';

/** Escapes text for HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/&/gu, '&amp;').replace(/</gu, '&lt;').replace(/>/gu, '&gt;').replace(/"/gu, '&quot;');
}

/** Collapses spaces and the punctuation left behind by removals. */
export function tidy(text: string): string {
  return text
    .replace(/\s+/gu, ' ')
    .replace(/\(\s*\)/gu, '')
    .replace(/\s+([,.;:!?)])/gu, '$1')
    .replace(/([,;:])(?:\s*[,;:])+/gu, '$1')
    .replace(/[,;:]\s*([.!?])/gu, '$1')
    .replace(/^[\s,;:.]+/u, '')
    .replace(/[\s,;:]+$/u, '')
    .trim();
}

/** Removes legal forms (Inc, GmbH, S.L., …) written after a company name inside a text. */
export function stripCorporateSuffixes(text: string, companyNames: readonly string[] = []): string {
  const keepStop = (match: string, rest: string): string => {
    // The suffix's dot may also end the sentence: keep a full stop when a new sentence follows.
    if (!match.endsWith('.')) return '';
    const next = rest.trimStart();
    return next === '' || /^\p{Lu}/u.test(next) ? '.' : '';
  };
  let stripped = text.replace(SUFFIX_IN_TEXT, (match, offset: number, whole: string) =>
    keepStop(match, whole.slice(offset + match.length)),
  );
  // Then whatever the checker still reads as a suffix (its list is the rule).
  for (const finding of findCorporateSuffixes(stripped, companyNames).reverse()) {
    let start = finding.end - finding.mark.length;
    while (start > 0 && /[\s,]/u.test(stripped.charAt(start - 1))) start -= 1;
    const rest = stripped.slice(finding.end);
    stripped = `${stripped.slice(0, start)}${keepStop(finding.mark, rest)}${rest}`;
  }
  return stripped;
}

/** A company or product name without legal forms, marks or dashes ("Acme Corp." → "Acme"). */
export function cleanName(name: string): string {
  const plain = plainUserText(name)
    .replace(TAGS, ' ')
    .replace(PLACEHOLDER_LIKE, ' ')
    .replace(TRADEMARKS, '')
    .replace(HYPHEN_IN_WORD, '-')
    .replace(OTHER_DASH, ' ');
  return tidy(stripCorporateSuffixes(tidy(plain).replace(SUFFIXES_AT_END, '')).replace(/\.$/u, ''));
}

/** A job title or industry: a name, also without hype words ("Growth Ninja" keeps "Growth"). */
export function cleanLabel(label: string, options: CleanOptions): string {
  return tidy(dropHype(cleanName(label), options));
}

function wordPattern(words: readonly string[]): string {
  return words
    .map((word) => escapeRegExp(word.trim()))
    .filter((word) => word.length > 0)
    .sort((a, b) => b.length - a.length)
    .join('|');
}

/**
 * Drops hype words and phrases, with the intensifier before them and the comma or conjunction that
 * tied them to another dropped word ("a revolutionary, seamless platform" → "a platform").
 */
export function dropHype(text: string, options: CleanOptions): string {
  const spans = [...options.findHype(text)].sort((a, b) => b.start - a.start);
  if (spans.length === 0) return text;
  let marked = text;
  for (const span of spans) marked = `${marked.slice(0, span.start)}${HYPE_MARK}${marked.slice(span.end)}`;
  const boundaryBefore = String.raw`(?<![\p{L}\p{N}])`;
  const boundaryAfter = String.raw`(?![\p{L}\p{N}])`;
  const intensifiers = wordPattern(options.intensifiers ?? []);
  if (intensifiers !== '') {
    marked = marked.replace(new RegExp(`${boundaryBefore}(?:${intensifiers})\\s+${HYPE_MARK}`, 'giu'), HYPE_MARK);
  }
  const conjunctions = wordPattern(options.conjunctions ?? []);
  const link = conjunctions === '' ? ',' : `(?:,|(?:,\\s*)?(?:${conjunctions})${boundaryAfter})`;
  // Two dropped words joined by a comma or conjunction become one mark; then a mark loses its comma.
  const joined = new RegExp(`${HYPE_MARK}\\s*${link}\\s*${HYPE_MARK}`, 'giu');
  for (let previous = ''; previous !== marked;) {
    previous = marked;
    marked = marked.replace(joined, HYPE_MARK);
  }
  marked = marked
    .replace(new RegExp(`${HYPE_MARK}\\s*,`, 'gu'), HYPE_MARK)
    .replace(new RegExp(`,\\s*${HYPE_MARK}`, 'gu'), HYPE_MARK);
  if (options.englishArticles) {
    const article = new RegExp(`${boundaryBefore}([Aa])n?\\s*${HYPE_MARK}\\s*(?=([\\p{L}\\p{N}]+))`, 'gu');
    marked = marked.replace(article, (_match, a: string, next: string) => `${a}${startsWithVowelSound(next) ? 'n' : ''} `);
  }
  return tidy(marked.replace(new RegExp(`\\s*${HYPE_MARK}\\s*`, 'gu'), ' '));
}

function startsWithVowelSound(word: string): boolean {
  return /^[aeiou]/iu.test(word) && !/^(?:uni|use|usu|one|eu)/iu.test(word);
}

/** Replaces dashes: between numbers by the language's range word, elsewhere by a comma. */
export function replaceDashes(text: string, rangeWord: string): string {
  return text.replace(RANGE, `$1 ${rangeWord} `).replace(HYPHEN_IN_WORD, '-').replace(OTHER_DASH, ', ');
}

/** All of the cleaning at once: Markdown, emoji, tags, placeholders, links, marks, legal forms, dashes and hype. */
export function cleanText(text: string, options: CleanOptions): string {
  const plain = plainUserText(text)
    .replace(TAGS, ' ')
    .replace(PLACEHOLDER_LIKE, ' ')
    .replace(URLS, ' ')
    .replace(EMAIL_ADDRESSES, ' ')
    .replace(DOMAINS, ' ')
    .replace(TRADEMARKS, '');
  return tidy(dropHype(tidy(replaceDashes(stripCorporateSuffixes(plain, options.companyNames), options.rangeWord)), options));
}

/**
 * The first clause of `text`, at most `maxWords` words, without end mark, or undefined when none
 * fits: the first sentence as the checker reads it, cut at a semicolon, colon or bracket, before an
 * abbreviation or a domain, then at the last comma that keeps it short enough. Anything that could
 * still end a sentence or ask a question is refused.
 */
export function firstClause(text: string, maxWords: number, language: Language = 'ENGLISH'): string | undefined {
  let clause = (splitSentences(text, language)[0] ?? '').replace(/[.!?…]+["'”’»)\]]*$/u, '');
  clause = clause.split(/[;:([]|\s\/\s/u)[0] ?? '';
  clause = tidy(clause.replace(/[)\]"“”«»„]/gu, ' ').replace(/[¿¡]/gu, ''));
  const cutAtComma = (limit: number, before: number): string | undefined => {
    const commas = [...clause.slice(0, before).matchAll(/,/gu)].map((match) => match.index).reverse();
    const cut = commas.find((index) => {
      const words = countWords(clause.slice(0, index), language);
      return words <= limit && words >= 4;
    });
    return cut === undefined ? undefined : tidy(clause.slice(0, cut));
  };
  // A dot left inside (z. B., e.g., a domain) or a question mark could break the sentence count.
  const risky = /[!?…]|\.(?!\d)|(?<!\d)\./u.exec(clause);
  if (risky) {
    const kept = cutAtComma(maxWords, risky.index);
    if (kept === undefined) return undefined;
    clause = kept;
  }
  if (countWords(clause, language) > maxWords) {
    const kept = cutAtComma(maxWords, clause.length);
    if (kept === undefined) return undefined;
    clause = kept;
  }
  return countWords(clause, language) >= 2 ? clause : undefined;
}

/** The text with its first letter in lower case. */
export function lowerFirst(text: string): string {
  return text.charAt(0).toLocaleLowerCase() + text.slice(1);
}

/** Lower-cases the words written in title case ("Real Estate" → "real estate"), leaving acronyms (SaaS, IT). */
export function lowerTitleCase(text: string): string {
  return text.replace(/(?<![\p{L}\p{N}])\p{Lu}\p{Ll}+(?![\p{L}\p{N}])/gu, (word) => word.toLocaleLowerCase());
}
