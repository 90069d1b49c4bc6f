import { LEAD_GROUP_STAGES, LIFECYCLE_STAGES } from '../domain/lifecycle';
import type { LifecycleStage } from '../domain/lifecycle';

/**
 * Lifecycle-stage ordering (docs/product.md, Contacts and uploads). Stages follow the order of LIFECYCLE_STAGES, lowest first.
 * SUBSCRIBER and LEAD form one group (LEAD_GROUP_STAGES) and share the lowest rank.
 * OTHER is last in the order, so it ranks highest: a contact in OTHER is above every other stage.
 */

const LEAD_GROUP: ReadonlySet<LifecycleStage> = new Set(LEAD_GROUP_STAGES);

const RANKS: ReadonlyMap<LifecycleStage, number> = (() => {
  const ranks = new Map<LifecycleStage, number>();
  let rank = -1;
  let previous: LifecycleStage | undefined;
  for (const stage of LIFECYCLE_STAGES) {
    const sameGroup = previous !== undefined && LEAD_GROUP.has(previous) && LEAD_GROUP.has(stage);
    if (!sameGroup) rank += 1;
    ranks.set(stage, rank);
    previous = stage;
  }
  return ranks;
})();

/** Whether a stage belongs to the lead group (SUBSCRIBER or LEAD). */
export function isLeadGroup(stage: LifecycleStage): boolean {
  return LEAD_GROUP.has(stage);
}

/**
 * The rank of a stage: 0 for the lead group (SUBSCRIBER and LEAD), then one more per stage
 * in order, so QUALIFIED_LEAD is 1 and OTHER, the last, is the highest.
 *
 * @throws RangeError when the value is not a lifecycle stage (for unvalidated input).
 */
export function lifecycleRank(stage: LifecycleStage): number {
  const rank = RANKS.get(stage);
  if (rank === undefined) {
    throw new RangeError(`Unknown lifecycle stage "${String(stage)}"`);
  }
  return rank;
}

/** Compares two stages by rank: -1 when `a` is lower, 0 when they rank alike, 1 when `a` is higher. */
export function compareLifecycle(a: LifecycleStage, b: LifecycleStage): -1 | 0 | 1 {
  const difference = lifecycleRank(a) - lifecycleRank(b);
  if (difference < 0) return -1;
  if (difference > 0) return 1;
  return 0;
}

/** Whether `stage` ranks at or above `min`. */
export function isLifecycleAtLeast(stage: LifecycleStage, min: LifecycleStage): boolean {
  return lifecycleRank(stage) >= lifecycleRank(min);
}

/**
 * Whether `stage` ranks strictly above `max`. An email to such a contact is marked
 * LIFECYCLE_STAGE_TOO_HIGH. Since OTHER ranks highest, it is above every `max` but itself.
 */
export function isLifecycleAbove(stage: LifecycleStage, max: LifecycleStage): boolean {
  return lifecycleRank(stage) > lifecycleRank(max);
}
