/** What signing in to a mailbox over IMAP needs. The password is used for the login only: never logged, never in a message. */
export interface ImapLogin {
  readonly host: string;
  readonly port: number;
  /** true: TLS from the first byte (usually 993); false: STARTTLS (usually 143) */
  readonly secure: boolean;
  readonly username: string;
  readonly password: string;
}

/**
 * Why a mailbox could not be opened: AUTH (the server refused the sign-in), BLOCKED_HOST (a private
 * or reserved address), HOST_NOT_FOUND, UNREACHABLE (refused, timed out, closed, TLS failed),
 * NO_INBOX (signed in, but INBOX could not be opened).
 */
export const IMAP_FAILURES = ['AUTH', 'BLOCKED_HOST', 'HOST_NOT_FOUND', 'UNREACHABLE', 'NO_INBOX'] as const;
export type ImapFailure = (typeof IMAP_FAILURES)[number];

/** The INBOX of a signed-in session. */
export interface ImapInbox {
  /** the mailbox's UIDVALIDITY, as decimal text: UIDs of one value never mean another message */
  readonly uidValidity: string;
  /** the UID the next message will get: every message now has a lower one */
  readonly uidNext: number;
  /** UIDs greater than `uid`, ascending */
  uidsAfter(uid: number): Promise<number[]>;
  /** UIDs of the messages received on or after this day (IMAP SEARCH SINCE, by date), ascending */
  uidsSince(day: Date): Promise<number[]>;
  /** the raw RFC 5322 source of one message, or null when it is gone (expunged meanwhile) */
  source(uid: number): Promise<Uint8Array | null>;
}

/** A signed-in session with its INBOX open; `close` signs out. */
export interface ImapSession {
  readonly inbox: ImapInbox;
  close(): Promise<void>;
}

export type ImapOpenResult =
  { readonly ok: true; readonly session: ImapSession } | { readonly ok: false; readonly failure: ImapFailure };

/** Connects to an IMAP server, signs in and opens INBOX (read-only). */
export interface ImapClient {
  open(login: ImapLogin): Promise<ImapOpenResult>;
}

/** How far a mailbox has been read: every message of `uidValidity` with a UID up to `lastUid` is handled. */
interface MailboxCursor {
  readonly uidValidity: string;
  readonly lastUid: number;
}

/** A mailbox: a sender of an instance. */
interface MailboxKey {
  readonly namespaceId: string;
  readonly senderId: string;
}

/** The read cursor of each SMTP sender's mailbox. */
export interface MailboxCursorStore {
  get(mailbox: MailboxKey): Promise<MailboxCursor | null>;
  /**
   * Writes the cursor when none is stored, when the stored one is of another UIDVALIDITY, or when it
   * moves it forward; never backward (false then: a poll at the same time went as far or further).
   */
  advance(mailbox: MailboxKey, cursor: MailboxCursor, at: Date): Promise<boolean>;
}
