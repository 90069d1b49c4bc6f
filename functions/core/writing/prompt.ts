import type { GeneratorVersion, Language } from '../../../shared/domain';
import { LANGUAGE_CONVENTIONS } from '../../../shared/rules/email/language';
import { PLACEHOLDERS } from '../../../shared/rules/email/placeholders';
import type { EmailDraft, Violation } from '../../../shared/rules/email/types';
import { plainUserText } from './plain-text';
import { writesLink, type WriterInput } from './writer';

/** One chat message; the same shape as the OpenAI SDK's system, user and assistant message params. */
export interface PromptMessage {
  readonly role: 'system' | 'user' | 'assistant';
  readonly content: string;
}

/** The messages that ask a model for one email, with their estimated size. */
interface Prompt {
  readonly messages: readonly PromptMessage[];
  /** Estimated prompt tokens ({@link estimateTokens} over the messages), for budgets and the bench. */
  readonly estimatedTokens: number;
}

/** Largest answer the prompt asks for: an email is about 150 tokens of JSON, so 700 leaves room without waste. */
export const DEFAULT_MAX_ANSWER_TOKENS = 700;

const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  ENGLISH: 'English',
  FRENCH: 'French',
  GERMAN: 'German',
  SPANISH: 'Spanish',
};

/** Words that make a subject speak to the receiver, per language (the checker's SUBJECT_NOT_PERSONAL). */
const YOU_WORDS: Readonly<Record<Language, string>> = {
  ENGLISH: '"you" or "your"',
  FRENCH: '"vous" or "votre"',
  GERMAN: '"Sie" or "Ihr"',
  SPANISH: '"usted" or "su"',
};

/** A verbless subject the checker rejects (SUBJECT_NOT_SENTENCE), and a sentence it accepts, per language. */
const SUBJECT_EXAMPLES: Readonly<Record<Language, { readonly fragment: string; readonly sentence: string }>> = {
  ENGLISH: { fragment: 'A quick idea for your team.', sentence: 'I have a quick idea for your team.' },
  FRENCH: { fragment: 'Une idée pour votre équipe.', sentence: "J'ai une idée pour votre équipe." },
  GERMAN: { fragment: 'Eine kurze Idee für Ihr Team.', sentence: 'Ich habe eine kurze Idee für Ihr Team.' },
  SPANISH: { fragment: 'Una idea para su equipo.', sentence: 'Tengo una idea para su equipo.' },
};

/** Words of a hard ask, which a soft close must avoid (the checker's SOFT_CLOSE), per language. */
const HARD_ASK_WORDS: Readonly<Record<Language, string>> = {
  ENGLISH: 'book, schedule, calendar, demo, walkthrough, call, meeting, slot, a time, a day or next week',
  FRENCH:
    'réserver, planifier, agenda, calendrier, démo, appel, réunion, rendez-vous, créneau, un jour, une heure (nor demo, call, meeting)',
  GERMAN: 'buchen, Termin, Kalender, Demo, Anruf, Gespräch, Meeting, eine Uhrzeit, einen Tag (nor call, meeting)',
  SPANISH: 'reservar, agendar, calendario, demo, llamada, reunión, cita, una hora, un día (nor call, meeting)',
};

/** How each generator version writes, beyond the rules every version follows. */
const VERSION_STYLES: Readonly<Record<GeneratorVersion, string>> = {
  MCP_NO_LINKS_GENERATOR: 'Very short and plain; every sentence earns its place.',
  MCP_GENERATOR: 'Very short and plain; every sentence earns its place.',
  SHORTER_V2: 'Short, plain and direct.',
  STANDARD: 'Warm and professional.',
  OBJECTIVE: "Built around the call to action's objective: the hook and body lead straight to it.",
  NESTED: 'The hook names a concrete situation of the receiver; the body answers that situation.',
  LINKEDIN: 'Friendly and brief, like a connection note.',
  LINKEDIN_FRESH_GRAD: 'From a recent graduate: modest, curious and brief.',
  LINKEDIN_TEMPLATE: "Generic enough to reuse: relies only on the receiver's first name, role and company.",
  CUSTOM_INSTRUCTIONS: "Follows the persona's instructions closely.",
  CONVERSATIONAL: 'Conversational, like a note to a colleague.',
  CONVERSATIONAL_FOLLOW_UP: 'Conversational, like a short nudge to a colleague.',
};

/** Caps on free text copied into the prompt, in characters: the facts that matter fit, the budget holds. */
const CAP = { description: 500, achievements: 300, instructions: 400, sample: 350, thread: 350 } as const;
const MAX_SAMPLES = 2;
const MAX_THREAD_EMAILS = 3;

/** Estimated tokens of a text: about 4 characters a token for English prose (OpenAI's rule of thumb). */
function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}

/** Estimated prompt tokens of chat messages: their text plus a few tokens of framing each. */
export function estimateMessageTokens(messages: readonly PromptMessage[]): number {
  return messages.reduce((sum, message) => sum + 4 + estimateTokens(message.content), 3);
}

/** The messages that ask the model for the email (or LinkedIn message) described by `input`. */
export function promptFor(draft: WriterInput): Prompt {
  const input = withPlainText(draft);
  const messages: PromptMessage[] = [
    { role: 'system', content: systemPrompt(input) },
    { role: 'user', content: factsPrompt(input) },
  ];
  return { messages, estimatedTokens: estimateMessageTokens(messages) };
}

/**
 * The messages appended to the prompt for a repair: the model's previous answer, then the
 * checker's violations (code, message and excerpt) with the request to rewrite the whole email.
 */
export function repairMessages(previousAnswer: EmailDraft, violations: readonly Violation[]): PromptMessage[] {
  const lines = violations.map((violation) => {
    const where = [violation.where.part, violation.where.section].filter(Boolean).join(', ');
    const { excerpt: text } = violation.where;
    // most messages quote the excerpt already; repeating it costs tokens for nothing
    const excerpt = text && !violation.message.includes(text) ? ` Offending text: "${text}".` : '';
    return `- ${violation.code} (${where}): ${violation.message}${excerpt}`;
  });
  return [
    { role: 'assistant', content: JSON.stringify({ subject: previousAnswer.subject, html: previousAnswer.html }) },
    {
      role: 'user',
      content: [
        'The checker rejected that answer. Broken rules:',
        ...lines,
        'Rewrite the whole answer so that it fixes every one of them and still keeps every other rule. Answer with the JSON only.',
      ].join('\n'),
    },
  ];
}

/**
 * `input` with the user's free text made plain (plainUserText): a model shown Markdown or emoji
 * tends to write them back. The sender's name stays as given, since the closing must repeat it.
 */
function withPlainText(input: WriterInput): WriterInput {
  const plain = (text: string): string => plainUserText(text);
  const optional = (text: string | undefined): string | undefined => (text === undefined ? undefined : plainUserText(text));
  const { company, product, persona, customerProfile, callToAction, contact } = input;
  return {
    ...input,
    company: { ...company, name: plain(company.name), description: plain(company.description) },
    product: {
      ...product,
      name: plain(product.name),
      description: plain(product.description),
      achievements: optional(product.achievements),
    },
    persona: persona && {
      name: plain(persona.name),
      responsibilities: plain(persona.responsibilities),
      instructions: optional(persona.instructions),
    },
    customerProfile: customerProfile && {
      ...customerProfile,
      name: plain(customerProfile.name),
      description: optional(customerProfile.description),
      industries: customerProfile.industries?.map(plain),
      jobTitles: customerProfile.jobTitles?.map(plain),
    },
    callToAction: { ...callToAction, objective: plain(callToAction.objective), description: optional(callToAction.description) },
    contact: {
      firstName: optional(contact.firstName),
      lastName: optional(contact.lastName),
      jobTitle: optional(contact.jobTitle),
      companyName: optional(contact.companyName),
      industry: optional(contact.industry),
    },
    sampleEmails: input.sampleEmails.map((sample) => ({ subject: plain(sample.subject), body: plain(looseText(sample.body)) })),
  };
}

function systemPrompt(input: WriterInput): string {
  return input.channel === 'LINKEDIN' ? linkedInSystemPrompt(input) : emailSystemPrompt(input);
}

function emailSystemPrompt(input: WriterInput): string {
  const language = input.language;
  const words = LANGUAGE_CONVENTIONS[language];
  const link = writesLink(input);
  const signature = input.sender.signature !== undefined;
  const greeting = `${words.greetings[0] ?? 'Hi'} ${PLACEHOLDERS.firstName},`;
  const closing = signature ? PLACEHOLDERS.signature : `${words.closings[0] ?? 'Best,'}<br>${input.sender.name}`;
  const product = input.product.name;
  const placeholders = [
    PLACEHOLDERS.firstName,
    ...(link ? [PLACEHOLDERS.link] : []),
    ...(signature ? [PLACEHOLDERS.signature] : []),
  ];
  const inlineTags = ['<br>', '<b>', '<strong>', '<i>', '<em>', ...(link ? [`<a href="${PLACEHOLDERS.link}">`] : [])];
  const followUp = input.type === 'FOLLOW_UP';
  const threadSubject = input.thread[0]?.subject.replace(/^re:\s*/i, '').trim();

  return [
    `You write one cold ${followUp ? 'follow-up ' : ''}sales email in ${LANGUAGE_NAMES[language]} from ${input.sender.name} of ${input.company.name}.`,
    'Answer with JSON {"subject": string, "html": string}. The html is exactly this shape, 6 paragraphs, nothing before or after:',
    '<html><body>',
    `<p>${greeting}</p>`,
    '<p>HOOK: one sentence about the receiver, their role or company. Not a question.</p>',
    `<p>BODY: one sentence on what ${product} does for people like them. Not a question.</p>`,
    `<p>CALL TO ACTION: ${callToActionRule(input, link)}</p>`,
    `<p>${closing}</p>`,
    `<p>${words.footer}</p>`,
    '</body></html>',
    'Rules:',
    `- Greeting paragraph exactly "${greeting}"${words.greetings.length > 1 ? ` (or ${words.greetings.slice(1).join(', ')} instead of ${words.greetings[0]})` : ''}, nothing else in it.`,
    '- Hook, body and call to action: 3 sentences in all, never more. Greeting to closing: at most 80 words, aim for 50 to 65.',
    `- Only the one question or link of the call to action; no other question mark${link ? ' or link' : ''} anywhere.`,
    `- Inside paragraphs only text and ${inlineTags.join(' ')}. No other tags or attributes, no Markdown, no empty paragraph.`,
    `- Placeholders: only ${placeholders.join(' ')}, written exactly so. Write every other fact out (the receiver's company name, their role); never invent a placeholder.`,
    link
      ? `- ${PLACEHOLDERS.link} only as the href of the call to action's anchor. Never write a URL or web address.`
      : '- No link, anchor, URL or web address anywhere.',
    signature
      ? `- Closing paragraph exactly "${PLACEHOLDERS.signature}" alone (the sender's signature).`
      : `- Closing paragraph exactly "${closing}".`,
    `- Last paragraph exactly "${words.footer}"`,
    `- Subject: one complete sentence with a verb (write "${SUBJECT_EXAMPLES[language].sentence}", not a fragment such as "${SUBJECT_EXAMPLES[language].fragment}"), 3 to 8 words and at most 60 characters, starting with a capital letter and ending with ".", "?" or "!". It speaks to the receiver (${YOU_WORDS[language]}, ${PLACEHOLDERS.firstName} or their company). It never names ${product} and never says LinkedIn.`,
    ...(followUp && threadSubject ? [`- As a follow-up, the subject may instead be "Re: ${threadSubject}".`] : []),
    '- No dashes: no em dash, en dash, "--" or hyphen between spaces; use a comma or a full stop. A hyphen inside a word (follow-up) is fine.',
    '- No hype words (revolutionary, game-changer, cutting-edge, seamless, unlock, supercharge, best-in-class, world-class and the like): plain, concrete words.',
    '- Company names bare: no Inc, LLC, Ltd, GmbH, Corp, AG, PLC, S.A., SAS, B.V. or similar suffix; no ™ ® © or (TM) marks.',
    ...styleRules(input),
  ].join('\n');
}

function linkedInSystemPrompt(input: WriterInput): string {
  const language = input.language;
  const words = LANGUAGE_CONVENTIONS[language];
  const greeting = `${words.greetings[0] ?? 'Hi'} ${PLACEHOLDERS.firstName},`;
  const limit = input.linkedInPremium ? 300 : 200;
  const firstName = input.contact.firstName;
  const counted = firstName
    ? `${PLACEHOLDERS.firstName} counting as "${firstName}"`
    : `${PLACEHOLDERS.firstName} counting as its 13 characters`;
  return [
    `You write one short LinkedIn message in ${LANGUAGE_NAMES[language]} from ${input.sender.name} of ${input.company.name}.`,
    'Answer with JSON {"subject": "", "html": string}. The html is exactly this shape, nothing before or after:',
    '<html><body>',
    `<p>${greeting}</p>`,
    `<p>One sentence about the receiver and what ${input.product.name} does for people like them. Not a question.</p>`,
    `<p>CALL TO ACTION: ${callToActionRule(input, false)}</p>`,
    '</body></html>',
    'Rules:',
    `- At most ${limit} characters of text in all (paragraphs joined by a blank line, ${counted}); aim for ${limit - 50}.`,
    `- Greeting paragraph exactly "${greeting}", nothing else in it. The subject is "".`,
    '- Exactly one question, the call to action. No link, URL, closing, signature or postscript.',
    `- Only the placeholder ${PLACEHOLDERS.firstName}; write every other fact out. Inside paragraphs only text.`,
    '- No dashes (em dash, en dash, "--", hyphen between spaces). No hype words (revolutionary, game-changer, cutting-edge, seamless and the like).',
    '- Company names bare: no Inc, LLC, Ltd, GmbH, Corp or similar suffix; no ™ ® © marks.',
    ...styleRules(input),
  ].join('\n');
}

function callToActionRule(input: WriterInput, link: boolean): string {
  const objective = `for "${input.callToAction.objective.replace(/[.!\s]+$/, '')}"`;
  if (link)
    return `exactly one sentence ${objective}, holding <a href="${PLACEHOLDERS.link}">a few words</a> and ending with a full stop.`;
  if (input.callToAction.description === undefined)
    return `a soft close: one short, low-pressure question checking interest (like "Would this be useful for your team?"). No ${HARD_ASK_WORDS[input.language]}.`;
  return `exactly one question ${objective} (${input.callToAction.description}).`;
}

function styleRules(input: WriterInput): string[] {
  const instructions = input.persona?.instructions;
  return [
    `Style: ${VERSION_STYLES[input.generatorVersion]} Write in ${LANGUAGE_NAMES[input.language]}.`,
    ...(instructions
      ? [`The user's instructions, followed unless they break a rule: ${cap(instructions, CAP.instructions)}`]
      : []),
    ...(input.sampleEmails.length > 0
      ? ['Sample emails show the tone only: never copy their facts, names, claims or shape.']
      : []),
  ];
}

function factsPrompt(input: WriterInput): string {
  const { company, product, persona, customerProfile, callToAction, contact } = input;
  const receiver = [
    contact.firstName && `first name ${contact.firstName} (write ${PLACEHOLDERS.firstName})`,
    contact.lastName && `last name ${contact.lastName}`,
    contact.jobTitle && `job title ${contact.jobTitle}`,
    contact.companyName && `company ${contact.companyName}`,
    contact.industry && `industry ${contact.industry}`,
  ].filter(Boolean);
  const profile = customerProfile && [
    customerProfile.name,
    customerProfile.description && cap(customerProfile.description, CAP.description),
    customerProfile.industries?.length && `industries: ${customerProfile.industries.join(', ')}`,
    customerProfile.jobTitles?.length && `job titles: ${customerProfile.jobTitles.join(', ')}`,
    customerProfile.revenueSize && `revenue size: ${customerProfile.revenueSize.toLowerCase()}`,
    customerProfile.businessModel && `business model: ${customerProfile.businessModel}`,
  ];
  const lines = [
    // the website stays out: a model given a domain tends to write it, and a bare URL breaks LINK_NOT_ALLOWED
    `Sender: ${input.sender.name}, ${company.name}. Mission: ${cap(company.description, CAP.description)}`,
    `Product: ${product.name}. ${cap(product.description, CAP.description)}`,
    ...(product.achievements ? [`Achievements: ${cap(product.achievements, CAP.achievements)}`] : []),
    `Receiver: ${receiver.length > 0 ? receiver.join('; ') : 'unknown; keep the hook general'}.`,
    ...(persona
      ? [`Receiver's persona: ${persona.name}. Responsibilities: ${cap(persona.responsibilities, CAP.description)}`]
      : []),
    ...(profile ? [`Customer profile: ${profile.filter(Boolean).join('; ')}.`] : []),
    `Call to action: objective "${bare(callToAction.objective)}"${callToAction.description ? `; what to ask for "${bare(callToAction.description)}"` : ''}.`,
  ];
  if (input.type === 'FOLLOW_UP' && input.thread.length > 0) {
    lines.push('Earlier emails of this thread, oldest first; do not repeat them, bring one new angle:');
    for (const email of input.thread.slice(-MAX_THREAD_EMAILS))
      lines.push(`- "${email.subject}": ${cap(looseText(email.html), CAP.thread)}`);
  }
  if (input.revision) {
    const { previous, instruction } = input.revision;
    if (previous) {
      lines.push(
        `Write this email again, differently. The version to replace: "${previous.subject}": ${cap(looseText(previous.html), CAP.thread)}`,
      );
    }
    if (instruction)
      lines.push(`The user's wish for the new version, followed unless it breaks a rule: ${cap(instruction, CAP.instructions)}`);
  }
  if (input.sampleEmails.length > 0) {
    lines.push('Sample emails (tone only):');
    for (const sample of input.sampleEmails.slice(0, MAX_SAMPLES))
      lines.push(`- "${sample.subject}": ${cap(looseText(sample.body), CAP.sample)}`);
  }
  return lines.join('\n');
}

/** HTML or text as one line of plain text, for context only (samples and earlier emails). */
function looseText(htmlOrText: string): string {
  return htmlOrText
    .replace(/<(br|\/p|\/div|\/li)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&(#39|rsquo|apos);/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** `text` cut at a word boundary to at most `max` characters, marked with an ellipsis when cut. */
function cap(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s.,;:]+$/, '')}…`;
}

/** A phrase without its closing punctuation, to quote inside a sentence. */
function bare(text: string): string {
  return text.replace(/[\s.!?;:]+$/u, '');
}
