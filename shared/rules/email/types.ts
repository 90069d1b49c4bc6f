import type { Channel, Language } from '../../domain/campaign';
import type { EmailType } from '../../domain/email';

/**
 * Every writing rule (docs/product.md, Writing rules) the email checker enforces, one code each. docs/writing.md explains each
 * code with an example; the codes are stable (the model's repair prompt and the web editor use them).
 */
export const EMAIL_RULE_CODES = [
  // structure
  'HTML_CONTAINER',
  'TEXT_OUTSIDE_PARAGRAPH',
  'SECTION_COUNT',
  'EMPTY_PARAGRAPH',
  'UNKNOWN_PLACEHOLDER',
  // length
  'PARAGRAPH_SENTENCES',
  'BODY_SENTENCES',
  'WORD_LIMIT',
  'LINKEDIN_LENGTH',
  // greeting, call to action, closing, footer
  'GREETING',
  'CTA_MISSING',
  'CTA_MULTIPLE',
  'CTA_PLACEMENT',
  'SOFT_CLOSE',
  'LINK_MISSING',
  'LINK_NOT_ALLOWED',
  'LINK_OUTSIDE_HREF',
  'CLOSING',
  'SIGNATURE_MISPLACED',
  'FOOTER',
  // subject
  'SUBJECT_MISSING',
  'SUBJECT_LENGTH',
  'SUBJECT_NOT_PERSONAL',
  'SUBJECT_NOT_SENTENCE',
  'SUBJECT_NAMES_PRODUCT',
  'SUBJECT_MENTIONS_LINKEDIN',
  // wording
  'DASH',
  'HYPE_WORD',
  'CORPORATE_SUFFIX',
  'TRADEMARK_SIGN',
] as const;
export type EmailRuleCode = (typeof EMAIL_RULE_CODES)[number];

/** The parts of an email a violation can point at. */
export const EMAIL_SECTIONS = ['container', 'greeting', 'hook', 'body', 'callToAction', 'closing', 'footer'] as const;
export type EmailSection = (typeof EMAIL_SECTIONS)[number];

/** Where a violation is. */
export interface ViolationLocation {
  /** `subject` or `body` (the HTML body, or the LinkedIn message). */
  readonly part: 'subject' | 'body';
  /** The section of the body, when the violation belongs to one. */
  readonly section?: EmailSection;
  /** 0-based index of the paragraph inside the body container, when there is one. */
  readonly paragraph?: number;
  /** The offending text, short, as it appears (a word, a sentence, a tag). */
  readonly excerpt?: string;
}

/** One broken rule. */
export interface Violation {
  readonly code: EmailRuleCode;
  /** A sentence a person (or the model, during a repair) can act on. */
  readonly message: string;
  readonly where: ViolationLocation;
}

/** What the checker needs to know besides the email itself. */
export interface EmailCheckContext {
  readonly channel: Channel;
  /** Default ENGLISH. Chooses the greeting, closing and footer words and the word lists. */
  readonly language?: Language;
  /** Default ROOT. A FOLLOW_UP's subject may be the thread's subject behind 'Re: '. */
  readonly type?: EmailType;
  /** The sender's name, as the closing must give it when there is no signature. */
  readonly senderName: string;
  /** True when the sender has a signature: the closing is then `{{signature}}` alone. */
  readonly hasSignature: boolean;
  /** The call to action of the campaign, as the email may use it. */
  readonly callToAction: {
    readonly hasDescription: boolean;
    /** True when the email must carry the call to action's link (it has one and the version writes links). */
    readonly hasLink: boolean;
  };
  /** LinkedIn premium raises the LinkedIn message limit from 200 to 300 characters. */
  readonly linkedInPremium?: boolean;
  /** Names of the sender's product(s): the subject must not mention them. */
  readonly productNames?: readonly string[];
  /** Company names the email may mention (sender's and receiver's), checked for suffixes and marks. */
  readonly companyNames?: readonly string[];
  /** The receiver's company: a subject naming it is personal (the sender's own company is not). */
  readonly receiverCompanyName?: string;
  /** The receiver's first name when known: LinkedIn length counts it instead of `{{firstName}}`. */
  readonly contactFirstName?: string;
  /** Default true for EMAIL: the last paragraph is the P.S. footer. */
  readonly footer?: boolean;
}

/** Counts the checker measured, for display and for the model's repair prompt. */
export interface EmailCheckStats {
  /** Words from the greeting to the closing (the footer is not counted). */
  readonly words: number;
  /** Sentences of the hook, body and call to action together. */
  readonly bodySentences: number;
  /** Paragraphs inside the container. */
  readonly paragraphs: number;
  /** Characters of the plain text (LinkedIn length). */
  readonly characters: number;
}

/** The checker's verdict. */
export interface EmailCheckResult {
  /** True when there is no violation. */
  readonly ok: boolean;
  readonly violations: readonly Violation[];
  readonly stats: EmailCheckStats;
}

/** An email to check: subject (ignored for LinkedIn) and HTML body. */
export interface EmailDraft {
  readonly subject: string;
  readonly html: string;
}
