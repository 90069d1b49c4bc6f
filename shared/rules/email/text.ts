import type { Language } from '../../domain/campaign';

/**
 * Sentence and word counting for the writing rules (docs/writing.md, "The rules, one code each"). Pure and
 * isomorphic: only `Intl.Segmenter` and regular expressions, no DOM and no Node API.
 */

/** One sentence of a text, with its offsets in that text (`end` exclusive). */
export interface SentenceSpan {
  /** The sentence, trimmed. */
  readonly text: string;
  readonly start: number;
  readonly end: number;
}

/** BCP 47 locale of each writing language, for `Intl.Segmenter`. */
export const LANGUAGE_LOCALES: Readonly<Record<Language, string>> = {
  ENGLISH: 'en',
  FRENCH: 'fr',
  GERMAN: 'de',
  SPANISH: 'es',
};

// Abbreviations are stored lowercase, without inner spaces ('z. B.' is 'z.b.').
// "Never" abbreviations sit inside a sentence (e.g., Dr., z. B.): a period after them never ends it.
// "Final" abbreviations may close a sentence (etc., Inc.): they end it when a capital letter follows.
const COMMON_NEVER = ['e.g.', 'i.e.', 'vs.', 'cf.', 'p.s.', 'dr.', 'prof.', 'approx.', 'ca.', 'no.', 'nr.'] as const;
const COMMON_FINAL = ['etc.', 'inc.', 'ltd.', 'co.', 'corp.', 'llc.', 'plc.'] as const;

const ABBREVIATIONS: Readonly<Record<Language, { readonly never: readonly string[]; readonly final: readonly string[] }>> = {
  ENGLISH: {
    never: ['mr.', 'mrs.', 'ms.', 'st.', 'mt.', 'incl.', 'excl.', 'esp.', 'viz.', 'fig.', 'dept.', 'est.', 'min.', 'max.'],
    final: ['jr.', 'sr.', 'a.m.', 'p.m.', 'u.s.', 'u.k.', 'jan.', 'feb.', 'aug.', 'sep.', 'sept.', 'oct.', 'nov.', 'dec.'],
  },
  FRENCH: {
    never: ['m.', 'mm.', 'mme', 'mme.', 'mmes.', 'mlle.', 'mlles.', 'pr.', 'p.ex.', 'ex.', 'env.', 'c.-à-d.', 'c.à.d.', 'n°.'],
    final: ['cie.', 'av.', 'apr.', 'j.-c.'],
  },
  GERMAN: {
    never: [
      'z.b.',
      'bzw.',
      'u.a.',
      'd.h.',
      'o.ä.',
      'u.u.',
      'ggf.',
      'evtl.',
      'inkl.',
      'vgl.',
      'bspw.',
      'sog.',
      'hr.',
      'fr.',
      'max.',
      'min.',
      'mind.',
      'ggü.',
      'zzgl.',
      's.o.',
      's.u.',
    ],
    final: ['usw.', 'u.ä.', 'e.v.', 'gmbh.', 'ag.'],
  },
  SPANISH: {
    never: [
      'p.ej.',
      'sr.',
      'sra.',
      'srta.',
      'sres.',
      'dra.',
      'ud.',
      'uds.',
      'aprox.',
      'pág.',
      'núm.',
      'lic.',
      'ing.',
      'd.',
      'dña.',
    ],
    final: ['s.a.', 'cía.', 's.l.'],
  },
};

const NEVER_SETS = new Map<Language, ReadonlySet<string>>();
const FINAL_SETS = new Map<Language, ReadonlySet<string>>();
for (const [language, lists] of Object.entries(ABBREVIATIONS) as [Language, (typeof ABBREVIATIONS)[Language]][]) {
  // English abbreviations turn up in every language (e.g., P.S., Dr., Inc.).
  const english = language === 'ENGLISH' ? [] : [...ABBREVIATIONS.ENGLISH.never];
  NEVER_SETS.set(language, new Set([...COMMON_NEVER, ...english, ...lists.never]));
  FINAL_SETS.set(language, new Set([...COMMON_FINAL, ...lists.final]));
}

// A sentence may be followed by closing quotes or brackets before the space: `He said "yes." Then`.
const CLOSERS = new Set(['"', "'", '”', '’', '»', '›', ')', ']', '}', '“']);
const TERMINATORS = new Set(['.', '!', '?', '…', '？', '！', '。']);
const SPACE = /\s/;
const LOWERCASE = /\p{Ll}/u;
const UPPERCASE = /\p{Lu}/u;
const WORDISH = /[\p{L}\p{N}]/u;
const TOKEN_CHAR = /[\p{L}\p{N}.\-°]/u;
const PLACEHOLDER_LIKE = /\{\{[^{}]{0,100}\}\}/g;

/**
 * The sentences of `text`, with offsets. A sentence ends at `.`, `!`, `?`, `…` (or `...`) followed
 * by a space or the end, and at a line break unless the next line starts in lowercase. A period does not end a sentence inside a number
 * (`3.5`, `1.000`), a domain or URL (`acme.com`), after an initial (`J. Smith`), after a known
 * abbreviation of the language (`e.g.`, `z. B.`, `p. ex.`), or when a lowercase word follows.
 * Closing quotes and brackets stay with their sentence; French spacing before `?`/`!` and Spanish
 * `¿ ¡` need nothing special. Pieces without a letter or digit are not sentences.
 */
export function sentenceSpans(text: string, language: Language = 'ENGLISH'): SentenceSpan[] {
  const spans: SentenceSpan[] = [];
  const n = text.length;
  let start = 0;
  let i = 0;
  while (i < n) {
    const c = text.charAt(i);
    if (c === '\n') {
      // a line break ends a sentence, unless the line goes on in lowercase ("office<br>in Lyon")
      let m = i + 1;
      while (m < n && SPACE.test(text.charAt(m))) m += 1;
      if (m >= n || !LOWERCASE.test(text.charAt(m))) {
        pushSpan(text, start, i, spans);
        start = i + 1;
      }
      i += 1;
      continue;
    }
    if (!TERMINATORS.has(c)) {
      i += 1;
      continue;
    }
    let j = i;
    while (j < n && TERMINATORS.has(text.charAt(j))) j += 1;
    let k = j;
    while (k < n && CLOSERS.has(text.charAt(k))) k += 1;
    if (k < n && !SPACE.test(text.charAt(k))) {
      // "3.5", "acme.com", "wait...what": no space after the mark, no sentence end
      i = k;
      continue;
    }
    let m = k;
    while (m < n && text.charAt(m) !== '\n' && SPACE.test(text.charAt(m))) m += 1;
    // French spacing before a closing guillemet: « Vraiment ? »
    if (m < n && text.charAt(m) === '»') {
      k = m + 1;
      m = k;
      while (m < n && text.charAt(m) !== '\n' && SPACE.test(text.charAt(m))) m += 1;
    }
    const next = m < n ? text.charAt(m) : '';
    const run = text.slice(i, j);
    if (endsSentence(text, i, run, next, language)) {
      pushSpan(text, start, k, spans);
      start = k;
    }
    i = k;
  }
  pushSpan(text, start, n, spans);
  return spans;
}

/** The sentences of `text` (see {@link sentenceSpans}), trimmed. */
export function splitSentences(text: string, language: Language = 'ENGLISH'): string[] {
  return sentenceSpans(text, language).map((span) => span.text);
}

function pushSpan(text: string, start: number, end: number, spans: SentenceSpan[]): void {
  const raw = text.slice(start, end);
  const trimmedStart = raw.length - raw.trimStart().length;
  const trimmed = raw.trim();
  if (trimmed === '' || !WORDISH.test(trimmed)) return;
  spans.push({ text: trimmed, start: start + trimmedStart, end: start + trimmedStart + trimmed.length });
}

function endsSentence(text: string, at: number, run: string, next: string, language: Language): boolean {
  if (run.includes('?') || run.includes('!') || run.includes('？') || run.includes('！')) return true;
  if (next === '' || next === '\n') return true;
  if (LOWERCASE.test(next)) return false;
  // an ellipsis ends a sentence when a capital (or anything but a lowercase word) follows
  if (run !== '.') return true;
  return !isNonFinalPeriod(text, at, next, language);
}

/** True when the period at `dot` belongs to an abbreviation, an initial or a German ordinal. */
function isNonFinalPeriod(text: string, dot: number, next: string, language: Language): boolean {
  let s = dot;
  while (s > 0 && TOKEN_CHAR.test(text.charAt(s - 1))) s -= 1;
  const original = text.slice(s, dot + 1);
  const token = original.toLowerCase();
  if (token === '.') return false;
  // single letters: initials (J. Smith, M. Dupont) and the parts of "z. B.", "p. ex.", "d. h."
  if (/^\p{L}\.$/u.test(original)) return true;
  if (language === 'GERMAN' && /^\d{1,2}\.$/.test(token)) return true; // "am 3. Mai"
  const never = NEVER_SETS.get(language);
  const final = FINAL_SETS.get(language);
  let candidate = token;
  // "z. B." / "p. ex." / "u. a.": join with the abbreviation part before the space
  if (s >= 2 && text.charAt(s - 1) === ' ' && text.charAt(s - 2) === '.') {
    let p = s - 2;
    while (p > 0 && TOKEN_CHAR.test(text.charAt(p - 1))) p -= 1;
    const joined = text.slice(p, s - 1).toLowerCase() + token;
    if (never?.has(joined) || final?.has(joined)) candidate = joined;
  }
  if (never?.has(candidate)) return true;
  if (final?.has(candidate)) return !UPPERCASE.test(next);
  return false;
}

/** True when the sentence is a question: it ends with `?`, perhaps followed by `!` and closing marks. */
export function isQuestion(sentence: string): boolean {
  return /[?？][?!？！]*["'”’»›)\]\s]*$/u.test(sentence);
}

const SEGMENTERS = new Map<Language, Intl.Segmenter>();
const SEGMENT_CHUNK = 256;
// One word for the segmenter too: Latin letters (with their accents) and digits only.
const SIMPLE_WORD = /^[\p{Script=Latin}\p{M}\p{Nd}]+$/u;
const HAS_WORD_CHAR = /[\p{L}\p{N}]/u;
const WORD_BREAKER = /[^\p{L}\p{N}\p{M}_.,;:'’·\u00ad]+/u;

function segmenterFor(language: Language): Intl.Segmenter {
  let segmenter = SEGMENTERS.get(language);
  if (!segmenter) {
    segmenter = new Intl.Segmenter(LANGUAGE_LOCALES[language], { granularity: 'word' });
    SEGMENTERS.set(language, segmenter);
  }
  return segmenter;
}

/**
 * Words of `text`: the word-like segments of `Intl.Segmenter` for the language. A `{{placeholder}}`
 * counts as one word; `3.5`, `1,000`, `acme.com` and `don't` are one word each.
 */
export function countWords(text: string, language: Language = 'ENGLISH'): number {
  const segmenter = segmenterFor(language);
  let words = 0;
  let batch: string[] = [];
  let batchLength = 0;
  const segment = (piece: string): void => {
    for (const part of segmenter.segment(piece)) {
      if (part.isWordLike) words += 1;
    }
  };
  const flush = (): void => {
    if (batch.length > 0) segment(batch.join(' '));
    batch = [];
    batchLength = 0;
  };
  // Plain words are counted directly and only the rest goes to the segmenter, in short batches:
  // segmenting one long string costs more than linear time in V8, and 1 MB of text must stay cheap.
  for (const spaced of text.replace(PLACEHOLDER_LIKE, ' x ').split(/\s+/)) {
    if (spaced === '' || !HAS_WORD_CHAR.test(spaced)) continue;
    // punctuation around a word never changes the count: "(Acme)," is one word like "Acme"
    let from = 0;
    let to = spaced.length;
    while (from < to && !WORDISH.test(spaced.charAt(from))) from += 1;
    while (to > from && !WORDISH.test(spaced.charAt(to - 1))) to -= 1;
    // a character that never joins two words (anything but . , ; : ' ’ · _ and marks) splits the token
    for (const token of spaced.slice(from, to).split(WORD_BREAKER)) {
      if (token === '' || !HAS_WORD_CHAR.test(token)) continue;
      if (SIMPLE_WORD.test(token)) {
        words += 1;
      } else if (token.length > SEGMENT_CHUNK) {
        flush();
        for (let at = 0; at < token.length; at += SEGMENT_CHUNK) segment(token.slice(at, at + SEGMENT_CHUNK));
      } else {
        batch.push(token);
        batchLength += token.length + 1;
        if (batchLength >= SEGMENT_CHUNK) flush();
      }
    }
  }
  flush();
  return words;
}

const FOLD_CACHE = new Map<string, string>();

function foldChar(c: string): string {
  const cached = FOLD_CACHE.get(c);
  if (cached !== undefined) return cached;
  let folded = c;
  const code = c.charCodeAt(0);
  if (c === '’' || c === '‘' || c === 'ʼ') folded = "'";
  else if (c === '\u2010' || c === '\u2011') folded = '-';
  else if (code < 0xd800 || code > 0xdfff) {
    const stripped = c.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    if (stripped.length === 1) folded = stripped;
    else if (c.toLowerCase().length === 1) folded = c.toLowerCase();
  }
  FOLD_CACHE.set(c, folded);
  return folded;
}

/**
 * `text` lowercased, without accents, with typographic apostrophes as `'`, one UTF-16 unit for
 * one: an offset in the folded text is the same offset in `text`. Word lists match on it, so
 * `Révolutionnaire`, `revolutionnaire` and `RÉVOLUTIONNAIRE` are one word.
 */
export function foldForMatch(text: string): string {
  let out = '';
  let plainFrom = 0;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x80 && (code < 65 || code > 90)) continue;
    const c = text.charAt(i);
    out += text.slice(plainFrom, i) + (code < 0x80 ? c.toLowerCase() : foldChar(c));
    plainFrom = i + 1;
  }
  return out + text.slice(plainFrom);
}

/** The most characters an excerpt of a text holds (the last one an ellipsis when it is cut). */
export const EXCERPT_MAX = 80;

/** A text on one line (runs of white space made one space), cut to `EXCERPT_MAX` characters with an ellipsis. */
export function excerptOf(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > EXCERPT_MAX ? `${flat.slice(0, EXCERPT_MAX - 1)}…` : flat;
}

/** Escapes `value` for use inside a regular expression. */
export function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/** Left and right word boundaries that know letters beyond ASCII. */
export const WORD_START = '(?<![\\p{L}\\p{N}_])';
export const WORD_END = '(?![\\p{L}\\p{N}_])';

/**
 * A regular-expression source matching `phrase` as whole words in folded text (see
 * {@link foldForMatch}): spaces and hyphens inside the phrase match a space, a hyphen or nothing,
 * so `game-changer` also finds `game changer` and `gamechanger`.
 */
export function phraseSource(phrase: string): string {
  const folded = foldForMatch(phrase.trim());
  return folded
    .split(/[\s-]+/)
    .map((part) => escapeRegExp(part))
    .join('[\\s-]?');
}

/** Offsets of `phrase` in `text` as whole words, case- and accent-insensitively. */
export function findPhrase(text: string, phrase: string): { start: number; end: number }[] {
  const needle = foldForMatch(phrase.trim());
  if (needle === '') return [];
  const haystack = foldForMatch(text);
  const found: { start: number; end: number }[] = [];
  let at = haystack.indexOf(needle);
  while (at !== -1) {
    const before = at > 0 ? haystack.charAt(at - 1) : '';
    const after = haystack.charAt(at + needle.length);
    if (!WORDISH.test(before) && !WORDISH.test(after)) found.push({ start: at, end: at + needle.length });
    at = haystack.indexOf(needle, at + 1);
  }
  return found;
}
