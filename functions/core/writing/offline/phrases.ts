import { rotateFor } from './hash';

/**
 * What the offline writer knows about the receiver, already cleaned (no legal forms, marks, dashes
 * or hype) and in the case a sentence wants (an industry is lower case in English, French and Spanish).
 */
export interface ReceiverFacts {
  readonly title?: string;
  readonly company?: string;
  readonly industry?: string;
}

/** Openers of one kind, from the richest facts to none; the writer uses the richest kind it can fill. */
interface HookTemplates {
  readonly titleAndCompany: readonly ((title: string, company: string) => string)[];
  readonly companyAndIndustry: readonly ((company: string, industry: string) => string)[];
  readonly company: readonly ((company: string) => string)[];
  readonly title: readonly ((title: string) => string)[];
  readonly industry: readonly ((industry: string) => string)[];
  /** Openers that need no fact at all, also the plain fallback. */
  readonly none: readonly string[];
}

/**
 * How a reason reads after its lead. After a conjunction ("…, and I wanted", "…, und ich
 * schreibe") the subject comes first; after a fronted clause or phrase German puts the verb
 * first ("Da Sie … sind, schreibe ich"). English, French and Spanish write both the same.
 */
interface OpeningReason {
  readonly afterConjunction: string;
  readonly afterClause: string;
}

/**
 * The opening sentence of a first email, in two parts chosen apart so that contacts get many
 * different openings: a lead that carries what is known of the receiver and ends with its
 * connector ("Since you are Head of Operations at Globex," / "I came across Globex, and"), and a
 * reason that finishes the sentence ("I wanted to send you a short note").
 */
interface OpeningTemplates extends HookTemplates {
  readonly reasons: readonly OpeningReason[];
}

/** A reason that reads the same after a conjunction and after a clause. */
export function reason(text: string): OpeningReason {
  return { afterConjunction: text, afterClause: text };
}

/** The sentence that carries the link: the text before the anchor, the anchor's text and the text after it. */
export interface LinkSentence {
  readonly before: string;
  readonly anchor: string;
  readonly after: string;
}

/** Subjects of one language; each speaks to the receiver and is a short complete sentence, with a finite verb. */
interface SubjectTemplates {
  readonly withCompany: readonly ((company: string) => string)[];
  /** Subjects holding `{{firstName}}`, used only when the receiver's first name is known. */
  readonly withFirstName: readonly string[];
  readonly plain: readonly string[];
  readonly followUp: readonly string[];
}

/**
 * The phrasing of the offline writer in one language: fixed sentences written by hand, and small
 * functions that fit a cleaned clause of the user's text into a sentence when its shape is known
 * (it starts with an article, a verb, an infinitive). A function answers undefined when the clause
 * has a shape it does not know; the writer then uses a generic sentence instead.
 */
export interface PhraseBank {
  /** The word between two numbers when a dash between them is replaced (10–20 → 10 to 20). */
  readonly rangeWord: string;
  /** Words that go with a dropped hype word (the most, très, sehr, muy). */
  readonly intensifiers: readonly string[];
  /** Conjunctions between two dropped hype words (and, et, und, y). */
  readonly conjunctions: readonly string[];
  /** Greeting words to choose from (a subset of the language's greetings, the usual ones in cold email). */
  readonly greetings: readonly string[];
  /** An industry as it reads inside a sentence (lower case except in German). */
  industryInSentence(industry: string): string;

  readonly hooks: OpeningTemplates;
  readonly followUpHooks: HookTemplates;
  readonly linkedInHooks: HookTemplates;
  readonly linkedInFollowUpHooks: readonly string[];

  /**
   * The body sentence from a clause of the product description that does not start with the
   * product's name, when the clause starts in a way the bank knows (an article, a verb).
   */
  productSentence(product: string, clause: string): string | undefined;
  /** The body sentence for a clause of any other shape, quoted behind a label ("Acme in short: …"). */
  labelledSentence(product: string, clause: string): string;
  /** A clause of achievements as a tail for the body sentence (", already used by 300 carriers"), or undefined. */
  proof(clause: string): string | undefined;
  /** Body sentences naming the product without quoting the description. */
  readonly genericProductSentences: readonly ((product: string) => string)[];
  /** Body sentences without any of the user's text. */
  readonly plainBodies: readonly string[];

  /** A question asking for what the call to action's description offers, or undefined. */
  ask(clause: string): string | undefined;
  /** Questions that ask for a conversation (allowed when the call to action has a description). */
  readonly genericAsks: readonly string[];
  /** The sentence carrying the link, around the description's clause (or a generic anchor). */
  link(clause: string | undefined): LinkSentence;
  /** Soft closes: questions without any hard ask (no booking, call, meeting, demo, day or time). */
  readonly softCloses: readonly string[];
  readonly softClosesWithCompany: readonly ((company: string) => string)[];

  readonly subjects: SubjectTemplates;
}

/** The hook candidates for what is known, the seed's favourite first; the plain openers when nothing is. */
export function hookCandidates(templates: HookTemplates, facts: ReceiverFacts, seed: string, slot: string): string[] {
  const { title, company, industry } = facts;
  const filled: string[] = [];
  if (title && company) filled.push(...templates.titleAndCompany.map((template) => template(title, company)));
  else if (company && industry) filled.push(...templates.companyAndIndustry.map((template) => template(company, industry)));
  else if (company) filled.push(...templates.company.map((template) => template(company)));
  else if (title) filled.push(...templates.title.map((template) => template(title)));
  else if (industry) filled.push(...templates.industry.map((template) => template(industry)));
  return rotateFor(seed, slot, filled.length > 0 ? filled : templates.none);
}

// A lead that ends with a conjunction keeps the subject first in the reason after it.
const ENDS_WITH_CONJUNCTION = /(?:^|\s)(?:and|et|und|y|e)$/u;

/** A lead and a reason as one sentence. */
export function openingSentence(lead: string, why: OpeningReason): string {
  return `${lead} ${ENDS_WITH_CONJUNCTION.test(lead) ? why.afterConjunction : why.afterClause}.`;
}

/**
 * Opening sentences for what is known, the seed's favourite first: the seed picks the lead and
 * the reason apart (so 8 leads and 16 reasons give 128 openings), and the others follow, each with
 * another reason.
 */
export function openingCandidates(templates: OpeningTemplates, facts: ReceiverFacts, seed: string, slot: string): string[] {
  const leads = hookCandidates(templates, facts, seed, `${slot}-lead`);
  const reasons = rotateFor(seed, `${slot}-reason`, templates.reasons);
  if (reasons.length === 0) return leads;
  return leads.map((lead, index) => openingSentence(lead, reasons[index % reasons.length] ?? reasons[0] ?? reason('')));
}

/** The words of a clause, lower case, without punctuation. */
export function wordsOf(clause: string): string[] {
  return (clause.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? []).map((word) => word.toLocaleLowerCase());
}
