/** A message the product itself sends to a person (an invitation), with HTML and text parts. */
export interface SystemEmail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

/**
 * Sends the product's own messages from the stage's address: through the stage's SES identity in
 * the cloud, to the local SMTP server under `npm start`. Throws when the message was not taken.
 */
export interface SystemMailer {
  send(email: SystemEmail): Promise<void>;
}
