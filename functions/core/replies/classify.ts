/**
 * What a message that arrived in a rep's mailbox is, read the way a postmaster would: headers
 * and report parts first, because machines say so there and people's clients never do; then the
 * words. Each step has its own module:
 *
 * 1. **Complaints** (feedback-report.ts): an ARF feedback report, or Hotmail's older complaint.
 * 2. **Delivery reports** (delivery-report.ts): any mail server's bounce, with or without a
 *    delivery-status part, read as HARD_BOUNCE (the address is gone), SOFT_BOUNCE (it may work
 *    later) or BLOCKED (a policy or spam refusal of our sending).
 * 3. **Automatic answers** (auto-reply.ts): a machine's message (RFC 3834 and vendor headers, an
 *    empty Return-Path, a no-reply sender) is never a REPLY or a STOP: LEFT_COMPANY when it says
 *    the contact left, an absence notice when it carries absence wording, an AUTO_REPLY
 *    otherwise. Without those headers, an absence notice or an acknowledgement is still known by
 *    its wording.
 * 4. **A person's reply** (person-reply.ts): a referral, a request to stop, "I have left the
 *    company", or a reply with its interest.
 */
import { absenceWording, acknowledgementWording, leftCompanyWording, machineMark } from './auto-reply';
import { deliveryReport } from './delivery-report';
import { feedbackReport, hotmailComplaint } from './feedback-report';
import type { InboundMail } from './inbound-mail';
import { messageIdsIn } from './inbound-mail';
import { personReply } from './person-reply';
import { ownWords } from './quoted-text';
import { findReturnDate } from './return-date';

export const INBOUND_CLASSES = [
  'REPLY',
  'STOP',
  'OUT_OF_OFFICE',
  'LEFT_COMPANY',
  'AUTO_REPLY',
  'HARD_BOUNCE',
  'SOFT_BOUNCE',
  'BLOCKED',
  'COMPLAINT',
] as const;
export type InboundClass = (typeof INBOUND_CLASSES)[number];

export type ReplyInterest = 'INTERESTED' | 'NOT_INTERESTED' | 'NEUTRAL';

export interface Classification {
  readonly kind: InboundClass;
  /** what decided (a header, a phrase, a status); never an address */
  readonly reason: string;
  /** REPLY and STOP: the person's own words, quoted history stripped */
  readonly replyText?: string;
  /** REPLY and STOP */
  readonly interest?: ReplyInterest;
  /** OUT_OF_OFFICE: 'YYYY-MM-DD' found in the text, if any */
  readonly returnDate?: string;
  /** HARD_BOUNCE / SOFT_BOUNCE / BLOCKED: the DSN status, e.g. '5.1.1' (from the report's fields, else its text) */
  readonly status?: string;
  /** HARD_BOUNCE / SOFT_BOUNCE / BLOCKED: the failed recipient; COMPLAINT: the complaining one; lower case */
  readonly recipient?: string;
  /** REPLY: the person refers us to someone else ("forwarding this to my colleague who …") */
  readonly referral?: boolean;
  /**
   * Message-IDs (with <>) the message is about, most trusted first, no duplicates: for a delivery
   * report the original message's (from its headers, else any in the report's text); otherwise
   * In-Reply-To, then References newest first.
   */
  readonly refersTo: readonly string[];
}

/** Classifies one inbound message. Pure: the same message always gives the same answer. */
export function classifyInbound(mail: InboundMail): Classification {
  const thread = threadReferences(mail);
  const report = feedbackReport(mail, thread) ?? deliveryReport(mail, thread) ?? hotmailComplaint(mail, thread);
  if (report) return report;

  const machine = machineMark(mail);
  const body = ownWords(mail.text) || mail.text;
  const absence = absenceWording(mail.subject, body, machine !== undefined);
  // a notice that the contact left is final, whatever absence wording comes with it
  const left = machine || absence ? leftCompanyWording(body) : undefined;
  if (left) return { kind: 'LEFT_COMPANY', reason: `${machine ?? absence}; ${left}`, refersTo: thread };
  if (absence) {
    const returnDate = findReturnDate(`${mail.subject}\n${body}`, mail.date);
    const reason = machine ? `${machine}; ${absence}` : absence;
    return returnDate
      ? { kind: 'OUT_OF_OFFICE', reason, returnDate, refersTo: thread }
      : { kind: 'OUT_OF_OFFICE', reason, refersTo: thread };
  }
  if (machine) return { kind: 'AUTO_REPLY', reason: machine, refersTo: thread };
  const acknowledgement = acknowledgementWording(mail.subject, body);
  if (acknowledgement) return { kind: 'AUTO_REPLY', reason: acknowledgement, refersTo: thread };

  return personReply(mail, thread);
}

/** In-Reply-To, then References newest first, without duplicates. */
function threadReferences(mail: InboundMail): string[] {
  return [...new Set([...messageIdsIn(mail.inReplyTo), ...[...mail.references].reverse()])];
}

export { readInterest, stopRequest } from './person-reply';
