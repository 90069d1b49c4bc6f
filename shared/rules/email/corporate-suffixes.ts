import { escapeRegExp, foldForMatch, WORD_END, WORD_START } from './text';

/**
 * Legal-form suffixes of company names (docs/product.md, Writing rules: no corporate suffixes on company names). Matched
 * in any case, except those in {@link EXACT_CASE_CORPORATE_SUFFIXES}. A final period is optional.
 */
const CORPORATE_SUFFIXES = [
  'Inc.',
  'LLC',
  'L.L.C.',
  'LLP',
  'L.L.P.',
  'Ltd.',
  'Ltda.',
  'Corp.',
  'PLC',
  'Pty',
  'Pty Ltd',
  'GmbH',
  'gGmbH',
  'mbH',
  'GmbH & Co. KG',
  'S.A.',
  'S.A.S.',
  'S.A.U.',
  'SARL',
  'S.A.R.L.',
  'S.à r.l.',
  'Sàrl',
  'S.L.',
  'S.L.U.',
  'S.p.A.',
  'S.r.l.',
  'SRL',
  'B.V.',
  'N.V.',
  'A/S',
  'Cía.',
] as const;

/**
 * Suffixes that are also ordinary words or abbreviations: they count only as written here
 * (`Spotify AB`, not `ab`; `Acme Limited`, not `limited`), and only right after the name, without
 * a comma (`Reno, NV` is a place).
 */
const EXACT_CASE_CORPORATE_SUFFIXES = [
  'Incorporated',
  'Limited',
  'Corporation',
  'Co.',
  'SA',
  'AG',
  'AB',
  'SL',
  'BV',
  'NV',
  'KG',
  'KGaA',
  'SAS',
  'SE',
  'SpA',
  'Oy',
  'Oyj',
  'ApS',
  'UG',
  'e.V.',
  'e. V.',
] as const;

/** A suffix or sign found in a text, with the company name before it when there is one. */
interface WordingFinding {
  /** The offending text as written (for a suffix: the name and the suffix, e.g. `Acme Inc.`). */
  readonly text: string;
  /** The suffix or sign alone. */
  readonly mark: string;
  /** The company name before the suffix, when there is one. */
  readonly name?: string;
  readonly start: number;
  readonly end: number;
}

// "Co" without its period is too often something else (a state, a prefix).
const PERIOD_REQUIRED = new Set(['Co.']);

function suffixSource(suffix: string): string {
  // "Inc." also as "Inc"; "S.A." also as "S.A"
  if (PERIOD_REQUIRED.has(suffix)) return escapeRegExp(suffix);
  const bare = suffix.endsWith('.') ? suffix.slice(0, -1) : suffix;
  return `${escapeRegExp(bare).replace(/ /g, '\\s?')}\\.?`;
}

function alternation(suffixes: readonly string[]): string {
  return [...suffixes]
    .sort((a, b) => b.length - a.length)
    .map(suffixSource)
    .join('|');
}

// Built once. A suffix ends at a non-letter; one ending in "." may be followed by anything.
const ANY_CASE = new RegExp(`${WORD_START}(?:${alternation(CORPORATE_SUFFIXES)})(?:${WORD_END}|(?<=\\.))`, 'giu');
const EXACT_CASE = new RegExp(`${WORD_START}(?:${alternation(EXACT_CASE_CORPORATE_SUFFIXES)})(?:${WORD_END}|(?<=\\.))`, 'gu');
const TRADEMARK = /[™®℠©]|\((?:[Tt][Mm]|R|C|SM)\)/gu;
const NAME_CHAR = /[\p{L}\p{N}&'’.-]/u;
const CAPITALISED = /^[\p{Lu}\p{N}]/u;

// Capitalised words that open sentences or address people but never name a company: "Your AB test".
const NOT_NAMES = new Set(
  [
    'the a an your our my his her their its this that these those we i you they he she it in at on for with from to by of and or but so if as hi hello dear run use try',
    'le la les un une des du de votre vos notre nos mon ma mes son sa ses leur leurs ce cette ces nous vous je il elle ils elles en au aux dans pour avec sur et ou mais bonjour salut',
    'der die das den dem des ein eine einen einem einer ihr ihre ihren ihrem unser unsere mein meine sie wir ich er es im am an auf für mit von zu und oder aber hallo',
    'el los las una su sus nuestro nuestra mi tu este esta estos estas nosotros yo con para por del al y o pero hola',
  ]
    .join(' ')
    .split(' '),
);

interface NameBefore {
  readonly name: string;
  readonly start: number;
  readonly comma: boolean;
}

/** The word (or known company name) right before `at`, allowing a comma between. */
function nameBefore(text: string, at: number, knownNames: readonly string[]): NameBefore | undefined {
  let end = at;
  while (end > 0 && /\s/.test(text.charAt(end - 1))) end -= 1;
  if (end === at) return undefined; // "AcmeInc": no space, not a suffix
  let comma = false;
  if (text.charAt(end - 1) === ',') {
    comma = true;
    end -= 1;
    while (end > 0 && /\s/.test(text.charAt(end - 1))) end -= 1;
  }
  const before = foldForMatch(text.slice(Math.max(0, end - 200), end));
  for (const known of knownNames) {
    const folded = foldForMatch(known.trim());
    if (folded !== '' && before.endsWith(folded)) {
      const start = end - folded.length;
      const prior = start > 0 ? text.charAt(start - 1) : '';
      if (!/[\p{L}\p{N}]/u.test(prior)) return { name: text.slice(start, end), start, comma };
    }
  }
  let start = end;
  while (start > 0 && NAME_CHAR.test(text.charAt(start - 1))) start -= 1;
  const word = text.slice(start, end);
  if (word === '' || !CAPITALISED.test(word) || NOT_NAMES.has(foldForMatch(word))) return undefined;
  return { name: word, start, comma };
}

/**
 * Corporate suffixes after a company name in `text`: a suffix counts when it follows a capitalised
 * word or one of `companyNames` (optionally with a comma between, except for the short exact-case
 * suffixes).
 */
export function findCorporateSuffixes(text: string, companyNames: readonly string[] = []): WordingFinding[] {
  const found: WordingFinding[] = [];
  const seen = new Set<number>();
  for (const [pattern, exact] of [
    [ANY_CASE, false],
    [EXACT_CASE, true],
  ] as const) {
    for (const match of text.matchAll(pattern)) {
      const at = match.index;
      if (seen.has(at)) continue;
      const name = nameBefore(text, at, companyNames);
      if (!name || (exact && name.comma)) continue;
      seen.add(at);
      const end = at + match[0].length;
      found.push({ text: text.slice(name.start, end), mark: match[0], name: name.name, start: name.start, end });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}

/** Trademark signs in `text`: ™ ® ℠ © and (TM) (R) (C) (SM). */
export function findTrademarkSigns(text: string): WordingFinding[] {
  return [...text.matchAll(TRADEMARK)].map((match) => ({
    text: match[0],
    mark: match[0],
    start: match.index,
    end: match.index + match[0].length,
  }));
}
