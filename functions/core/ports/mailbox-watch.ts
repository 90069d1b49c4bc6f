/** The providers whose mailboxes tell us of new mail by push: Gmail (Pub/Sub) and Microsoft Graph (subscriptions). */
export const PUSH_PROVIDERS = ['GOOGLE', 'MICROSOFT'] as const;
type PushProvider = (typeof PUSH_PROVIDERS)[number];

/**
 * What is known of one sender's push set-up: for Gmail the watch's expiry and the history id read
 * up to; for Microsoft the subscription, its expiry and the hash of its client state.
 */
export interface MailboxWatch {
  readonly namespaceId: string;
  readonly senderId: string;
  readonly provider: PushProvider;
  /** the mailbox's address, lower case */
  readonly senderEmail: string;
  /** when the watch or subscription ends, epoch ms */
  readonly expiresAt: number;
  /** Gmail: the history id every message before which has been handled */
  readonly historyId?: string | undefined;
  /** Microsoft: the subscription's id */
  readonly subscriptionId?: string | undefined;
  /** Microsoft: SHA-256 (hex) of the subscription's client state; the secret itself is never stored */
  readonly clientStateHash?: string | undefined;
  /** Microsoft: when notifications were last handled, the start of a catch-up (ISO) */
  readonly lastHandledAt?: string | undefined;
}

/** A mailbox a notification may be for: the sender of an instance. */
export interface WatchedMailbox {
  readonly namespaceId: string;
  readonly senderId: string;
}

/** A subscription's sender, with the hash its notifications' client state must match. */
interface WatchedSubscription extends WatchedMailbox {
  readonly clientStateHash: string;
}

/**
 * The watches, and the global lookups a webhook finds a sender with: a Gmail push names only the
 * address, a Graph notification only its subscription.
 */
export interface MailboxWatchStore {
  get(mailbox: WatchedMailbox): Promise<MailboxWatch | null>;
  /** Every sender (of every instance) watching this address. */
  byAddress(address: string): Promise<WatchedMailbox[]>;
  bySubscription(subscriptionId: string): Promise<WatchedSubscription | null>;
  /**
   * Writes the watch with its lookup (the address for Gmail, the subscription for Microsoft),
   * removing the lookup of a subscription it replaces.
   */
  save(watch: MailboxWatch, replacedSubscriptionId?: string): Promise<void>;
  /** Moves the history id forward; never back (false when the stored one is already as far). */
  advanceHistory(mailbox: WatchedMailbox, historyId: string): Promise<boolean>;
  /** Records when notifications were last handled (Microsoft). */
  handledAt(mailbox: WatchedMailbox, at: string): Promise<void>;
  /** Whether a provider message was handled already, and marking it handled. */
  wasHandled(mailbox: WatchedMailbox, providerMessageId: string): Promise<boolean>;
  markHandled(mailbox: WatchedMailbox, providerMessageId: string, at: Date): Promise<void>;
}

/** A mailbox provider call that failed; `auth` when the mailbox's sign-in was refused. */
export class MailboxApiError extends Error {
  constructor(
    message: string,
    readonly auth = false,
  ) {
    super(message);
    this.name = 'MailboxApiError';
  }
}

/** The Gmail API calls push needs, for one mailbox. */
export interface GmailMailbox {
  /** `users.watch` of the INBOX on a Pub/Sub topic: the mailbox's current history id and the watch's end (epoch ms). */
  watch(topicName: string): Promise<{ historyId: string; expiresAt: number }>;
  /**
   * One page of `history.list` of messages added to the INBOX since `startHistoryId`; `expired`
   * when Gmail no longer has that history (a 404).
   */
  history(
    startHistoryId: string,
    pageToken?: string,
  ): Promise<{ kind: 'page'; messageIds: string[]; historyId: string; nextPageToken?: string } | { kind: 'expired' }>;
  /** The message's raw source, or null when it is gone. */
  rawMessage(id: string): Promise<Uint8Array | null>;
}

/** The Microsoft Graph calls push needs, for one mailbox. */
export interface GraphMailbox {
  createSubscription(request: {
    notificationUrl: string;
    clientState: string;
    expiresAt: number;
  }): Promise<{ id: string; expiresAt: number }>;
  /** Moves the subscription's end; `missing` when Graph no longer knows it. */
  renewSubscription(id: string, expiresAt: number): Promise<{ kind: 'renewed'; expiresAt: number } | { kind: 'missing' }>;
  /** The message's MIME source, or null when it is gone. */
  mimeMessage(id: string): Promise<Uint8Array | null>;
  /** Ids of the Inbox's messages received since `since` (ISO), oldest first. */
  inboxSince(since: string): Promise<string[]>;
}
