import nodemailer from 'nodemailer';

import type { SystemEmail, SystemMailer } from '../../core/ports/system-mail';

/** An SMTP server the product's own messages go to: the local stack's, on 127.0.0.1. */
interface SystemSmtp {
  readonly host: string;
  readonly port: number;
  readonly username: string;
  readonly password: string;
  /** the address messages come from */
  readonly from: string;
}

/** The product's own messages over SMTP, plain text on loopback (the local SMTP server offers no TLS). */
export function createSmtpSystemMailer(smtp: SystemSmtp): SystemMailer {
  const transport = nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: false,
    ignoreTLS: true,
    auth: { user: smtp.username, pass: smtp.password },
  });
  return {
    async send(email: SystemEmail): Promise<void> {
      await transport.sendMail({ from: smtp.from, to: email.to, subject: email.subject, text: email.text, html: email.html });
    },
  };
}
