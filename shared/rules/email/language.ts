import type { Language } from '../../domain/campaign';

/**
 * The fixed words of an email in each writing language. The writing rules (docs/product.md, Writing rules) give them in English ('Hi' or
 * 'Hello', 'Best,', a P.S. inviting a 'no thanks' reply); the other languages use their own
 * equivalents, so that a French email does not open with 'Hi'. The checker, the offline writer and
 * the model's prompt all read them from here.
 */
export interface LanguageConventions {
  /** Greeting words, one of which opens the email before `{{firstName}}`. The first is preferred. */
  readonly greetings: readonly string[];
  /** The greeting without a name, for a receiver whose first name is unknown ('Hi there'). */
  readonly greetingWithoutName: string;
  /** Closing word(s) before the sender's name when there is no signature. The first is preferred. */
  readonly closings: readonly string[];
  /** The reply the P.S. invites, quoted in it ('no thanks'). Matched case-insensitively. */
  readonly noThanks: string;
  /** The default footer: a P.S. inviting a `noThanks` reply. */
  readonly footer: string;
}

export const LANGUAGE_CONVENTIONS: Readonly<Record<Language, LanguageConventions>> = {
  ENGLISH: {
    greetings: ['Hi', 'Hello'],
    greetingWithoutName: 'Hi there',
    closings: ['Best,'],
    noThanks: 'no thanks',
    footer: "P.S. If this isn't a priority, just reply 'no thanks' and I won't follow up.",
  },
  FRENCH: {
    greetings: ['Bonjour', 'Salut'],
    greetingWithoutName: 'Bonjour',
    closings: ['Bien à vous,', 'Cordialement,'],
    noThanks: 'non merci',
    footer: "P.S. Si ce n'est pas une priorité, répondez simplement 'non merci' et je ne vous relancerai pas.",
  },
  GERMAN: {
    greetings: ['Hallo', 'Hi'],
    greetingWithoutName: 'Guten Tag',
    closings: ['Beste Grüße,', 'Viele Grüße,'],
    noThanks: 'nein danke',
    footer: "P.S. Falls das gerade kein Thema ist, antworten Sie einfach mit 'nein danke' und ich melde mich nicht mehr.",
  },
  SPANISH: {
    greetings: ['Hola'],
    greetingWithoutName: 'Hola',
    closings: ['Saludos,', 'Un saludo,'],
    noThanks: 'no, gracias',
    footer: "P.S. Si no es una prioridad, responda simplemente 'no, gracias' y no volveré a escribirle.",
  },
};
