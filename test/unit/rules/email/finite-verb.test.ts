import { describe, expect, it } from 'vitest';

import type { Language } from '../../../../shared/domain/campaign';
import { checkEmail, findFiniteVerb, LANGUAGE_CONVENTIONS } from '../../../../shared/rules/email';
import type { EmailCheckContext } from '../../../../shared/rules/email';

/** Subject lines without a finite verb: fragments, not sentences (docs/product.md, Writing rules). */
const VERBLESS: readonly (readonly [Language, string])[] = [
  ['ENGLISH', 'A quick idea for your team.'],
  ['ENGLISH', '{{firstName}}, a quick question for you.'],
  ['ENGLISH', 'A thought on your sales onboarding.'],
  ['ENGLISH', 'Quick reads for your team.'],
  ['ENGLISH', 'Ideas to help your team grow.'],
  ['ENGLISH', 'Routes planned for your team.'],
  ['ENGLISH', 'A must for your team.'],
  ['ENGLISH', 'Your plans for May.'],
  ['ENGLISH', 'Following up on my note to you.'],
  ['FRENCH', 'Une idée pour votre équipe.'],
  ['FRENCH', 'Une question rapide pour vous.'],
  ['FRENCH', '{{firstName}}, une idée pour vous.'],
  ['FRENCH', 'Un rendez-vous pour vous.'],
  ['FRENCH', 'Une idée pour vous aider.'],
  ['FRENCH', 'Une aide pour votre équipe.'],
  ['GERMAN', 'Eine kurze Frage an Sie.'],
  ['GERMAN', 'Eine kurze Idee für Ihr Team.'],
  ['GERMAN', 'Neue Ideen für Sie.'],
  ['GERMAN', 'Eine kurze Nachfrage an Sie.'],
  ['GERMAN', 'Noch einmal kurz zu meiner Nachricht an Sie.'],
  ['SPANISH', 'Una idea para su equipo.'],
  ['SPANISH', 'Una pregunta rápida para usted.'],
  ['SPANISH', 'Un breve seguimiento para usted.'],
  ['SPANISH', 'Mensajería para su empresa.'],
  ['SPANISH', 'La ayuda para su equipo.'],
];

/** Subject lines that say something: each holds a finite verb (the second value). */
const SENTENCES: readonly (readonly [Language, string, string])[] = [
  ['ENGLISH', 'Is this on your radar?', 'Is'],
  ['ENGLISH', 'I have a quick idea for your team.', 'have'],
  ['ENGLISH', '{{firstName}}, could this help your team?', 'could'],
  ['ENGLISH', 'Saw your post on hiring.', 'Saw'],
  ['ENGLISH', 'Your drivers deserve a break.', 'deserve'],
  ['ENGLISH', 'Your team deserves a break.', 'deserves'],
  ['ENGLISH', 'Meet your new dispatcher.', 'Meet'],
  ['ENGLISH', "Let's talk about your routes.", "Let's"],
  ['ENGLISH', 'We noticed your hiring push.', 'noticed'],
  ['ENGLISH', 'May I ask you something?', 'May'],
  ['FRENCH', "J'ai une idée pour votre équipe.", 'ai'],
  ['FRENCH', 'Est-ce un sujet pour vous ?', 'Est-ce'],
  ['FRENCH', 'Votre équipe commerciale manque-t-elle de temps ?', 'manque-t-elle'],
  ['FRENCH', 'Je vous écris au sujet de vos tournées.', 'écris'],
  ['FRENCH', 'Votre équipe gagne du temps.', 'gagne'],
  ['FRENCH', 'Découvrez votre prochaine tournée.', 'Découvrez'],
  ['GERMAN', 'Ich habe eine Idee für Ihr Team.', 'habe'],
  ['GERMAN', 'Haben Sie meine Nachricht gesehen?', 'Haben'],
  ['GERMAN', 'Schreibt Ihr Team jede Nachricht noch selbst?', 'Schreibt'],
  ['GERMAN', 'Ihr Team wächst.', 'wächst'],
  ['GERMAN', 'Wie planen Sie Ihre Touren?', 'planen'],
  ['SPANISH', 'Tengo una idea para su equipo.', 'Tengo'],
  ['SPANISH', '¿Le puedo hacer una pregunta sobre su flota?', 'puedo'],
  ['SPANISH', '¿Tu equipo sigue escribiendo cada correo a mano?', 'sigue'],
  ['SPANISH', 'Me gustaría hacerle una pregunta sobre su flota.', 'gustaría'],
  ['SPANISH', 'Mejora su flota.', 'Mejora'],
];

function contextFor(language: Language, change: Partial<EmailCheckContext> = {}): EmailCheckContext {
  return {
    channel: 'EMAIL',
    language,
    type: 'ROOT',
    senderName: 'Jane Doe',
    hasSignature: false,
    callToAction: { hasDescription: false, hasLink: false },
    ...change,
  };
}

// A valid body in each language, so that only the subject is judged.
const BODIES: Readonly<Record<Language, readonly string[]>> = {
  ENGLISH: [
    'Hi {{firstName}},',
    'I saw that your team opened an office in Lyon.',
    'We help teams like yours plan routes.',
    'Would this be useful to you?',
  ],
  FRENCH: [
    'Bonjour {{firstName}},',
    'J&rsquo;ai vu que votre équipe a ouvert un bureau à Lyon.',
    'Nous aidons des équipes comme la vôtre.',
    'Est-ce un sujet pour vous&nbsp;?',
  ],
  GERMAN: [
    'Hallo {{firstName}},',
    'Ich habe gesehen, dass Ihr Team ein Büro in Lyon eröffnet hat.',
    'Wir helfen Teams wie Ihrem.',
    'Wäre das für Sie interessant?',
  ],
  SPANISH: [
    'Hola {{firstName}},',
    'Vi que su equipo abrió una oficina en Lyon.',
    'Ayudamos a equipos como el suyo.',
    '¿Le parece interesante?',
  ],
};

function emailWith(language: Language, subject: string): { subject: string; html: string } {
  const words = LANGUAGE_CONVENTIONS[language];
  const paragraphs = [...BODIES[language], `${words.closings[0] ?? ''}<br>Jane Doe`, words.footer];
  return { subject, html: `<html><body>${paragraphs.map((paragraph) => `<p>${paragraph}</p>`).join('')}</body></html>` };
}

describe('findFiniteVerb', () => {
  it.each(VERBLESS)('finds no finite verb in the %s fragment %j', (language, subject) => {
    const verb = findFiniteVerb(subject, language);
    expect(verb).toBeUndefined();
  });

  it.each(SENTENCES)('finds the finite verb of the %s sentence %j', (language, subject, expected) => {
    const verb = findFiniteVerb(subject, language);
    expect(verb).toBe(expected);
  });
});

describe('checkEmail, a subject without a finite verb', () => {
  it.each(VERBLESS)('reports SUBJECT_NOT_SENTENCE for the %s subject %j', (language, subject) => {
    const draft = emailWith(language, subject);
    const violations = checkEmail(draft, contextFor(language)).violations;
    expect(violations.map((violation) => violation.code)).toEqual(['SUBJECT_NOT_SENTENCE']);
    expect(violations[0]?.message).toMatch(/verb/u);
    expect(violations[0]?.where).toMatchObject({ part: 'subject' });
  });

  it.each(SENTENCES)('passes the %s subject %j', (language, subject) => {
    const draft = emailWith(language, subject);
    const result = checkEmail(draft, contextFor(language));
    expect(result.violations).toEqual([]);
  });

  it.each(['ENGLISH', 'FRENCH', 'GERMAN', 'SPANISH'] as const)(
    'checks only the words of a first %s email, so a follow-up may keep the thread subject behind "Re: "',
    (language) => {
      const thread = VERBLESS.find(([of]) => of === language)?.[1] ?? '';
      const draft = emailWith(language, `Re: ${thread}`);
      const followUp = checkEmail(draft, contextFor(language, { type: 'FOLLOW_UP' }));
      const fresh = checkEmail(emailWith(language, thread), contextFor(language, { type: 'FOLLOW_UP' }));
      expect(followUp.violations).toEqual([]);
      expect(fresh.violations.map((violation) => violation.code)).toEqual(['SUBJECT_NOT_SENTENCE']);
    },
  );
});
