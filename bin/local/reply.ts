import { createTransport } from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import PostalMime from 'postal-mime';

type Address = NonNullable<Awaited<ReturnType<typeof PostalMime.parse>>['from']>;

/** One mailbox of a parsed header: the first address of a list, groups opened. */
function firstMailbox(addresses: readonly Address[]): { name: string; address: string } | undefined {
  for (const entry of addresses) {
    if (entry.address !== undefined) return { name: entry.name, address: entry.address };
    const member = entry.group[0];
    if (member) return { name: member.name, address: member.address };
  }
  return undefined;
}

/** `<id>` as a header carries it. */
function bracketed(id: string): string {
  const bare = id.trim().replace(/^<|>$/g, '');
  return `<${bare}>`;
}

/**
 * The answer a contact would write to a sent email: from the email's recipient to its sender,
 * `Re: <subject>`, In-Reply-To its Message-ID and References its thread with the Message-ID last,
 * the text above the original quoted line by line.
 *
 * @throws when the email has no sender, no recipient or no Message-ID.
 */
export async function replyTo(
  eml: Uint8Array | string,
  text: string,
): Promise<Mail.Options & { envelope: { from: string; to: string } }> {
  const original = await PostalMime.parse(eml);
  const from = firstMailbox(original.from ? [original.from] : []);
  const to = firstMailbox(original.to ?? []);
  if (!from) throw new Error('The email has no From address to answer.');
  if (!to) throw new Error('The email has no To address to answer from.');
  if (!original.messageId) throw new Error('The email has no Message-ID to answer.');
  const messageId = bracketed(original.messageId);
  const thread = (original.references ?? '')
    .split(/\s+/)
    .filter((id) => id !== '')
    .map(bracketed);
  const subject = original.subject ?? '';
  const quoted = (original.text ?? '')
    .replace(/\r\n/g, '\n')
    .trimEnd()
    .split('\n')
    .map((line) => (line === '' ? '>' : `> ${line}`))
    .join('\n');
  const when = original.date ? new Date(original.date) : undefined;
  const intro = `On ${when && !Number.isNaN(when.getTime()) ? when.toUTCString() : 'an earlier day'}, ${
    from.name ? `${from.name} <${from.address}>` : from.address
  } wrote:`;
  return {
    from: to.name ? { name: to.name, address: to.address } : to.address,
    to: from.name ? { name: from.name, address: from.address } : from.address,
    subject: /^re:/i.test(subject.trim()) ? subject : `Re: ${subject}`,
    inReplyTo: messageId,
    references: [...thread.filter((id) => id !== messageId), messageId],
    text: `${text}\n\n${intro}\n${quoted}\n`,
    envelope: { from: to.address, to: from.address },
  };
}

/** What `npm run reply` sends back: a person's answer, an absence notice, or the recipient's server's bounce. */
export const ANSWER_KINDS = ['reply', 'out-of-office', 'bounce'] as const;
export type AnswerKind = (typeof ANSWER_KINDS)[number];

/**
 * The absence notice a contact's mail client sends back to a sent email: from the email's recipient
 * to its sender, `Automatic reply: <subject>`, In-Reply-To its Message-ID, RFC 3834's
 * `Auto-Submitted: auto-replied`, and the notice's text.
 */
async function outOfOfficeTo(
  eml: Uint8Array | string,
  text: string,
): Promise<Mail.Options & { envelope: { from: string; to: string } }> {
  const reply = await replyTo(eml, text);
  const subject = String(reply.subject ?? '').replace(/^re:\s*/i, '');
  return {
    ...reply,
    subject: `Automatic reply: ${subject}`,
    text: `${text}\n`,
    headers: { 'Auto-Submitted': 'auto-replied', 'X-Auto-Response-Suppress': 'All' },
  };
}

/**
 * The delivery report the recipient's server sends when the address does not exist (RFC 3464: a
 * `multipart/report; report-type=delivery-status` from MAILER-DAEMON of the recipient's domain,
 * status 5.1.1, the sent email's headers returned), with `text` as its human-readable part.
 */
async function bounceOf(
  eml: Uint8Array | string,
  text: string,
): Promise<Mail.Options & { envelope: { from: string; to: string } }> {
  const original = await PostalMime.parse(eml);
  const sender = firstMailbox(original.from ? [original.from] : []);
  const recipient = firstMailbox(original.to ?? []);
  if (!sender || !recipient || !original.messageId) throw new Error('The email has no From, To or Message-ID to report on.');
  const domain = recipient.address.split('@')[1] ?? 'localhost';
  const boundary = `report-${Date.now().toString(36)}`;
  const messageId = `<dsn-${Date.now().toString(36)}@${domain}>`;
  const raw = [
    `From: Mail Delivery System <MAILER-DAEMON@${domain}>`,
    `To: ${sender.address}`,
    'Subject: Undelivered Mail Returned to Sender',
    `Date: ${new Date().toUTCString()}`,
    `Message-ID: ${messageId}`,
    'Auto-Submitted: auto-replied',
    'MIME-Version: 1.0',
    `Content-Type: multipart/report; report-type=delivery-status; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    'Content-Type: text/plain; charset=us-ascii',
    '',
    text,
    '',
    `--${boundary}`,
    'Content-Type: message/delivery-status',
    '',
    `Reporting-MTA: dns; mx.${domain}`,
    '',
    `Final-Recipient: rfc822; ${recipient.address}`,
    'Action: failed',
    'Status: 5.1.1',
    `Diagnostic-Code: smtp; 550 5.1.1 <${recipient.address}>: Recipient address rejected: User unknown`,
    '',
    `--${boundary}`,
    'Content-Type: text/rfc822-headers',
    '',
    `From: ${sender.address}`,
    `To: ${recipient.address}`,
    `Subject: ${original.subject ?? ''}`,
    `Message-ID: ${bracketed(original.messageId)}`,
    '',
    `--${boundary}--`,
    '',
  ].join('\r\n');
  return { raw, messageId, inReplyTo: bracketed(original.messageId), envelope: { from: recipient.address, to: sender.address } };
}

/**
 * Sends an answer to a sent email through the local SMTP server (plain SMTP on 127.0.0.1, signed in
 * as the contact with the local mailbox password): the contact's reply (the default), their absence
 * notice, or their server's bounce. The server keeps it as an .eml file and puts it in the sender's
 * INBOX. Answers the answer's Message-ID.
 */
export async function sendReply(options: {
  eml: Uint8Array | string;
  text: string;
  smtpPort: number;
  password: string;
  kind?: AnswerKind;
}): Promise<{ messageId: string; inReplyTo: string; to: string }> {
  const kind = options.kind ?? 'reply';
  const reply =
    kind === 'bounce'
      ? await bounceOf(options.eml, options.text)
      : kind === 'out-of-office'
        ? await outOfOfficeTo(options.eml, options.text)
        : await replyTo(options.eml, options.text);
  const transport = createTransport({
    host: '127.0.0.1',
    port: options.smtpPort,
    secure: false,
    ignoreTLS: true,
    auth: { user: reply.envelope.from, pass: options.password },
  });
  try {
    const sent = await transport.sendMail(reply);
    return { messageId: sent.messageId, inReplyTo: String(reply.inReplyTo), to: reply.envelope.to };
  } finally {
    transport.close();
  }
}
