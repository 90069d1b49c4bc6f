import { describe, expect, it } from 'vitest';

import { FollowUpInputSchema, IDEMPOTENCY_KEY_MESSAGE, replySubject } from '../../../shared/schemas/follow-up';
import { parseOk, problemsOf } from './helpers';

const VALID = {
  subject: 'Re: An idea for your cold chain',
  body: 'Thanks, Dana. Tuesday at 10 works for me.',
  idempotencyKey: 'c2b7f0de-4b1e-4a57-9a43-7d1c1f3e2a10',
};

describe('a follow-up written by hand', () => {
  it('parses a subject, a text and a composer key, trimmed', () => {
    expect(parseOk(FollowUpInputSchema, { ...VALID, subject: `  ${VALID.subject} ` })).toEqual(VALID);
  });

  it('names the subject and the body when they are missing or blank', () => {
    expect(problemsOf(FollowUpInputSchema, { ...VALID, subject: '   ', body: undefined })).toEqual([
      { path: 'subject', message: 'Subject is required.' },
      { path: 'body', message: 'Body is required.' },
    ]);
  });

  it('names a subject or body that is too long', () => {
    expect(problemsOf(FollowUpInputSchema, { ...VALID, subject: 'x'.repeat(201), body: 'y'.repeat(10_001) })).toEqual([
      { path: 'subject', message: 'Subject must be at most 200 characters.' },
      { path: 'body', message: 'Body must be at most 10000 characters.' },
    ]);
  });

  it('refuses a missing, short or foreign composer key, naming it', () => {
    expect(problemsOf(FollowUpInputSchema, { subject: VALID.subject, body: VALID.body })).toEqual([
      { path: 'idempotencyKey', message: 'Idempotency key is required.' },
    ]);
    expect(problemsOf(FollowUpInputSchema, { ...VALID, idempotencyKey: 'short' })).toEqual([
      { path: 'idempotencyKey', message: IDEMPOTENCY_KEY_MESSAGE },
    ]);
    expect(problemsOf(FollowUpInputSchema, { ...VALID, idempotencyKey: 'a key with spaces' })).toEqual([
      { path: 'idempotencyKey', message: IDEMPOTENCY_KEY_MESSAGE },
    ]);
  });

  it('refuses fields it does not know, such as a recipient or a sender', () => {
    expect(problemsOf(FollowUpInputSchema, { ...VALID, to: 'someone@else.example' })).toEqual([
      { path: '', message: '"to" is not a known field. Remove it.' },
    ]);
  });
});

describe("an answer's subject", () => {
  it('puts "Re: " once before the thread\'s subject', () => {
    expect(replySubject('An idea for your cold chain')).toBe('Re: An idea for your cold chain');
    expect(replySubject('RE: An idea')).toBe('RE: An idea');
    expect(replySubject('  re:An idea ')).toBe('re:An idea');
    expect(replySubject(undefined)).toBe('Re:');
  });
});
