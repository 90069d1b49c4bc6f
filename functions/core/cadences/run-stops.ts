import type { CadenceStopReason } from '../../../shared/domain/cadence';
import type { CadenceRunStore } from '../ports/cadence';
import type { TenantContext } from '../tenant';

/**
 * Ends every ACTIVE cadence run of a contact, in every campaign, with the reason: a reply, a
 * bounce, an unsubscribe or a complaint stops its follow-ups at once rather than at the cadence
 * job's next look. Each end is conditional on the run still being ACTIVE, so calling it again ends
 * nothing more. The number of runs it ended.
 */
export async function stopContactRuns(
  runs: Pick<CadenceRunStore, 'activeOfContact' | 'end'>,
  ctx: TenantContext,
  contactId: string,
  reason: CadenceStopReason,
  at: Date,
): Promise<number> {
  let ended = 0;
  for (const run of await runs.activeOfContact(ctx, contactId)) {
    if (await runs.end(ctx, run, reason, at.toISOString(), false)) ended += 1;
  }
  return ended;
}
