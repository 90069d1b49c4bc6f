import { describe, expect, it } from 'vitest';

import type { Language } from '../../../../shared/domain/campaign';
import { checkEmail, EMAIL_RULE_CODES, LANGUAGE_CONVENTIONS } from '../../../../shared/rules/email';
import type { EmailCheckContext, EmailDraft, EmailRuleCode } from '../../../../shared/rules/email';

/** The sections of an email, as inner HTML of each paragraph. */
interface Parts {
  readonly greeting: string;
  readonly hook: string;
  readonly body: string;
  readonly callToAction: string;
  readonly closing: string;
  /** `undefined` leaves the footer out. */
  readonly footer: string | undefined;
}

interface Sample {
  readonly subject: string;
  readonly parts: Parts;
  readonly context: EmailCheckContext;
}

const SAMPLES: Readonly<Record<Language, Sample>> = {
  ENGLISH: {
    subject: 'Is onboarding slowing your sales team down?',
    parts: {
      greeting: 'Hi {{firstName}},',
      hook: 'I saw that Acme opened a second office in Lyon last month.',
      body: 'Teams like yours use Reachwise to write the first email to each new lead in minutes.',
      callToAction: 'Would it be worth a look for your team?',
      closing: 'Best,<br>Jane Doe',
      footer: LANGUAGE_CONVENTIONS.ENGLISH.footer,
    },
    context: contextFor('ENGLISH', 'Jane Doe'),
  },
  FRENCH: {
    subject: 'Votre équipe commerciale manque-t-elle de temps ?',
    parts: {
      greeting: 'Bonjour {{firstName}},',
      hook: 'J&rsquo;ai vu qu&rsquo;Acme a ouvert un bureau à Lyon le mois dernier.',
      body: 'Des équipes comme la vôtre utilisent Reachwise pour écrire leurs premiers emails en quelques minutes.',
      callToAction: 'Est-ce que cela vaudrait la peine d&rsquo;y jeter un œil&nbsp;?',
      closing: 'Bien à vous,<br>Jeanne Dupont',
      footer: LANGUAGE_CONVENTIONS.FRENCH.footer,
    },
    context: contextFor('FRENCH', 'Jeanne Dupont'),
  },
  GERMAN: {
    subject: 'Schreibt Ihr Team jede Nachricht noch selbst?',
    parts: {
      greeting: 'Hallo {{firstName}},',
      hook: 'Ich habe gesehen, dass Acme im letzten Monat ein Büro in Lyon eröffnet hat.',
      body: 'Vertriebs- und Marketingteams wie Ihres schreiben mit Reachwise die erste Nachricht z. B. an neue Kontakte in wenigen Minuten.',
      callToAction: 'Wäre das einen kurzen Blick wert?',
      closing: 'Beste Grüße,<br>Hans Müller',
      footer: LANGUAGE_CONVENTIONS.GERMAN.footer,
    },
    context: contextFor('GERMAN', 'Hans Müller'),
  },
  SPANISH: {
    subject: '¿Tu equipo sigue escribiendo cada correo a mano?',
    parts: {
      greeting: 'Hola {{firstName}},',
      hook: 'Vi que Acme abrió una oficina en Lyon el mes pasado.',
      body: 'Equipos como el tuyo usan Reachwise para escribir el primer correo a cada contacto en minutos.',
      callToAction: '¿Te parece que valdría la pena echarle un vistazo?',
      closing: 'Saludos,<br>Ana García',
      footer: LANGUAGE_CONVENTIONS.SPANISH.footer,
    },
    context: contextFor('SPANISH', 'Ana García'),
  },
};

function contextFor(language: Language, senderName: string): EmailCheckContext {
  return {
    channel: 'EMAIL',
    language,
    type: 'ROOT',
    senderName,
    hasSignature: false,
    callToAction: { hasDescription: false, hasLink: false },
    productNames: ['Reachwise'],
    companyNames: ['Reachwise', 'Acme'],
  };
}

function htmlOf(parts: Parts): string {
  const paragraphs = [parts.greeting, parts.hook, parts.body, parts.callToAction, parts.closing];
  if (parts.footer !== undefined) paragraphs.push(parts.footer);
  return `<html><body>${paragraphs.map((paragraph) => `<p>${paragraph}</p>`).join('')}</body></html>`;
}

const EN = SAMPLES.ENGLISH;

/** An English email: the valid sample with some sections, subject or context changed. */
function english(
  change: {
    parts?: Partial<Parts>;
    subject?: string;
    context?: Partial<EmailCheckContext>;
    html?: (html: string) => string;
  } = {},
): {
  draft: EmailDraft;
  context: EmailCheckContext;
} {
  const html = htmlOf({ ...EN.parts, ...change.parts });
  return {
    draft: { subject: change.subject ?? EN.subject, html: change.html ? change.html(html) : html },
    context: { ...EN.context, ...change.context },
  };
}

const LINK_CTA = 'Here is a <a href="{{link}}">two minute tour</a> of how it works.';
const WITH_LINK: Partial<EmailCheckContext> = { callToAction: { hasDescription: true, hasLink: true } };

const LINKEDIN_CONTEXT: EmailCheckContext = {
  channel: 'LINKEDIN',
  language: 'ENGLISH',
  senderName: 'Jane Doe',
  hasSignature: false,
  callToAction: { hasDescription: false, hasLink: false },
  companyNames: ['Acme'],
  contactFirstName: 'Sam',
};
const LINKEDIN_MESSAGE =
  'Hi {{firstName}},\n\nI saw that Acme opened a second office in Lyon. Would a short note on how teams like yours write first emails be useful?';
const LONG_LINKEDIN_MESSAGE = `${LINKEDIN_MESSAGE.replace('be useful?', 'be useful to you and the new team?')} I read your post about hiring six new account executives this spring.`;

interface Example {
  readonly code: EmailRuleCode;
  /** What the failing email does wrong. */
  readonly does: string;
  readonly fail: { draft: EmailDraft; context: EmailCheckContext };
  /** Every code the failing email breaks: the code itself, and any other it cannot help breaking. */
  readonly failCodes?: readonly EmailRuleCode[];
  /** What the passing near miss does right. */
  readonly passes: string;
  readonly pass: { draft: EmailDraft; context: EmailCheckContext };
}

/** One failing and one passing email per rule code. */
const EXAMPLES: readonly Example[] = [
  {
    code: 'HTML_CONTAINER',
    does: 'has no <html> around <body>',
    fail: english({ html: (html) => html.replace('<html>', '').replace('</html>', '') }),
    passes: 'has whitespace and upper-case tags in the container',
    pass: english({ html: (html) => html.replace('<html><body>', '<HTML>\n  <BODY>\n').replaceAll('</p>', '</p>\n  ') }),
  },
  {
    code: 'TEXT_OUTSIDE_PARAGRAPH',
    does: 'has text directly in <body>',
    fail: english({ html: (html) => html.replace('<body>', '<body>Quick note.') }),
    passes: 'has a <br> inside a paragraph',
    pass: english({ parts: { hook: 'I saw that Acme opened a second office<br>in Lyon last month.' } }),
  },
  {
    code: 'SECTION_COUNT',
    does: 'has the hook and the body in one paragraph',
    fail: english({ html: (html) => html.replace('</p><p>Teams', ' Teams') }),
    passes: 'has five paragraphs when the footer is off',
    pass: english({ parts: { footer: undefined }, context: { footer: false } }),
  },
  {
    code: 'EMPTY_PARAGRAPH',
    does: 'has an empty spacer paragraph',
    fail: english({ html: (html) => html.replace('<p>Would', '<p>&nbsp;</p><p>Would') }),
    passes: 'has no empty paragraph',
    pass: english(),
  },
  {
    code: 'UNKNOWN_PLACEHOLDER',
    does: 'uses {{companyName}}',
    fail: english({ parts: { hook: 'I saw that {{companyName}} opened a second office in Lyon last month.' } }),
    passes: 'uses {{firstName}} in the hook too',
    pass: english({ parts: { hook: 'I saw, {{firstName}}, that Acme opened a second office in Lyon last month.' } }),
  },
  {
    code: 'PARAGRAPH_SENTENCES',
    does: 'has three sentences in the P.S.',
    fail: english({
      parts: {
        footer:
          "P.S. I know inboxes are busy. No pressure at all. If this isn't a priority, just reply 'no thanks' and I won't follow up.",
      },
    }),
    passes: 'has two sentences in the hook, with abbreviations and numbers',
    pass: english({
      parts: {
        hook: 'I saw that Acme, i.e. Dr. Lee&rsquo;s team, grew 3.5 times.',
        body: 'Reachwise writes first emails in minutes.',
      },
    }),
  },
  {
    code: 'BODY_SENTENCES',
    does: 'has five sentences from hook to call to action',
    fail: english({
      parts: {
        hook: 'I saw that Acme opened a second office. It is in Lyon.',
        body: 'Teams like yours use Reachwise. It writes first emails in minutes.',
      },
    }),
    passes: 'has three',
    pass: english(),
  },
  {
    code: 'WORD_LIMIT',
    does: 'has 85 words from greeting to closing',
    fail: english({
      parts: {
        hook: 'I saw that Acme opened a second office in Lyon last month, with twelve new account executives joining the team over the spring and summer and a plan to double outbound volume before the end of the year.',
        body: 'Teams like yours use Reachwise to write the first email to each new lead in minutes, so that every rep spends the afternoon on calls with people who replied rather than on drafting.',
      },
    }),
    passes: 'has a long P.S., which is not counted',
    pass: english({
      parts: {
        footer: `P.S. ${'word '.repeat(60)}if this isn't a priority, just reply 'no thanks' and I won't follow up.`,
      },
    }),
  },
  {
    code: 'LINKEDIN_LENGTH',
    does: 'is a 230-character LinkedIn message without premium',
    fail: { draft: { subject: '', html: LONG_LINKEDIN_MESSAGE }, context: LINKEDIN_CONTEXT },
    passes: 'is the same message with premium',
    pass: { draft: { subject: '', html: LONG_LINKEDIN_MESSAGE }, context: { ...LINKEDIN_CONTEXT, linkedInPremium: true } },
  },
  {
    code: 'GREETING',
    does: 'opens with "Hey"',
    fail: english({ parts: { greeting: 'Hey {{firstName}},' } }),
    passes: 'opens with "Hello {{firstName}}!"',
    pass: english({ parts: { greeting: 'Hello {{firstName}}!' } }),
  },
  {
    code: 'CTA_MISSING',
    does: 'asks nothing',
    fail: english({ parts: { callToAction: 'Happy to share more details.' } }),
    passes: 'asks one question',
    pass: english(),
  },
  {
    code: 'CTA_MULTIPLE',
    does: 'asks in the hook too',
    fail: english({ parts: { hook: 'Is Acme hiring more account executives this quarter?' } }),
    passes: 'asks once',
    pass: english(),
  },
  {
    code: 'CTA_PLACEMENT',
    does: 'asks in the body, not before the closing',
    fail: english({
      parts: {
        body: 'Would it be worth a look for your team?',
        callToAction: 'Teams like yours use Reachwise to write first emails.',
      },
    }),
    passes: 'asks right before the closing',
    pass: english(),
  },
  {
    code: 'SOFT_CLOSE',
    does: 'asks for a call on Tuesday when the call to action has no description and no link',
    fail: english({ parts: { callToAction: 'Could we book a call on Tuesday?' } }),
    passes: 'asks for the call when the call to action has a description',
    pass: english({
      parts: { callToAction: 'Could we book a call on Tuesday?' },
      context: { callToAction: { hasDescription: true, hasLink: false } },
    }),
  },
  {
    code: 'LINK_MISSING',
    does: 'has no link when the version writes links',
    fail: english({ context: WITH_LINK }),
    passes: 'carries the link in the call to action',
    pass: english({ parts: { callToAction: LINK_CTA }, context: WITH_LINK }),
  },
  {
    code: 'LINK_NOT_ALLOWED',
    does: 'carries a link in a "No Links" version',
    fail: english({ parts: { callToAction: LINK_CTA }, context: { callToAction: { hasDescription: true, hasLink: false } } }),
    passes: 'asks a question instead',
    pass: english({ context: { callToAction: { hasDescription: true, hasLink: false } } }),
  },
  {
    code: 'LINK_OUTSIDE_HREF',
    does: 'writes {{link}} in the text of the body',
    fail: english({
      parts: { body: 'Teams like yours read about it at {{link}} first.', callToAction: LINK_CTA },
      context: WITH_LINK,
    }),
    passes: 'writes {{link}} only as the href',
    pass: english({ parts: { callToAction: LINK_CTA }, context: WITH_LINK }),
  },
  {
    code: 'CLOSING',
    does: 'closes with "Cheers,"',
    fail: english({ parts: { closing: 'Cheers,<br>Jane Doe' } }),
    passes: "closes with the sender's name in another case",
    pass: english({ parts: { closing: 'Best,<br>jane doe' } }),
  },
  {
    code: 'SIGNATURE_MISPLACED',
    does: 'puts {{signature}} in the P.S. as well as the closing',
    fail: english({
      parts: { closing: '{{signature}}', footer: `${LANGUAGE_CONVENTIONS.ENGLISH.footer} {{signature}}` },
      context: { hasSignature: true },
    }),
    passes: 'has {{signature}} alone as the closing',
    pass: english({ parts: { closing: '{{signature}}' }, context: { hasSignature: true } }),
  },
  {
    code: 'FOOTER',
    does: "asks for a 'stop' reply",
    fail: english({ parts: { footer: "P.S. If this isn't a priority, just reply 'stop' and I won't follow up." } }),
    passes: 'quotes the reply with curly quotes',
    pass: english({ parts: { footer: 'P.S. If this isn’t a priority, just reply “no thanks” and I won’t follow up.' } }),
  },
  {
    code: 'SUBJECT_MISSING',
    does: 'has no subject',
    fail: english({ subject: '   ' }),
    passes: "is a follow-up behind 'Re: '",
    pass: english({ subject: `Re: ${EN.subject}`, context: { type: 'FOLLOW_UP' } }),
  },
  {
    code: 'SUBJECT_LENGTH',
    does: 'has a 12-word subject',
    fail: english({ subject: 'Is your team still writing every first sales email by hand today?' }),
    passes: 'has an 8-word subject',
    pass: english({ subject: 'Is your team still writing every email alone?' }),
  },
  {
    code: 'SUBJECT_NOT_PERSONAL',
    does: 'does not speak to the receiver',
    fail: english({ subject: 'Sales teams write faster with good tools.' }),
    passes: 'names the receiver',
    pass: english({ subject: '{{firstName}}, I have a thought on onboarding.' }),
  },
  {
    code: 'SUBJECT_NOT_PERSONAL',
    does: "names only the sender's own company",
    fail: english({ subject: 'Reachwise has a thought on onboarding.', context: { productNames: [] } }),
    passes: "names the receiver's company",
    pass: english({
      subject: 'Acme has a quick onboarding question.',
      context: { productNames: [], receiverCompanyName: 'Acme' },
    }),
  },
  {
    code: 'SUBJECT_NOT_SENTENCE',
    does: 'is a lowercase fragment',
    fail: english({ subject: 'your sales onboarding' }),
    passes: 'is a sentence ending in a period',
    pass: english({ subject: 'I have a thought on your sales onboarding.' }),
  },
  {
    code: 'SUBJECT_NOT_SENTENCE',
    does: 'has a subject without a verb',
    fail: english({ subject: 'A quick thought on your sales onboarding.' }),
    passes: 'has a subject that says something',
    pass: english({ subject: 'Your sales onboarding could be faster.' }),
  },
  {
    code: 'SUBJECT_NAMES_PRODUCT',
    does: 'names the product',
    fail: english({ subject: 'Could reachwise help your team?' }),
    passes: 'names no product',
    pass: english(),
  },
  {
    code: 'SUBJECT_MENTIONS_LINKEDIN',
    does: 'mentions LinkedIn only in the subject',
    fail: english({ subject: 'Saw your LinkedIn post on hiring.' }),
    passes: 'mentions LinkedIn in the body too',
    pass: english({
      subject: 'Saw your LinkedIn post on hiring.',
      parts: { hook: 'I saw on LinkedIn that Acme opened a second office in Lyon last month.' },
    }),
  },
  {
    code: 'DASH',
    does: 'has an em dash',
    fail: english({ parts: { hook: 'I saw that Acme opened a second office — in Lyon, last month.' } }),
    passes: 'has hyphens inside words',
    pass: english({ parts: { hook: 'I saw that Acme opened a second office in Lyon, a follow-up to its 2023-24 plan.' } }),
  },
  {
    code: 'HYPE_WORD',
    does: 'calls the product game-changing',
    fail: english({ parts: { body: 'Teams like yours use Reachwise, a game-changing way to write first emails.' } }),
    passes: 'uses ordinary business words',
    pass: english({ parts: { body: 'Teams like yours use Reachwise to help new reps grow pipeline and save time.' } }),
  },
  {
    code: 'CORPORATE_SUFFIX',
    does: 'writes "Acme Inc."',
    fail: english({ parts: { hook: 'I saw that Acme Inc. opened a second office in Lyon last month.' } }),
    passes: 'writes "Acme" and an ordinary "limited"',
    pass: english({ parts: { hook: 'I saw that Acme opened a second office in Lyon with limited fuss.' } }),
  },
  {
    code: 'TRADEMARK_SIGN',
    does: 'writes "Reachwise™"',
    fail: english({ parts: { body: 'Teams like yours use Reachwise™ to write the first email to each new lead.' } }),
    passes: 'writes the name plainly',
    pass: english(),
  },
];

function codesOf(example: { draft: EmailDraft; context: EmailCheckContext }): EmailRuleCode[] {
  return [...new Set(checkEmail(example.draft, example.context).violations.map((violation) => violation.code))].sort();
}

describe('checkEmail, one example per rule', () => {
  it('has a failing and a passing example for every rule code', () => {
    const covered = new Set(EXAMPLES.map((example) => example.code));
    const missing = EMAIL_RULE_CODES.filter((code) => !covered.has(code));
    expect(missing).toEqual([]);
  });

  it.each(EXAMPLES.map((example) => [example.code, example.does, example] as const))(
    'reports %s when the email %s',
    (code, _does, example) => {
      const expected = [...new Set([code, ...(example.failCodes ?? [])])].sort();
      const codes = codesOf(example.fail);
      expect(codes).toEqual(expected);
    },
  );

  it.each(EXAMPLES.map((example) => [example.code, example.passes, example] as const))(
    'reports nothing (so no %s) when the email %s',
    (_code, _passes, example) => {
      const result = checkEmail(example.pass.draft, example.pass.context);
      expect(result.violations).toEqual([]);
      expect(result.ok).toBe(true);
    },
  );

  it('gives every violation a message and a part', () => {
    const failing = EXAMPLES.map((example) => example.fail);
    const violations = failing.flatMap((example) => checkEmail(example.draft, example.context).violations);
    expect(violations.length).toBeGreaterThanOrEqual(EXAMPLES.length);
    for (const violation of violations) {
      expect(violation.message.trim().length, violation.code).toBeGreaterThan(20);
      expect(['subject', 'body'], violation.code).toContain(violation.where.part);
    }
  });
});

describe('checkEmail, valid emails', () => {
  const languages = Object.keys(SAMPLES) as Language[];

  it.each(languages)('passes a %s email with the footer', (language) => {
    const sample = SAMPLES[language];
    const result = checkEmail({ subject: sample.subject, html: htmlOf(sample.parts) }, sample.context);
    expect(result.violations).toEqual([]);
    expect(result.stats.paragraphs).toBe(6);
    expect(result.stats.bodySentences).toBe(3);
  });

  it.each(languages)('passes a %s email with a signature and without the footer', (language) => {
    const sample = SAMPLES[language];
    const html = htmlOf({ ...sample.parts, closing: '{{signature}}', footer: undefined });
    const result = checkEmail({ subject: sample.subject, html }, { ...sample.context, hasSignature: true, footer: false });
    expect(result.violations).toEqual([]);
  });

  it.each(languages)('passes a %s email whose call to action carries the link', (language) => {
    const sample = SAMPLES[language];
    const html = htmlOf({ ...sample.parts, callToAction: `<a href="{{link}}">${sample.parts.callToAction}</a>` });
    const result = checkEmail(
      { subject: sample.subject, html },
      { ...sample.context, callToAction: { hasDescription: true, hasLink: true } },
    );
    expect(result.violations).toEqual([]);
  });

  it.each(languages)('reports SOFT_CLOSE when a %s call to action asks for a meeting', (language) => {
    const asks: Readonly<Record<Language, string>> = {
      ENGLISH: 'Are you free for a demo next week?',
      FRENCH: 'Seriez-vous disponible pour un appel mardi ?',
      GERMAN: 'Hätten Sie am Dienstag Zeit für einen Termin?',
      SPANISH: '¿Tienes tiempo para una llamada el martes?',
    };
    const sample = SAMPLES[language];
    const html = htmlOf({ ...sample.parts, callToAction: asks[language] });
    const result = checkEmail({ subject: sample.subject, html }, sample.context);
    expect(result.violations.map((violation) => violation.code)).toEqual(['SOFT_CLOSE']);
  });

  it('reports a French email that opens with the English greeting', () => {
    const sample = SAMPLES.FRENCH;
    const html = htmlOf({ ...sample.parts, greeting: 'Hi {{firstName}},' });
    const result = checkEmail({ subject: sample.subject, html }, sample.context);
    expect(result.violations.map((violation) => violation.code)).toEqual(['GREETING']);
    expect(result.violations[0]?.message).toContain('Bonjour {{firstName}},');
  });

  it('counts words from greeting to closing, leaving out the footer', () => {
    const { draft, context } = english();
    const result = checkEmail(draft, context);
    expect(result.stats.words).toBe(2 + 12 + 16 + 9 + 3);
  });
});

describe('checkEmail, messages and locations', () => {
  it('says how many sentences the hook has and where it is', () => {
    const { draft, context } = english({
      parts: { hook: 'I saw the news. Acme opened an office. It is in Lyon.', body: 'Reachwise writes emails.' },
    });
    const violation = checkEmail(draft, context).violations.find((found) => found.code === 'PARAGRAPH_SENTENCES');
    expect(violation?.message).toBe('The hook has 3 sentences; keep each paragraph to at most 2.');
    expect(violation?.where).toMatchObject({ part: 'body', section: 'hook', paragraph: 1 });
  });

  it('reports every broken rule at once, not just the first', () => {
    const { draft, context } = english({
      subject: 'our revolutionary tool',
      parts: { greeting: 'Dear Sam,', hook: 'Acme Inc. is growing — fast.', closing: 'Thanks,<br>Jane' },
    });
    const codes = codesOf({ draft, context });
    expect(codes).toEqual(
      expect.arrayContaining([
        'GREETING',
        'CLOSING',
        'DASH',
        'CORPORATE_SUFFIX',
        'HYPE_WORD',
        'SUBJECT_NOT_SENTENCE',
        'SUBJECT_NOT_PERSONAL',
      ] satisfies EmailRuleCode[]),
    );
  });

  it('points a subject violation at the subject', () => {
    const { draft, context } = english({ subject: 'A game-changer for your team.' });
    const violation = checkEmail(draft, context).violations.find((found) => found.code === 'HYPE_WORD');
    expect(violation?.where).toEqual({ part: 'subject', excerpt: 'game-changer' });
  });

  it('reads a sentence holding the anchor as a call to action', () => {
    const { draft, context } = english({
      parts: { callToAction: 'Worth a look? Here is a <a href="{{link}}">short tour</a>.' },
      context: WITH_LINK,
    });
    const violations = checkEmail(draft, context).violations;
    expect(violations.map((violation) => violation.code).sort()).toEqual(['BODY_SENTENCES', 'CTA_MULTIPLE']);
    expect(violations.find((violation) => violation.code === 'CTA_MULTIPLE')?.where.excerpt).toBe('Worth a look?');
  });

  it('reports a link anchor outside the call to action', () => {
    const { draft, context } = english({
      parts: { hook: 'I read <a href="{{link}}">your post</a> on the Lyon office.', callToAction: LINK_CTA },
      context: WITH_LINK,
    });
    const codes = codesOf({ draft, context });
    expect(codes).toEqual(['CTA_MULTIPLE', 'LINK_OUTSIDE_HREF']);
  });

  it('reports an anchor whose href is not the link placeholder', () => {
    const { draft, context } = english({
      parts: { callToAction: 'Here is a <a href="https://reachwise.io/tour">short tour</a>.' },
      context: WITH_LINK,
    });
    const codes = codesOf({ draft, context });
    expect(codes).toEqual(['LINK_MISSING', 'LINK_OUTSIDE_HREF']);
  });

  it('reports a bare URL in an email without links', () => {
    const { draft, context } = english({ parts: { body: 'Teams like yours use Reachwise, see www.reachwise.io for details.' } });
    const violation = checkEmail(draft, context).violations.find((found) => found.code === 'LINK_NOT_ALLOWED');
    expect(violation?.where.excerpt).toBe('www.reachwise.io');
  });

  it('reports {{signature}} when the sender has none', () => {
    const { draft, context } = english({ parts: { closing: '{{signature}}' } });
    const codes = codesOf({ draft, context });
    expect(codes).toEqual(['CLOSING', 'SIGNATURE_MISPLACED']);
  });

  it('reports a footer when the email takes none', () => {
    const { draft, context } = english({ context: { footer: false } });
    const codes = codesOf({ draft, context });
    expect(codes).toEqual(['FOOTER', 'SECTION_COUNT']);
  });

  it('reports a missing footer without mistaking the closing for it', () => {
    const { draft, context } = english({ parts: { footer: undefined } });
    const codes = codesOf({ draft, context });
    expect(codes).toEqual(['FOOTER', 'SECTION_COUNT']);
  });

  it('reports a first email whose subject pretends to be a reply', () => {
    const { draft, context } = english({ subject: `Re: ${EN.subject}` });
    const codes = codesOf({ draft, context });
    expect(codes).toEqual(['SUBJECT_NOT_SENTENCE']);
  });

  it('checks only the part after "Re: " in a follow-up', () => {
    const { draft, context } = english({ subject: 'Re: our revolutionary tool', context: { type: 'FOLLOW_UP' } });
    const violations = checkEmail(draft, context).violations;
    expect(violations.map((violation) => violation.code).sort()).toEqual([
      'HYPE_WORD',
      'SUBJECT_NOT_PERSONAL',
      'SUBJECT_NOT_SENTENCE',
    ]);
    expect(violations.find((violation) => violation.code === 'SUBJECT_NOT_SENTENCE')?.message).toContain('capital letter');
  });

  it.each([
    'Wir übernehmen die Vor- und Nachbereitung Ihrer Besprechungen.',
    'Wir planen Lagerhaltung und -steuerung für Sie.',
    'Wir planen Ein- oder Ausfahrten sowie Lager- und Transportkosten.',
  ])('reads a German compound left open before or after a conjunction as a hyphen, not a dash: %j', (body) => {
    const sample = SAMPLES.GERMAN;
    const draft = { subject: sample.subject, html: htmlOf({ ...sample.parts, body }) };
    const codes = codesOf({ draft, context: sample.context });
    expect(codes).toEqual([]);
  });

  it('reports a hyphen standing alone between words as a dash', () => {
    const sample = SAMPLES.GERMAN;
    const draft = { subject: sample.subject, html: htmlOf({ ...sample.parts, body: 'Wir planen Touren - und sparen Zeit.' }) };
    const codes = codesOf({ draft, context: sample.context });
    expect(codes).toEqual(['DASH']);
  });

  it('reports a <p> inside a <p> as text outside a paragraph', () => {
    const { draft, context } = english({
      html: (html) => html.replace('</p><p>I saw', '<p>I saw').replace('last month.</p>', 'last month.</p></p>'),
    });
    const codes = codesOf({ draft, context });
    expect(codes).toEqual(['TEXT_OUTSIDE_PARAGRAPH']);
  });
});

describe('checkEmail, LinkedIn messages', () => {
  it('passes a plain-text message', () => {
    const result = checkEmail({ subject: 'ignored', html: LINKEDIN_MESSAGE }, LINKEDIN_CONTEXT);
    expect(result.violations).toEqual([]);
    expect(result.stats.characters).toBe(LINKEDIN_MESSAGE.replace('{{firstName}}', 'Sam').length);
  });

  it('passes the same message written in the html container', () => {
    const html = `<html><body>${LINKEDIN_MESSAGE.split('\n\n')
      .map((paragraph) => `<p>${paragraph}</p>`)
      .join('')}</body></html>`;
    const result = checkEmail({ subject: '', html }, LINKEDIN_CONTEXT);
    expect(result.violations).toEqual([]);
  });

  it('reports a link, a second question and a bad greeting', () => {
    const message = 'Hey there, saw your post. Are you hiring? Would <a href="{{link}}">this</a> help?';
    const codes = codesOf({ draft: { subject: '', html: message }, context: LINKEDIN_CONTEXT });
    expect(codes).toEqual(['CTA_MULTIPLE', 'GREETING', 'LINK_NOT_ALLOWED']);
  });

  it('counts {{firstName}} as the placeholder itself when the first name is unknown', () => {
    const { contactFirstName: _unknown, ...context } = LINKEDIN_CONTEXT;
    const result = checkEmail({ subject: '', html: LINKEDIN_MESSAGE }, context);
    expect(result.stats.characters).toBe(LINKEDIN_MESSAGE.length);
  });
});

describe('checkEmail, sections', () => {
  it('reads an extra paragraph as body and still finds the closing when the footer is missing', () => {
    const { draft, context } = english({
      parts: { footer: undefined },
      html: (html) => html.replace('<p>Would', '<p>It also drafts replies.</p><p>Would'),
    });
    const violations = checkEmail(draft, context).violations;
    expect(violations.map((violation) => violation.code).sort()).toEqual(['BODY_SENTENCES', 'FOOTER']);
  });
});
