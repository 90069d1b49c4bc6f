import { SendEmailCommand, type SESv2Client } from '@aws-sdk/client-sesv2';

import type { Mailer, OutgoingEmail, SendOutcome } from '../../core/ports/mailer';
import { sesEmailTags } from '../../core/tracking/ses-tags';
import { buildMime } from './mime';

interface SesMailerOptions {
  /** an SES client that does not retry by itself (`maxAttempts: 1`): a retried timeout could send twice */
  readonly client: SESv2Client;
  /** the configuration set whose events (bounces, complaints, deliveries, opens, clicks) come back to the product */
  readonly configurationSetName: string;
}

// refusals of this message: sending it again cannot help
const PERMANENT = new Set(['MessageRejected', 'BadRequestException']);
// codes of a connection that was never made: the request did not leave
const NOT_CONNECTED = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);

interface SdkErrorFields {
  name?: unknown;
  code?: unknown;
  message?: unknown;
  $fault?: unknown;
  $metadata?: { httpStatusCode?: unknown };
}

/** What an SES error means for the email: SES's answer, or a failure on the way. */
function classifySesError(error: unknown): SendOutcome {
  const err = (typeof error === 'object' && error !== null ? error : {}) as SdkErrorFields;
  const name = typeof err.name === 'string' ? err.name : 'Error';
  const reason = `SES: ${name}${typeof err.message === 'string' && err.message !== '' ? `: ${err.message}` : ''}`;
  const status = typeof err.$metadata?.httpStatusCode === 'number' ? err.$metadata.httpStatusCode : undefined;
  if (status !== undefined) {
    if (PERMANENT.has(name)) return { kind: 'REJECTED', permanent: true, reason };
    // throttling, sending paused, an identity or configuration set not ready, or SES failing (5xx): later
    return { kind: 'REJECTED', permanent: false, reason };
  }
  const code = typeof err.code === 'string' ? err.code : '';
  if (NOT_CONNECTED.has(code) || name === 'CredentialsProviderError') return { kind: 'REJECTED', permanent: false, reason };
  // a timeout or a connection lost once the request was on its way: SES may have taken it
  return { kind: 'AMBIGUOUS', reason };
}

/**
 * A mailer over SES (v2 `SendEmail` with the raw message, the stack's configuration set and the
 * email's `namespaceId` and `emailId` tags).
 * MessageRejected refuses the message for good; throttling and 5xx are for now; a timeout or a
 * lost connection is AMBIGUOUS. SES cannot be searched for a message: `lookup` answers UNKNOWN
 * (its delivery and bounce events arrive through the configuration set instead).
 */
export function createSesMailer(options: SesMailerOptions): Mailer {
  return {
    async send(email: OutgoingEmail): Promise<SendOutcome> {
      const raw = await buildMime(email);
      const tags = sesEmailTags(email);
      try {
        const answer = await options.client.send(
          new SendEmailCommand({
            FromEmailAddress: email.from.email,
            Destination: { ToAddresses: [email.to.email] },
            Content: { Raw: { Data: new Uint8Array(raw) } },
            ConfigurationSetName: options.configurationSetName,
            // every event about the message names its instance and email through these
            ...(tags.length > 0 ? { EmailTags: tags } : {}),
          }),
        );
        return { kind: 'SENT', providerMessageId: answer.MessageId };
      } catch (error) {
        return classifySesError(error);
      }
    },

    lookup() {
      return Promise.resolve({ kind: 'UNKNOWN', reason: 'SES cannot be asked whether it took a message.' });
    },
  };
}
