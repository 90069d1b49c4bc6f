import type { CadenceEndReason, CadenceRunState, CadenceStopReason } from '../../../shared/domain/cadence';
import type { TenantContext } from './tenant';
import type { EmailMessageItem } from './items';

/**
 * A contact's cadence run in a campaign (one per campaign and contact, created with the first
 * email): which step of the cadence comes next and when the cadence job looks at it again.
 */
export interface CadenceRun {
  readonly namespaceId: string;
  readonly contactId: string;
  readonly campaignId: string;
  /** index of the next cadence step to run */
  readonly position: number;
  /** step number of the thread's latest email (0: the first email) */
  readonly lastStep: number;
  /** when the cadence job looks at the run next (ISO) */
  readonly nextAt: string;
  /** no follow-up before this time (ISO), set by an out-of-office reply */
  readonly notBefore?: string | undefined;
  readonly state: CadenceRunState;
  readonly endReason?: CadenceEndReason | undefined;
  readonly endedAt?: string | undefined;
  readonly createdAt: string;
  readonly updatedAt: string;
}

/** A run the due index names: which instance, contact and campaign (read back by key). */
export interface DueCadenceRun {
  readonly namespaceId: string;
  readonly contactId: string;
  readonly campaignId: string;
}

/** Where a run goes on to: the next step, the thread's latest email and when to look again. */
interface CadenceRunMove {
  readonly position: number;
  readonly lastStep: number;
  readonly nextAt: string;
}

/**
 * The cadence runs' reads and conditional writes. Every change of a run is conditional on the run
 * as the caller read it (ACTIVE, same position and next look), so two jobs at once, or a replayed
 * one, move a run once and never back.
 */
export interface CadenceRunStore {
  /** ACTIVE runs of every instance due at or before `by` (ISO), oldest first, a page at a time */
  due(by: string, page: { cursor: string | null; limit: number }): Promise<{ items: DueCadenceRun[]; cursor: string | null }>;
  /** the run of (contact, campaign), read consistently, or null */
  get(ctx: TenantContext, contactId: string, campaignId: string): Promise<CadenceRun | null>;
  /** the contact's ACTIVE runs, in every campaign */
  activeOfContact(ctx: TenantContext, contactId: string): Promise<CadenceRun[]>;
  /** moves the run on if it is still ACTIVE as `seen`; false when it was not */
  move(ctx: TenantContext, seen: CadenceRun, move: CadenceRunMove, at: string): Promise<boolean>;
  /**
   * ends the run if it is still ACTIVE (and, with `unchanged`, still as `seen`: same position and
   * next look); false when it was not
   */
  end(ctx: TenantContext, seen: CadenceRun, reason: CadenceEndReason, at: string, unchanged: boolean): Promise<boolean>;
  /** sets the run's notBefore if it is ACTIVE and has no later one; false otherwise */
  postpone(ctx: TenantContext, run: CadenceRun, notBefore: string, at: string): Promise<boolean>;
  /** the emails of these ids that exist, read consistently */
  emails(ctx: TenantContext, ids: readonly string[]): Promise<EmailMessageItem[]>;
  /** moves an IN_PROGRESS contact to NO_REPLY (no change otherwise) */
  markContactNoReply(ctx: TenantContext, contactId: string, at: string): Promise<void>;
}

/** What one cadence job run did, for its log. */
export interface CadenceJobSummary {
  /** due runs looked at */
  readonly looked: number;
  /** follow-ups created and queued for writing */
  readonly followUps: number;
  /** runs that wait for a later look */
  readonly waiting: number;
  /** runs ended */
  readonly ended: number;
  /** runs another job had moved already, or no longer due */
  readonly skipped: number;
  /** runs that failed (they stay due and are looked at again next time) */
  readonly failed: number;
  /** true when the run stopped at its limit or its time with due runs left */
  readonly more: boolean;
}

/** How a cadence job run is bounded and reports a run that failed. */
export interface CadenceJobControl {
  /** false once the invocation has too little time left to start another run */
  readonly hasTime?: () => boolean;
  /** runs looked at, at most (default MAX_RUNS_PER_JOB) */
  readonly limit?: number;
  readonly onError?: (run: DueCadenceRun, error: unknown) => void;
}

/** The cadence engine: the daily job's work, and what an inbound reply, bounce or out-of-office changes. */
export interface CadenceRuns {
  /**
   * Ends every ACTIVE run of the contact, in every campaign, with `reason`; answers how many it
   * ended (0 when called again).
   */
  stopRunsOfContact(ctx: TenantContext, contactId: string, reason: CadenceStopReason, at: Date): Promise<number>;
  /**
   * Sends no follow-up to the contact before `notBefore`: sets it on every ACTIVE run of the
   * contact that has no later one; answers how many it changed (0 when called again).
   */
  postponeRunsOfContact(ctx: TenantContext, contactId: string, notBefore: Date): Promise<number>;
  /** looks at every run due at `now`, in every instance, within the control's bounds */
  runDue(now: Date, control?: CadenceJobControl): Promise<CadenceJobSummary>;
}
