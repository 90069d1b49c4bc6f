import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';

import { createSesMailer } from '../../../functions/adapters/mail/ses-mailer';
import type { OutgoingEmail } from '../../../functions/core/ports/mailer';

const ses = mockClient(SESv2Client);

const EMAIL: OutgoingEmail = {
  from: { email: 'ana@seller.example', name: 'Ana Rep' },
  to: { email: 'bob@buyer.example' },
  subject: 'Your pipeline in March',
  text: 'Hi Bob',
  html: '<p>Hi Bob</p>',
  messageId: '<01JQ4Z8M3C9T7V2K5X6N0B1R8W_01JQ4Z9A7F3H2D6M8P1S4T0Y5E_0@seller.example>',
};

const mailer = () =>
  createSesMailer({ client: new SESv2Client({ region: 'eu-west-1' }), configurationSetName: 'reachwise-events' });

beforeEach(() => {
  ses.reset();
  ses.on(SendEmailCommand).resolves({ MessageId: '0102018f-ses-id' });
});

describe('the SES mailer’s tags', () => {
  it('tags the message with its instance and email, which SES copies into every event about it', async () => {
    await mailer().send({
      ...EMAIL,
      namespaceId: 'coldline-demo',
      emailId: '01JQ4Z8M3C9T7V2K5X6N0B1R8W_01JQ4Z9A7F3H2D6M8P1S4T0Y5E_0',
    });

    expect(ses.commandCalls(SendEmailCommand)[0]?.args[0].input.EmailTags).toEqual([
      { Name: 'namespaceId', Value: 'coldline-demo' },
      { Name: 'emailId', Value: '01JQ4Z8M3C9T7V2K5X6N0B1R8W_01JQ4Z9A7F3H2D6M8P1S4T0Y5E_0' },
    ]);
  });

  it('sends no tags for an email without ids', async () => {
    await mailer().send(EMAIL);

    expect(ses.commandCalls(SendEmailCommand)[0]?.args[0].input).not.toHaveProperty('EmailTags');
  });
});
