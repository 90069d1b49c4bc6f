import MailComposer from 'nodemailer/lib/mail-composer';

import type { OutgoingEmail } from '../../core/ports/mailer';

interface MimeOptions {
  /** the Date header; now by default */
  readonly date?: Date | undefined;
}

/**
 * The raw RFC 5322 message of an email, as every mailer sends it: From, To, Subject, the
 * Message-ID exactly as given (a retry and a lookup recognise the message by it), In-Reply-To
 * and References when it follows another, the service's extra headers (List-Unsubscribe,
 * List-Unsubscribe-Post) and a multipart/alternative body of the text and the html, with CRLF
 * line breaks. Only MailComposer is imported, not a transport, so the bundle stays small; file and
 * URL contents are refused, as the parts are always strings.
 */
export function buildMime(email: OutgoingEmail, options: MimeOptions = {}): Promise<Buffer> {
  const composer = new MailComposer({
    from: { name: email.from.name, address: email.from.email },
    to: email.to.name ? { name: email.to.name, address: email.to.email } : email.to.email,
    subject: email.subject,
    messageId: email.messageId,
    ...(email.inReplyTo ? { inReplyTo: email.inReplyTo } : {}),
    ...(email.references && email.references.length > 0 ? { references: [...email.references] } : {}),
    ...(email.headers ? { headers: { ...email.headers } } : {}),
    ...(options.date ? { date: options.date } : {}),
    text: email.text,
    html: email.html,
    newline: 'win',
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  return composer.compile().build();
}
