import { describe, expect, it } from 'vitest';

import { classifySmtpSendError } from '../../../functions/adapters/mail/smtp-mailer';
import { createStubMailer, stubMessageId } from '../../../functions/adapters/mail/stub-mailer';
import { sesIdentityCovers } from '../../../functions/composition/mailers';
import type { OutgoingEmail } from '../../../functions/core/ports/mailer';
import { messageHeaders } from '../../../bin/local/fakes/scripted-api-fake';

const EMAIL: OutgoingEmail = {
  from: { email: 'ana@seller.example', name: 'Ana Rep' },
  to: { email: 'bob@buyer.example', name: 'Bob Buyer' },
  subject: 'Your pipeline in March',
  text: 'Hi Bob',
  html: '<p>Hi Bob</p>',
  messageId: '<01jq0000000000000000000003@reachwise.example>',
};

function smtpError(fields: { code: string; command: string; responseCode?: number; response?: string }): Error {
  return Object.assign(new Error(fields.response ?? fields.code), fields);
}

describe('the STUB mailer', () => {
  it('records the built message and answers SENT with an id derived from the Message-ID', async () => {
    const recorded: { to: string; raw: string }[] = [];
    const mailer = createStubMailer({
      record: (email, raw) => {
        recorded.push({ to: email.to.email, raw: raw.toString('utf8') });
        return Promise.resolve();
      },
    });

    const outcome = await mailer.send(EMAIL);

    expect(outcome).toEqual({ kind: 'SENT', providerMessageId: stubMessageId(EMAIL.messageId) });
    expect(recorded).toHaveLength(1);
    expect(messageHeaders(recorded[0]?.raw ?? '')['message-id']).toBe(EMAIL.messageId);
  });

  it('finds what it recorded in this process, and cannot tell about anything else', async () => {
    const mailer = createStubMailer({ record: () => Promise.resolve() });
    await mailer.send(EMAIL);

    await expect(mailer.lookup(EMAIL.messageId)).resolves.toEqual({
      kind: 'SENT',
      providerMessageId: stubMessageId(EMAIL.messageId),
    });
    await expect(mailer.lookup('<never-sent@reachwise.example>')).resolves.toMatchObject({ kind: 'UNKNOWN' });
  });
});

describe('which senders SES sends for', () => {
  it.each([
    ['seller.example', 'ana@seller.example', true],
    ['seller.example', 'Ana@Seller.Example', true],
    ['seller.example', 'ana@eu.seller.example', true],
    ['seller.example', 'ana@reseller.example', false],
    ['seller.example', 'ana@seller.example.com', false],
    ['ana@seller.example', 'ana@seller.example', true],
    ['ana@seller.example', 'bob@seller.example', false],
  ])('identity %s covers %s: %s', (identity, sender, covered) => {
    expect(sesIdentityCovers(identity, sender)).toBe(covered);
  });
});

describe('what an SMTP failure means', () => {
  it('is a bounce only when the recipient is refused with a 5xx', () => {
    expect(
      classifySmtpSendError(
        smtpError({ code: 'EENVELOPE', command: 'RCPT TO', responseCode: 550, response: '550 No such user' }),
        false,
      ),
    ).toMatchObject({ kind: 'REJECTED', permanent: true });
    expect(
      classifySmtpSendError(
        smtpError({ code: 'EENVELOPE', command: 'MAIL FROM', responseCode: 553, response: '553 Not yours' }),
        false,
      ),
    ).toMatchObject({ kind: 'REJECTED', permanent: false });
    expect(
      classifySmtpSendError(smtpError({ code: 'EMESSAGE', command: 'DATA', responseCode: 554, response: '554 Spam' }), true),
    ).toMatchObject({ kind: 'REJECTED', permanent: false });
  });

  it('is AUTH_FAILED when the sign-in is refused', () => {
    expect(classifySmtpSendError(smtpError({ code: 'EAUTH', command: 'AUTH PLAIN', responseCode: 535 }), false)).toMatchObject({
      kind: 'AUTH_FAILED',
    });
    expect(
      classifySmtpSendError(
        smtpError({ code: 'EENVELOPE', command: 'MAIL FROM', responseCode: 530, response: '530 Auth required' }),
        false,
      ),
    ).toMatchObject({ kind: 'AUTH_FAILED' });
  });

  it('is AMBIGUOUS when the connection is lost or times out once the message was going, and temporary before', () => {
    const lost = smtpError({ code: 'ECONNECTION', command: 'CONN' });
    const timedOut = smtpError({ code: 'ETIMEDOUT', command: 'CONN' });

    expect(classifySmtpSendError(lost, true)).toMatchObject({ kind: 'AMBIGUOUS' });
    expect(classifySmtpSendError(timedOut, true)).toMatchObject({ kind: 'AMBIGUOUS' });
    expect(classifySmtpSendError(lost, false)).toMatchObject({ kind: 'REJECTED', permanent: false });
    expect(classifySmtpSendError(timedOut, false)).toMatchObject({ kind: 'REJECTED', permanent: false });
  });

  it('is an explicit answer, not AMBIGUOUS, when the server replies to the message', () => {
    expect(
      classifySmtpSendError(smtpError({ code: 'EMESSAGE', command: 'DATA', responseCode: 451, response: '451 Try later' }), true),
    ).toMatchObject({ kind: 'REJECTED', permanent: false });
  });
});
