import type { TenantContext } from './tenant';

/**
 * CORRECTED: the counter now says what its emails say. UNCHANGED: it already did. BUSY: one of its
 * emails changed within the quiet time, or the counter moved during the recount: the next recount
 * looks again. LEGACY: it counts sent emails written before emails kept what they counted.
 */
export type RecountOutcome = 'CORRECTED' | 'UNCHANGED' | 'BUSY' | 'LEGACY';

interface RecountEntry {
  readonly outcome: RecountOutcome;
  /** the fields written, with their new values */
  readonly corrected: Readonly<Record<string, number>>;
}

export interface RecountSummary {
  readonly campaigns: (RecountEntry & { readonly campaignId: string })[];
  readonly weeks: (RecountEntry & { readonly week: string })[];
}

/**
 * Recounts an instance's counters (its campaigns' progress and its send weeks' outcomes) from its
 * emails. The counts move after the change they count, outside a transaction, so a function that
 * stops between the two leaves a count short; the emails keep what each counted, and this finds it.
 */
export interface CounterRecount {
  recount(ctx: TenantContext, now: Date): Promise<RecountSummary>;
  /**
   * Recounts the instances marked because the counts of a written change failed to follow it, while
   * `hasTime()`; an instance's mark goes once no counter of it was left BUSY.
   */
  recountDue(now: Date, hasTime: () => boolean): Promise<RecountRun>;
}

/** What the daily recount of marked instances did. */
export interface RecountRun {
  readonly instances: number;
  /** counters corrected */
  readonly corrected: number;
  /** instances left marked for the next run (a counter of theirs was BUSY) */
  readonly left: number;
}
