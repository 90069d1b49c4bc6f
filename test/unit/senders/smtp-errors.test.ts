import { describe, expect, it } from 'vitest';

import { classifySmtpError, SMTP_FAILURES } from '../../../functions/adapters/mail/smtp-verifier';
import { isGmailHost, smtpFailureMessage } from '../../../functions/core/senders/smtp-messages';
import { ERROR_MESSAGES } from '../../../shared/domain/messages';

const target = { host: 'smtp.seller.example', port: 587, secure: false };

describe('classifySmtpError', () => {
  it.each([
    ['a refused login', { code: 'EAUTH', responseCode: 535 }, 'AUTH'],
    ['a 535 reply without a code', { responseCode: 535 }, 'AUTH'],
    ['a name that does not resolve', { code: 'EDNS', originalCode: 'ENOTFOUND' }, 'HOST_NOT_FOUND'],
    ['a closed port', { code: 'ESOCKET', originalCode: 'ECONNREFUSED' }, 'REFUSED'],
    ['a connection timeout', { code: 'ETIMEDOUT', timeoutType: 'CONNECT_TIMEOUT' }, 'TIMEOUT'],
    ['no greeting in time', { code: 'ETIMEDOUT', timeoutType: 'GREETING_TIMEOUT' }, 'NO_GREETING'],
    ['TLS against a plain port', { code: 'ESOCKET', originalCode: 'ERR_SSL_WRONG_VERSION_NUMBER' }, 'NOT_SSL'],
    ['TLS against a plain port (message only)', { code: 'ESOCKET', message: 'wrong version number' }, 'NOT_SSL'],
    ['no STARTTLS offered', { code: 'ETLS', message: 'Error upgrading connection with STARTTLS' }, 'NO_STARTTLS'],
    ['a self-signed certificate', { code: 'ESOCKET', originalCode: 'DEPTH_ZERO_SELF_SIGNED_CERT' }, 'CERTIFICATE'],
    ['a certificate for another name', { code: 'ESOCKET', originalCode: 'ERR_TLS_CERT_ALTNAME_INVALID' }, 'CERTIFICATE'],
    ['a dropped connection', { code: 'ECONNECTION' }, 'CLOSED'],
    ['an unexpected reply', { code: 'EPROTOCOL' }, 'PROTOCOL'],
    ['something that is not an error', 'boom', 'PROTOCOL'],
  ])('maps %s to its failure', (_label, error, failure) => {
    expect(classifySmtpError(error)).toBe(failure);
  });
});

describe('smtpFailureMessage', () => {
  it("answers exactly 'Invalid credentials.' for a refused login", () => {
    expect(smtpFailureMessage('AUTH', target)).toBe('Invalid credentials.');
  });

  it.each(['smtp.gmail.com', 'SMTP.GoogleMail.com', 'gmail.com'])(
    'answers the app-password variant for the Gmail host %s',
    (host) => {
      expect(smtpFailureMessage('AUTH', { ...target, host })).toBe(ERROR_MESSAGES.gmailAppPassword);
    },
  );

  it('does not take a look-alike host for Gmail', () => {
    expect(isGmailHost('smtp.notgmail.com')).toBe(false);
    expect(isGmailHost('gmail.com.evil.example')).toBe(false);
  });

  it.each(SMTP_FAILURES.filter((failure) => failure !== 'AUTH'))('names the host for %s', (failure) => {
    expect(smtpFailureMessage(failure, target)).toContain('smtp.seller.example');
  });

  it.each(['REFUSED', 'TIMEOUT', 'NO_GREETING', 'NOT_SSL', 'NO_STARTTLS', 'CERTIFICATE', 'CLOSED', 'PROTOCOL'] as const)(
    'names the port for %s',
    (failure) => {
      expect(smtpFailureMessage(failure, target)).toContain('smtp.seller.example:587');
    },
  );

  it('suggests SMTP over SSL when a STARTTLS check gets no greeting, and the other way round', () => {
    expect(smtpFailureMessage('NO_GREETING', { ...target, port: 465 })).toContain('choose SMTP over SSL');
    expect(smtpFailureMessage('NOT_SSL', { ...target, secure: true })).toContain('choose SMTP (STARTTLS)');
  });
});
