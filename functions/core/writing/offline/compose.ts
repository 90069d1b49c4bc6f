import type { Language } from '../../../../shared/domain';
import { findHypeWords } from '../../../../shared/rules/email/hype-words';
import { LANGUAGE_CONVENTIONS } from '../../../../shared/rules/email/language';
import { PLACEHOLDERS } from '../../../../shared/rules/email/placeholders';
import type { EmailDraft } from '../../../../shared/rules/email/types';
import { writesLink, type WriterInput } from '../writer';
import type { Picker } from './hash';
import { pickerFor, rotateFor } from './hash';
import type { LinkSentence, PhraseBank, ReceiverFacts } from './phrases';
import { hookCandidates, openingCandidates, openingSentence } from './phrases';
import { GERMAN_PHRASES } from './phrases-de';
import { ENGLISH_PHRASES } from './phrases-en';
import { SPANISH_PHRASES } from './phrases-es';
import { FRENCH_PHRASES } from './phrases-fr';
import type { CleanOptions } from './sanitize';
import { countWords } from '../../../../shared/rules/email/text';
import { longestCopiedRun, MAX_COPIED_RUN } from './copying';
import { cleanLabel, cleanName, cleanText, escapeHtml, firstClause, tidy } from './sanitize';

/** The phrase bank of each writing language. */
export const PHRASE_BANKS: Readonly<Record<Language, PhraseBank>> = {
  ENGLISH: ENGLISH_PHRASES,
  FRENCH: FRENCH_PHRASES,
  GERMAN: GERMAN_PHRASES,
  SPANISH: SPANISH_PHRASES,
};

/** The parts of a message the writer can vary, each with alternatives from the richest to the plainest. */
export const VARIABLE_PARTS = ['hook', 'body', 'callToAction', 'subject'] as const;
export type VariablePart = (typeof VARIABLE_PARTS)[number];

/** Which alternative of each part a draft uses (0 is the richest). */
export type PartChoice = Readonly<Record<VariablePart, number>>;

/** Everything the offline writer can say for one input, and how to put one choice together. */
export interface Composition {
  /** Alternatives of each part, richest first: paragraph HTML for the body parts, plain text for the subject. */
  readonly parts: Readonly<Record<VariablePart, readonly string[]>>;
  /** The email or LinkedIn message for one choice of alternatives. */
  draft(choice: PartChoice): EmailDraft;
}

// Caps on quoted user text, in words: the writer quotes a short phrase, never a run of the user's
// own sentences (a clause longer than this reads as pasted), and the 80 words must hold.
const MAX_WORDS = {
  description: 7,
  achievements: 6,
  callToAction: 6,
  objective: 6,
  title: 8,
  company: 6,
  industry: 5,
  bodyWithProof: 20,
  subject: 8,
} as const;
const MAX_SUBJECT_CHARACTERS = 60;

/** The alternatives that repeat no run of more than MAX_COPIED_RUN words of `sources`; the plainest one when none is left. */
function uncopied(alternatives: readonly string[], sources: readonly string[]): string[] {
  const kept = alternatives.filter((text) => longestCopiedRun(text, sources) <= MAX_COPIED_RUN);
  const plainest = alternatives.at(-1);
  return kept.length > 0 || plainest === undefined ? kept : [plainest];
}

/** Everything the user wrote in their own sentences, which an email may quote only in short phrases. */
function descriptionsOf(input: WriterInput): string[] {
  return [
    input.company.description,
    input.product.description,
    input.product.achievements,
    input.callToAction.description,
    input.persona?.responsibilities,
    input.customerProfile?.description,
  ].filter((text): text is string => text !== undefined);
}

function unique(values: readonly (string | undefined)[]): string[] {
  return [...new Set(values.filter((value): value is string => value !== undefined))];
}

/** The lists without undefined entries, each kept once (empty lists too). */
function uniqueLists(lists: readonly (readonly (string | undefined)[])[]): string[][] {
  const seen = new Set<string>();
  const kept: string[][] = [];
  for (const list of lists) {
    const defined = list.filter((entry): entry is string => entry !== undefined);
    if (defined.length !== list.length) continue;
    const key = defined.join('\n');
    if (seen.has(key)) continue;
    seen.add(key);
    kept.push([...defined]);
  }
  return kept;
}

function anchorHtml(sentence: LinkSentence): string {
  return `${escapeHtml(sentence.before)}<a href="${PLACEHOLDERS.link}">${escapeHtml(sentence.anchor)}</a>${escapeHtml(sentence.after)}`;
}

function startsWithName(clause: string, name: string): boolean {
  return (
    name !== '' &&
    clause.toLocaleLowerCase().startsWith(name.toLocaleLowerCase()) &&
    !/^[\p{L}\p{N}]/u.test(clause.slice(name.length))
  );
}

/** A short label for a sentence (title, company, industry), or undefined when it is missing or would not read well. */
function shortLabel(value: string | undefined, maxWords: number, clean: (text: string) => string): string | undefined {
  if (value === undefined) return undefined;
  const label = clean(value);
  // a dot or a question mark inside (an initial, a domain) could break a sentence count
  if (label === '' || /[.!?…]/u.test(label) || countWords(label) > maxWords) return undefined;
  return label;
}

function receiverFacts(input: WriterInput, bank: PhraseBank, clean: CleanOptions): ReceiverFacts {
  const industry = shortLabel(input.contact.industry ?? input.customerProfile?.industries?.[0], MAX_WORDS.industry, (text) =>
    cleanLabel(text, clean),
  );
  return {
    title: shortLabel(input.contact.jobTitle, MAX_WORDS.title, (text) => cleanLabel(text, clean)),
    company: shortLabel(input.contact.companyName, MAX_WORDS.company, cleanName),
    industry: industry === undefined ? undefined : bank.industryInSentence(industry),
  };
}

/** The body sentence built from the product description, or undefined when no clause of it fits. */
function descriptionSentence(input: WriterInput, bank: PhraseBank, clean: CleanOptions, product: string): string | undefined {
  const clauseOf = (options: CleanOptions): string | undefined =>
    firstClause(cleanText(input.product.description, options), MAX_WORDS.description, input.language);
  let clause = clauseOf(clean);
  if (clause === undefined || product === '') return undefined;
  // When hype words went missing from the clause, only a known shape is sure to still read well.
  const intact = clause === clauseOf({ ...clean, findHype: () => [] });
  for (const name of [product, cleanName(input.company.name)]) {
    if (!startsWithName(clause, name)) continue;
    const rest = clause.slice(name.length);
    // "Acme drafts notes…" is already a sentence about the product; "Acme: a tool that…" is not
    if (/^\s+\p{L}/u.test(rest)) return `${clause}.`;
    clause = tidy(rest);
    break;
  }
  if (countWords(clause, input.language) < 2) return undefined;
  return bank.productSentence(product, clause) ?? (intact ? bank.labelledSentence(product, clause) : undefined);
}

function proofTail(input: WriterInput, bank: PhraseBank, clean: CleanOptions): string | undefined {
  if (input.product.achievements === undefined) return undefined;
  // the first claim only: a proof tail with commas of its own would read as a list (a comma inside
  // a number, as in 4,000, is no list)
  const clause = firstClause(cleanText(input.product.achievements, clean), MAX_WORDS.achievements, input.language)
    ?.split(/,(?!\d)/u)[0]
    ?.trim();
  return clause === undefined || countWords(clause) < 2 ? undefined : bank.proof(clause);
}

function fitsSubject(subject: string): boolean {
  return subject.length <= MAX_SUBJECT_CHARACTERS && countWords(subject) <= MAX_WORDS.subject;
}

function subjects(input: WriterInput, bank: PhraseBank, facts: ReceiverFacts, seed: string): string[] {
  if (input.channel === 'LINKEDIN') return [''];
  const templates = bank.subjects;
  if (input.type === 'FOLLOW_UP') {
    const first = input.thread[0]?.subject.replace(/^(?:\s*(?:re|aw|wg|fwd?|tr|rv)\s*:\s*)+/iu, '').trim();
    const reply = first ? `Re: ${first}` : undefined;
    return unique([reply, ...rotateFor(seed, 'follow-up-subject', templates.followUp), templates.followUp[0]]);
  }
  const { company } = facts;
  const personal = [
    ...(company ? templates.withCompany.map((template) => template(company)) : []),
    ...(input.contact.firstName ? templates.withFirstName : []),
    ...templates.plain,
  ];
  const rich = rotateFor(seed, 'subject', personal).find(fitsSubject);
  return unique([rich, templates.plain[0]]);
}

/**
 * The calls to action, specific first: the link sentence when the email carries the link, an ask
 * built on the description when there is one, else a soft close that never asks for a booking, a
 * call or a time.
 */
function callToActionsFor(
  input: WriterInput,
  bank: PhraseBank,
  clean: CleanOptions,
  facts: ReceiverFacts,
  firstLead: readonly string[],
  pick: Picker,
): string[] {
  const clauseOf = (text: string | undefined, maxWords: number): string | undefined =>
    text === undefined ? undefined : firstClause(cleanText(text, clean), maxWords, input.language);
  const description = clauseOf(input.callToAction.description, MAX_WORDS.callToAction);
  if (writesLink(input)) {
    const clause = description ?? clauseOf(input.callToAction.objective, MAX_WORDS.objective);
    return unique([anchorHtml(bank.link(clause)), anchorHtml(bank.link(undefined))]);
  }
  const escaped = (texts: readonly (string | undefined)[]): string[] =>
    unique(texts.map((text) => (text === undefined ? undefined : escapeHtml(text))));
  if (input.callToAction.description !== undefined) {
    return escaped([description === undefined ? undefined : bank.ask(description), pick('ask', bank.genericAsks)]);
  }
  // naming the company again is only worth it when the opening did not
  const { company } = facts;
  const named = company !== undefined && firstLead.some((text) => text.includes(company));
  const withCompany =
    company === undefined || named ? undefined : pick('soft-close-company', bank.softClosesWithCompany)?.(company);
  return escaped([withCompany, pick('soft-close', bank.softCloses)]);
}

/**
 * Composes the alternatives of every part of the message for `input`. Nothing here checks the
 * rules: the writer checks each draft and moves to plainer alternatives where the checker points.
 */
export function compose(input: WriterInput): Composition {
  const bank = PHRASE_BANKS[input.language];
  const conventions = LANGUAGE_CONVENTIONS[input.language];
  const { contact } = input;
  const seed = [
    contact.firstName,
    contact.lastName,
    contact.companyName,
    contact.jobTitle,
    input.company.name,
    input.type,
    input.channel,
    // writing again picks other phrasings
    ...(input.revision === undefined ? [] : [`again ${input.revision.attempt}`]),
  ]
    .map((part) => part ?? '')
    .join('|');
  const pick = pickerFor(seed);
  const clean: CleanOptions = {
    language: input.language,
    rangeWord: bank.rangeWord,
    findHype: (text) => findHypeWords(text, input.language),
    intensifiers: bank.intensifiers,
    conjunctions: bank.conjunctions,
    englishArticles: input.language === 'ENGLISH',
    companyNames: [input.company.name, ...(contact.companyName ? [contact.companyName] : [])],
  };
  const facts = receiverFacts(input, bank, clean);
  const product = cleanName(input.product.name);
  const linkedIn = input.channel === 'LINKEDIN';
  const followUp = input.type === 'FOLLOW_UP';

  const hookTemplates = followUp ? bank.followUpHooks : linkedIn ? bank.linkedInHooks : bank.hooks;
  // a first email's opening is a lead and a reason picked apart, so that contacts get many openings
  const opening = !followUp && !linkedIn;
  const richHook =
    linkedIn && followUp
      ? pick('hook', bank.linkedInFollowUpHooks)
      : opening
        ? openingCandidates(bank.hooks, facts, seed, 'hook')[0]
        : hookCandidates(hookTemplates, facts, seed, 'hook')[0];
  const plainLead = pick('plain-hook', hookTemplates.none);
  const plainReason = pick('plain-hook-reason', bank.hooks.reasons);
  const plainHook =
    linkedIn && followUp
      ? undefined
      : opening && plainLead !== undefined && plainReason !== undefined
        ? openingSentence(plainLead, plainReason)
        : plainLead;

  const sentence = descriptionSentence(input, bank, clean, product);
  const tail = sentence === undefined || sentence.includes(',') ? undefined : proofTail(input, bank, clean);
  const withProof = sentence !== undefined && tail !== undefined ? `${sentence.replace(/\.$/u, '')}${tail}.` : undefined;
  const genericProduct = product === '' ? undefined : pick('generic-body', bank.genericProductSentences)?.(product);

  // A LinkedIn message has room for little: its opening sentences are one part, from both the hook
  // and the product sentence down to nothing but the greeting before the question.
  const leads = linkedIn
    ? uniqueLists(
        followUp
          ? [[richHook, sentence], [richHook], [sentence], []]
          : [[richHook, sentence], [sentence], [richHook], [plainHook], []],
      )
    : uniqueLists([[richHook], [plainHook]]);
  const bodies = linkedIn
    ? ['']
    : unique([
        withProof !== undefined && countWords(withProof, input.language) <= MAX_WORDS.bodyWithProof ? withProof : undefined,
        sentence,
        genericProduct,
        pick('plain-body', bank.plainBodies),
      ]);
  const sources = descriptionsOf(input);
  const leadsHtml = leads
    .filter((lead, index) => index === leads.length - 1 || longestCopiedRun(lead.join(' '), sources) <= MAX_COPIED_RUN)
    .map((lead) => lead.map(escapeHtml));

  const callToActions = callToActionsFor(input, bank, clean, facts, leads[0] ?? [], pick);
  const parts: Record<VariablePart, readonly string[]> = {
    hook: leadsHtml.map((lead) => lead.join(' ')),
    body: uncopied(bodies.map(escapeHtml), sources),
    callToAction: uncopied(callToActions, sources),
    subject: uncopied(subjects(input, bank, facts, seed), sources),
  };
  const greeting = `${pick('greeting', bank.greetings) ?? conventions.greetings[0]} ${PLACEHOLDERS.firstName},`;
  const closing =
    input.sender.signature !== undefined
      ? PLACEHOLDERS.signature
      : `${pick('closing', conventions.closings) ?? conventions.closings[0]}<br>${escapeHtml(input.sender.name)}`;

  return {
    parts,
    draft(choice) {
      const lead = leadsHtml[choice.hook] ?? [];
      const body = parts.body[choice.body] ?? '';
      const callToAction = parts.callToAction[choice.callToAction] ?? '';
      const subject = parts.subject[choice.subject] ?? '';
      const paragraphs = linkedIn
        ? linkedInParagraphs(greeting, lead, callToAction)
        : [greeting, lead.join(' '), body, callToAction, closing, escapeHtml(conventions.footer)];
      return {
        subject,
        html: `<html><body>\n${paragraphs.map((paragraph) => `<p>${paragraph}</p>`).join('\n')}\n</body></html>`,
      };
    },
  };
}

// A LinkedIn message: the greeting, then at most two sentences a paragraph, the question last.
function linkedInParagraphs(greeting: string, lead: readonly string[], question: string): string[] {
  if (lead.length >= 2) return [greeting, lead.join(' '), question];
  return [greeting, [...lead, question].join(' ')];
}
