import type { Language } from '../../domain/campaign';
import { LINKEDIN_MESSAGE_LIMIT, LINKEDIN_MESSAGE_LIMIT_PREMIUM } from '../../domain/linkedin';
import { findCorporateSuffixes, findTrademarkSigns } from './corporate-suffixes';
import { hasFiniteVerb } from './finite-verb';
import { findHypeWords } from './hype-words';
import { looksLikeHtml, parseEmailHtml, readPlainTextBlocks } from './html';
import type { HtmlAnchor, HtmlAttribute, HtmlBlock, HtmlIssue, ParsedEmailHtml } from './html';
import { LANGUAGE_CONVENTIONS, type LanguageConventions } from './language';
import { isKnownPlaceholder } from './placeholders';
import { countWords, escapeRegExp, excerptOf, findPhrase, foldForMatch, isQuestion, sentenceSpans } from './text';
import type { SentenceSpan } from './text';
import type {
  EmailCheckContext,
  EmailCheckResult,
  EmailCheckStats,
  EmailDraft,
  EmailRuleCode,
  EmailSection,
  Violation,
  ViolationLocation,
} from './types';
import { findHardAsk, findSecondPerson, SECOND_PERSON_WORDS } from './word-lists';

/** The numbers of docs/product.md, Writing rules, as the checker applies them. */
const EMAIL_LIMITS = {
  maxWords: 80,
  maxBodySentences: 3,
  maxParagraphSentences: 2,
  maxSubjectWords: 8,
  maxSubjectCharacters: 60,
  minSubjectWords: 3,
} as const;

// Garbage input (say 1 MB of "<div>") must stay cheap to check and to show; a real email never
// comes near this many violations of one rule.
const MAX_VIOLATIONS_PER_CODE = 50;

const SECTION_LABELS: Readonly<Record<EmailSection, string>> = {
  container: 'container',
  greeting: 'greeting',
  hook: 'hook',
  body: 'body',
  callToAction: 'call to action',
  closing: 'closing',
  footer: 'P.S. footer',
};

const PLACEHOLDER_ANY = /\{\{([^{}]{0,100})\}\}/g;
const FIRST_NAME = /\{\{\s*firstName\s*\}\}/g;
const LINKEDIN_WORD = /(?<![\p{L}\p{N}])linked\s?in(?![\p{L}\p{N}])/u;
const DASHES = /--+|(?![-\u2010\u2011])\p{Pd}|[-\u2010\u2011]/gu;
const WORDING_CODES = ['DASH', 'HYPE_WORD', 'CORPORATE_SUFFIX', 'TRADEMARK_SIGN'] as const satisfies readonly EmailRuleCode[];
// A sentence with a verb in each language, for the message of SUBJECT_NOT_SENTENCE.
const SUBJECT_WITH_VERB: Readonly<Record<Language, string>> = {
  ENGLISH: 'I have an idea for your team.',
  FRENCH: "J'ai une idée pour votre équipe.",
  GERMAN: 'Ich habe eine Idee für Ihr Team.',
  SPANISH: 'Tengo una idea para su equipo.',
};
// "Vertriebs- und Marketingteams", "pre- and post-sale", "Lagerhaltung und -planung": a hyphen that
// hangs before or after a conjunction, leaving a compound open.
const SUSPENDED_HYPHEN_CONJUNCTIONS = new Set('and or to und oder bis sowie bzw et ou y o u e'.split(' '));

/** Collects violations, at most {@link MAX_VIOLATIONS_PER_CODE} of each code. */
class Violations {
  readonly items: Violation[] = [];
  private readonly counts = new Map<EmailRuleCode, number>();

  /** False once `code` has reached its cap: the caller may skip looking for more. */
  wants(code: EmailRuleCode): boolean {
    return (this.counts.get(code) ?? 0) < MAX_VIOLATIONS_PER_CODE;
  }

  add(code: EmailRuleCode, message: string, where: ViolationLocation): void {
    const count = this.counts.get(code) ?? 0;
    if (count >= MAX_VIOLATIONS_PER_CODE) return;
    this.counts.set(code, count + 1);
    this.items.push({ code, message, where });
  }
}

/** A piece of text the wording rules read: the subject, or one block of the body. */
interface TextSource {
  readonly text: string;
  readonly where: ViolationLocation;
}

/** A sentence and the anchors inside it. */
interface Sentence {
  readonly span: SentenceSpan;
  readonly anchors: readonly HtmlAnchor[];
}

/** A sentence that is a call to action: a question, or a sentence holding a link. */
interface CallToAction {
  readonly sentence: Sentence;
  readonly where: ViolationLocation;
  readonly inPlace: boolean;
}

function quote(text: string): string {
  return `"${excerptOf(text)}"`;
}

function around(text: string, start: number, end: number): string {
  const from = Math.max(0, start - 20);
  const to = Math.min(text.length, end + 20);
  return `${from > 0 ? '…' : ''}${text.slice(from, to)}${to < text.length ? '…' : ''}`;
}

function where(
  part: 'subject' | 'body',
  section: EmailSection | undefined,
  paragraph: number | undefined,
  excerpt?: string,
): ViolationLocation {
  return {
    part,
    ...(section !== undefined ? { section } : {}),
    ...(paragraph !== undefined ? { paragraph } : {}),
    ...(excerpt !== undefined && excerpt !== '' ? { excerpt: excerptOf(excerpt) } : {}),
  };
}

function sectionPhrase(section: EmailSection | undefined): string {
  return section ? ` (in the ${SECTION_LABELS[section]})` : '';
}

function fillFirstName(text: string, firstName: string | undefined): string {
  return firstName ? text.replace(FIRST_NAME, firstName) : text;
}

function isPlaceholder(value: string | undefined, name: 'link' | 'signature'): boolean {
  return value !== undefined && new RegExp(`^\\{\\{\\s*${name}\\s*\\}\\}$`).test(value.trim());
}

/** Bare URLs in a block's text, outside its anchors (an anchor is judged as a link already). */
function bareUrlsOf(block: HtmlBlock): { text: string; start: number; end: number }[] {
  return findBareUrls(block.text).filter(
    (url) => !block.anchors.some((anchor) => url.start < anchor.end && url.end > anchor.start),
  );
}

/** Bare URLs in text: `https://…`, `www.…`, or a domain followed by a path (`acme.com/pricing`). */
function findBareUrls(text: string): { text: string; start: number; end: number }[] {
  const found: { text: string; start: number; end: number }[] = [];
  for (const match of text.matchAll(/\S+/g)) {
    const token = match[0];
    const lead = /^[(<"'«“‘[]*/.exec(token)?.[0].length ?? 0;
    const trail = /[.,;:!?)>"'»”’\]]*$/.exec(token.slice(lead))?.[0].length ?? 0;
    const core = token.slice(lead, token.length - trail);
    if (core === '' || core.includes('{{')) continue;
    let url = /^(?:https?:\/\/|www\.)\S/i.test(core);
    if (!url && core.includes('/') && !core.includes('@')) {
      const labels = (core.split('/')[0] ?? '').split('.');
      url =
        labels.length >= 2 && labels.every((label) => /^[a-z0-9-]+$/i.test(label)) && /^[a-z]{2,}$/i.test(labels.at(-1) ?? '');
    }
    if (url) found.push({ text: core, start: match.index + lead, end: match.index + lead + core.length });
  }
  return found;
}

/** `text` with placeholders and URLs blanked out (same length), so the wording rules skip them. */
function maskForWording(text: string): string {
  const masked = text.replace(PLACEHOLDER_ANY, (whole) => ' '.repeat(whole.length));
  const pieces: string[] = [];
  let from = 0;
  for (const url of findBareUrls(masked)) {
    pieces.push(masked.slice(from, url.start), ' '.repeat(url.end - url.start));
    from = url.end;
  }
  pieces.push(masked.slice(from));
  return pieces.join('');
}

function findDashes(text: string): { start: number; end: number }[] {
  const found: { start: number; end: number }[] = [];
  for (const match of text.matchAll(DASHES)) {
    const at = match.index;
    const mark = match[0];
    if (mark.length === 1 && /[-\u2010\u2011]/.test(mark)) {
      const before = at > 0 ? text.charAt(at - 1) : '';
      const after = text.charAt(at + 1);
      const spaceBefore = before !== '' && /\s/.test(before);
      const spaceAfter = after !== '' && /\s/.test(after);
      if (!spaceBefore && !spaceAfter) continue; // follow-up, E-Mail, 2023-24
      if (spaceAfter && !spaceBefore && /\p{L}/u.test(before)) {
        const next = /^\s+(\p{L}+)/u.exec(text.slice(at + 1, at + 20))?.[1];
        if (next !== undefined && SUSPENDED_HYPHEN_CONJUNCTIONS.has(next.toLowerCase())) continue;
      }
      if (spaceBefore && !spaceAfter && /\p{L}/u.test(after)) {
        // "Lagerhaltung und -planung": the compound left open after the conjunction
        const previous = /(?:^|[^\p{L}])(\p{L}+)\s+$/u.exec(text.slice(Math.max(0, at - 20), at))?.[1];
        if (previous !== undefined && SUSPENDED_HYPHEN_CONJUNCTIONS.has(previous.toLowerCase())) continue;
      }
    }
    found.push({ start: at, end: at + mark.length });
  }
  return found;
}

/** The sentences of a block, each with the anchors inside it (every anchor in exactly one sentence). */
function sentencesOf(block: HtmlBlock, language: Language): Sentence[] {
  const spans = sentenceSpans(block.text, language);
  if (spans.length === 0 && block.anchors.length > 0) {
    spans.push({ text: block.text || (block.anchors[0]?.excerpt ?? ''), start: 0, end: block.text.length });
  }
  const anchorsBySpan = spans.map((): HtmlAnchor[] => []);
  for (const anchor of block.anchors) {
    let at = spans.findIndex((span) =>
      anchor.end > anchor.start
        ? anchor.start < span.end && anchor.end > span.start
        : anchor.start >= span.start && anchor.start <= span.end,
    );
    if (at === -1) {
      // an anchor around punctuation only: it belongs to the sentence it follows
      at = Math.max(
        0,
        spans.findLastIndex((span) => span.start <= anchor.start),
      );
    }
    anchorsBySpan[at]?.push(anchor);
  }
  return spans.map((span, index) => ({ span, anchors: anchorsBySpan[index] ?? [] }));
}

const GREETING_PATTERNS = new Map<Language, { readonly named: RegExp; readonly nameless: RegExp }>();

/**
 * True when `text` is the greeting of the language: a greeting word and `{{firstName}}`, or, for a
 * receiver whose first name is unknown (`knownName` false), the greeting without a name ('Hi there,').
 */
function isGreeting(text: string, language: Language, knownName: boolean): boolean {
  let patterns = GREETING_PATTERNS.get(language);
  if (!patterns) {
    const conventions = LANGUAGE_CONVENTIONS[language];
    const words = conventions.greetings.map(escapeRegExp).join('|');
    // French puts a space before "!": "Bonjour {{firstName}} !"
    const space = language === 'FRENCH' ? ' ?' : '';
    patterns = {
      named: new RegExp(`^(?:${words}) \\{\\{\\s*firstName\\s*\\}\\}(?:${space}[,!])?$`, 'u'),
      nameless: new RegExp(`^${escapeRegExp(conventions.greetingWithoutName)}(?:${space}[,!])?$`, 'u'),
    };
    GREETING_PATTERNS.set(language, patterns);
  }
  const trimmed = text.trim();
  return patterns.named.test(trimmed) || (!knownName && patterns.nameless.test(trimmed));
}

function expectedGreeting(language: Language, knownName: boolean): string {
  const conventions = LANGUAGE_CONVENTIONS[language];
  const greetings = conventions.greetings;
  const others = greetings.slice(1).map((word) => `"${word}"`);
  const nameless = knownName ? '' : `, or "${conventions.greetingWithoutName}," when the first name is unknown`;
  return `"${greetings[0] ?? 'Hi'} {{firstName}},"${others.length > 0 ? ` (or ${others.join(', ')} instead of "${greetings[0] ?? 'Hi'}")` : ''}${nameless}`;
}

function reportHtmlIssues(issues: readonly HtmlIssue[], out: Violations, linkedIn: boolean): void {
  const reported = new Set<string>();
  for (const issue of issues) {
    if (linkedIn && ['MISSING_HTML', 'MISSING_BODY', 'CONTENT_OUTSIDE_BODY', 'BODY_OUTSIDE_HTML'].includes(issue.kind)) continue;
    // one violation per kind of problem and tag: 1 MB of <div> is one finding
    const key = `${issue.kind}:${issue.tag ?? ''}`;
    if (reported.has(key)) continue;
    reported.add(key);
    const tag = `<${issue.tag ?? ''}>`;
    const loc = where('body', 'container', issue.paragraph, issue.excerpt);
    switch (issue.kind) {
      case 'MISSING_HTML':
        out.add('HTML_CONTAINER', 'The body has no <html> element; wrap everything in one <html><body>…</body></html>.', loc);
        break;
      case 'MISSING_BODY':
        out.add('HTML_CONTAINER', 'The body has no <body> element; put the paragraphs inside one <body> within <html>.', loc);
        break;
      case 'MULTIPLE_HTML':
        out.add('HTML_CONTAINER', 'The body has more than one <html> element; use exactly one.', loc);
        break;
      case 'MULTIPLE_BODY':
        out.add('HTML_CONTAINER', 'The body has more than one <body> element; use exactly one, inside <html>.', loc);
        break;
      case 'BODY_OUTSIDE_HTML':
        out.add('HTML_CONTAINER', 'The <body> element is not inside <html>; write <html><body>…</body></html>.', loc);
        break;
      case 'CONTENT_OUTSIDE_BODY':
        out.add(
          'HTML_CONTAINER',
          `There is content outside <body> (${quote(issue.excerpt)}); only whitespace may sit outside the container.`,
          loc,
        );
        break;
      case 'TAG_NOT_ALLOWED':
        out.add(
          'HTML_CONTAINER',
          `The tag ${tag} is not allowed; use only <html>, <body>, <p>, <br>, <a>, <b>, <strong>, <i> and <em>.`,
          loc,
        );
        break;
      case 'UNCLOSED_TAG':
        out.add('HTML_CONTAINER', `The tag ${tag} is never closed; close it with </${issue.tag ?? ''}>.`, loc);
        break;
      case 'STRAY_CLOSING_TAG':
        out.add('HTML_CONTAINER', `The closing tag </${issue.tag ?? ''}> has no matching opening tag; remove it.`, loc);
        break;
      case 'NESTED_PARAGRAPH':
        out.add(
          'TEXT_OUTSIDE_PARAGRAPH',
          'A <p> is opened inside another <p>; close each paragraph before the next one starts.',
          where('body', undefined, issue.paragraph, issue.excerpt),
        );
        break;
    }
  }
}

interface PlaceholderUse {
  readonly name: string;
  readonly raw: string;
  readonly where: ViolationLocation;
  /** Index of the body block holding it, when in body text. */
  readonly block: number | undefined;
  readonly attribute: HtmlAttribute | undefined;
}

function placeholderUses(
  sources: readonly (TextSource & { block?: number })[],
  attributes: readonly HtmlAttribute[],
  blocks: readonly HtmlBlock[],
): PlaceholderUse[] {
  const uses: PlaceholderUse[] = [];
  for (const source of sources) {
    for (const match of source.text.matchAll(PLACEHOLDER_ANY)) {
      uses.push({
        name: (match[1] ?? '').trim(),
        raw: match[0],
        where: { ...source.where, excerpt: match[0] },
        block: source.block,
        attribute: undefined,
      });
    }
  }
  for (const attribute of attributes) {
    for (const match of attribute.value.matchAll(PLACEHOLDER_ANY)) {
      const block = attribute.block !== undefined ? blocks[attribute.block] : undefined;
      uses.push({
        name: (match[1] ?? '').trim(),
        raw: match[0],
        where: where('body', undefined, block?.paragraph, `${attribute.name}="${attribute.value}"`),
        block: attribute.block,
        attribute,
      });
    }
  }
  return uses;
}

function reportUnknownPlaceholders(uses: readonly PlaceholderUse[], out: Violations): void {
  for (const use of uses) {
    if (isKnownPlaceholder(use.name)) continue;
    out.add(
      'UNKNOWN_PLACEHOLDER',
      `${quote(use.raw)} is not a placeholder; use only {{firstName}}, {{link}} (as the call to action's href) and {{signature}} (as the closing), or write the words out.`,
      use.where,
    );
  }
}

function reportWording(
  sources: readonly TextSource[],
  language: Language,
  companyNames: readonly string[],
  out: Violations,
): void {
  for (const source of sources) {
    if (!WORDING_CODES.some((code) => out.wants(code))) return;
    const masked = maskForWording(source.text);
    for (const dash of out.wants('DASH') ? findDashes(masked) : []) {
      if (!out.wants('DASH')) break;
      out.add(
        'DASH',
        `Found a dash in ${quote(around(source.text, dash.start, dash.end))}; use a comma, a period or "and" instead (hyphens inside words are fine).`,
        { ...source.where, excerpt: excerptOf(around(source.text, dash.start, dash.end)) },
      );
    }
    for (const hype of out.wants('HYPE_WORD') ? findHypeWords(masked, language) : []) {
      if (!out.wants('HYPE_WORD')) break;
      out.add('HYPE_WORD', `${quote(hype.text)} reads as hype: ${hype.entry.reason}`, { ...source.where, excerpt: hype.text });
    }
    for (const suffix of out.wants('CORPORATE_SUFFIX') ? findCorporateSuffixes(masked, companyNames) : []) {
      if (!out.wants('CORPORATE_SUFFIX')) break;
      out.add(
        'CORPORATE_SUFFIX',
        `${quote(source.text.slice(suffix.start, suffix.end))} carries the corporate suffix ${quote(suffix.mark)}; write the company name alone${suffix.name ? ` (${quote(suffix.name)})` : ''}.`,
        { ...source.where, excerpt: source.text.slice(suffix.start, suffix.end) },
      );
    }
    for (const sign of out.wants('TRADEMARK_SIGN') ? findTrademarkSigns(masked) : []) {
      if (!out.wants('TRADEMARK_SIGN')) break;
      out.add('TRADEMARK_SIGN', `${quote(sign.text)} is a trademark sign; write names without ™ ® ℠ © (TM) (R) (C).`, {
        ...source.where,
        excerpt: excerptOf(around(source.text, sign.start, sign.end)),
      });
    }
  }
}

/** Calls to action among `sentences`; `primary` is the one kept, the others are extra. */
function callsToAction(
  candidates: readonly { sentences: readonly Sentence[]; where: ViolationLocation; inPlace: boolean }[],
  preferLink: boolean,
): {
  all: CallToAction[];
  primary: CallToAction | undefined;
} {
  const all: CallToAction[] = [];
  for (const candidate of candidates) {
    for (const sentence of candidate.sentences) {
      if (!isQuestion(sentence.span.text) && sentence.anchors.length === 0) continue;
      all.push({
        sentence,
        where: { ...candidate.where, excerpt: excerptOf(sentence.span.text) },
        inPlace: candidate.inPlace,
      });
    }
  }
  // the one kept: in place, and holding the link when the email must carry it
  const inPlace = all.filter((cta) => cta.inPlace);
  const primary = (preferLink ? inPlace.find((cta) => cta.sentence.anchors.length > 0) : undefined) ?? inPlace[0] ?? all.at(-1);
  return { all, primary };
}

function reportCallsToAction(
  all: readonly CallToAction[],
  primary: CallToAction | undefined,
  out: Violations,
  options: { readonly linkedIn: boolean; readonly withLink: boolean },
): void {
  if (!primary) {
    out.add(
      'CTA_MISSING',
      options.linkedIn
        ? 'The message has no call to action; end it with one question.'
        : `The email has no call to action; end the paragraph before the closing with one question${options.withLink ? ' or a sentence holding the link' : ''}.`,
      where('body', options.linkedIn ? undefined : 'callToAction', undefined),
    );
    return;
  }
  for (const cta of all) {
    if (cta === primary) continue;
    out.add(
      'CTA_MULTIPLE',
      `${quote(cta.sentence.span.text)} is another call to action${sectionPhrase(cta.where.section)}; keep exactly one question or link${options.linkedIn ? '' : ', in the paragraph right before the closing'}.`,
      cta.where,
    );
  }
}

/** Checks an email or a LinkedIn message against the writing rules (docs/product.md, Writing rules; docs/writing.md). */
export function checkEmail(draft: EmailDraft, context: EmailCheckContext): EmailCheckResult {
  const html = typeof draft?.html === 'string' ? draft.html : '';
  const subject = typeof draft?.subject === 'string' ? draft.subject : '';
  const out = new Violations();
  const stats =
    context.channel === 'LINKEDIN' ? checkLinkedInMessage(html, context, out) : checkEmailMessage(subject, html, context, out);
  return { ok: out.items.length === 0, violations: out.items, stats };
}

function checkLinkedInMessage(html: string, context: EmailCheckContext, out: Violations): EmailCheckStats {
  const language = context.language ?? 'ENGLISH';
  let blocks: readonly HtmlBlock[];
  let attributes: readonly HtmlAttribute[] = [];
  if (looksLikeHtml(html)) {
    const parsed = parseEmailHtml(html);
    reportHtmlIssues(parsed.issues, out, true);
    blocks = parsed.blocks.filter((block) => block.text !== '' || block.anchors.length > 0);
    // attributes point into parsed.blocks: re-point them at the kept blocks
    attributes = parsed.attributes.map((attribute) => {
      const owner = attribute.block !== undefined ? parsed.blocks[attribute.block] : undefined;
      const kept = owner ? blocks.indexOf(owner) : -1;
      return { ...attribute, block: kept === -1 ? undefined : kept };
    });
  } else {
    blocks = readPlainTextBlocks(html);
  }
  const locate = (index: number, excerpt?: string): ViolationLocation => where('body', undefined, index, excerpt);
  const sources = blocks.map((block, index) => ({ text: block.text, where: locate(index), block: index }));

  // greeting: the first line of the message
  const firstLine = blocks[0]?.text.split('\n')[0] ?? '';
  const knownName = context.contactFirstName !== undefined && context.contactFirstName.trim() !== '';
  if (!isGreeting(firstLine, language, knownName)) {
    out.add(
      'GREETING',
      firstLine === ''
        ? `The message is empty; open it with ${expectedGreeting(language, knownName)} on its own line.`
        : `The message opens with ${quote(firstLine)}; its first line must be exactly ${expectedGreeting(language, knownName)}.`,
      where('body', 'greeting', 0, firstLine),
    );
  }

  const sentencesByBlock = blocks.map((block) => sentencesOf(block, language));
  const { all, primary } = callsToAction(
    blocks.map((_, index) => ({ sentences: sentencesByBlock[index] ?? [], where: locate(index), inPlace: false })),
    false,
  );
  reportCallsToAction(all, primary, out, { linkedIn: true, withLink: false });

  // no link of any kind
  blocks.forEach((block, index) => {
    for (const anchor of block.anchors) {
      out.add(
        'LINK_NOT_ALLOWED',
        `LinkedIn messages carry no link; remove the link ${quote(anchor.excerpt)}.`,
        locate(index, anchor.excerpt),
      );
    }
    for (const url of bareUrlsOf(block)) {
      out.add('LINK_NOT_ALLOWED', `LinkedIn messages carry no link; remove ${quote(url.text)}.`, locate(index, url.text));
    }
  });
  const uses = placeholderUses(sources, attributes, blocks);
  for (const use of uses) {
    if (use.name === 'link' && !(use.attribute?.tag === 'a' && use.attribute.name === 'href')) {
      out.add('LINK_NOT_ALLOWED', 'LinkedIn messages carry no link; remove {{link}}.', use.where);
    } else if (use.name === 'signature') {
      out.add('SIGNATURE_MISPLACED', 'LinkedIn messages have no signature; remove {{signature}}.', use.where);
    }
  }
  reportUnknownPlaceholders(uses, out);
  reportWording(sources, language, context.companyNames ?? [], out);

  const message = blocks.map((block) => block.text).join('\n\n');
  const characters = fillFirstName(message, context.contactFirstName).length;
  const limit = context.linkedInPremium ? LINKEDIN_MESSAGE_LIMIT_PREMIUM : LINKEDIN_MESSAGE_LIMIT;
  if (characters > limit) {
    out.add(
      'LINKEDIN_LENGTH',
      `The message has ${characters} characters; LinkedIn allows ${limit}${context.linkedInPremium ? ' with premium' : ` (${LINKEDIN_MESSAGE_LIMIT_PREMIUM} with premium)`}, so cut ${characters - limit}.`,
      where('body', undefined, undefined),
    );
  }
  return {
    words: countWords(message, language),
    bodySentences: sentencesByBlock.reduce((sum, sentences) => sum + sentences.length, 0),
    paragraphs: blocks.length,
    characters,
  };
}

function looksLikeFooter(text: string, noThanks: string): boolean {
  return /^p\.?\s?s\b/i.test(text.trim()) || findPhrase(text, noThanks).length > 0;
}

function looksLikeClosing(text: string, closings: readonly string[]): boolean {
  const first = text.trim().split('\n')[0]?.trim() ?? '';
  return isPlaceholder(first, 'signature') || closings.some((closing) => first === closing);
}

function quotesNoThanks(text: string, noThanks: string): boolean {
  const folded = foldForMatch(text);
  const phrase = escapeRegExp(foldForMatch(noThanks)).replace(/ /g, '\\s+');
  return new RegExp(`["'‘’“”«»„‚‹›]\\s*${phrase}\\s*["'‘’“”«»„‚‹›]`, 'u').test(folded);
}

/** An email's paragraphs read as its sections. */
interface EmailLayout {
  readonly parsed: ParsedEmailHtml;
  /** the paragraphs with something in them, in order */
  readonly filled: readonly HtmlBlock[];
  /** greeting to closing: the filled paragraphs but the footer */
  readonly main: readonly HtmlBlock[];
  readonly greeting: HtmlBlock | undefined;
  readonly callToAction: HtmlBlock | undefined;
  readonly closing: HtmlBlock | undefined;
  readonly footer: HtmlBlock | undefined;
  readonly sections: ReadonlyMap<HtmlBlock, EmailSection>;
  /** where a violation in `block` is, named by its section */
  readonly locate: (block: HtmlBlock, excerpt?: string) => ViolationLocation;
}

/** What the section rules of one email read besides its layout. */
interface EmailRules {
  readonly context: EmailCheckContext;
  readonly language: Language;
  readonly conventions: LanguageConventions;
  readonly footerOn: boolean;
  readonly withLink: boolean;
}

function checkEmailMessage(subject: string, html: string, context: EmailCheckContext, out: Violations): EmailCheckStats {
  const language = context.language ?? 'ENGLISH';
  const rules: EmailRules = {
    context,
    language,
    conventions: LANGUAGE_CONVENTIONS[language],
    footerOn: context.footer ?? true,
    withLink: context.callToAction.hasLink,
  };
  const parsed = parseEmailHtml(html);
  reportHtmlIssues(parsed.issues, out, false);
  reportLooseText(parsed, out);

  const layout = emailLayout(parsed, rules, out);
  checkGreetingParagraph(layout, rules, out);
  checkClosingParagraph(layout, rules, out);
  checkFooterParagraph(layout, rules, out);
  const { sentencesByBlock, bodySentences, words } = checkEmailLength(layout, language, out);
  checkEmailCallToAction(layout, sentencesByBlock, rules, out);
  const sources = parsed.blocks.map((block, index) => ({ text: block.text, where: layout.locate(block), block: index }));
  const uses = placeholderUses(sources, parsed.attributes, parsed.blocks);
  reportUnknownPlaceholders(uses, out);
  checkEmailLinks(layout, rules.withLink, out);
  checkPlaceholderUses(layout, uses, rules, out);

  const bodyText = parsed.blocks.map((block) => block.text).join('\n\n');
  const subjectSources = checkSubject(subject, context, language, bodyText, out);
  reportWording(
    [...subjectSources, ...parsed.blocks.map((block) => ({ text: block.text, where: layout.locate(block) }))],
    language,
    context.companyNames ?? [],
    out,
  );

  return {
    words,
    bodySentences,
    paragraphs: parsed.paragraphs.length,
    characters: fillFirstName(bodyText, context.contactFirstName).length,
  };
}

/** Text written straight into `<body>`, outside any paragraph. */
function reportLooseText(parsed: ParsedEmailHtml, out: Violations): void {
  for (const block of parsed.blocks) {
    if (block.kind !== 'loose' || block.outsideBody) continue;
    out.add(
      'TEXT_OUTSIDE_PARAGRAPH',
      `${block.text ? quote(block.text) : quote(block.raw)} sits directly in <body>; put every piece of text inside its section's <p>.`,
      where('body', undefined, undefined, block.text || block.raw),
    );
  }
}

/**
 * Reads the paragraphs as sections: empty paragraphs are reported and skipped, the footer is found
 * from the end, the closing and the call to action before it, the greeting first, the hook second.
 */
function emailLayout(parsed: ParsedEmailHtml, rules: EmailRules, out: Violations): EmailLayout {
  const filled: HtmlBlock[] = [];
  for (const paragraph of parsed.paragraphs) {
    if (paragraph.text.trim() === '' && paragraph.anchors.length === 0) {
      out.add(
        'EMPTY_PARAGRAPH',
        `Paragraph ${(paragraph.paragraph ?? 0) + 1} is empty; remove it (sections are separated by the paragraphs themselves).`,
        where('body', undefined, paragraph.paragraph, paragraph.raw || '<p></p>'),
      );
    } else {
      filled.push(paragraph);
    }
  }
  const expected = rules.footerOn ? 6 : 5;
  if (filled.length !== expected) {
    out.add(
      'SECTION_COUNT',
      `The email has ${filled.length} paragraph${filled.length === 1 ? '' : 's'}; it needs ${expected}, one per section: greeting, hook, body, call to action, closing${rules.footerOn ? ' and the P.S. footer' : ''}.`,
      where('body', 'container', undefined),
    );
  }
  // the footer is the last paragraph when it reads like one, or when it is due and the count says
  // so, unless that paragraph is plainly the closing (then the footer is missing)
  const last = filled.at(-1);
  const footer =
    last &&
    filled.length >= 2 &&
    (looksLikeFooter(last.text, rules.conventions.noThanks) ||
      (rules.footerOn && filled.length >= expected && !looksLikeClosing(last.text, rules.conventions.closings)))
      ? last
      : undefined;
  const main = footer ? filled.slice(0, -1) : filled;
  const sections = new Map<HtmlBlock, EmailSection>();
  if (footer) sections.set(footer, 'footer');
  main.forEach((block, index) => {
    const fromEnd = main.length - 1 - index;
    if (index === 0) sections.set(block, 'greeting');
    else if (fromEnd === 0) sections.set(block, 'closing');
    else if (fromEnd === 1) sections.set(block, 'callToAction');
    else if (index === 1) sections.set(block, 'hook');
    else sections.set(block, 'body');
  });
  return {
    parsed,
    filled,
    main,
    greeting: main[0],
    callToAction: main.length >= 3 ? main.at(-2) : undefined,
    closing: main.length >= 2 ? main.at(-1) : undefined,
    footer,
    sections,
    locate: (block, excerpt) => where('body', sections.get(block), block.paragraph, excerpt),
  };
}

/** The greeting: without a name only for a receiver whose first name is unknown. */
function checkGreetingParagraph(layout: EmailLayout, { context, language }: EmailRules, out: Violations): void {
  const { greeting } = layout;
  const knownName = context.contactFirstName !== undefined && context.contactFirstName.trim() !== '';
  if (!greeting) {
    out.add(
      'GREETING',
      `The email has no greeting; open it with a paragraph of its own: ${expectedGreeting(language, knownName)}.`,
      where('body', 'greeting', undefined),
    );
  } else if (!isGreeting(greeting.text, language, knownName)) {
    out.add(
      'GREETING',
      `The greeting is ${quote(greeting.text)}; the first paragraph must be exactly ${expectedGreeting(language, knownName)} and nothing else.`,
      layout.locate(greeting, greeting.text),
    );
  }
}

/** The closing: {{signature}} alone when the sender has a signature, else a closing word and the sender's name. */
function checkClosingParagraph(layout: EmailLayout, { context, conventions }: EmailRules, out: Violations): void {
  const { closing } = layout;
  const senderName = context.senderName.replace(/\s+/g, ' ').trim();
  if (!closing) {
    out.add(
      'CLOSING',
      context.hasSignature
        ? 'The email has no closing; end it with a paragraph holding {{signature}} alone.'
        : `The email has no closing; end it with "${conventions.closings[0] ?? 'Best,'}", a line break and "${senderName}".`,
      where('body', 'closing', undefined),
    );
    return;
  }
  if (context.hasSignature) {
    if (!isPlaceholder(closing.text, 'signature')) {
      out.add(
        'CLOSING',
        `The closing is ${quote(closing.text)}; the sender has a signature, so the closing paragraph must be {{signature}} alone.`,
        layout.locate(closing, closing.text),
      );
    }
    return;
  }
  const lines = closing.text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
  const ok =
    lines.length === 2 &&
    conventions.closings.includes(lines[0] ?? '') &&
    (lines[1] ?? '').toLowerCase() === senderName.toLowerCase() &&
    senderName !== '';
  if (!ok) {
    out.add(
      'CLOSING',
      `The closing is ${quote(lines.join(' / '))}; write ${conventions.closings.map((word) => `"${word}"`).join(' or ')}, a line break (<br>), then the sender's name "${senderName}".`,
      layout.locate(closing, closing.text),
    );
  }
}

/** The P.S. footer: there when due, absent when not, and inviting a quoted 'no thanks' reply. */
function checkFooterParagraph(layout: EmailLayout, { footerOn, conventions }: EmailRules, out: Violations): void {
  const { footer } = layout;
  if (footerOn && !footer) {
    out.add(
      'FOOTER',
      `The email has no P.S. footer; end it with a last paragraph such as "${conventions.footer}"`,
      where('body', 'footer', undefined),
    );
  } else if (!footerOn && footer) {
    out.add('FOOTER', 'This email takes no P.S. footer; remove the last paragraph.', layout.locate(footer, footer.text));
  } else if (footer && (!/^P\.S\./.test(footer.text.trim()) || !quotesNoThanks(footer.text, conventions.noThanks))) {
    out.add(
      'FOOTER',
      `The P.S. must start with "P.S." and invite a '${conventions.noThanks}' reply in quotes, e.g. "${conventions.footer}"`,
      layout.locate(footer, footer.text),
    );
  }
}

/** Sentences per paragraph and in the body, and words from greeting to closing; answers what it counted. */
function checkEmailLength(
  layout: EmailLayout,
  language: Language,
  out: Violations,
): { sentencesByBlock: ReadonlyMap<HtmlBlock, Sentence[]>; bodySentences: number; words: number } {
  const sentencesByBlock = new Map<HtmlBlock, Sentence[]>();
  for (const block of layout.filled) sentencesByBlock.set(block, sentencesOf(block, language));
  let bodySentences = 0;
  for (const block of layout.filled) {
    const section = layout.sections.get(block);
    const count = sentencesByBlock.get(block)?.length ?? 0;
    if (section === 'hook' || section === 'body' || section === 'callToAction') bodySentences += count;
    if (
      (section === 'hook' || section === 'body' || section === 'callToAction' || section === 'footer') &&
      count > EMAIL_LIMITS.maxParagraphSentences
    ) {
      out.add(
        'PARAGRAPH_SENTENCES',
        `The ${SECTION_LABELS[section]} has ${count} sentences; keep each paragraph to at most ${EMAIL_LIMITS.maxParagraphSentences}.`,
        layout.locate(block, block.text),
      );
    }
  }
  if (bodySentences > EMAIL_LIMITS.maxBodySentences) {
    out.add(
      'BODY_SENTENCES',
      `The hook, body and call to action hold ${bodySentences} sentences together; keep them to at most ${EMAIL_LIMITS.maxBodySentences}.`,
      where('body', 'body', undefined),
    );
  }
  const words = layout.main.reduce((sum, block) => sum + countWords(block.text, language), 0);
  if (words > EMAIL_LIMITS.maxWords) {
    out.add(
      'WORD_LIMIT',
      `The email has ${words} words from greeting to closing; keep it to at most ${EMAIL_LIMITS.maxWords} (the P.S. is not counted), so cut ${words - EMAIL_LIMITS.maxWords}.`,
      where('body', undefined, undefined),
    );
  }
  return { sentencesByBlock, bodySentences, words };
}

/** One call to action, in the paragraph before the closing; a soft one when there is nothing to offer. */
function checkEmailCallToAction(
  layout: EmailLayout,
  sentencesByBlock: ReadonlyMap<HtmlBlock, Sentence[]>,
  { context, language, withLink }: EmailRules,
  out: Violations,
): void {
  const candidates = layout.filled
    .filter((block) => block !== layout.greeting)
    .map((block) => ({
      sentences: sentencesByBlock.get(block) ?? [],
      where: layout.locate(block),
      inPlace: block === layout.callToAction,
    }));
  const { all, primary } = callsToAction(candidates, withLink);
  reportCallsToAction(all, primary, out, { linkedIn: false, withLink });
  if (!primary) return;
  if (!all.some((cta) => cta.inPlace)) {
    out.add(
      'CTA_PLACEMENT',
      `The call to action ${quote(primary.sentence.span.text)} is ${primary.where.section ? `in the ${SECTION_LABELS[primary.where.section]}` : 'elsewhere'}; move it to the paragraph right before the closing.`,
      primary.where,
    );
  }
  if (context.callToAction.hasDescription || withLink) return;
  const ask = findHardAsk(primary.sentence.span.text, language);
  if (primary.sentence.anchors.length > 0) {
    out.add(
      'SOFT_CLOSE',
      'The call to action carries a link; with no description and no link to offer, close softly with a plain question about their interest.',
      primary.where,
    );
  } else if (ask !== undefined) {
    out.add(
      'SOFT_CLOSE',
      `The call to action asks for ${quote(ask)}; with no description and no link to offer, close softly: ask whether it is of interest, not for a call, a meeting, a demo or a time.`,
      primary.where,
    );
  }
}

/** The anchors and bare URLs: one link, `<a href="{{link}}">` in the call to action, when the email carries one; none otherwise. */
function checkEmailLinks(layout: EmailLayout, withLink: boolean, out: Violations): void {
  const { parsed, locate } = layout;
  const anchors = parsed.blocks.flatMap((block) => block.anchors.map((anchor) => ({ anchor, block })));
  if (!withLink) {
    for (const { anchor, block } of anchors) {
      out.add(
        'LINK_NOT_ALLOWED',
        `This email carries no link; remove the link ${quote(anchor.excerpt)} and end with a question.`,
        locate(block, anchor.excerpt),
      );
    }
  } else {
    for (const { anchor, block } of anchors) {
      if (!isPlaceholder(anchor.href, 'link')) {
        out.add(
          'LINK_OUTSIDE_HREF',
          `The link ${quote(anchor.excerpt)} does not point to {{link}}; the only link is <a href="{{link}}"> in the call to action.`,
          locate(block, anchor.excerpt),
        );
      } else if (block !== layout.callToAction) {
        out.add(
          'LINK_OUTSIDE_HREF',
          `The link ${quote(anchor.text || anchor.excerpt)} is${sectionPhrase(layout.sections.get(block))} outside the call to action; put the only link in the paragraph before the closing.`,
          locate(block, anchor.excerpt),
        );
      }
    }
    if (!anchors.some(({ anchor }) => isPlaceholder(anchor.href, 'link'))) {
      out.add(
        'LINK_MISSING',
        'The call to action must carry the link: write it as <a href="{{link}}">a few words</a> in the paragraph before the closing.',
        where('body', 'callToAction', layout.callToAction?.paragraph),
      );
    }
  }
  for (const block of parsed.blocks) {
    for (const url of bareUrlsOf(block)) {
      out.add(
        withLink ? 'LINK_OUTSIDE_HREF' : 'LINK_NOT_ALLOWED',
        withLink
          ? `${quote(url.text)} is a bare URL; the only link is <a href="{{link}}"> in the call to action.`
          : `This email carries no link; remove ${quote(url.text)}.`,
        locate(block, url.text),
      );
    }
  }
}

/**
 * The placeholders written in the text: {{link}} only as the call to action's href, {{signature}}
 * only with a signature and then alone in the closing.
 */
function checkPlaceholderUses(
  layout: EmailLayout,
  uses: readonly PlaceholderUse[],
  { context, conventions, withLink }: EmailRules,
  out: Violations,
): void {
  for (const use of uses) {
    // a {{link}} as an anchor's href is judged with the anchors
    if (use.name === 'link' && !(use.attribute?.tag === 'a' && use.attribute.name === 'href')) {
      out.add(
        withLink ? 'LINK_OUTSIDE_HREF' : 'LINK_NOT_ALLOWED',
        withLink
          ? '{{link}} may only be the href of the call to action\'s anchor: <a href="{{link}}">…</a>.'
          : 'This email carries no link; remove {{link}}.',
        use.where,
      );
    } else if (use.name === 'signature' && !context.hasSignature) {
      out.add(
        'SIGNATURE_MISPLACED',
        `The sender has no signature; remove {{signature}} and close with "${conventions.closings[0] ?? 'Best,'}" and the sender's name.`,
        use.where,
      );
    } else if (
      use.name === 'signature' &&
      (use.attribute || use.block === undefined || layout.parsed.blocks[use.block] !== layout.closing)
    ) {
      out.add(
        'SIGNATURE_MISPLACED',
        '{{signature}} belongs only in the closing paragraph, alone; remove it from here.',
        use.where,
      );
    }
  }
}

/** Checks the subject; answers the text the wording rules must also read. */
function checkSubject(
  rawSubject: string,
  context: EmailCheckContext,
  language: Language,
  bodyText: string,
  out: Violations,
): TextSource[] {
  const full = rawSubject.replace(/\s+/g, ' ').trim();
  const followUp = context.type === 'FOLLOW_UP';
  // a follow-up may keep the thread's subject behind "Re: ": only the part after it is judged
  const subject = followUp ? full.replace(/^(?:re\s*:\s*)+/i, '') : full;
  const at = (excerpt?: string): ViolationLocation => where('subject', undefined, undefined, excerpt ?? subject);
  if (subject === '') {
    out.add(
      'SUBJECT_MISSING',
      followUp
        ? 'The subject is empty; write a short, personal sentence, or the thread\'s subject behind "Re: ".'
        : 'The email has no subject; write a short, personal sentence.',
      where('subject', undefined, undefined),
    );
    return [];
  }

  const words = countWords(subject, language);
  const characters = fillFirstName(subject, context.contactFirstName).length;
  if (words > EMAIL_LIMITS.maxSubjectWords || characters > EMAIL_LIMITS.maxSubjectCharacters) {
    out.add(
      'SUBJECT_LENGTH',
      `The subject has ${words} words and ${characters} characters; keep it to at most ${EMAIL_LIMITS.maxSubjectWords} words and ${EMAIL_LIMITS.maxSubjectCharacters} characters.`,
      at(),
    );
  }

  const personal =
    /\{\{\s*firstName\s*\}\}/.test(subject) ||
    (context.receiverCompanyName !== undefined && findPhrase(subject, context.receiverCompanyName).length > 0) ||
    findSecondPerson(subject, language) !== undefined;
  if (!personal) {
    const examples = SECOND_PERSON_WORDS[language].slice(0, 2).join(', ');
    out.add(
      'SUBJECT_NOT_PERSONAL',
      `The subject ${quote(subject)} does not speak to the receiver; name them ({{firstName}} or their company) or address them (${examples}).`,
      at(),
    );
  }

  const problems: string[] = [];
  const reply = /^re\s*:/i.test(full);
  if (!followUp && reply) problems.push('a first email must not pretend to be a reply with "Re:"');
  const opening = subject.replace(/^[¿¡"'“‘«„(\s]+/u, '');
  if (!(opening.startsWith('{{') || /^\p{Lu}/u.test(opening))) problems.push('start it with a capital letter');
  if (words < EMAIL_LIMITS.minSubjectWords) problems.push(`use at least ${EMAIL_LIMITS.minSubjectWords} words`);
  // a follow-up's "Re: " repeats the thread's subject as it was sent, so that mail clients keep the thread
  if (!(followUp && reply) && !hasFiniteVerb(subject, language)) {
    problems.push(`give it a verb, so that it says something (as in "${SUBJECT_WITH_VERB[language]}")`);
  }
  if (!/[.?!？！]["'”’»)\]]*$/u.test(subject)) problems.push('end it with ".", "?" or "!"');
  else if (sentenceSpans(subject, language).length > 1) problems.push('keep it to one sentence');
  if (problems.length > 0) {
    out.add('SUBJECT_NOT_SENTENCE', `The subject ${quote(full)} is not a complete sentence: ${problems.join('; ')}.`, at(full));
  }

  for (const product of context.productNames ?? []) {
    if (product.trim() !== '' && findPhrase(subject, product).length > 0) {
      out.add(
        'SUBJECT_NAMES_PRODUCT',
        `The subject names the product ${quote(product)}; make it about the receiver, not the product.`,
        at(),
      );
    }
  }

  if (LINKEDIN_WORD.test(foldForMatch(subject)) && !LINKEDIN_WORD.test(foldForMatch(bodyText))) {
    out.add(
      'SUBJECT_MENTIONS_LINKEDIN',
      'The subject mentions LinkedIn but the body does not; drop LinkedIn from the subject or say in the body why it matters.',
      at(),
    );
  }

  const source: TextSource = { text: subject, where: where('subject', undefined, undefined) };
  for (const match of subject.matchAll(PLACEHOLDER_ANY)) {
    const name = (match[1] ?? '').trim();
    const loc = where('subject', undefined, undefined, match[0]);
    if (!isKnownPlaceholder(name)) {
      out.add('UNKNOWN_PLACEHOLDER', `${quote(match[0])} is not a placeholder; the subject may use only {{firstName}}.`, loc);
    } else if (name === 'link') {
      out.add(
        context.callToAction.hasLink ? 'LINK_OUTSIDE_HREF' : 'LINK_NOT_ALLOWED',
        '{{link}} has no place in the subject; remove it.',
        loc,
      );
    } else if (name === 'signature') {
      out.add('SIGNATURE_MISPLACED', '{{signature}} has no place in the subject; remove it.', loc);
    }
  }
  return [source];
}
