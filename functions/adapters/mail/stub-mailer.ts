import { createHash } from 'node:crypto';

import type { LookupOutcome, Mailer, OutgoingEmail, SendOutcome } from '../../core/ports/mailer';
import { buildMime } from './mime';

/** Keeps a STUB sender's message somewhere a person can read it (a file, a log line). */
export type StubRecorder = (email: OutgoingEmail, raw: Buffer) => Promise<void>;

/** The id a STUB send answers: derived from the Message-ID, so a message keeps one id. */
export function stubMessageId(messageId: string): string {
  return `stub-${createHash('sha256').update(messageId).digest('hex').slice(0, 24)}`;
}

// what STUB senders recorded in this process, by Message-ID (the latest ones): a lookup answers from it
const recorded = new Map<string, string>();
const REMEMBERED = 10_000;

/**
 * The mailer of STUB senders: builds the message as any mailer does and hands it to `record`, with
 * no network; the email counts as SENT. `lookup` answers SENT for what it recorded in this process,
 * and UNKNOWN otherwise (another process may have recorded it).
 */
export function createStubMailer(options: { record: StubRecorder }): Mailer {
  return {
    async send(email: OutgoingEmail): Promise<SendOutcome> {
      const raw = await buildMime(email);
      await options.record(email, raw);
      const id = stubMessageId(email.messageId);
      recorded.set(email.messageId, id);
      if (recorded.size > REMEMBERED) recorded.delete(recorded.keys().next().value as string);
      return { kind: 'SENT', providerMessageId: id };
    },

    lookup(messageId: string): Promise<LookupOutcome> {
      const id = recorded.get(messageId);
      return Promise.resolve(
        id === undefined
          ? { kind: 'UNKNOWN', reason: 'This process recorded no STUB message with this Message-ID.' }
          : { kind: 'SENT', providerMessageId: id },
      );
    },
  };
}
