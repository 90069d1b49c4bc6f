/**
 * The mailbox an inbound message was read from: a sender of an instance. Every email a message is
 * matched to is read within this instance and must have been sent from this mailbox.
 */
export interface MailboxRef {
  readonly namespaceId: string;
  readonly senderId: string;
  /** the sender's address (lower case), the mailbox the message arrived in */
  readonly senderEmail: string;
}

/**
 * What one inbound message did:
 * - REPLIED: a person answered one of our emails (the email REPLIED, the contact REPLIED, pending follow-ups cancelled);
 * - STOP_REQUESTED: as REPLIED, and the person asked to hear no more (the contact DO_NOT_CONTACT as well);
 * - OUT_OF_OFFICE: an absence notice: the contact's next follow-up moved, nothing cancelled;
 * - BOUNCED: a delivery report of a permanent address failure: the email BOUNCED, the contact suppressed;
 * - BLOCKED: a delivery report of a policy or spam refusal (5.7.x): the email BOUNCED with the reason and
 *   the sender's bounce counted, the contact left mailable;
 * - COMPLAINED: a complaint feedback report: the contact suppressed, the email SPAM, the sender's complaint counted;
 * - LEFT_COMPANY: the contact no longer works there: their pending emails cancelled and their cadences ended;
 * - DELAYED: a delivery report of a temporary failure (4.x.x, a delay notice, a full mailbox): nothing changes;
 * - AUTO_REPLY: another machine's answer (an acknowledgement, a ticket number): nothing changes;
 * - UNMATCHED: about no email this mailbox sent (or not our email at all): nothing changes;
 * - UNCHANGED: handled before (a replay) or the email is past where this message could take it.
 */
export const INBOUND_MAIL_OUTCOMES = [
  'REPLIED',
  'STOP_REQUESTED',
  'OUT_OF_OFFICE',
  'BOUNCED',
  'BLOCKED',
  'COMPLAINED',
  'LEFT_COMPANY',
  'DELAYED',
  'AUTO_REPLY',
  'UNMATCHED',
  'UNCHANGED',
] as const;
export type InboundMailOutcome = (typeof INBOUND_MAIL_OUTCOMES)[number];

export interface InboundMailResult {
  readonly outcome: InboundMailOutcome;
  /** the email the message was matched to */
  readonly emailId?: string;
  /** why nothing changed (no address: fit for logs) */
  readonly why?: string;
}

/**
 * Applies one message read from a rep's mailbox (IMAP, Gmail, Microsoft Graph): the raw RFC 5322
 * source as the provider gives it. Idempotent: the same message again, or twice at once, has the
 * effects of one. It throws only when the message should be tried again (a store that failed).
 */
export type InboundMailHandler = (mailbox: MailboxRef, raw: Uint8Array) => Promise<InboundMailResult>;
