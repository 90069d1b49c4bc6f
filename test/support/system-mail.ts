import type { SystemEmail, SystemMailer } from '../../functions/core/ports/system-mail';

/** A system mailer that keeps what it is given, for tests that read the invitation emails. */
export interface RecordingSystemMailer extends SystemMailer {
  readonly sent: SystemEmail[];
}

export function recordingSystemMailer(): RecordingSystemMailer {
  const sent: SystemEmail[] = [];
  return {
    sent,
    send: (email) => {
      sent.push(email);
      return Promise.resolve();
    },
  };
}

/** The token of the invitation link in an email's text part. */
export function invitationTokenIn(email: SystemEmail): string {
  const match = /[?&]token=([A-Za-z0-9_-]{43})/.exec(email.text);
  if (!match?.[1]) throw new Error(`No invitation link in: ${email.text}`);
  return match[1];
}
