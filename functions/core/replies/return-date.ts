/**
 * The date an absence notice says its writer is back, in English, French, German or Spanish.
 *
 * A notice often names several dates ("away from 1 December until 5 December, back on the 8th"):
 * the one that counts is the one after a return word ("back on", "de retour le", "zurück am",
 * "regreso el"), else the one after an "until" word ("until", "jusqu'au", "bis", "hasta"). A notice
 * with no such word, or whose words lead to no date, has no return date: a guess would move a
 * follow-up by weeks for nothing.
 *
 * Numeric dates are read day first (as in Europe) unless the notice is in English and either the
 * first number cannot be a day-first reading's month (`12/23`), or the notice is written the US way
 * (a month written before its day, "December 3", or a US time zone). A date without a year is the
 * next such date on or after the day the notice was sent.
 */
import { APOSTROPHE, phrases } from './phrases';

type NoticeLanguage = 'en' | 'fr' | 'de' | 'es';

const MONTHS: ReadonlyMap<string, number> = new Map(
  (
    [
      [1, 'january jan janvier janv januar jänner jan. enero ene'],
      [2, 'february feb février fevrier févr fevr februar febrero'],
      [3, 'march mar mars märz maerz marzo'],
      [4, 'april apr avril abril abr'],
      [5, 'may mai mayo'],
      [6, 'june jun juin juni junio'],
      [7, 'july jul juillet juil juli julio'],
      [8, 'august aug août aout agosto ago'],
      [9, 'september sep sept septembre septiembre setiembre'],
      [10, 'october oct octobre oktober okt octubre'],
      [11, 'november nov novembre noviembre'],
      [12, 'december dec décembre decembre dezember dez diciembre dic'],
    ] as const
  ).flatMap(([month, names]) => names.split(' ').map((name) => [name.replace(/\.$/, ''), month] as const)),
);

const MONTH_NAME = [...MONTHS.keys()].sort((a, b) => b.length - a.length).join('|');

/** A date as text gives it: each part that was written. */
interface WrittenDate {
  readonly index: number;
  readonly end: number;
  readonly day: number;
  readonly month: number;
  readonly year?: number;
}

// "3 December", "3rd of Dec", "1er décembre", "3. Dezember", "3 de diciembre", each with an optional year
const DAY_MONTH = new RegExp(
  `\\b(\\d{1,2})(?:st|nd|rd|th|er|\\.)?\\s*(?:of\\s+|de\\s+)?(${MONTH_NAME})\\.?(?:,?\\s+(?:de\\s+)?(\\d{4}))?(?![\\p{L}])`,
  'giu',
);
// "December 3", "Dec 3rd, 2026"
const MONTH_DAY = new RegExp(`\\b(${MONTH_NAME})\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?(?:,?\\s+(\\d{4}))?(?![\\d:])`, 'giu');
// "2026-12-03"
const ISO = /\b(\d{4})-(\d{2})-(\d{2})\b/g;
// "03.12.2026", "3/12", "12/03/26", "3.12."
const NUMERIC = /(?<![\d.:/-])(\d{1,2})([./-])(\d{1,2})(?:\2(\d{4}|\d{2}))?(?![\d:/-]|\.\d)/g;

const RETURN_WORDS: Readonly<Record<NoticeLanguage, RegExp>> = {
  en: phrases(['back', 'return(?:ing|s)?', 'be in(?: the office)?', 'in the office', '(?:available|reachable) again'], 'giu'),
  fr: phrases(
    ['de retour', 'retour', 'reviendrai', 'serai (?:à nouveau |de nouveau )?(?:joignable|disponible)', 'rentre', 'reprendrai'],
    'giu',
  ),
  de: phrases(['zurück', 'wieder (?:im büro|erreichbar|da|verfügbar)', 'ab dem', 'ab'], 'giu'),
  es: phrases(
    ['de vuelta', 'regreso', 'regresaré', 'volveré', 'vuelvo', 'me reincorporo', 'me reincorporaré', 'estaré disponible'],
    'giu',
  ),
};

const UNTIL_WORDS: Readonly<Record<NoticeLanguage, RegExp>> = {
  en: phrases(['until', 'till', 'til'], 'giu'),
  fr: phrases([`jusqu${APOSTROPHE}?(?:au|à)`], 'giu'),
  de: phrases(['bis(?: zum| einschließlich| einschl\\.?)?'], 'giu'),
  es: phrases(['hasta(?: el)?'], 'giu'),
};

/** How far after a return or until word its date may start (characters). */
const WORD_REACH = 40;

const US_TIME_ZONE = /\b(?:EST|EDT|CST|CDT|MST|MDT|PST|PDT|ET|PT|CT)\b/;

/** Guesses which of the four languages a notice is written in, from its commonest words. */
export function noticeLanguage(text: string): NoticeLanguage {
  const lower = ` ${text.toLowerCase()} `;
  const score = (words: readonly string[]) => words.reduce((sum, word) => sum + (lower.split(word).length - 1), 0);
  const scores: [NoticeLanguage, number][] = [
    ['en', score([' the ', ' i ', ' am ', ' until ', ' my ', ' and ', ' will ', ' you ', ' office '])],
    ['fr', score([' je ', ' suis ', ' le ', ' les ', ' vous ', ' jusqu', ' et ', ' bureau ', ' absent'])],
    ['de', score([' ich ', ' bin ', ' und ', ' nicht ', ' im ', ' büro', ' bis ', ' sie ', ' ihre '])],
    ['es', score([' estoy ', ' estaré ', ' el ', ' la ', ' hasta ', ' oficina', ' y ', ' su ', ' gracias'])],
  ];
  scores.sort((a, b) => b[1] - a[1]);
  return scores[0]?.[1] ? scores[0][0] : 'en';
}

/**
 * The return date an absence notice gives, as 'YYYY-MM-DD', or undefined when it gives none.
 * `sentAt` dates the notice: a date written without a year is the next one on or after it (and is
 * not read at all when the notice has no date).
 */
export function findReturnDate(
  text: string,
  sentAt: Date | undefined,
  language: NoticeLanguage = noticeLanguage(text),
): string | undefined {
  const dates = writtenDates(text, language);
  if (dates.length === 0) return undefined;
  const anchors = [RETURN_WORDS[language], UNTIL_WORDS[language]];
  if (language !== 'en') anchors.push(RETURN_WORDS.en, UNTIL_WORDS.en);
  for (const words of anchors) {
    for (const match of text.matchAll(words)) {
      const after = match.index + match[0].length;
      const date = dates.find((candidate) => candidate.index >= after && candidate.index - after <= WORD_REACH);
      const resolved = date && resolve(date, sentAt);
      if (resolved) return resolved;
    }
  }
  return undefined;
}

function writtenDates(text: string, language: NoticeLanguage): WrittenDate[] {
  const dates: WrittenDate[] = [];
  const taken: [number, number][] = [];
  const add = (index: number, length: number, day: number, month: number | undefined, year?: number) => {
    if (month === undefined || taken.some(([start, end]) => index < end && index + length > start)) return;
    taken.push([index, index + length]);
    dates.push({ index, end: index + length, day, month, year });
  };
  const year = (value: string | undefined) => (value === undefined ? undefined : Number(value));
  for (const match of text.matchAll(ISO)) {
    add(match.index, match[0].length, Number(match[3]), Number(match[2]), year(match[1]));
  }
  let monthFirstInWords = false;
  for (const match of text.matchAll(MONTH_DAY)) {
    monthFirstInWords = true;
    add(match.index, match[0].length, Number(match[2]), MONTHS.get(monthKey(match[1])), year(match[3]));
  }
  for (const match of text.matchAll(DAY_MONTH)) {
    add(match.index, match[0].length, Number(match[1]), MONTHS.get(monthKey(match[2])), year(match[3]));
  }
  const usWording = language === 'en' && (monthFirstInWords || US_TIME_ZONE.test(text));
  for (const match of text.matchAll(NUMERIC)) {
    const first = Number(match[1]);
    const second = Number(match[3]);
    const written = match[4];
    const fullYear = written === undefined ? undefined : written.length === 2 ? 2000 + Number(written) : Number(written);
    const monthFirst = language === 'en' && second <= 31 && (first > 12 ? false : second > 12 || usWording);
    const [day, month] = monthFirst ? [second, first] : [first, second];
    if (month >= 1 && month <= 12) add(match.index, match[0].length, day, month, fullYear);
  }
  return dates.sort((a, b) => a.index - b.index);
}

function monthKey(name: string | undefined): string {
  return (name ?? '').toLowerCase().replace(/\.$/, '');
}

/** The date as 'YYYY-MM-DD', the year supplied when missing; undefined for a day the month lacks. */
function resolve(date: WrittenDate, sentAt: Date | undefined): string | undefined {
  if (date.year !== undefined) return isValidDay(date.year, date.month, date.day) ? isoDay(date.year, date) : undefined;
  if (!sentAt) return undefined;
  const sentDay = Date.UTC(sentAt.getUTCFullYear(), sentAt.getUTCMonth(), sentAt.getUTCDate());
  // the next such day: this year's, else a later year's (29 February waits for a leap year)
  for (let year = sentAt.getUTCFullYear(); year <= sentAt.getUTCFullYear() + 4; year += 1) {
    if (isValidDay(year, date.month, date.day) && Date.UTC(year, date.month - 1, date.day) >= sentDay) return isoDay(year, date);
  }
  return undefined;
}

function isoDay(year: number, { month, day }: WrittenDate): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function isValidDay(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}
