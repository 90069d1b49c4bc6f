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

/**
 * Sends the contact's answer to a sent email through the local SMTP server (plain SMTP on
 * 127.0.0.1, signed in as the contact with the local mailbox password). The server keeps it as an
 * .eml file and puts it in the sender's INBOX. Answers the reply's Message-ID.
 */
export async function sendReply(options: {
  eml: Uint8Array | string;
  text: string;
  smtpPort: number;
  password: string;
}): Promise<{ messageId: string; inReplyTo: string; to: string }> {
  const reply = await replyTo(options.eml, options.text);
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
