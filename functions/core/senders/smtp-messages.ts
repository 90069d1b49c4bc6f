import { ERROR_MESSAGES } from '../../../shared/domain/messages';
import type { SmtpFailure } from '../ports/smtp';

/** Where an SMTP check went. */
interface SmtpTarget {
  readonly host: string;
  readonly port: number;
  readonly secure: boolean;
}

/** Message of a host that resolves to a private or reserved address (answered as a 400 on `smtp.host`). */
export function blockedHostMessage(host: string): string {
  return `SMTP host ${host} points to a private or reserved network address. Use the public host name of your mail server.`;
}

/** Gmail and Google Workspace through smtp.gmail.com (or googlemail.com) need an app password. */
export function isGmailHost(host: string): boolean {
  return /(^|\.)(gmail|googlemail)\.com\.?$/i.test(host.trim());
}

/**
 * What the user reads when a check fails: 'Invalid credentials.' word for word for a refused
 * sign-in (Gmail's app-password variant for Gmail hosts), otherwise the host and port and what to
 * check. Never the password, never the server's raw reply.
 */
export function smtpFailureMessage(failure: SmtpFailure, target: SmtpTarget): string {
  const where = `${target.host}:${target.port}`;
  switch (failure) {
    case 'AUTH':
      return isGmailHost(target.host) ? ERROR_MESSAGES.gmailAppPassword : ERROR_MESSAGES.invalidCredentials;
    case 'HOST_NOT_FOUND':
      return `The SMTP host ${target.host} was not found. Check the host name.`;
    case 'BLOCKED_HOST':
      return blockedHostMessage(target.host);
    case 'REFUSED':
      return `${where} refused the connection. Check the host and the port (usually 587 for SMTP with STARTTLS, 465 for SMTP over SSL).`;
    case 'TIMEOUT':
      return `${where} did not answer in time. Check the host and the port, and that the server accepts connections from the internet.`;
    case 'NO_GREETING':
      return target.secure
        ? `${where} did not answer in time. Check the host and the port.`
        : `${where} accepted the connection but did not greet. If this port expects SSL from the start (usually 465), choose SMTP over SSL.`;
    case 'NOT_SSL':
      return `${where} does not use SSL from the start. If this port uses STARTTLS (usually 587), choose SMTP (STARTTLS).`;
    case 'NO_STARTTLS':
      return `${where} does not offer STARTTLS, so the password would travel unencrypted. Use the STARTTLS port (usually 587) or choose SMTP over SSL (usually 465).`;
    case 'CERTIFICATE':
      return `${where} presented a TLS certificate that is not valid for ${target.host}. Check the host name your provider gives for SMTP.`;
    case 'CLOSED':
      return `${where} closed the connection. Check the host, the port and the sender type (SMTP with STARTTLS or SMTP over SSL).`;
    case 'PROTOCOL':
      return `${where} answered in an unexpected way. Check that it is an SMTP server and that the port and sender type are right.`;
  }
}
