import { describe, expect, it } from 'vitest';

import { CreateEmailMessageInputSchema, EmailMessageSchema, UpdateEmailMessageInputSchema } from '../../../shared/schemas';
import { EMPTY_UPDATE_PROBLEM, STORED_KEYS, UNKNOWN_KEY_PROBLEM, parseOk, problemsOf, without } from './helpers';

const validRootEmail = {
  campaignId: 'cmp_1',
  contactId: 'ct_1',
  type: 'ROOT',
  channel: 'EMAIL',
  language: 'ENGLISH',
  subject: 'Safer anvils for Acme',
  bodyHtml: '<html><body><p>Hi {firstName},</p></body></html>',
};

describe('EmailMessage create input', () => {
  it('parses a valid email create input and applies the defaults', () => {
    const input = parseOk(CreateEmailMessageInputSchema, validRootEmail);
    expect(input).toEqual({
      ...validRootEmail,
      status: 'CREATED',
      reviewStatus: 'NOT_REVIEWED',
      copyStatus: 'ORIGINAL',
    });
  });

  it.each([
    ['campaignId', 'Campaign ID is required.'],
    ['contactId', 'Contact ID is required.'],
    ['type', 'Email type is required.'],
    ['channel', 'Channel is required.'],
    ['language', 'Language is required.'],
    ['bodyHtml', 'Email body is required.'],
  ] as const)('rejects an email without %s when creating', (field, message) => {
    const problems = problemsOf(CreateEmailMessageInputSchema, without(validRootEmail, field));
    expect(problems).toEqual([{ path: field, message }]);
  });

  it('rejects an EMAIL-channel message without subject', () => {
    const problems = problemsOf(CreateEmailMessageInputSchema, without(validRootEmail, 'subject'));
    expect(problems).toEqual([{ path: 'subject', message: 'Subject is required for emails.' }]);
  });

  it('rejects an EMAIL-channel message with a blank subject', () => {
    const problems = problemsOf(CreateEmailMessageInputSchema, { ...validRootEmail, subject: '  ' });
    expect(problems).toEqual([{ path: 'subject', message: 'Subject is required for emails.' }]);
  });

  it('accepts a LINKEDIN message without subject', () => {
    const input = parseOk(CreateEmailMessageInputSchema, { ...without(validRootEmail, 'subject'), channel: 'LINKEDIN' });
    expect(input.subject).toBeUndefined();
  });

  it('rejects a follow-up without the email it follows', () => {
    const problems = problemsOf(CreateEmailMessageInputSchema, { ...validRootEmail, type: 'FOLLOW_UP' });
    expect(problems).toEqual([{ path: 'threadRootId', message: 'A follow-up needs the email it follows.' }]);
  });

  it('accepts a follow-up with the email it follows', () => {
    const input = parseOk(CreateEmailMessageInputSchema, {
      ...validRootEmail,
      type: 'FOLLOW_UP',
      threadRootId: 'em_root',
      step: 1,
      scheduledAt: '2025-02-03T09:00:00Z',
    });
    expect(input).toMatchObject({ type: 'FOLLOW_UP', threadRootId: 'em_root', step: 1 });
  });

  it('trims and lower-cases the sender email', () => {
    const input = parseOk(CreateEmailMessageInputSchema, { ...validRootEmail, senderEmail: ' Jane@Acme.Example ' });
    expect(input.senderEmail).toBe('jane@acme.example');
  });

  it('rejects a subject longer than 200 characters', () => {
    const problems = problemsOf(CreateEmailMessageInputSchema, { ...validRootEmail, subject: 's'.repeat(201) });
    expect(problems).toEqual([{ path: 'subject', message: 'Subject must be at most 200 characters.' }]);
  });

  it('rejects a body longer than 20000 characters', () => {
    const problems = problemsOf(CreateEmailMessageInputSchema, { ...validRootEmail, bodyHtml: 'b'.repeat(20_001) });
    expect(problems).toEqual([{ path: 'bodyHtml', message: 'Email body must be at most 20000 characters.' }]);
  });

  it('rejects a negative step', () => {
    const problems = problemsOf(CreateEmailMessageInputSchema, { ...validRootEmail, step: -1 });
    expect(problems).toEqual([{ path: 'step', message: 'Step must be a whole number of 0 or more.' }]);
  });

  it('rejects a scheduled time that is not an ISO date and time', () => {
    const problems = problemsOf(CreateEmailMessageInputSchema, { ...validRootEmail, scheduledAt: 'tomorrow 9am' });
    expect(problems).toEqual([
      { path: 'scheduledAt', message: 'Scheduled at must be an ISO 8601 date and time, such as 2025-01-31T09:00:00Z.' },
    ]);
  });

  it('rejects unknown keys when creating an email', () => {
    const problems = problemsOf(CreateEmailMessageInputSchema, { ...validRootEmail, unexpected: 'x' });
    expect(problems).toEqual([UNKNOWN_KEY_PROBLEM]);
  });
});

describe('EmailMessage update input', () => {
  it('rejects an empty email update', () => {
    const problems = problemsOf(UpdateEmailMessageInputSchema, {});
    expect(problems).toEqual([EMPTY_UPDATE_PROBLEM]);
  });

  it('accepts a review status change alone', () => {
    const update = parseOk(UpdateEmailMessageInputSchema, { reviewStatus: 'REVIEWED' });
    expect(update).toEqual({ reviewStatus: 'REVIEWED' });
  });

  it('rejects an update to FOLLOW_UP without the email it follows', () => {
    const problems = problemsOf(UpdateEmailMessageInputSchema, { type: 'FOLLOW_UP' });
    expect(problems).toEqual([{ path: 'threadRootId', message: 'A follow-up needs the email it follows.' }]);
  });
});

describe('EmailMessage stored schema', () => {
  it('parses a stored email', () => {
    const email = parseOk(EmailMessageSchema, { ...STORED_KEYS, ...validRootEmail, status: 'SENT' });
    expect(email).toMatchObject({ ...STORED_KEYS, status: 'SENT', copyStatus: 'ORIGINAL' });
  });

  it('rejects a stored follow-up without the email it follows', () => {
    const problems = problemsOf(EmailMessageSchema, { ...STORED_KEYS, ...validRootEmail, type: 'FOLLOW_UP' });
    expect(problems).toEqual([{ path: 'threadRootId', message: 'A follow-up needs the email it follows.' }]);
  });
});
