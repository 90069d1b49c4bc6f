import type { EMAIL_DUE_ATTRIBUTES } from '../../../shared/platform/table';
import type { TenantContext } from './tenant';
import type { EmailMessageItem } from './items';

/** A due email as the send planner reads it (gsi5's projection). */
export type DueEmail = Pick<EmailMessageItem, Exclude<(typeof EMAIL_DUE_ATTRIBUTES)[number], '__edb_e__' | '__edb_v__'>>;

/** What a mailbox has sent and has been given to send, per day (in the mailbox's time zone). */
export interface MailboxDay {
  /** sends the planner gave the mailbox that day (each a queued email; one that did not leave gives its place back) */
  readonly reserved: number;
  /** emails that left that day */
  readonly sent: number;
}

/** An email the planner gave a mailbox and queued: its id and the send time given (epoch ms). */
export interface QueuedSend {
  readonly id: string;
  readonly at: number;
}

/** A mailbox's counters: by day, in all, and when it last sent. */
export interface MailboxUsage {
  readonly days: Readonly<Record<string, MailboxDay>>;
  /** emails that left the mailbox through the product, ever (warm-up ends at WARM_UP.untilMessages) */
  readonly sentTotal: number;
  /** epoch ms of the last send slot taken */
  readonly lastSendAt?: number | undefined;
  /** epoch ms of the last send time the planner gave out, over the days read */
  readonly lastPlannedAt?: number | undefined;
  /** the emails the planner queued on the days read, as the last run of each day left them */
  readonly queued: readonly QueuedSend[];
}

/** What one planner run gives a mailbox on a day. */
interface Reservation {
  /** sends given */
  readonly count: number;
  /** the last send time given, epoch ms */
  readonly lastPlannedAt: number;
  /** the emails whose messages may still be on the queue, those given now included (the day's list is replaced) */
  readonly queued: readonly QueuedSend[];
}

/** What came of a mailbox's sends over some days: the figures its status is judged on. */
interface MailboxOutcomes {
  readonly sent: number;
  /** hard bounces (permanent refusals of the recipient's server) */
  readonly bounced: number;
  /** spam complaints */
  readonly complained: number;
}

/** An outcome counted against the mailbox that sent the email. */
type MailboxOutcome = 'bounced' | 'complained';

/**
 * The send pipeline's own storage: the due index, the planner's lease and each mailbox's
 * counters. Email changes go through the review store (one conditional transaction each).
 */
export interface SendStore {
  /** due emails of every instance at or before `by` (an ISO time), oldest first, a page at a time */
  due(by: string, page: { cursor?: string | null; limit: number }): Promise<{ items: DueEmail[]; cursor: string | null }>;
  /** one send planner at a time: true when this run holds the lease until `until` (epoch ms) */
  takePlannerLease(owner: string, until: number, now: number): Promise<boolean>;
  releasePlannerLease(owner: string): Promise<void>;
  /** a mailbox's counters for these days */
  usage(ctx: TenantContext, mailbox: string, days: readonly string[]): Promise<MailboxUsage>;
  /** records what a run gave a mailbox for a day (one write): the sends, the last send time and the emails queued */
  reserve(ctx: TenantContext, mailbox: string, day: string, reservation: Reservation): Promise<void>;
  /** gives back a reserved send that did not leave */
  unreserve(ctx: TenantContext, mailbox: string, day: string): Promise<void>;
  /**
   * Takes the mailbox's next send slot at `at` (epoch ms): only while its last slot was taken
   * `spacingMs` or more before, so that two sends of one mailbox are never closer than that.
   */
  takeSendSlot(ctx: TenantContext, mailbox: string, at: number, spacingMs: number): Promise<boolean>;
  /** counts a send that left; the mailbox's sends in all, this one included */
  recordSent(ctx: TenantContext, mailbox: string, day: string): Promise<number>;
  /** counts a hard bounce or a spam complaint against the mailbox on `day` (when it was recorded, in the mailbox's zone) */
  recordOutcome(ctx: TenantContext, mailbox: string, day: string, outcome: MailboxOutcome): Promise<void>;
  /** the mailbox's sends and outcomes over the days `fromDay` to `toDay` (YYYY-MM-DD, both included), in one query */
  outcomes(ctx: TenantContext, mailbox: string, fromDay: string, toDay: string): Promise<MailboxOutcomes>;
}
