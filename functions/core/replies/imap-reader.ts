import { imapSettingsOf, isSmtpSenderType } from '../../../shared/schemas/email-sender-config';
import type { TenantStore } from '../ports/data';
import type { ImapClient, ImapFailure, ImapInbox, MailboxCursorStore } from '../ports/imap';
import type { InboundMailHandler, MailboxRef } from '../ports/inbound-mail';
import type { EmailSenderConfigItem } from '../ports/items';
import { jobContext, type TenantContext } from '../tenant';

/** Messages handled at most per mailbox and poll; the next poll goes on from there. */
const MAILBOX_POLL_BATCH = 200;
/** A mailbox read for the first time (or after its UIDVALIDITY changed) is read from this many days back. */
export const FIRST_READ_DAYS = 7;

/** What reading an SMTP sender's mailbox needs. */
export interface MailboxPollDeps {
  readonly imap: ImapClient;
  readonly cursors: MailboxCursorStore;
  /** the sender's saved SMTP password, opened; null when none is saved */
  readonly password: (ctx: TenantContext, sender: EmailSenderConfigItem) => Promise<string | null>;
  /** records why a mailbox cannot be read, and clears it once it can */
  readonly senders: Pick<TenantStore<EmailSenderConfigItem>, 'update'>;
  readonly handle: InboundMailHandler;
  readonly now: () => Date;
  /** messages per poll (MAILBOX_POLL_BATCH by default) */
  readonly batch?: number;
}

/** Why a poll read nothing: an IMAP failure, or no password saved. */
type MailboxPollFailure = ImapFailure | 'NO_PASSWORD';

/** What one poll of a mailbox did. */
export interface MailboxPollResult {
  /** READ: the mailbox was read (up to a message that failed, the batch, or the time); SKIPPED: not an SMTP sender; FAILED: not read */
  readonly outcome: 'READ' | 'SKIPPED' | 'FAILED';
  /** messages handed to the handler that answered */
  readonly handled: number;
  readonly failure?: MailboxPollFailure;
  /** the UID of the message whose handler threw: the cursor stays before it, the next poll tries it again */
  readonly retryUid?: number;
  /** the error the handler threw */
  readonly retryError?: unknown;
  /** messages are left after this poll (batch or time) */
  readonly more: boolean;
}

/** Failures that say the sender's settings or password are wrong (recorded on the sender); the others may pass by themselves. */
const RECORDED_FAILURES: readonly MailboxPollFailure[] = ['AUTH', 'NO_PASSWORD', 'HOST_NOT_FOUND', 'BLOCKED_HOST'];

/** Why the mailbox cannot be read, for the rep: no address in it (the host is the rep's own setting). */
function mailboxReadFailureMessage(failure: MailboxPollFailure, server: { host: string; port: number }): string {
  switch (failure) {
    case 'AUTH':
      return `The IMAP server ${server.host} refused the SMTP username and password, so replies and bounces are not read. Check that IMAP is enabled for this mailbox, or set its IMAP server.`;
    case 'NO_PASSWORD':
      return 'No SMTP password is saved for this sender, so replies and bounces are not read. Enter it again.';
    case 'HOST_NOT_FOUND':
      return `The IMAP server ${server.host} was not found, so replies and bounces are not read. Set the IMAP host of this sender.`;
    case 'BLOCKED_HOST':
      return `The IMAP server ${server.host} is on a private or reserved address, so replies and bounces are not read.`;
    case 'UNREACHABLE':
      return `The IMAP server ${server.host}:${server.port} could not be reached.`;
    case 'NO_INBOX':
      return `The IMAP server ${server.host} did not open the INBOX of this mailbox.`;
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Reads an SMTP sender's INBOX over IMAP (its IMAP settings, else the server derived from its SMTP
 * host; the SMTP username and password) and hands each new message, oldest first, to the handler.
 *
 * - New means a UID above the stored cursor of the same UIDVALIDITY. Without a cursor, or when the
 *   mailbox's UIDVALIDITY changed, the messages of the last FIRST_READ_DAYS days are read (SEARCH
 *   SINCE), and the cursor starts just below the first of them (or at the newest message when there
 *   are none). Messages handled again after a change are harmless: the handler is idempotent.
 * - At most `batch` messages a poll, and none once `hasTime` says no.
 * - The cursor moves past each message the handler answered, with a conditional write that never
 *   moves it back (two polls at once may both handle a message; neither loses the other's progress).
 *   When the handler throws, the poll stops: the cursor stays before that message and the next poll
 *   tries it again.
 * - A refused sign-in, no saved password, or a host not found or not allowed is recorded on the
 *   sender (`mailboxReadFailure`, `mailboxReadFailedAt`) and cleared after the next good read; an
 *   unreachable server is only answered (it may pass by itself).
 */
export async function pollMailbox(
  deps: MailboxPollDeps,
  sender: EmailSenderConfigItem,
  control: { hasTime?: () => boolean } = {},
): Promise<MailboxPollResult> {
  const ctx = jobContext(sender.namespaceId, 'mailbox-poll');
  const server = imapSettingsOf(sender);
  if (!isSmtpSenderType(sender.type) || !sender.smtp || !server) return { outcome: 'SKIPPED', handled: 0, more: false };
  const hasTime = control.hasTime ?? (() => true);

  const password = await deps.password(ctx, sender);
  if (password === null) return failed(deps, ctx, sender, 'NO_PASSWORD', server);
  const opened = await deps.imap.open({ ...server, username: sender.smtp.username, password });
  if (!opened.ok) return failed(deps, ctx, sender, opened.failure, server);

  const { session } = opened;
  try {
    const mailbox: MailboxRef = { namespaceId: sender.namespaceId, senderId: sender.id, senderEmail: sender.senderEmail };
    const result = await readNew(deps, mailbox, session.inbox, hasTime);
    if (sender.mailboxReadFailure !== undefined || sender.mailboxReadFailedAt !== undefined) {
      await deps.senders.update(ctx, sender.id, {}, ['mailboxReadFailure', 'mailboxReadFailedAt']);
    }
    return result;
  } finally {
    await session.close();
  }
}

async function readNew(
  deps: MailboxPollDeps,
  mailbox: MailboxRef,
  inbox: ImapInbox,
  hasTime: () => boolean,
): Promise<MailboxPollResult> {
  const key = { namespaceId: mailbox.namespaceId, senderId: mailbox.senderId };
  const { uidValidity } = inbox;
  const stored = await deps.cursors.get(key);
  let uids: number[];
  if (stored && stored.uidValidity === uidValidity) {
    uids = await inbox.uidsAfter(stored.lastUid);
  } else {
    const since = new Date(deps.now().getTime() - FIRST_READ_DAYS * DAY_MS);
    uids = await inbox.uidsSince(since);
    // everything below the first recent message is older: the cursor starts there
    const start = uids[0] !== undefined ? uids[0] - 1 : Math.max(inbox.uidNext - 1, 0);
    await deps.cursors.advance(key, { uidValidity, lastUid: start }, deps.now());
  }

  const batch = uids.slice(0, deps.batch ?? MAILBOX_POLL_BATCH);
  let handled = 0;
  for (const uid of batch) {
    if (!hasTime()) return { outcome: 'READ', handled, more: true };
    const source = await inbox.source(uid);
    // a message expunged since the search has nothing to hand over: the cursor goes past it
    if (source !== null) {
      try {
        await deps.handle(mailbox, source);
      } catch (error) {
        return { outcome: 'READ', handled, retryUid: uid, retryError: error, more: true };
      }
      handled += 1;
    }
    await deps.cursors.advance(key, { uidValidity, lastUid: uid }, deps.now());
  }
  return { outcome: 'READ', handled, more: uids.length > batch.length };
}

async function failed(
  deps: MailboxPollDeps,
  ctx: TenantContext,
  sender: EmailSenderConfigItem,
  failure: MailboxPollFailure,
  server: { host: string; port: number },
): Promise<MailboxPollResult> {
  if (RECORDED_FAILURES.includes(failure)) {
    const message = mailboxReadFailureMessage(failure, server);
    // written once per change of reason: a mailbox that fails every 5 minutes is not rewritten every time
    if (sender.mailboxReadFailure !== message) {
      await deps.senders.update(ctx, sender.id, {
        mailboxReadFailure: message,
        mailboxReadFailedAt: sender.mailboxReadFailedAt ?? deps.now().toISOString(),
      });
    }
  }
  return { outcome: 'FAILED', handled: 0, failure, more: false };
}
