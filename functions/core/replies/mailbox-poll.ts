import { isSmtpSenderType } from '../../../shared/schemas/email-sender-config';
import type { EmailSenderConfigItem } from '../ports/items';
import type { SenderStore } from '../ports/stores';
import { pollMailbox, type MailboxPollDeps, type MailboxPollResult } from './imap-reader';

/** What the mailbox poll reads and writes: every sender, and what reading one mailbox needs. */
export interface MailboxPollJobDeps extends MailboxPollDeps {
  readonly senders: MailboxPollDeps['senders'] & Pick<SenderStore, 'listEvery'>;
}

/** What one run did. */
export interface MailboxPollSummary {
  /** SMTP senders whose mailbox was read */
  readonly read: number;
  /** messages handed to the handler */
  readonly handled: number;
  /** mailboxes not read (sign-in refused, server unreachable, an error), or stopped at a message to try again */
  readonly failed: number;
  /** mailboxes left for the next run (time ran out), or with messages left after their batch */
  readonly left: number;
}

/**
 * The mailbox poll: walks the senders of every instance (the index of every sender: no Scan) and
 * reads the INBOX of each SMTP sender (`pollMailbox`). One mailbox's failure is reported through
 * `onError` (a thrown error) or `onFailure` (a mailbox not read, or a message to try again) and the
 * run goes on; no mailbox is started once `hasTime` says no.
 */
export async function pollEveryMailbox(
  deps: MailboxPollJobDeps,
  control: {
    hasTime: () => boolean;
    onError: (sender: EmailSenderConfigItem, error: unknown) => void;
    onFailure?: (sender: EmailSenderConfigItem, result: MailboxPollResult) => void;
  },
): Promise<MailboxPollSummary> {
  let read = 0;
  let handled = 0;
  let failed = 0;
  let left = 0;
  let cursor: string | null = null;
  do {
    const page = await deps.senders.listEvery({ cursor, limit: 100 });
    for (const sender of page.items) {
      if (!isSmtpSenderType(sender.type)) continue;
      if (!control.hasTime()) {
        left += 1;
        continue;
      }
      try {
        const result = await pollMailbox(deps, sender, { hasTime: control.hasTime });
        handled += result.handled;
        if (result.outcome === 'READ') read += 1;
        if (result.outcome === 'FAILED' || result.retryUid !== undefined) {
          failed += 1;
          control.onFailure?.(sender, result);
        } else if (result.more) {
          left += 1;
        }
      } catch (error) {
        failed += 1;
        control.onError(sender, error);
      }
    }
    cursor = page.cursor;
  } while (cursor);
  return { read, handled, failed, left };
}
