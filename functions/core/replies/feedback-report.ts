/**
 * Complaint reports: a mailbox provider telling us its user marked our email as spam.
 *
 * - **ARF** (RFC 5965): a `multipart/report; report-type=feedback-report` whose
 *   `message/feedback-report` part gives the `Feedback-Type`. `abuse`, `fraud`, `virus` and
 *   `other` (and a report that names no type) are complaints; `auth-failure` (a DMARC or SPF
 *   failure report, RFC 6591) and `not-spam` are not, and are read as AUTO_REPLY.
 * - **Hotmail's older format**: a plain `multipart/mixed` whose attached message carries the
 *   complaining user in `X-HmXmrOriginalRecipient`, sent before Hotmail moved to ARF.
 *
 * The complaint is about the email whose Message-ID the attached message (or its headers) gives;
 * the complaining recipient is `Original-Rcpt-To`, else the original's To, else Hotmail's header.
 */
import type { Classification } from './classify';
import type { InboundMail } from './inbound-mail';
import { reportReferences } from './delivery-report';

const NOT_COMPLAINTS = new Set(['auth-failure', 'not-spam']);
const HOTMAIL_RECIPIENT = /^X-HmXmrOriginalRecipient:[ \t]*<?([^>\s]+)>?/im;

function field(block: string, name: string): string | undefined {
  return new RegExp(`^${name}:[ \\t]*(.*)$`, 'im').exec(block.replace(/\r\n?/g, '\n').replace(/\n[ \t]+/g, ' '))?.[1]?.trim();
}

function address(value: string | undefined): string | undefined {
  const found = /[\w.!#$%&'*+/=?^`{|}~-]+@[\w-]+(?:\.[\w-]+)+/.exec(value ?? '')?.[0];
  return found?.toLowerCase();
}

/** An ARF report's classification, or undefined when the message is none. */
export function feedbackReport(mail: InboundMail, thread: readonly string[]): Classification | undefined {
  const isArf =
    mail.contentType === 'multipart/report' && (mail.reportType === 'feedback-report' || mail.feedbackReport !== undefined);
  if (!isArf) return undefined;
  const report = mail.feedbackReport ?? '';
  const type = (field(report, 'Feedback-Type') ?? '').toLowerCase();
  const recipient =
    address(field(report, 'Original-Rcpt-To')) ?? address(mail.originalHeaders && field(mail.originalHeaders, 'To'));
  const refersTo = reportReferences(mail, recipient, thread);
  if (NOT_COMPLAINTS.has(type)) return { kind: 'AUTO_REPLY', reason: `feedback report (${type}), not a complaint`, refersTo };
  const named = /^[\w-]{1,30}$/.test(type) ? type : 'no type';
  return { kind: 'COMPLAINT', reason: `ARF complaint (${named})`, ...(recipient ? { recipient } : {}), refersTo };
}

/** Hotmail's complaint before ARF: the attached message names the complaining recipient. */
export function hotmailComplaint(mail: InboundMail, thread: readonly string[]): Classification | undefined {
  const recipient = mail.originalHeaders ? HOTMAIL_RECIPIENT.exec(mail.originalHeaders)?.[1]?.toLowerCase() : undefined;
  if (!recipient || mail.contentType === 'multipart/report') return undefined;
  const refersTo = reportReferences(mail, recipient, thread);
  return { kind: 'COMPLAINT', reason: 'complaint report (X-HmXmrOriginalRecipient)', recipient, refersTo };
}
