import { LANGUAGE_CONVENTIONS } from '../../../shared/rules/email/language';
import { PLACEHOLDER_PATTERN } from '../../../shared/rules/email/placeholders';
import { sentenceSpans } from '../../../shared/rules/email/text';
import { toPlainText } from '../../../shared/rules/email/html';

/**
 * Readability of English text as the Flesch–Kincaid grade level: the US school grade a reader
 * needs, from words per sentence and syllables per word. Syllables come from a spelling
 * heuristic, not a dictionary (docs/writing.md, "Readability"), so a grade is good to about half a
 * grade on ordinary prose; it is meant for comparing the writer's output, not for one sentence.
 */

/** What {@link fleschKincaidGrade} counted. */
interface ReadingCounts {
  readonly sentences: number;
  readonly words: number;
  readonly syllables: number;
}

const WORD = /[A-Za-z\u00C0-\u024F]+(?:['’][A-Za-z]+)*|\d+(?:[.,]\d+)*/gu;
const ACCENTS = /\p{M}/gu;
// Endings that add no syllable of their own: a silent final e ("make"), -es after most consonants
// ("makes") and -ed ("jumped", "played"); -le after a consonant is a syllable ("table"), and so are
// -es after a hissing sound ("boxes", "pages") and -ed after t or d ("wanted", "needed").
const SILENT_ENDING = /(?:(?<![sxzcg]|ch|sh)(?<=[^laeiouy])es|(?<![td])ed|(?<=[^laeiouy])e)$/u;

/** Syllables of one English word, by spelling: groups of vowels, less the silent endings. At least 1. */
export function countSyllables(word: string): number {
  const letters = word
    .normalize('NFD')
    .replace(ACCENTS, '')
    .toLowerCase()
    .replace(/['’]s$/u, '')
    .replace(/[^a-z]/gu, '');
  if (letters === '') return /\d/u.test(word) ? Math.min(3, word.replace(/\D/gu, '').length) : 0;
  if (letters.length <= 3) return 1;
  const stem = letters.replace(SILENT_ENDING, '').replace(/^y/u, '');
  const groups = stem.match(/[aeiouy]+/gu)?.length ?? 0;
  return Math.max(1, groups);
}

/** Sentences, words and syllables of `text` (sentences as the writing rules count them). */
export function readingCounts(text: string): ReadingCounts {
  const plain = text.replace(PLACEHOLDER_PATTERN, 'Sam');
  const words = plain.match(WORD) ?? [];
  return {
    sentences: sentenceSpans(plain, 'ENGLISH').length,
    words: words.length,
    syllables: words.reduce((sum, word) => sum + countSyllables(word), 0),
  };
}

/**
 * The Flesch–Kincaid grade level of English `text`:
 * 0.39 × words per sentence + 11.8 × syllables per word − 15.59. Zero for a text without words.
 */
export function fleschKincaidGrade(text: string): number {
  const { sentences, words, syllables } = readingCounts(text);
  if (words === 0) return 0;
  return 0.39 * (words / Math.max(1, sentences)) + 11.8 * (syllables / words) - 15.59;
}

/**
 * What the receiver reads of an English email: the hook, body and call to action, as plain text.
 * The greeting, the closing (or signature) and the P.S. footer are fixed words and left out.
 */
export function emailReadingText(html: string): string {
  const blocks = toPlainText(html).split(/\n{2,}/u);
  const closings = LANGUAGE_CONVENTIONS.ENGLISH.closings;
  blocks.shift();
  if (/^P\.S\./u.test(blocks.at(-1) ?? '')) blocks.pop();
  const last = blocks.at(-1)?.split('\n')[0]?.trim() ?? '';
  if (last === '{{signature}}' || closings.includes(last)) blocks.pop();
  return blocks.join('\n\n');
}

/** The median of `values` (the mean of the middle two for an even count); NaN when empty. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}
