import {
  InternalServiceErrorException,
  MessageRejected,
  SendEmailCommand,
  SESv2Client,
  TooManyRequestsException,
} from '@aws-sdk/client-sesv2';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';

import { createSesMailer } from '../../../functions/adapters/mail/ses-mailer';
import type { OutgoingEmail } from '../../../functions/core/ports/mailer';
import { messageHeaders } from '../../../bin/local/fakes/scripted-api-fake';

const ses = mockClient(SESv2Client);

const EMAIL: OutgoingEmail = {
  from: { email: 'ana@seller.example', name: 'Ana Rep' },
  to: { email: 'bob@buyer.example' },
  subject: 'Your pipeline in March',
  text: 'Hi Bob',
  html: '<p>Hi Bob</p>',
  messageId: '<01jq0000000000000000000002@reachwise.example>',
  inReplyTo: '<01jq0000000000000000000001@reachwise.example>',
  references: ['<01jq0000000000000000000001@reachwise.example>'],
  headers: {
    'List-Unsubscribe': '<https://app.reachwise.example/api/email-status/unsubscribe?t=x>',
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  },
};

const mailer = () =>
  createSesMailer({ client: new SESv2Client({ region: 'eu-west-1' }), configurationSetName: 'reachwise-events' });

function networkError(name: string, code: string): Error {
  return Object.assign(new Error(`socket ${code}`), { name, code });
}

beforeEach(() => {
  ses.reset();
});

describe('the SES mailer', () => {
  it('sends the raw message with the configuration set and answers SES’s message id', async () => {
    ses.on(SendEmailCommand).resolves({ MessageId: '0102018f-ses-id' });

    const outcome = await mailer().send(EMAIL);

    expect(outcome).toEqual({ kind: 'SENT', providerMessageId: '0102018f-ses-id' });
    const input = ses.commandCalls(SendEmailCommand)[0]?.args[0].input;
    expect(input?.ConfigurationSetName).toBe('reachwise-events');
    expect(input?.FromEmailAddress).toBe('ana@seller.example');
    expect(input?.Destination).toEqual({ ToAddresses: ['bob@buyer.example'] });
    const headers = messageHeaders(Buffer.from(input?.Content?.Raw?.Data ?? new Uint8Array()).toString('utf8'));
    expect(headers['message-id']).toBe('<01jq0000000000000000000002@reachwise.example>');
    expect(headers['in-reply-to']).toBe('<01jq0000000000000000000001@reachwise.example>');
    expect(headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  });

  it('answers REJECTED permanent when SES rejects the message', async () => {
    ses
      .on(SendEmailCommand)
      .rejects(new MessageRejected({ message: 'Email address is not verified.', $metadata: { httpStatusCode: 400 } }));

    const outcome = await mailer().send(EMAIL);

    expect(outcome).toEqual({
      kind: 'REJECTED',
      permanent: true,
      reason: 'SES: MessageRejected: Email address is not verified.',
    });
  });

  it('answers REJECTED temporary when SES throttles the call', async () => {
    ses
      .on(SendEmailCommand)
      .rejects(new TooManyRequestsException({ message: 'Maximum sending rate exceeded.', $metadata: { httpStatusCode: 429 } }));

    await expect(mailer().send(EMAIL)).resolves.toMatchObject({ kind: 'REJECTED', permanent: false });
  });

  it('answers REJECTED temporary when SES fails with a 5xx', async () => {
    ses
      .on(SendEmailCommand)
      .rejects(new InternalServiceErrorException({ message: 'Internal failure.', $metadata: { httpStatusCode: 500 } }));

    await expect(mailer().send(EMAIL)).resolves.toMatchObject({ kind: 'REJECTED', permanent: false });
  });

  it('answers REJECTED temporary when SES could not be connected to', async () => {
    ses.on(SendEmailCommand).rejects(networkError('Error', 'ECONNREFUSED'));

    await expect(mailer().send(EMAIL)).resolves.toMatchObject({ kind: 'REJECTED', permanent: false });
  });

  it('answers AMBIGUOUS when the call timed out after it was sent', async () => {
    ses.on(SendEmailCommand).rejects(networkError('TimeoutError', 'ETIMEDOUT'));

    await expect(mailer().send(EMAIL)).resolves.toMatchObject({ kind: 'AMBIGUOUS' });
  });

  it('answers AMBIGUOUS when the connection was reset during the call', async () => {
    ses.on(SendEmailCommand).rejects(networkError('Error', 'ECONNRESET'));

    await expect(mailer().send(EMAIL)).resolves.toMatchObject({ kind: 'AMBIGUOUS' });
  });

  it('answers UNKNOWN to a lookup, as SES cannot be searched', async () => {
    await expect(mailer().lookup(EMAIL.messageId)).resolves.toMatchObject({ kind: 'UNKNOWN' });
    expect(ses.calls()).toHaveLength(0);
  });
});
