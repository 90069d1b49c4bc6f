import type { Language } from '../../domain/campaign';
import { foldForMatch, phraseSource, WORD_END, WORD_START } from './text';

/** A word or phrase that reads as hype in a sales email, and why. */
interface HypeWord {
  /** As usually written; matched as whole words, case- and accent-insensitively. */
  readonly word: string;
  readonly language: Language;
  /** Why it reads as hype, in one short sentence. */
  readonly reason: string;
}

// Shared reasons, so each entry says why in words the model and the user can act on.
const UNPROVABLE = 'An unprovable superlative; say what the product does instead.';
const REVOLUTION = 'Claims a revolution the reader has no reason to believe.';
const JARGON = 'Marketing jargon that says nothing concrete.';
const PROMISE = 'Promises a result no cold email can guarantee.';
const INFLATED = 'Inflated enthusiasm that reads as an advertisement.';
const NOVELTY = 'Sells newness instead of a concrete benefit.';
const EFFORTLESS = 'Claims everything will be effortless, which readers know is rarely true.';
const PRESSURE = 'Pressure wording from advertising, not from a person.';

function entries(language: Language, reason: string, words: readonly string[]): HypeWord[] {
  return words.map((word) => ({ word, language, reason }));
}

/**
 * Hype words per language (docs/product.md, Writing rules: no hype words). English ones are checked in every language,
 * since they are borrowed as they are ("game changer", "next-gen"). Ordinary business words
 * (help, grow, team, save, new, results) are deliberately absent.
 */
export const HYPE_WORDS: readonly HypeWord[] = [
  ...entries('ENGLISH', REVOLUTION, [
    'revolutionary',
    'revolutionize',
    'revolutionizing',
    'revolutionise',
    'revolutionising',
    'game-changer',
    'game-changing',
    'groundbreaking',
    'disruptive',
    'paradigm shift',
    'transformative',
    'breakthrough',
  ]),
  ...entries('ENGLISH', UNPROVABLE, [
    'cutting-edge',
    'bleeding-edge',
    'best-in-class',
    'best-of-breed',
    'world-class',
    'industry-leading',
    'market-leading',
    'award-winning',
    'state-of-the-art',
    'unparalleled',
    'unmatched',
    'unrivaled',
    'unrivalled',
    'unbeatable',
    'unprecedented',
    'top-notch',
    'second to none',
    "world's first",
    'ultimate',
  ]),
  ...entries('ENGLISH', JARGON, ['synergy', 'synergies', 'synergize', 'holistic', 'turnkey', 'empower']),
  ...entries('ENGLISH', NOVELTY, ['next-generation', 'next-gen', 'innovative', 'futuristic']),
  ...entries('ENGLISH', INFLATED, [
    'skyrocket',
    'supercharge',
    'supercharging',
    'turbocharge',
    '10x',
    'mind-blowing',
    'jaw-dropping',
    'magic bullet',
    'silver bullet',
    'no-brainer',
    'explosive growth',
    'hypergrowth',
    'rockstar',
  ]),
  ...entries('ENGLISH', PROMISE, ['guaranteed', 'risk-free']),
  ...entries('ENGLISH', EFFORTLESS, ['seamless', 'seamlessly', 'effortless', 'effortlessly']),
  ...entries('ENGLISH', PRESSURE, ['act now', 'once in a lifetime', 'limited time offer']),

  ...entries('FRENCH', REVOLUTION, ['révolutionnaire', 'révolutionner', 'disruptif', 'changer la donne', 'bouleverser']),
  ...entries('FRENCH', UNPROVABLE, [
    'incontournable',
    'inégalé',
    'inégalable',
    'sans précédent',
    'sans égal',
    'imbattable',
    'leader du marché',
    'numéro un',
    'de classe mondiale',
    'à la pointe',
    'ultime',
    'hors du commun',
    'le meilleur du marché',
  ]),
  ...entries('FRENCH', NOVELTY, ['innovant', 'nouvelle génération', 'dernier cri', 'avant-gardiste']),
  ...entries('FRENCH', INFLATED, [
    'exceptionnel',
    'extraordinaire',
    'incroyable',
    'phénoménal',
    'spectaculaire',
    'époustouflant',
    'bluffant',
    'exponentiel',
    'ultra-performant',
    'booster',
  ]),
  ...entries('FRENCH', PROMISE, ['garanti', 'sans risque']),
  ...entries('FRENCH', EFFORTLESS, ['sans effort', 'clé en main']),

  ...entries('GERMAN', REVOLUTION, [
    'revolutionär',
    'revolutionieren',
    'bahnbrechend',
    'disruptiv',
    'Quantensprung',
    'Durchbruch',
  ]),
  ...entries('GERMAN', UNPROVABLE, [
    'einzigartig',
    'unschlagbar',
    'unvergleichlich',
    'konkurrenzlos',
    'beispiellos',
    'marktführend',
    'branchenführend',
    'Weltklasse',
    'erstklassig',
    'hochmodern',
    'Spitzentechnologie',
    'der Extraklasse',
  ]),
  ...entries('GERMAN', NOVELTY, ['innovativ', 'wegweisend', 'zukunftsweisend', 'nächste Generation']),
  ...entries('GERMAN', INFLATED, ['sensationell', 'grandios', 'phänomenal', 'unglaublich', 'atemberaubend', 'explosionsartig']),
  ...entries('GERMAN', PROMISE, ['garantiert', 'risikofrei']),
  ...entries('GERMAN', EFFORTLESS, ['nahtlos', 'mühelos', 'kinderleicht']),

  ...entries('SPANISH', REVOLUTION, ['revolucionario', 'revolucionar', 'disruptivo', 'cambiar las reglas del juego']),
  ...entries('SPANISH', UNPROVABLE, [
    'inigualable',
    'incomparable',
    'insuperable',
    'inmejorable',
    'imbatible',
    'sin precedentes',
    'sin igual',
    'líder del mercado',
    'de clase mundial',
    'de última generación',
    'de vanguardia',
    'vanguardista',
    'único en su clase',
  ]),
  ...entries('SPANISH', NOVELTY, ['innovador']),
  ...entries('SPANISH', INFLATED, [
    'excepcional',
    'extraordinario',
    'increíble',
    'espectacular',
    'fenomenal',
    'asombroso',
    'exponencial',
  ]),
  ...entries('SPANISH', PROMISE, ['garantizado', 'sin riesgo']),
  ...entries('SPANISH', EFFORTLESS, ['sin esfuerzo', 'llave en mano']),
];

/** One hype word found in a text. */
interface HypeWordMatch {
  readonly entry: HypeWord;
  /** The words as written in the text. */
  readonly text: string;
  readonly start: number;
  readonly end: number;
}

// Inflected forms: "bahnbrechende", "révolutionnaires", "innovadoras", "skyrocketing".
function inflected(entry: HypeWord): string {
  const source = phraseSource(entry.word);
  if (/\d/.test(entry.word)) return source;
  if (/[\s-]/.test(entry.word.trim())) return entry.language === 'ENGLISH' ? `${source}s?` : source;
  switch (entry.language) {
    case 'ENGLISH':
      // no "-ly": "ultimately" is ordinary where "ultimate" is hype
      return `${source}(?:s|d|ed|ing)?`;
    case 'FRENCH':
      return `${source}(?:e|s|es)?`;
    case 'GERMAN':
      return `${source}(?:e|en|em|er|es|n|s)?`;
    case 'SPANISH': {
      const folded = foldForMatch(entry.word);
      if (folded.endsWith('o')) return `${phraseSource(entry.word.slice(0, -1))}(?:o|a|os|as)`;
      if (folded.endsWith('or')) return `${source}(?:a|es|as)?`;
      return `${source}(?:s|es)?`;
    }
  }
}

interface CompiledHype {
  readonly pattern: RegExp;
  readonly entries: readonly HypeWord[];
}

// One expression per language, built once: the language's words plus the English ones.
const COMPILED = new Map<Language, CompiledHype>();

function compiled(language: Language): CompiledHype {
  const existing = COMPILED.get(language);
  if (existing) return existing;
  const chosen = HYPE_WORDS.filter((entry) => entry.language === language || entry.language === 'ENGLISH')
    // longest first, so "game-changing" wins over a shorter entry that starts the same way
    .sort((a, b) => b.word.length - a.word.length);
  const alternatives = chosen.map((entry) => `(${inflected(entry)})`).join('|');
  const built = { pattern: new RegExp(`${WORD_START}(?:${alternatives})${WORD_END}`, 'gu'), entries: chosen };
  COMPILED.set(language, built);
  return built;
}

/** Every hype word in `text`, for an email written in `language` (English hype words count in every language). */
export function findHypeWords(text: string, language: Language): HypeWordMatch[] {
  const { pattern, entries: chosen } = compiled(language);
  const folded = foldForMatch(text);
  const found: HypeWordMatch[] = [];
  for (const match of folded.matchAll(pattern)) {
    const group = match.findIndex((value, index) => index > 0 && value !== undefined);
    const entry = chosen[group - 1];
    if (entry === undefined) continue;
    const start = match.index;
    const end = start + match[0].length;
    found.push({ entry, text: text.slice(start, end), start, end });
  }
  return found;
}
