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
interface TextSpan {
  readonly start: number;
  readonly end: number;
}

/** Options of {@link cleanText}. */
export interface CleanOptions {
  /** The language of the text (default ENGLISH): how its sentences end and which words are function words. */
  readonly language?: Language;
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
// A hyphen that leaves a compound open before or after a conjunction ("Vor- und Nachbereitung",
// "Lagerhaltung und -planung", "pre- and post-sale") is no dash; it is kept aside while dashes go.
const OPEN_COMPOUND_CONJUNCTIONS = String.raw`(?:und|oder|bis|sowie|bzw\.?|and|or|to|et|ou|y|o|u|e)`;
const OPEN_COMPOUND_HYPHEN = new RegExp(
  String.raw`(?<=[\p{L}\p{N}])-(?=\s+${OPEN_COMPOUND_CONJUNCTIONS}\s)|(?<=(?:^|\s)${OPEN_COMPOUND_CONJUNCTIONS}\s+)-(?=\p{L})`,
  'gu',
);
const KEPT_HYPHEN = '\uE000';

// Words that are never the noun or verb a dropped modifier leans on: articles, possessives,
// pronouns, prepositions, conjunctions, auxiliaries. A hype word between such words held the
// sentence together, and the sentence cannot lose it.
const FUNCTION_WORDS: Readonly<Record<Language, ReadonlySet<string>>> = {
  ENGLISH: new Set(
    `a an the this that these those my your our their his her its each every some any no and or but nor so yet for of to in
    on at by with from as into onto than then if because while when where which who whom whose what how why is are was were
    be been being am has have had do does did can could will would shall should may might must not also very more most less
    it they we you he she i me us them`.split(/\s+/u),
  ),
  FRENCH: new Set(
    `le la les l' un une des du de d' au aux ce cet cette ces mon ma mes notre nos votre vos leur leurs son sa ses et ou mais
    donc car ni que qu' qui dont où pour avec sans dans sur sous par en à chez vers entre est sont était étaient être a ont
    avoir très plus moins pas ne se il elle ils elles on nous vous je`.split(/\s+/u),
  ),
  GERMAN: new Set(
    `der die das den dem des ein eine einen einem einer eines und oder aber sowie mit für von vom zu zum zur bei beim im in
    an am auf aus nach vor über unter durch ohne gegen um ist sind war waren wird werden hat haben sein nicht sehr auch noch
    nur dass wie als es sie er wir ihr unser unsere ihre`.split(/\s+/u),
  ),
  SPANISH: new Set(
    `el la los las lo un una unos unas al del de a en con por para sin sobre entre hasta desde y e o u ni pero que quien cual
    como cuando donde es son está están era eran ser estar ha han hay muy más menos no se su sus mi mis nuestro nuestra este
    esta ese esa`.split(/\s+/u),
  ),
};
// Words a long clause may be cut before, so that what is kept still reads as a phrase: a
// conjunction, a relative pronoun or a preposition starts what is left out ("matches bank lines to
// invoices | so that…"). "of", "de" and "von" hold a noun phrase together, and "to", "à", "a" and
// "zu" often start the rest of a verb ("likely to fail", "aide à réduire"), so they are not among them.
const CUT_BEFORE: Readonly<Record<Language, ReadonlySet<string>>> = {
  ENGLISH: new Set(
    `and or but so that which who while when where because before after with without for by in on at from across using
    through into via than instead every each per during within`.split(/\s+/u),
  ),
  FRENCH: new Set(
    `et ou mais donc qui que qu' dont où pour avec sans dans sur chez par grâce afin avant après lorsque quand car via selon
    pendant depuis dès`.split(/\s+/u),
  ),
  GERMAN: new Set(
    `und oder aber sowie mit für ohne bei beim durch in im auf an am nach vor über unter damit dass weil wenn sodass indem um
    zum zur`.split(/\s+/u),
  ),
  SPANISH: new Set(
    `y e o u pero que con para sin en por desde mediante gracias antes después cuando mientras sobre entre hasta durante según`.split(
      /\s+/u,
    ),
  ),
};
// Words that open a subordinate clause: a cut must leave it at least three words, or it keeps
// "predicts which transformers" without the verb of "which".
const SUBORDINATORS: Readonly<Record<Language, ReadonlySet<string>>> = {
  ENGLISH: new Set('which that who whose whom where when while because if whether'.split(' ')),
  FRENCH: new Set("qui que qu' dont où quand lorsque si".split(' ')),
  GERMAN: new Set('dass weil wenn ob welche welcher welches'.split(' ')),
  SPANISH: new Set('que quien quienes cuyo cuya donde cuando si'.split(' ')),
};
// English verbs that want more after them: a clause is not cut right after "to look" or "to show".
const VERBS_WANTING_MORE = new Set(
  'look see show talk find get make help review discuss learn hear take keep give check explore walk map go know'.split(' '),
);
// French and Spanish put most adjectives after the noun ("una plataforma innovadora que…").
const POST_NOMINAL: ReadonlySet<Language> = new Set(['FRENCH', 'SPANISH']);
// "de forma innovadora", "de façon innovante": the adjective makes an adverb and cannot go alone.
const MANNER_NOUNS = new Set(['forma', 'manera', 'modo', 'façon', 'manière', 'weise']);

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
function stripCorporateSuffixes(text: string, companyNames: readonly string[] = []): string {
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
    .replace(OPEN_COMPOUND_HYPHEN, KEPT_HYPHEN)
    .replace(OTHER_DASH, ' ')
    .replaceAll(KEPT_HYPHEN, '-');
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
function dropHype(text: string, options: CleanOptions): string {
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

/**
 * Replaces dashes: between numbers by the language's range word, elsewhere by a comma. A hyphen
 * that leaves a compound open before or after a conjunction ("Vor- und Nachbereitung") stays.
 */
function replaceDashes(text: string, rangeWord: string): string {
  return text
    .replace(RANGE, `$1 ${rangeWord} `)
    .replace(HYPHEN_IN_WORD, '-')
    .replace(OPEN_COMPOUND_HYPHEN, KEPT_HYPHEN)
    .replace(OTHER_DASH, ', ')
    .replaceAll(KEPT_HYPHEN, '-');
}

/** Hype spans of one sentence, grouped as they go: an intensifier with its word, two words tied by a comma or conjunction. */
interface HypeGroup {
  readonly start: number;
  readonly end: number;
  readonly words: readonly string[];
}

function hypeGroups(sentence: string, options: CleanOptions): HypeGroup[] {
  const spans = [...options.findHype(sentence)].sort((a, b) => a.start - b.start);
  const intensifiers = wordPattern(options.intensifiers ?? []);
  const conjunctions = wordPattern(options.conjunctions ?? []);
  const intensifier = intensifiers === '' ? undefined : new RegExp(`(?<![\\p{L}\\p{N}])(?:${intensifiers})\\s+$`, 'iu');
  const link = new RegExp(`^\\s*(?:,|(?:,\\s*)?(?:${conjunctions || ','})(?![\\p{L}\\p{N}]))?\\s*$`, 'iu');
  const groups: { start: number; end: number; words: string[] }[] = [];
  for (const span of spans) {
    const last = groups.at(-1);
    const word = sentence.slice(span.start, span.end);
    if (last && link.test(sentence.slice(last.end, span.start))) {
      last.end = span.end;
      last.words.push(word);
      continue;
    }
    const lead = intensifier?.exec(sentence.slice(0, span.start));
    groups.push({ start: span.start - (lead?.[0].length ?? 0), end: span.end, words: [word] });
  }
  return groups;
}

/** True for a hype word that is a verb or a verb phrase: the sentence has no verb left without it. */
function verbLike(word: string, language: Language): boolean {
  if (language === 'ENGLISH' || /^[\x20-\x7e]+$/u.test(word)) {
    if (/^(?:empower|skyrocket|supercharg|turbocharg|synergi[sz])/iu.test(word)) return true;
    if (/i[sz](?:e|es|ed|ing)$/iu.test(word)) return true;
  }
  // an infinitive: révolutionner, changer la donne; revolutionieren; revolucionar, cambiar las reglas
  const first = word.split(/\s+/u)[0] ?? '';
  const infinitive = { ENGLISH: undefined, FRENCH: /er$/iu, GERMAN: /ieren$/iu, SPANISH: /(?:ar|er|ir)$/iu }[language];
  return infinitive?.test(first) ?? false;
}

/**
 * True when `group` can leave `sentence` and what remains still reads whole: the hype word
 * modified the word after it ("a seamless platform", "delivers best-in-class results"), an English
 * adverb in -ly went ("syncs seamlessly with"), or, in French and Spanish, an adjective after its
 * noun went ("una plataforma innovadora que"). A comma beside it, a verb, a noun the article
 * leaned on ("a game-changer for") or a predicate ("is seamless.") cannot go.
 */
function removable(sentence: string, group: HypeGroup, language: Language): boolean {
  const before = sentence.slice(0, group.start);
  const after = sentence.slice(group.end);
  if (/,\s*$/u.test(before) || /^\s*,/u.test(after)) return false;
  if (group.words.some((word) => verbLike(word, language))) return false;
  if (language === 'ENGLISH' && group.words.every((word) => /ly$/iu.test(word))) return true;
  const functionWords = FUNCTION_WORDS[language];
  const left = /([\p{L}\p{N}][\p{L}\p{N}'’-]*)\s+$/u.exec(before)?.[1]?.toLocaleLowerCase();
  const right = /^\s+([\p{L}\p{N}][\p{L}\p{N}'’-]*)/u.exec(after)?.[1]?.toLocaleLowerCase();
  if (right !== undefined && !functionWords.has(right)) return true;
  return (
    POST_NOMINAL.has(language) &&
    left !== undefined &&
    !functionWords.has(left) &&
    !MANNER_NOUNS.has(left) &&
    (right !== undefined || /^\s*(?:$|[.!?;:)])/u.test(after))
  );
}

/**
 * Drops the hype from each sentence of `text` where the sentence stays whole without it
 * ({@link removable}), and the whole sentence where it would not: a sentence the cleaner cannot
 * keep whole is left out, never left broken.
 */
function dropHypeSentences(text: string, options: CleanOptions): string {
  const language = options.language ?? 'ENGLISH';
  const kept: string[] = [];
  for (const sentence of splitSentences(text, language)) {
    const groups = hypeGroups(sentence, options);
    if (groups.length === 0) {
      kept.push(sentence);
      continue;
    }
    if (!groups.every((group) => removable(sentence, group, language))) continue;
    const rest = dropHype(sentence, options);
    if (!/[\p{L}\p{N}]/u.test(rest)) continue;
    kept.push(/^\p{Lu}/u.test(sentence) ? rest.charAt(0).toLocaleUpperCase() + rest.slice(1) : rest);
  }
  return kept.join(' ');
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
  return tidy(
    dropHypeSentences(tidy(replaceDashes(stripCorporateSuffixes(plain, options.companyNames), options.rangeWord)), options),
  );
}

/**
 * The first clause of `text`, at most `maxWords` words, without end mark, or undefined when none
 * fits: the first sentence as the checker reads it, cut at a semicolon, colon or bracket, before an
 * abbreviation or a domain, then at the last comma that keeps it short enough, or else before the
 * last conjunction or preposition that does. Anything that could
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
  // Before a conjunction or a preposition, keeping as many words as fit (at least two, the last
  // not a function word); German only when nothing lowercase ends the clause, which may be the
  // rest of its verb ("Sagt Lastspitzen für Ihr Netz voraus").
  const cutAtBoundary = (limit: number, before: number): string | undefined => {
    if (language === 'GERMAN' && /(?:^|\s)\p{Ll}[\p{L}-]*$/u.test(clause)) return undefined;
    const tokens = [...clause.slice(0, before).matchAll(/[\p{L}\p{N}][\p{L}\p{N}'’%-]*/gu)];
    let cut: number | undefined;
    for (const [index, token] of tokens.entries()) {
      if (index < 2 || !CUT_BEFORE[language].has(token[0].toLocaleLowerCase())) continue;
      if (countWords(clause.slice(0, token.index), language) > limit) break;
      const last = tokens[index - 1]?.[0].toLocaleLowerCase() ?? '';
      const infinitive = tokens[index - 2]?.[0].toLocaleLowerCase() === 'to' && VERBS_WANTING_MORE.has(last);
      const opened = tokens
        .slice(Math.max(0, index - 3), index)
        .some((earlier) => SUBORDINATORS[language].has(earlier[0].toLocaleLowerCase()));
      if (!FUNCTION_WORDS[language].has(last) && !opened && !(language === 'ENGLISH' && infinitive)) cut = token.index;
    }
    return cut === undefined ? undefined : tidy(clause.slice(0, cut));
  };
  // A dot left inside (z. B., e.g., a domain) or a question mark could break the sentence count.
  const risky = /[!?…]|\.(?!\d)|(?<!\d)\./u.exec(clause);
  if (risky) {
    const kept = cutAtComma(maxWords, risky.index) ?? cutAtBoundary(maxWords, risky.index);
    if (kept === undefined) return undefined;
    clause = kept;
  }
  if (countWords(clause, language) > maxWords) {
    const kept = cutAtComma(maxWords, clause.length) ?? cutAtBoundary(maxWords, clause.length);
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
