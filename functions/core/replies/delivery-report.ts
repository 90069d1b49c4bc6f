/**
 * Delivery reports, read the way dedicated bounce parsers read them: first whether a message is
 * one, then what failed and why.
 *
 * **Is it a report?** An RFC 3464 `multipart/report; report-type=delivery-status` (or any
 * message with a delivery-status part) is one. So is a message from a mail system (postmaster,
 * mailer-daemon, an empty Return-Path or `Auto-Submitted`) whose subject or text reads like a
 * bounce, as qmail, Exim, Domino, Exchange 2003, Yahoo, carriers' gateways and appliances send
 * them without any machine-readable part.
 *
 * **What kind of failure?** The report's own part (its text before the copy of our message,
 * where our P.S. would otherwise speak), the delivery-status fields and the SMTP answer give a
 * status and a reason:
 * - a delay notice (`Action: delayed`, "THIS IS A WARNING", a 4.x.x status, "try again later",
 *   greylisting, rate limits, full mailboxes, temporary DNS failures, oversized messages) is a
 *   SOFT_BOUNCE: the address may work tomorrow;
 * - a policy or spam refusal (5.7.x, block lists, DMARC/SPF, "blocked", "spam") is BLOCKED: the
 *   address is fine, our sending is not;
 * - a permanent address failure (5.1.x, 5.2.1, 5.4.1; unknown user, unknown domain, moved,
 *   disabled mailbox, in any server's wording) is a HARD_BOUNCE. A report whose status is only
 *   in its prose (no delivery-status part) is read from that prose.
 * A delivery report of a message delivered or relayed (2.x.x) is an AUTO_REPLY.
 */
import type { Classification } from './classify';
import type { InboundMail } from './inbound-mail';
import { messageIdsIn } from './inbound-mail';
import { phrases } from './phrases';
import { MAIL_SYSTEM_SENDER, NO_REPLY_SENDER } from './senders';

/** A subject only a mail system writes about a message it could not deliver. */
const BOUNCE_SUBJECT = phrases([
  'undeliver(?:ed|able)(?: mail| message)?',
  'delivery (?:status notification|failure|failed|has failed|problem|notification: delivery has failed)',
  'returned mail',
  'failure notice',
  'mail delivery (?:failed|failure)',
  'mail failed',
  'error sending your (?:mail|message)',
  'delivery status notification',
  'non remis',
  'unzustellbar',
  'no se puede entregar',
  'notice: mail delivery status',
  'delayed mail',
  'warning: (?:could not send message|message .{1,40} delayed)',
  'mail could not be delivered',
  'message you sent blocked',
  'failed: ',
]);
const BOUNCE_WORDING = phrases([
  'undeliver(?:ed|able)',
  'delivery (?:status notification|has failed|failed|failure|incomplete|delayed|problem)',
  'returned mail',
  'returned to sender',
  'failure notice',
  'could not be delivered',
  'cannot be delivered',
  "couldn['’]t be delivered",
  "wasn['’]t delivered",
  'was not delivered',
  'did not reach the following recipient',
  'mail delivery (?:failed|subsystem|system|software)',
  'address not found',
  'message not delivered',
  'unable to deliver',
  'had (?:permanent fatal|delivery) errors',
  'delivery to the following recipients failed',
  'non remis',
  'non-remise',
  'la remise a échoué',
  'échec de (?:la )?remise',
  'unzustellbar',
  'nicht (?:zugestellt|übermittelt)',
  'no se (?:pudo|ha podido|puede) entregar',
  'error en la entrega',
  'no entregado',
  'recipient address rejected',
  'user unknown',
  'mailbox unavailable',
  'blocked by our spam firewall',
  'no such user',
  'invalid (?:user|recipient) address',
  'no valid recipients',
  'failed addresses',
  'failed permanently',
  'error sending your (?:mail|message)',
  'recipients was aborted',
]);
/**
 * Where a report's own text ends and the copy of our message begins: a server's marker line, or
 * the first header of the copy (a DKIM-Signature names "dkim", which would read as a policy).
 */
const COPY_MARKER =
  /^.*(?:below this line is a copy of the message|this is a copy of the message|original message follows|unsent message follows|returned message -+|header of the original message is following|below is a copy of the original message|^original message:|original message headers:|^-+ ?original message ?-+|^(?:return-path|received|dkim-signature|message-id):).*$/im;
const DELAY_MARKER = phrases([
  '\\(delay\\)',
  'delivery (?:delayed|incomplete)',
  'delayed mail',
  'this is a warning',
  'warning message only',
  'has not yet been delivered',
  'will (?:continue to )?(?:retry|try again|keep trying)',
  'still being retried',
  'zustellung verzögert',
  'remise différée',
  'entrega retrasada',
]);

/** Why an address failed, as the servers' prose says it (checked in this order). */
const TEMPORARY = phrases([
  'temporar(?:y|ily)',
  'try again',
  'come back later',
  'greylist(?:ed|ing)?',
  'graylist(?:ed|ing)?',
  'deferred',
  'timed? out',
  'timeout',
  'too long',
  'rate limit(?:ed)?',
  'receiving mail (?:too quickly|at a rate)',
  'too many (?:messages|connections|recipients)',
  'resources? (?:temporarily )?unavailable',
  'queue too long',
  'expired',
]);
const FULL = phrases([
  'mailbox (?:is )?full',
  'over quota',
  'quota exceeded',
  'exceeded storage allocation',
  'mailbox quota',
  "mailbox is full and can['’]t accept",
  'insufficient (?:system )?storage',
  'too large',
  'size exceeds',
  'exceeds (?:the )?(?:fixed )?maximum (?:message )?size',
]);
const BLOCK = phrases([
  'spam',
  'junk',
  'blocked',
  'block ?list(?:ed)?',
  'black ?list(?:ed)?',
  'dnsbl',
  'rbl',
  'reputation',
  'polic(?:y|ies)',
  'dmarc',
  'spf',
  'dkim',
  'unauthenticated',
  'banned',
  'relay(?:ing)? (?:access )?denied',
  'not authori[sz]ed',
  'content (?:rejected|filter(?:ing)?)',
  'ube',
  'unsolicited',
  'smtp server of your isp',
]);
const DOMAIN = phrases([
  "couldn['’]t find any host",
  'host (?:or domain name )?not found',
  'host unknown',
  'unknown host',
  'domain name not found',
  'nxdomain',
  'no such domain',
  'domain (?:does not exist|not found)',
]);
const ADDRESS = phrases([
  'user unknown',
  'unknown (?:user|recipient|address|mailbox)',
  'no such (?:user|mailbox|recipient|account|address)',
  "(?:recipient|user|mailbox|address|account|e-?mail account)(?: name)? (?:does not exist|doesn['’]t exist|not found|is unknown|is invalid|is not recogni[sz]ed|unavailable)",
  'invalid (?:recipient|address|mailbox|user)',
  'mailbox (?:unavailable|not found|does not exist)',
  'not listed in (?:the )?(?:domino directory|public name)',
  'recipnotfound',
  'recipientnotfound',
  "wasn['’]t found at",
  "couldn['’]t be found",
  '(?:account|mailbox) (?:has been )?(?:disabled|deactivated|inactive|suspended|discontinued)',
  'is disabled',
  'no mailbox here',
  'unrouteable address',
  'has moved',
  'user not local',
  'no longer (?:on (?:this )?server|valid|available)',
  "doesn['’]t have an? .{1,40} account",
  'address rejected',
  'address not found',
  'no valid recipients',
  'does not exist',
]);

const ENHANCED_STATUS = /(?<![\w.])([245])\.(\d{1,3})\.(\d{1,3})(?![\w]|\.\d)/;
const SMTP_REPLY_CODE = /(?<![\w.#-])([45][0-5]\d)(?=[ -](?:[245]\.\d|[#<(]?\p{L}))/u;
const EMAIL_ADDRESS = /[\w.!#$%&'*+/=?^`{|}~-]+@[\w-]+(?:\.[\w-]+)+/g;

type Failure = 'HARD_BOUNCE' | 'SOFT_BOUNCE' | 'BLOCKED';

function header(mail: InboundMail, name: string): string | undefined {
  return mail.headers.get(name)?.[0];
}

/** Whether a message is a delivery report at all (see the module's comment). */
function isDeliveryReport(mail: InboundMail): boolean {
  if (mail.contentType === 'multipart/report') {
    if (mail.reportType === 'delivery-status' || mail.deliveryStatus !== undefined) return true;
    if (mail.reportType !== undefined) return false;
  }
  if (mail.deliveryStatus !== undefined) return true;
  // a mail system by its From, or by its Return-Path (some write from an address of their own)
  const fromMailSystem =
    mail.from === undefined || MAIL_SYSTEM_SENDER.test(mail.from) || MAIL_SYSTEM_SENDER.test(mail.returnPath ?? '');
  const fromSoftware = fromMailSystem || NO_REPLY_SENDER.test(mail.from ?? '');
  const autoSubmitted = header(mail, 'auto-submitted');
  const machine =
    fromSoftware ||
    mail.returnPath === '' ||
    mail.contentType === 'multipart/report' ||
    (autoSubmitted !== undefined && !/^\s*no\b/i.test(autoSubmitted));
  return machine && (BOUNCE_SUBJECT.test(mail.subject) || BOUNCE_WORDING.test(reportProper(mail)));
}

/** The report's own text (its subject and text up to the copy of our message), and the copy in its text. */
function reportParts(mail: InboundMail): { proper: string; copy: string } {
  const marker = COPY_MARKER.exec(mail.text);
  const end = marker ? marker.index : mail.text.length;
  return { proper: `${mail.subject}\n${mail.text.slice(0, end)}`, copy: mail.text.slice(end) };
}

function reportProper(mail: InboundMail): string {
  return reportParts(mail).proper;
}

/** Classifies a delivery report, or undefined when the message is none. */
export function deliveryReport(mail: InboundMail, threadReferences: readonly string[]): Classification | undefined {
  if (!isDeliveryReport(mail)) return undefined;
  const fields = mail.deliveryStatus ? recipientFields(mail.deliveryStatus) : undefined;
  const { proper, copy } = reportParts(mail);
  const prose = `${proper}\n${fields?.diagnostic ?? ''}`;
  const status = fields?.status ?? statusInText(prose);
  const recipient = failedRecipient(mail, fields?.recipient, proper, mail.originalHeaders ?? copy);
  const refersTo = reportReferences(mail, recipient, threadReferences);
  const delayed = fields?.action === 'delayed' || DELAY_MARKER.test(fields?.action === 'failed' ? mail.subject : proper);

  if (status?.startsWith('2') && !delayed) {
    return { kind: 'AUTO_REPLY', reason: `delivery report of a delivered message (${status})`, refersTo };
  }
  const { kind, why } = delayed ? { kind: 'SOFT_BOUNCE' as const, why: 'delivery delayed' } : failureKind(status, prose);
  const source = fields?.status ? 'Status field' : status ? 'status in the text' : 'the report’s wording';
  return {
    kind,
    reason: `${why}${status ? ` ${status}` : ''} (${source})`,
    ...(status ? { status } : {}),
    ...(recipient ? { recipient } : {}),
    refersTo,
  };
}

/**
 * The kind of a final failure: the status when it says (4.x.x temporary, 5.7.x policy, 5.1.x,
 * 5.2.1 and 5.4.1 the address, 5.2.2 and 5.3.x the mailbox or the message), else the prose.
 */
export function failureKind(status: string | undefined, prose: string): { kind: Failure; why: string } {
  if (status?.startsWith('4')) return { kind: 'SOFT_BOUNCE', why: 'temporary failure' };
  if (status?.startsWith('5.7.')) return { kind: 'BLOCKED', why: 'refused by policy' };
  if (status && /^5\.(?:2\.[23]|3\.\d+)$/.test(status)) return { kind: 'SOFT_BOUNCE', why: 'mailbox full or message too large' };
  if (status && /^5\.(?:1\.\d+|2\.1|4\.1)$/.test(status)) return { kind: 'HARD_BOUNCE', why: 'permanent address failure' };
  if (FULL.test(prose)) return { kind: 'SOFT_BOUNCE', why: 'mailbox full or message too large' };
  if (TEMPORARY.test(prose)) return { kind: 'SOFT_BOUNCE', why: 'temporary failure' };
  if (BLOCK.test(prose)) return { kind: 'BLOCKED', why: 'refused by policy' };
  if (DOMAIN.test(prose)) return { kind: 'HARD_BOUNCE', why: 'unknown domain' };
  if (ADDRESS.test(prose)) return { kind: 'HARD_BOUNCE', why: 'unknown or disabled address' };
  if (status?.startsWith('5')) return { kind: 'HARD_BOUNCE', why: 'permanent failure' };
  return { kind: 'SOFT_BOUNCE', why: 'failure without a reason given' };
}

interface RecipientFields {
  readonly status?: string;
  readonly action?: string;
  readonly recipient?: string;
  readonly diagnostic?: string;
}

/**
 * The per-recipient fields of a delivery-status part (RFC 3464 §2.3): the first recipient block
 * with a Status, a failed one preferred over a delayed or delivered one.
 */
function recipientFields(deliveryStatus: string): RecipientFields | undefined {
  const blocks = deliveryStatus
    .replace(/\r\n?/g, '\n')
    .replace(/\n[ \t]+/g, ' ')
    .split(/\n\s*\n/)
    .map((block) => {
      const field = (name: string) => new RegExp(`^${name}:[ \\t]*(.*)$`, 'im').exec(block)?.[1]?.trim();
      const status = /([245]\.\d{1,3}\.\d{1,3})/.exec(field('Status') ?? '')?.[1];
      const recipient = (field('Final-Recipient') ?? field('Original-Recipient'))?.replace(/^[^;]*;\s*/, '').toLowerCase();
      return { status, action: field('Action')?.toLowerCase(), recipient, diagnostic: field('Diagnostic-Code') };
    })
    .filter((block) => block.status !== undefined || block.recipient !== undefined);
  return blocks.find((block) => block.action === 'failed') ?? blocks.find((block) => block.status !== undefined) ?? blocks[0];
}

/** An enhanced status code in a report's text, else an SMTP reply code (550 → 5.0.0). */
function statusInText(text: string): string | undefined {
  const enhanced = ENHANCED_STATUS.exec(text);
  if (enhanced) return `${enhanced[1]}.${enhanced[2]}.${enhanced[3]}`;
  const code = SMTP_REPLY_CODE.exec(text);
  return code?.[1] ? `${code[1][0]}.0.0` : undefined;
}

function failedRecipient(mail: InboundMail, fromFields: string | undefined, proper: string, copy: string): string | undefined {
  if (fromFields) return fromFields;
  const listed = header(mail, 'x-failed-recipients')?.split(',')[0]?.trim().toLowerCase();
  if (listed) return listed;
  const own = new Set([mail.from, ...mail.to]);
  const named = (text: string) =>
    (text.match(EMAIL_ADDRESS) ?? [])
      .map((address) => address.toLowerCase())
      .find((address) => !own.has(address) && !MAIL_SYSTEM_SENDER.test(address));
  // a report that names no one in its own text (a carrier's gateway): the returned message's To
  return named(proper) ?? named(/^To:[ \t]*(.*)$/im.exec(copy)?.[1] ?? '');
}

/**
 * The original message's Message-ID: from its attached headers; else from a Message-ID line of
 * the report's text; else any `<id@host>` in the text that is not an address the report names.
 */
export function reportReferences(mail: InboundMail, recipient: string | undefined, thread: readonly string[]): string[] {
  const fromHeaders = mail.originalHeaders ? messageIdField(mail.originalHeaders) : [];
  const text = `${mail.text}\n${mail.deliveryStatus ?? ''}`;
  const fromLine = messageIdField(text);
  const addresses = new Set(
    [recipient, mail.from, ...mail.to].filter((value) => value !== undefined).map((value) => `<${value}>`),
  );
  const anywhere = messageIdsIn(text).filter((id) => id !== mail.messageId && !addresses.has(id.toLowerCase()));
  return [...new Set([...fromHeaders, ...fromLine, ...anywhere, ...thread])];
}

function messageIdField(text: string): string[] {
  const found = /^[ \t]*Message-ID:[ \t]*(<[^<>\s]+>)/im.exec(text.replace(/\r\n?/g, '\n').replace(/\n[ \t]+/g, ' '));
  return found?.[1] ? messageIdsIn(found[1]) : [];
}
