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

/**
 * Holds every ACTIVE cadence run of a contact until `notBefore` (an absence notice): no follow-up
 * goes, and no run ends, before it. A run already held later keeps its later time; each change is
 * conditional on the run as read. The number of runs it changed.
 */
export async function postponeContactRuns(
  runs: Pick<CadenceRunStore, 'activeOfContact' | 'postpone'>,
  ctx: TenantContext,
  contactId: string,
  notBefore: Date,
  at: Date,
): Promise<number> {
  const iso = notBefore.toISOString();
  let changed = 0;
  for (const run of await runs.activeOfContact(ctx, contactId)) {
    if (run.notBefore !== undefined && run.notBefore >= iso) continue;
    if (await runs.postpone(ctx, run, iso, at.toISOString())) changed += 1;
  }
  return changed;
}
