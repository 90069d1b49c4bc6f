import { isIP } from 'node:net';
import { Readable } from 'node:stream';

import SMTPConnection, { type SentMessageInfo } from 'nodemailer/lib/smtp-connection';

import type { Mailer, OutgoingEmail, SendOutcome } from '../../core/ports/mailer';
import { BlockedHostError, HostNotFoundError, isBlockedAddress, resolvePublicHost, type HostLookup } from './host-guard';
import { buildMime } from './mime';
import { SMTP_TIMEOUT_MS } from './smtp-verifier';

interface SmtpMailerOptions {
  readonly host: string;
  readonly port: number;
  /** TLS from the start (port 465); otherwise STARTTLS, required before the password goes to a public host */
  readonly secure: boolean;
  readonly username: string;
  readonly password: string;
  /** reach private and loopback hosts, and sign in there without TLS: local runs and tests only */
  readonly allowPrivateHosts: boolean;
  /** connection, greeting and inactivity timeouts, in ms (default 10 s each) */
  readonly timeoutMs?: number | undefined;
  readonly lookup?: HostLookup | undefined;
}

interface SmtpErrorFields {
  code?: unknown;
  responseCode?: unknown;
  response?: unknown;
  command?: unknown;
  message?: unknown;
}

const AUTH_CODES = new Set([530, 534, 535, 538]);

/** The server's reply of a nodemailer error, without anything sent with the command. */
function describe(error: unknown): string {
  const err = (typeof error === 'object' && error !== null ? error : {}) as SmtpErrorFields;
  if (typeof err.response === 'string' && err.response !== '') return err.response;
  if (typeof err.code === 'string' && err.code !== '') return err.code;
  return 'SMTP error';
}

/**
 * What a nodemailer error means for the email. `bodySent` is whether the server had asked for the
 * message (354 to DATA) and the message had started to go: from then on a connection lost or a
 * timeout without the server's final reply may hide an accepted message.
 */
export function classifySmtpSendError(error: unknown, bodySent: boolean): SendOutcome {
  const err = (typeof error === 'object' && error !== null ? error : {}) as SmtpErrorFields;
  const responseCode = typeof err.responseCode === 'number' ? err.responseCode : 0;
  const command = typeof err.command === 'string' ? err.command : '';
  const reason = describe(error);
  if (err.code === 'EAUTH' || AUTH_CODES.has(responseCode)) return { kind: 'AUTH_FAILED', reason };
  const withCommand = command && command !== 'CONN' ? `${command}: ${reason}` : reason;
  const message = typeof err.message === 'string' ? err.message : reason;
  // only a refused recipient is a bounce; a refused sender or message, or a 5xx greeting, is not the
  // recipient's doing, and is tried again within the retries
  if (responseCode >= 500 && responseCode < 600) {
    return { kind: 'REJECTED', permanent: command === 'RCPT TO', reason: withCommand };
  }
  if (responseCode >= 400 && responseCode < 500) return { kind: 'REJECTED', permanent: false, reason: withCommand };
  // no reply from the server: a refused connection, DNS, TLS, a greeting that never came, or a lost connection
  if (bodySent) return { kind: 'AMBIGUOUS', reason: `${reason} after the message was sent, before the server answered` };
  // an address nodemailer refuses to send to (before any command), or a message over the server's size
  if (err.code === 'EENVELOPE') return { kind: 'REJECTED', permanent: /recipient/i.test(message), reason: message };
  if (err.code === 'EMESSAGE') return { kind: 'REJECTED', permanent: false, reason: message };
  return { kind: 'REJECTED', permanent: false, reason };
}

/** The id the server gave the message: its Message-ID (Microsoft 365, SES), a queue id, else its reply. */
function serverId(info: SentMessageInfo): string | undefined {
  if (info.serverMessageId) return info.serverMessageId;
  const response = typeof info.response === 'string' ? info.response.trim() : '';
  const queued = /queued as ([^\s]+)/i.exec(response);
  if (queued?.[1]) return queued[1];
  return response === '' ? undefined : response;
}

/**
 * One message over one SMTP connection: connect, sign in, MAIL FROM, RCPT TO, DATA, the message,
 * QUIT. `onBody` is called when the server has asked for the message and it starts to go.
 */
function deliver(
  options: ConstructorParameters<typeof SMTPConnection>[0],
  auth: { user: string; pass: string },
  envelope: { from: string; to: string[] },
  raw: Buffer,
  onBody: () => void,
): Promise<SentMessageInfo> {
  return new Promise((resolve, reject) => {
    const connection = new SMTPConnection(options);
    let settled = false;
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      connection.close();
      reject(error instanceof Error ? error : new Error('SMTP send failed'));
    };
    const succeed = (info: SentMessageInfo) => {
      if (settled) return;
      settled = true;
      connection.quit();
      resolve(info);
    };
    connection.on('error', fail);
    connection.once('end', () => fail(Object.assign(new Error('Connection closed'), { code: 'ECONNECTION' })));
    // nodemailer pipes the message only once the server answered DATA with 354
    const body = new Readable({
      read() {
        onBody();
        this.push(raw);
        this.push(null);
      },
    });
    connection.connect((connectError) => {
      if (connectError) return fail(connectError);
      connection.login(auth, (loginError) => {
        if (loginError) return fail(loginError);
        connection.send(envelope, body, (sendError, info) => (sendError ? fail(sendError) : succeed(info)));
      });
    });
  });
}

/**
 * A mailer over the sender's own SMTP server, with nodemailer's connection alone (no pool, no
 * transport): one connection per message, short timeouts. The host is resolved once and refused
 * when it is private or reserved (unless allowed), as the sender check does; TLS is required
 * before the password goes to a public host. Outcomes: accepted → SENT with the server's id; a 5xx
 * to RCPT TO → REJECTED permanent (a bounce); another 4xx or 5xx → REJECTED temporary; a refused
 * sign-in (535, 534, 530) → AUTH_FAILED; nothing sent yet (refused, DNS, greeting, TLS) → REJECTED
 * temporary; the connection lost or timed out once the message was going → AMBIGUOUS. SMTP cannot
 * be asked about a message afterwards: `lookup` answers UNKNOWN.
 */
export function createSmtpMailer(options: SmtpMailerOptions): Mailer {
  const timeout = options.timeoutMs ?? SMTP_TIMEOUT_MS;
  return {
    async send(email: OutgoingEmail): Promise<SendOutcome> {
      let address: string;
      try {
        ({ address } = await resolvePublicHost(options.host, {
          allowPrivate: options.allowPrivateHosts,
          ...(options.lookup ? { lookup: options.lookup } : {}),
        }));
      } catch (error) {
        if (error instanceof BlockedHostError || error instanceof HostNotFoundError) {
          return { kind: 'REJECTED', permanent: false, reason: error.message };
        }
        throw error;
      }
      const raw = await buildMime(email);
      let bodySent = false;
      try {
        const info = await deliver(
          {
            host: address,
            port: options.port,
            secure: options.secure,
            requireTLS: !options.secure && !isBlockedAddress(address),
            ...(isIP(options.host) === 0 ? { tls: { servername: options.host } } : {}),
            connectionTimeout: timeout,
            greetingTimeout: timeout,
            socketTimeout: timeout,
            dnsTimeout: timeout,
            logger: false,
            debug: false,
          },
          { user: options.username, pass: options.password },
          { from: email.from.email, to: [email.to.email] },
          raw,
          () => {
            bodySent = true;
          },
        );
        return { kind: 'SENT', providerMessageId: serverId(info) };
      } catch (error) {
        return classifySmtpSendError(error, bodySent);
      }
    },

    lookup() {
      return Promise.resolve({ kind: 'UNKNOWN', reason: 'An SMTP server cannot be asked whether it took a message.' });
    },
  };
}
