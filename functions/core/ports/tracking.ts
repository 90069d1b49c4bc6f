import type { TrackingEventKind } from '../../../shared/domain/links';
import type { TenantContext } from './tenant';

/** The opens and clicks of one email, a person's and machines' apart. */
export interface EmailActivity {
  readonly emailId: string;
  readonly opens: number;
  readonly clicks: number;
  readonly machineOpens: number;
  readonly machineClicks: number;
  readonly firstOpenedAt?: string | undefined;
  readonly lastOpenedAt?: string | undefined;
  readonly firstClickedAt?: string | undefined;
  readonly lastClickedAt?: string | undefined;
  /** why the last machine event was one */
  readonly lastMachineReason?: string | undefined;
  /** the last event's user agent, at most 256 characters */
  readonly lastUserAgent?: string | undefined;
  /** the email's status has taken a person's open into account (moved, or had nowhere to move) */
  readonly openApplied: boolean;
  /** the email's status has taken a person's click into account (moved, or had nowhere to move) */
  readonly clickApplied: boolean;
}

/** One open or click to add to an email's activity. */
export interface ActivityEvent {
  readonly emailId: string;
  readonly kind: TrackingEventKind;
  /** ISO time of the event */
  readonly at: string;
  /** present when a machine made it: the rule that says so */
  readonly machineReason?: string | undefined;
  /** the user agent as kept (at most 256 characters) */
  readonly userAgent?: string | undefined;
}

/** The per-email activity counters of opens and clicks. */
export interface EmailActivityStore {
  /**
   * adds one event to its email's activity: one atomic write, whatever else runs at the same time;
   * answers the activity as that write left it
   */
  record(ctx: TenantContext, event: ActivityEvent): Promise<EmailActivity>;
  /** notes that the email's status has taken a person's event of `kind` into account (idempotent) */
  markApplied(ctx: TenantContext, emailId: string, kind: TrackingEventKind): Promise<void>;
  /** the activity of one email; null when nothing was ever recorded for it */
  get(ctx: TenantContext, emailId: string): Promise<EmailActivity | null>;
}

/** What counting one soft bounce did: the contact's count after it, or MISSING when the contact is gone. */
export type SoftBounceCount =
  | {
      /** COUNTED: this event added 1; SEEN: this event was counted before (a replay), nothing added */
      readonly outcome: 'COUNTED' | 'SEEN';
      readonly softBounces: number;
    }
  | { readonly outcome: 'MISSING' };

/** Where a contact's soft bounces in a row are counted. */
export interface SoftBounceStore {
  /**
   * Adds 1 to the contact's `softBounces` and records `eventKey` as seen, in one transaction that
   * applies only while the key is new: an event counts once however often it comes.
   */
  countSoftBounce(
    ctx: TenantContext,
    input: {
      readonly contactId: string;
      readonly emailId: string;
      readonly eventKey: string;
      readonly at: string;
      /** when the seen key may go (epoch seconds, the table's TTL) */
      readonly expiresAt: number;
    },
  ): Promise<SoftBounceCount>;
  /** Sets the contact's `softBounces` back to 0 when it has any. */
  resetSoftBounces(ctx: TenantContext, contactId: string): Promise<void>;
}
