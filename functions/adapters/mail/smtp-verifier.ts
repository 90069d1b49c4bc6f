import { isIP } from 'node:net';

import SMTPConnection from 'nodemailer/lib/smtp-connection';

import type { SmtpFailure, SmtpLogin, SmtpVerifier } from '../../core/ports/smtp';
import { checkMailHost, isBlockedAddress, type HostLookup } from './host-guard';

export { SMTP_FAILURES, type SmtpFailure } from '../../core/ports/smtp';

interface SmtpVerifierOptions {
  /** reach private and loopback hosts, and sign in there without TLS: local runs and tests only */
  readonly allowPrivateHosts: boolean;
  /** connection and greeting timeouts, in ms (default 10 s each); the idle socket's is up to 1 s longer */
  readonly timeoutMs?: number;
  readonly lookup?: HostLookup;
}

export const SMTP_TIMEOUT_MS = 10_000;

interface MailError {
  code?: unknown;
  originalCode?: unknown;
  timeoutType?: unknown;
  responseCode?: unknown;
  message?: unknown;
}

const CERTIFICATE_CODES = new Set([
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'CERT_HAS_EXPIRED',
  'CERT_NOT_YET_VALID',
  'ERR_TLS_CERT_ALTNAME_INVALID',
]);

/** What a nodemailer (or socket) error means for the user. Only codes are read, never the options that carried the password. */
export function classifySmtpError(error: unknown): SmtpFailure {
  const err = (typeof error === 'object' && error !== null ? error : {}) as MailError;
  const code = typeof err.code === 'string' ? err.code : '';
  const original = typeof err.originalCode === 'string' ? err.originalCode : '';
  const message = typeof err.message === 'string' ? err.message : '';
  const responseCode = typeof err.responseCode === 'number' ? err.responseCode : 0;
  if (code === 'EAUTH' || responseCode === 535 || responseCode === 534) return 'AUTH';
  if (CERTIFICATE_CODES.has(original) || CERTIFICATE_CODES.has(code)) return 'CERTIFICATE';
  if (code === 'EDNS' || original === 'ENOTFOUND' || original === 'EAI_AGAIN') return 'HOST_NOT_FOUND';
  if (original === 'ECONNREFUSED' || code === 'ECONNREFUSED') return 'REFUSED';
  if (code === 'ETIMEDOUT') return err.timeoutType === 'GREETING_TIMEOUT' ? 'NO_GREETING' : 'TIMEOUT';
  if (/wrong version number|packet length too long|unknown protocol|ERR_SSL/i.test(`${original} ${message}`)) return 'NOT_SSL';
  if (code === 'ETLS' || /STARTTLS/i.test(message)) return 'NO_STARTTLS';
  if (code === 'ECONNECTION' || code === 'ESOCKET' || original === 'ECONNRESET') return 'CLOSED';
  return 'PROTOCOL';
}

/**
 * Signs in over one nodemailer SMTP connection, as the SMTP transport's `verify()` does, and hangs
 * up. The connection alone (not `createTransport`, which brings MIME building, DKIM and every other
 * transport) keeps the functions that check senders within their bundle budget.
 */
function signIn(options: ConstructorParameters<typeof SMTPConnection>[0], login: SmtpLogin): Promise<void> {
  return new Promise((resolve, reject) => {
    const connection = new SMTPConnection(options);
    let settled = false;
    const finish = (error?: unknown) => {
      if (settled) return;
      settled = true;
      if (error === undefined) {
        connection.quit();
        resolve();
      } else {
        connection.close();
        reject(error instanceof Error ? error : new Error('SMTP check failed'));
      }
    };
    connection.once('error', (error: unknown) => finish(error));
    connection.once('end', () => finish(Object.assign(new Error('Connection closed'), { code: 'ECONNECTION' })));
    connection.connect((connectError) => {
      if (connectError) return finish(connectError);
      connection.login({ user: login.username, pass: login.password }, (loginError) =>
        loginError ? finish(loginError) : finish(),
      );
    });
  });
}

/**
 * A verifier over nodemailer's SMTP connection: resolves the host once (refusing private and
 * reserved addresses unless allowed), connects to that address with the host's name for TLS,
 * requires TLS before the password is sent to any public host, signs in and hangs up.
 */
export function createSmtpVerifier(options: SmtpVerifierOptions): SmtpVerifier {
  const timeout = options.timeoutMs ?? SMTP_TIMEOUT_MS;
  return {
    async verify(login) {
      const checked = await checkMailHost(login.host, {
        allowPrivate: options.allowPrivateHosts,
        ...(options.lookup ? { lookup: options.lookup } : {}),
      });
      if (!checked.ok) return checked;
      const { address } = checked;
      try {
        await signIn(
          {
            host: address,
            port: login.port,
            secure: login.secure,
            // a password only travels encrypted, except to this machine or a private network in local runs
            requireTLS: !login.secure && !isBlockedAddress(address),
            // TLS checks the certificate against the name the user gave (an address cannot be a server name)
            ...(isIP(login.host) === 0 ? { tls: { servername: login.host } } : {}),
            connectionTimeout: timeout,
            greetingTimeout: timeout,
            // the idle socket's timer runs from the connection too: a little longer, so that a server
            // that never greets is reported as such, whichever timer a busy process runs first
            socketTimeout: timeout + Math.min(timeout, 1000),
            logger: false,
            debug: false,
          },
          login,
        );
        return { ok: true };
      } catch (error) {
        return { ok: false, failure: classifySmtpError(error) };
      }
    },
  };
}
