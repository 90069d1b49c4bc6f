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
}

/**
 * What became of a send. `AMBIGUOUS` means the provider may have accepted the message (a timeout
 * after the data was sent, a crash between the provider's answer and ours): never retried blindly,
 * reconciled or shown to the rep.
 */
export type SendOutcome =
  | { readonly kind: 'SENT'; readonly providerMessageId?: string | undefined; readonly providerThreadId?: string | undefined }
  | { readonly kind: 'REJECTED'; readonly permanent: boolean; readonly reason: string }
  | { readonly kind: 'AMBIGUOUS'; readonly reason: string };

/** Sends one email from one mailbox (SMTP, Gmail, Graph, SES or the STUB recorder). */
export interface Mailer {
  send(email: OutgoingEmail): Promise<SendOutcome>;
}
