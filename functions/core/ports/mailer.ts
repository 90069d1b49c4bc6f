/** An email ready to leave: placeholders filled, signature added, headers decided by the service. */
export interface OutgoingEmail {
  readonly from: { readonly email: string; readonly name: string };
  readonly to: { readonly email: string; readonly name?: string | undefined };
  readonly subject: string;
  readonly html: string;
  readonly text: string;
  /** `<id@domain>`, derived from the email's id so a retry is recognisable */
  readonly messageId: string;
  /** the Message-ID of the email this one follows up, so it threads */
  readonly inReplyTo?: string | undefined;
  readonly references?: readonly string[] | undefined;
  /** e.g. List-Unsubscribe and List-Unsubscribe-Post */
  readonly headers?: Readonly<Record<string, string>> | undefined;
  /** the provider's thread of the email followed up (Gmail thread id, Graph conversation id) */
  readonly providerThreadId?: string | undefined;
  /** the email's instance and id, which a provider reporting events about the message (SES) carries back as tags */
  readonly namespaceId?: string | undefined;
  readonly emailId?: string | undefined;
}

/**
 * What became of a send:
 * - `SENT`: the provider took the message;
 * - `REJECTED`: refused, for the recipient (`permanent`: an SMTP 5xx on the recipient, a hard bounce)
 *   or for now (4xx, a provider's rate limit: try again later within the limits);
 * - `AUTH_FAILED`: the mailbox's credentials were refused (expired token, changed password): the
 *   sender's emails wait until the rep signs in again;
 * - `AMBIGUOUS`: the provider may have taken the message (connection lost after the data was sent,
 *   a timeout on the API call): never retried blindly, looked up or shown to the rep.
 */
export type SendOutcome =
  | {
      readonly kind: 'SENT';
      readonly providerMessageId?: string | undefined;
      readonly providerThreadId?: string | undefined;
    }
  | { readonly kind: 'REJECTED'; readonly permanent: boolean; readonly reason: string }
  | { readonly kind: 'AUTH_FAILED'; readonly reason: string }
  | { readonly kind: 'AMBIGUOUS'; readonly reason: string };

/**
 * Whether a message with a given Message-ID left the mailbox, where the provider can tell (Gmail:
 * a search on `rfc822msgid:`; Graph: the message by `internetMessageId`, a draft not sent yet):
 * - `SENT`: it is in the mailbox as sent;
 * - `NOT_SENT`: no trace of it, or only an unsent draft: sending it now cannot make a duplicate;
 * - `UNKNOWN`: the provider cannot tell (SMTP) or did not answer.
 */
export type LookupOutcome =
  | {
      readonly kind: 'SENT';
      readonly providerMessageId?: string | undefined;
      readonly providerThreadId?: string | undefined;
    }
  | { readonly kind: 'NOT_SENT' }
  | { readonly kind: 'UNKNOWN'; readonly reason: string };

/** Sends one email from one mailbox (SMTP, Gmail, Graph, SES or the STUB recorder). */
export interface Mailer {
  send(email: OutgoingEmail): Promise<SendOutcome>;
  /** looks a message up by its Message-ID after an ambiguous outcome */
  lookup(messageId: string): Promise<LookupOutcome>;
}
