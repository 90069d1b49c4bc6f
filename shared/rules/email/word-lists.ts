import type { Language } from '../../domain/campaign';
import { foldForMatch, phraseSource, WORD_END, WORD_START } from './text';

/**
 * Words that speak to the reader, for the "personal subject" rule (docs/product.md, Writing rules: the subject is
 * personal). Matched as whole words, case- and accent-insensitively, except those in
 * {@link CASE_SENSITIVE_SECOND_PERSON_WORDS}.
 */
export const SECOND_PERSON_WORDS: Readonly<Record<Language, readonly string[]>> = {
  ENGLISH: ['you', 'your', 'yours', 'yourself', 'yourselves', "you're", "you've", "you'll", "you'd"],
  FRENCH: ['vous', 'votre', 'vos', 'vôtre', 'vôtres', 'tu', 'ton', 'ta', 'tes', 'toi', 'tien', 'tienne'],
  GERMAN: ['du', 'dein', 'deine', 'deinen', 'deinem', 'deiner', 'deines', 'dich', 'dir', 'euch', 'euer', 'eure', 'euren'],
  SPANISH: [
    'usted',
    'ustedes',
    'su',
    'sus',
    'tu',
    'tus',
    'tú',
    'te',
    'ti',
    'contigo',
    'vosotros',
    'vosotras',
    'vuestro',
    'vuestra',
    'os',
  ],
};

/**
 * The German polite forms, which speak to the reader only when capitalised (`Sie`, not `sie`,
 * which means "she" or "they").
 */
const CASE_SENSITIVE_SECOND_PERSON_WORDS: Readonly<Partial<Record<Language, readonly string[]>>> = {
  GERMAN: ['Sie', 'Ihr', 'Ihre', 'Ihren', 'Ihrem', 'Ihrer', 'Ihres', 'Ihnen'],
};

/**
 * A hard ask in a call to action: a meeting, a call, a demo, a booking, a time or a day. A soft
 * close (docs/product.md, Writing rules: no description and no link) asks none of these. English words are checked in
 * every language (a "Demo" or a "Call" is said as is in French, German and Spanish).
 */
export const HARD_ASK_WORDS: Readonly<Record<Language, readonly string[]>> = {
  ENGLISH: [
    'book',
    'booking',
    'schedule',
    'calendar',
    'calendly',
    'demo',
    'walkthrough',
    'call',
    'phone call',
    'meeting',
    'appointment',
    'slot',
    'availability',
    'zoom',
    'teams call',
    'tomorrow',
    'next week',
    'this week',
    'monday',
    'tuesday',
    'wednesday',
    'thursday',
    'friday',
    'saturday',
    'sunday',
  ],
  FRENCH: [
    'réserver',
    'planifier',
    'calendrier',
    'agenda',
    'démo',
    'démonstration',
    'appel',
    'appeler',
    'rendez-vous',
    'rdv',
    'réunion',
    'rencontrer',
    'rencontre',
    'créneau',
    'visio',
    'visioconférence',
    'demain',
    'semaine prochaine',
    'cette semaine',
    'lundi',
    'mardi',
    'mercredi',
    'jeudi',
    'vendredi',
    'samedi',
    'dimanche',
  ],
  GERMAN: [
    'buchen',
    'Termin',
    'Terminvereinbarung',
    'vereinbaren',
    'Demo',
    'Vorführung',
    'Anruf',
    'anrufen',
    'Telefonat',
    'telefonieren',
    'Kalender',
    'Besprechung',
    'Meeting',
    'Videocall',
    'morgen',
    'nächste Woche',
    'nächsten Woche',
    'diese Woche',
    'Montag',
    'Dienstag',
    'Mittwoch',
    'Donnerstag',
    'Freitag',
    'Samstag',
    'Sonntag',
  ],
  SPANISH: [
    'reservar',
    'agendar',
    'cita',
    'demo',
    'demostración',
    'llamada',
    'llamar',
    'llamarte',
    'llamarle',
    'reunión',
    'reunirnos',
    'calendario',
    'agenda',
    'videollamada',
    'hueco',
    'mañana',
    'próxima semana',
    'semana que viene',
    'esta semana',
    'lunes',
    'martes',
    'miércoles',
    'jueves',
    'viernes',
    'sábado',
    'domingo',
  ],
};

// Times and durations in any language: "3pm", "10:30", "15h", "15 Uhr", "15 minutes", "a 20-minute call".
const HARD_ASK_PATTERNS = [
  '\\d{1,2}(?::\\d{2})?\\s?(?:am|pm|a\\.m\\.|p\\.m\\.|uhr)',
  '\\d{1,2}:\\d{2}',
  '\\d{1,2}h\\d{0,2}',
  '\\d{1,3}[\\s-]?(?:minutes?|mins?|minuten|minutos)',
] as const;

function wordsPattern(words: readonly string[], flags: string): RegExp {
  const alternatives = [...words].sort((a, b) => b.length - a.length).map((word) => phraseSource(word));
  return new RegExp(`${WORD_START}(?:${alternatives.join('|')})${WORD_END}`, flags);
}

// Built once per language at first use.
const SECOND_PERSON = new Map<Language, { readonly folded: RegExp; readonly exact: RegExp | undefined }>();
const HARD_ASK = new Map<Language, RegExp>();

/** The first word of `text` that speaks to the reader in `language`, if any. */
export function findSecondPerson(text: string, language: Language): string | undefined {
  let compiled = SECOND_PERSON.get(language);
  if (!compiled) {
    const exactWords = CASE_SENSITIVE_SECOND_PERSON_WORDS[language];
    compiled = {
      folded: wordsPattern(SECOND_PERSON_WORDS[language], 'u'),
      exact: exactWords ? new RegExp(`${WORD_START}(?:${exactWords.join('|')})${WORD_END}`, 'u') : undefined,
    };
    SECOND_PERSON.set(language, compiled);
  }
  const folded = compiled.folded.exec(foldForMatch(text));
  if (folded) return text.slice(folded.index, folded.index + folded[0].length);
  return compiled.exact?.exec(text)?.[0];
}

/** The first hard ask (meeting, call, demo, booking, time, day) in `text`, if any. */
export function findHardAsk(text: string, language: Language): string | undefined {
  let pattern = HARD_ASK.get(language);
  if (!pattern) {
    const words = language === 'ENGLISH' ? HARD_ASK_WORDS.ENGLISH : [...HARD_ASK_WORDS[language], ...HARD_ASK_WORDS.ENGLISH];
    const alternatives = [...new Set(words)].sort((a, b) => b.length - a.length).map((word) => phraseSource(word));
    pattern = new RegExp(`${WORD_START}(?:${[...alternatives, ...HARD_ASK_PATTERNS].join('|')})${WORD_END}`, 'u');
    HARD_ASK.set(language, pattern);
  }
  const match = pattern.exec(foldForMatch(text));
  return match ? text.slice(match.index, match.index + match[0].length) : undefined;
}
