import { SendEmailCommand, type SESv2Client } from '@aws-sdk/client-sesv2';

import type { SystemEmail, SystemMailer } from '../../core/ports/system-mail';

/** The product's own messages through SES (v2 `SendEmail`, simple content), from the stage's address. */
export function createSesSystemMailer(options: { client: SESv2Client; from: string }): SystemMailer {
  return {
    async send(email: SystemEmail): Promise<void> {
      await options.client.send(
        new SendEmailCommand({
          FromEmailAddress: options.from,
          Destination: { ToAddresses: [email.to] },
          Content: {
            Simple: {
              Subject: { Data: email.subject, Charset: 'UTF-8' },
              Body: { Text: { Data: email.text, Charset: 'UTF-8' }, Html: { Data: email.html, Charset: 'UTF-8' } },
            },
          },
        }),
      );
    },
  };
}
