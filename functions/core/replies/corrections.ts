import type { ContactEmailStatus, EmailStatus } from '../../../shared/domain/email';
import type { EmailReplyKind } from '../../../shared/schemas/email-reply';
import type { ContactState } from '../ports/replies';
import type { SuppressionReason } from '../sending/suppression';

/**
 * What a message of each class does to its contact and its email, as the mailbox applies it, so
 * that a correction can take one class's effects back and apply the other's:
 * - a person's reply: the email REPLIED, the contact REPLIED, the follow-ups stopped;
 * - a request to stop: the email REPLIED, the contact suppressed (DO_NOT_CONTACT);
 * - a permanent failure: the email BOUNCED, the contact suppressed (BOUNCED);
 * - a complaint: the email SPAM, the contact suppressed (SPAM);
 * - a policy block: the email BOUNCED, the contact as it was (the refusal is the sender's);
 * - anything else (an absence, another machine's answer, a delay, a notice that the person left)
 *   leaves both as they were: its effects (a postponed follow-up, cancelled emails) are not a
 *   contact's status.
 */
interface ClassEffect {
  /** the email's status the class leaves it in; absent: as it was */
  readonly email?: EmailStatus;
  /** the contact's statuses the class leaves it in; absent: as they were */
  readonly contact?: ContactState;
  /** the suppression the class applies (the contact's pending emails cancelled, its cadences ended) */
  readonly suppression?: SuppressionReason;
}

const SUPPRESSED = 'DO_NOT_CONTACT';

/** Each class's effect; classes not named change neither the contact nor the email. */
const CLASS_EFFECTS: Readonly<Partial<Record<EmailReplyKind, ClassEffect>>> = {
  REPLY: { email: 'REPLIED', contact: { status: 'REPLIED', emailStatus: 'REPLIED' } },
  STOP: { email: 'REPLIED', contact: { status: SUPPRESSED, emailStatus: 'DO_NOT_CONTACT' }, suppression: 'UNSUBSCRIBED' },
  HARD_BOUNCE: { email: 'BOUNCED', contact: { status: SUPPRESSED, emailStatus: 'BOUNCED' }, suppression: 'BOUNCED' },
  COMPLAINT: { email: 'SPAM', contact: { status: SUPPRESSED, emailStatus: 'SPAM' }, suppression: 'COMPLAINED' },
  BLOCKED: { email: 'BOUNCED' },
};

/** The effect of a class: none for those that change nothing. */
export function effectOf(kind: EmailReplyKind): ClassEffect {
  return CLASS_EFFECTS[kind] ?? {};
}

/** Whether a contact's statuses are those of a suppression (any reason). */
function isSuppressed(state: ContactState): boolean {
  const suppressedAs: readonly ContactEmailStatus[] = ['DO_NOT_CONTACT', 'BOUNCED', 'SPAM'];
  return state.status === SUPPRESSED && suppressedAs.includes(state.emailStatus);
}

export function sameState(a: ContactState, b: ContactState): boolean {
  return a.status === b.status && a.emailStatus === b.emailStatus;
}

/**
 * Where the contact goes back to when a class's effect is taken back: where it stood when the
 * message came. Undefined when the message found it there already (the class changed nothing) or
 * when where it stood is unknown (a message kept before the statuses were recorded).
 */
export function restoredState(effect: ClassEffect, before: ContactState | undefined): ContactState | undefined {
  if (!effect.contact || !before || sameState(before, effect.contact)) return undefined;
  // a contact already suppressed for another reason stays suppressed: that was not this message
  if (isSuppressed(before)) return undefined;
  return before;
}
