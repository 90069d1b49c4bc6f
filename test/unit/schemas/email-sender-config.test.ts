import { describe, expect, it } from 'vitest';

import {
  CreateEmailSenderConfigInputSchema,
  EmailSenderConfigSchema,
  SENDER_SECRET_FIELDS,
  UpdateEmailSenderConfigInputSchema,
} from '../../../shared/schemas';
import { imapSettingsOf } from '../../../shared/schemas/email-sender-config';
import { EMPTY_UPDATE_PROBLEM, STORED_KEYS, UNKNOWN_KEY_PROBLEM, parseOk, problemsOf, without } from './helpers';

const SMTP = { host: 'smtp.acme.example', port: 587, username: 'jane@acme.example', secure: false };
const validGoogleSender = { senderEmail: 'Jane@Acme.example ', senderName: 'Jane Doe', type: 'GOOGLE' };
const validSmtpSender = {
  senderEmail: 'jane@acme.example',
  senderName: 'Jane Doe',
  type: 'SMTP',
  smtp: SMTP,
  password: ' app password ',
};

describe('EmailSenderConfig create input', () => {
  it('parses a valid sender create input, lower-casing the sender email', () => {
    const input = parseOk(CreateEmailSenderConfigInputSchema, validGoogleSender);
    expect(input).toEqual({ senderEmail: 'jane@acme.example', senderName: 'Jane Doe', type: 'GOOGLE' });
  });

  it.each([
    ['senderEmail', 'Sender email is required.'],
    ['senderName', 'Sender name is required.'],
    ['type', 'Sender type is required.'],
  ] as const)('rejects a sender without %s when creating', (field, message) => {
    const problems = problemsOf(CreateEmailSenderConfigInputSchema, without(validGoogleSender, field));
    expect(problems).toEqual([{ path: field, message }]);
  });

  it("keeps a sender's time zone, and leaves it out when blank so the instance's applies", () => {
    const zoned = parseOk(CreateEmailSenderConfigInputSchema, { ...validGoogleSender, timeZone: 'Europe/Berlin' });
    const blank = parseOk(CreateEmailSenderConfigInputSchema, { ...validGoogleSender, timeZone: '' });
    expect(zoned.timeZone).toBe('Europe/Berlin');
    expect(blank.timeZone).toBeUndefined();
  });

  it('rejects a time zone that is not an IANA name, naming timeZone', () => {
    const problems = problemsOf(CreateEmailSenderConfigInputSchema, { ...validGoogleSender, timeZone: 'CEST' });
    expect(problems).toEqual([{ path: 'timeZone', message: 'Time zone must be an IANA name such as Europe/Paris.' }]);
  });

  it('rejects a sender email that is not valid', () => {
    const problems = problemsOf(CreateEmailSenderConfigInputSchema, { ...validGoogleSender, senderEmail: 'jane' });
    expect(problems).toEqual([{ path: 'senderEmail', message: 'Enter a valid sender email address.' }]);
  });

  it('parses an SMTP sender with its settings and keeps the password as typed', () => {
    const input = parseOk(CreateEmailSenderConfigInputSchema, validSmtpSender);
    expect(input).toEqual({ ...validSmtpSender, password: ' app password ' });
  });

  it.each(['SMTP', 'SMTP_SSL'])('rejects a %s sender without SMTP settings or password', (type) => {
    const problems = problemsOf(CreateEmailSenderConfigInputSchema, { ...validGoogleSender, type });
    expect(problems).toEqual([
      { path: 'smtp', message: 'SMTP settings are required for SMTP senders.' },
      { path: 'password', message: 'SMTP password is required for SMTP senders.' },
    ]);
  });

  it.each([
    ['host', 'SMTP host is required for SMTP senders.'],
    ['port', 'SMTP port is required for SMTP senders.'],
    ['username', 'SMTP username is required for SMTP senders.'],
    ['secure', 'SMTP secure connection is required.'],
  ] as const)('rejects SMTP settings without %s', (field, message) => {
    const problems = problemsOf(CreateEmailSenderConfigInputSchema, { ...validSmtpSender, smtp: without(SMTP, field) });
    expect(problems).toEqual([{ path: `smtp.${field}`, message }]);
  });

  it.each([0, 65_536, 25.5])('rejects the SMTP port %d', (port) => {
    const problems = problemsOf(CreateEmailSenderConfigInputSchema, { ...validSmtpSender, smtp: { ...SMTP, port } });
    expect(problems).toEqual([{ path: 'smtp.port', message: 'SMTP port must be a whole number from 1 to 65535.' }]);
  });

  it('rejects an empty SMTP password', () => {
    const problems = problemsOf(CreateEmailSenderConfigInputSchema, { ...validSmtpSender, password: '' });
    expect(problems).toEqual([{ path: 'password', message: 'SMTP password is required for SMTP senders.' }]);
  });

  it('rejects an SMTP password longer than 256 characters', () => {
    const problems = problemsOf(CreateEmailSenderConfigInputSchema, { ...validSmtpSender, password: 'p'.repeat(257) });
    expect(problems).toEqual([{ path: 'password', message: 'SMTP password must be at most 256 characters.' }]);
  });

  it('rejects SMTP settings and a password on a non-SMTP sender', () => {
    const problems = problemsOf(CreateEmailSenderConfigInputSchema, { ...validSmtpSender, type: 'MICROSOFT' });
    expect(problems).toEqual([
      { path: 'smtp', message: 'SMTP settings apply only to SMTP senders. Remove them.' },
      { path: 'password', message: 'A password applies only to SMTP senders. Remove it.' },
    ]);
  });

  it('rejects unknown keys in the SMTP settings', () => {
    const problems = problemsOf(CreateEmailSenderConfigInputSchema, {
      ...validSmtpSender,
      smtp: { ...SMTP, unexpected: true },
    });
    expect(problems).toEqual([{ path: 'smtp', message: '"unexpected" is not a known field. Remove it.' }]);
  });

  it.each([0, 501, 1.5])('rejects the daily limit %d', (dailyLimit) => {
    const problems = problemsOf(CreateEmailSenderConfigInputSchema, { ...validGoogleSender, dailyLimit });
    expect(problems).toEqual([{ path: 'dailyLimit', message: 'Daily limit must be a whole number from 1 to 500.' }]);
  });

  it('rejects unknown keys when creating a sender', () => {
    const problems = problemsOf(CreateEmailSenderConfigInputSchema, { ...validGoogleSender, unexpected: 1 });
    expect(problems).toEqual([UNKNOWN_KEY_PROBLEM]);
  });

  it.each(['status', 'spamRate', 'health', 'credentialsValid'])('rejects the server-measured %s on create', (field) => {
    const problems = problemsOf(CreateEmailSenderConfigInputSchema, { ...validGoogleSender, [field]: 'ACTIVE' });
    expect(problems).toEqual([{ path: '', message: `"${field}" is not a known field. Remove it.` }]);
  });

  it('names password as the only secret field', () => {
    expect(SENDER_SECRET_FIELDS).toEqual(['password']);
  });
});

describe('EmailSenderConfig update input', () => {
  it('rejects an empty sender update', () => {
    const problems = problemsOf(UpdateEmailSenderConfigInputSchema, {});
    expect(problems).toEqual([EMPTY_UPDATE_PROBLEM]);
  });

  it('accepts a new password alone', () => {
    const update = parseOk(UpdateEmailSenderConfigInputSchema, { password: 'new secret' });
    expect(update).toEqual({ password: 'new secret' });
  });

  it('accepts a new time zone alone, or null to go back to the instance zone', () => {
    expect(parseOk(UpdateEmailSenderConfigInputSchema, { timeZone: 'Asia/Singapore' })).toEqual({ timeZone: 'Asia/Singapore' });
    expect(parseOk(UpdateEmailSenderConfigInputSchema, { timeZone: null })).toEqual({ timeZone: null });
  });

  it('rejects a change to an SMTP type without SMTP settings', () => {
    const problems = problemsOf(UpdateEmailSenderConfigInputSchema, { type: 'SMTP_SSL' });
    expect(problems).toEqual([{ path: 'smtp', message: 'SMTP settings are required for SMTP senders.' }]);
  });

  it('rejects SMTP settings on an update that changes to a non-SMTP type', () => {
    const problems = problemsOf(UpdateEmailSenderConfigInputSchema, { type: 'GOOGLE', smtp: SMTP });
    expect(problems).toEqual([{ path: 'smtp', message: 'SMTP settings apply only to SMTP senders. Remove them.' }]);
  });
});

describe('EmailSenderConfig stored schema', () => {
  const storedSmtpSender = { ...STORED_KEYS, ...without(validSmtpSender, 'password') };

  it('carries the time zone of a stored sender', () => {
    const sender = parseOk(EmailSenderConfigSchema, { ...storedSmtpSender, timeZone: 'America/Chicago' });
    expect(sender.timeZone).toBe('America/Chicago');
  });

  it('defaults the status of a stored sender to ACTIVE', () => {
    const sender = parseOk(EmailSenderConfigSchema, storedSmtpSender);
    expect(sender.status).toBe('ACTIVE');
  });

  it('never carries the password of a stored sender', () => {
    const sender = parseOk(EmailSenderConfigSchema, { ...storedSmtpSender, password: 'leaked' });
    expect(sender).not.toHaveProperty('password');
  });

  it('rejects a stored SMTP sender without its settings', () => {
    const problems = problemsOf(EmailSenderConfigSchema, without(storedSmtpSender, 'smtp'));
    expect(problems).toEqual([{ path: 'smtp', message: 'SMTP settings are required for SMTP senders.' }]);
  });

  it('accepts the health fields the server measures', () => {
    const measured = {
      health: 'MINOR_ISSUES',
      spamRate: 0.06,
      credentialsValid: true,
      lastHealthCheckAt: '2025-02-01T10:30:00Z',
      status: 'WARNING',
    };
    const sender = parseOk(EmailSenderConfigSchema, { ...storedSmtpSender, ...measured });
    expect(sender).toMatchObject(measured);
  });

  it('rejects a spam rate above 1', () => {
    const problems = problemsOf(EmailSenderConfigSchema, { ...storedSmtpSender, spamRate: 1.5 });
    expect(problems).toEqual([{ path: 'spamRate', message: 'Spam rate must be a number from 0 to 1.' }]);
  });
});

describe('EmailSenderConfig IMAP settings', () => {
  const IMAP = { host: 'mail.acme.example', port: 993, secure: true };

  it('keeps the IMAP settings of an SMTP sender', () => {
    const input = parseOk(CreateEmailSenderConfigInputSchema, { ...validSmtpSender, imap: IMAP });
    expect(input.imap).toEqual(IMAP);
  });

  it('names the IMAP field that is wrong', () => {
    const problems = problemsOf(CreateEmailSenderConfigInputSchema, {
      ...validSmtpSender,
      imap: { host: ' ', port: 70_000, secure: true },
    });
    expect(problems.map((problem) => problem.path)).toEqual(['imap.host', 'imap.port']);
    expect(problems[0]?.message).toBe('IMAP host is required when IMAP settings are given.');
    expect(problems[1]?.message).toMatch(/^IMAP port /);
  });

  it('refuses IMAP settings on a sender that is not an SMTP sender', () => {
    const problems = problemsOf(CreateEmailSenderConfigInputSchema, { ...validGoogleSender, imap: IMAP });
    expect(problems).toEqual([{ path: 'imap', message: 'IMAP settings apply only to SMTP senders. Remove them.' }]);
  });

  it('accepts null on an update, to go back to the server derived from the SMTP host', () => {
    const input = parseOk(UpdateEmailSenderConfigInputSchema, { imap: null });
    expect(input).toEqual({ imap: null });
  });

  it('derives the IMAP server from the SMTP host when a sender has none of its own', () => {
    expect(imapSettingsOf({ smtp: SMTP })).toEqual({ host: 'imap.acme.example', port: 993, secure: true });
    expect(imapSettingsOf({ smtp: { ...SMTP, host: 'mail.acme.example' } })).toEqual({
      host: 'mail.acme.example',
      port: 993,
      secure: true,
    });
    expect(imapSettingsOf({ smtp: SMTP, imap: { host: '127.0.0.1', port: 1143, secure: false } })).toEqual({
      host: '127.0.0.1',
      port: 1143,
      secure: false,
    });
    expect(imapSettingsOf({})).toBeNull();
  });
});
