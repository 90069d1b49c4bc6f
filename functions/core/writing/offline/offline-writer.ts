import type { Channel } from '../../../../shared/domain';
import { checkEmail, fillPlaceholders, toPlainText } from '../../../../shared/rules/email';
import type { EmailCheckContext, EmailCheckResult, EmailDraft, Violation } from '../../../../shared/rules/email/types';
import type { WriteOptions, Writer, WriterInput, WriterResult } from '../writer';
import { checkContextFor, NO_USAGE } from '../writer';
import type { Composition, PartChoice, VariablePart } from './compose';
import { compose } from './compose';

/** The offline writer's name in results and logs. */
export const OFFLINE_WRITER_NAME = 'offline';

const LINKEDIN_LIMIT = 200;
const LINKEDIN_PREMIUM_LIMIT = 300;

// The parts a violation without a section (word limit, sentence count, length) shortens first. A
// LinkedIn message's opening sentences are all in its hook part; its question goes plain last.
const SHORTEN_ORDER: Readonly<Record<Channel, readonly VariablePart[]>> = {
  EMAIL: ['body', 'callToAction', 'hook'],
  LINKEDIN: ['hook', 'callToAction'],
};

/**
 * The LinkedIn message as its receiver reads it: plain text with the first name filled in, or the
 * greeting without a name when it is unknown. The checker counts the placeholder itself then, so
 * this is never longer than what the checker measures and only spares it drafts it would refuse.
 */
function linkedInLength(draft: EmailDraft, context: EmailCheckContext): number {
  return fillPlaceholders(toPlainText(draft.html), { firstName: context.contactFirstName }, context.language).length;
}

/** A draft the writer need not send to the checker: a LinkedIn message already longer than the limit. */
function obviouslyTooLong(draft: EmailDraft, context: EmailCheckContext): boolean {
  if (context.channel !== 'LINKEDIN') return false;
  return linkedInLength(draft, context) > (context.linkedInPremium ? LINKEDIN_PREMIUM_LIMIT : LINKEDIN_LIMIT);
}

/**
 * The next, plainer choice after `violations`: every part the checker pointed at moves to its next
 * alternative; when it pointed at none that can move (a word limit, a length), the body, then the
 * call to action, then the hook get plainer. Undefined when nothing is left to try.
 */
function plainerChoice(
  choice: PartChoice,
  violations: readonly Violation[],
  composition: Composition,
  channel: Channel,
): PartChoice | undefined {
  const next: Record<VariablePart, number> = { ...choice };
  const canMove = (part: VariablePart): boolean => next[part] < composition.parts[part].length - 1;
  const pointed = new Set<VariablePart>();
  for (const violation of violations) {
    if (violation.where.part === 'subject') pointed.add('subject');
    const section = violation.where.section;
    if (section === 'hook' || section === 'body' || section === 'callToAction') pointed.add(section);
  }
  let moved = false;
  for (const part of pointed) {
    if (canMove(part)) {
      next[part] += 1;
      moved = true;
    }
  }
  if (!moved) {
    const part = SHORTEN_ORDER[channel].find(canMove);
    if (part === undefined) return undefined;
    next[part] += 1;
  }
  return next;
}

function result(draft: EmailDraft, verdict: EmailCheckResult, attempts: number, error?: string): WriterResult {
  return {
    status: verdict.ok ? 'WRITTEN' : 'FAILED',
    subject: draft.subject,
    html: draft.html,
    text: toPlainText(draft.html),
    usage: NO_USAGE,
    verdict,
    attempts,
    writer: OFFLINE_WRITER_NAME,
    ...(error === undefined ? {} : { error }),
  };
}

/**
 * Writes one email or LinkedIn message for `input` without any model: composes it from the phrase
 * bank of the language and the cleaned user text, checks it with the writing rules, and on a
 * violation tries a plainer alternative of the part at fault. WRITTEN only when the checker finds
 * nothing; otherwise FAILED with the verdict of the draft that broke the fewest rules.
 */
export function writeOffline(input: WriterInput, options: WriteOptions = {}): WriterResult {
  const context = checkContextFor(input);
  const composition = compose(input);
  if (options.signal?.aborted) {
    const draft = composition.draft({ hook: 0, body: 0, callToAction: 0, subject: 0 });
    return { ...result(draft, checkEmail(draft, context), 0, 'aborted'), status: 'FAILED' };
  }
  const tried = new Set<string>();
  let attempts = 0;
  let best: { draft: EmailDraft; verdict: EmailCheckResult } | undefined;
  let choice: PartChoice | undefined = { hook: 0, body: 0, callToAction: 0, subject: 0 };
  let last = composition.draft(choice);
  while (choice !== undefined) {
    const draft = composition.draft(choice);
    last = draft;
    const key = `${draft.subject}\n${draft.html}`;
    if (tried.has(key) || obviouslyTooLong(draft, context)) {
      choice = plainerChoice(choice, [], composition, input.channel);
      continue;
    }
    tried.add(key);
    attempts += 1;
    const verdict = checkEmail(draft, context);
    if (verdict.ok) return result(draft, verdict, attempts);
    if (best === undefined || verdict.violations.length < best.verdict.violations.length) best = { draft, verdict };
    choice = plainerChoice(choice, verdict.violations, composition, input.channel);
  }
  if (best === undefined) {
    // every alternative was too long to bother the checker with: check the plainest to say why
    attempts += 1;
    best = { draft: last, verdict: checkEmail(last, context) };
  }
  return result(best.draft, best.verdict, attempts);
}

/** The offline writer: deterministic, no network, no I/O (docs/product.md, Writing rules, checked on every draft). */
export function createOfflineWriter(): Writer {
  return {
    name: OFFLINE_WRITER_NAME,
    // a synchronous throw (a bug, not a bad email) becomes a rejection, as from any other writer
    write: (input: WriterInput, options?: WriteOptions) => new Promise((resolve) => resolve(writeOffline(input, options))),
  };
}
