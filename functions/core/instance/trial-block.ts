import { instanceTrialState } from '../../../shared/rules/trial';
import type { NamespaceItem } from '../ports/items';
import type { EmailReviewStore } from '../ports/review';
import type { TenantContext } from '../tenant';

/**
 * Why a blocked instance's scheduled email waits, as the review queue shows it ('why not sent
 * yet'). It waits for someone to act (the instance to be paid), not for a time to come.
 */
export const TRIAL_ENDED = 'trial ended';

/** What the jobs read of an instance to know whether they may act for it. */
export type InstancePlan = Pick<NamespaceItem, 'trialEndDate' | 'isPaid'>;

/** Reads an instance's plan, as it stands now; null when the instance has no record. */
export type InstanceReader = (ctx: TenantContext) => Promise<InstancePlan | null>;

/**
 * Whether the jobs must do nothing for the instance now: its trial and grace are over and it does
 * not pay, the same rule the API's trial gate (488) applies. A blocked instance generates, sends
 * and follows up nothing; what comes back from outside (replies, bounces, unsubscribes,
 * complaints, opens, clicks) is still recorded, so nothing is lost when it is paid. An instance
 * without a record is treated as blocked: no trial or payment can be read for it.
 */
export async function isInstanceBlocked(read: InstanceReader, ctx: TenantContext, now: Date): Promise<boolean> {
  const instance = await read(ctx);
  return instance === null || instanceTrialState(instance, now).blocked;
}

/** What releasing an instance's held emails needs. */
interface TrialHoldDeps {
  readonly emails: Pick<EmailReviewStore, 'list' | 'getMany' | 'change'>;
  readonly now: () => Date;
}

/**
 * Makes the scheduled emails an instance's block held ('trial ended') due at once, without their
 * hold, so that once the instance is paid they go out at the send planner's next run rather than
 * at their next look. Each change applies only to the email as read. The number released.
 */
export async function releaseTrialHolds(deps: TrialHoldDeps, ctx: TenantContext): Promise<number> {
  let released = 0;
  let cursor: string | undefined;
  do {
    const page = await deps.emails.list(ctx, { tab: 'SCHEDULED' }, { limit: 100, cursor });
    const held = page.items.filter((email) => email.status === 'SCHEDULED' && email.holdReason === TRIAL_ENDED);
    for (const email of await deps.emails.getMany(
      ctx,
      held.map((item) => item.id),
    )) {
      const at = deps.now().toISOString();
      const change = { set: {}, remove: ['holdReason' as const], dueAt: at, history: [] };
      if ((await deps.emails.change(ctx, email, change, at)).outcome === 'CHANGED') released += 1;
    }
    cursor = page.cursor ?? undefined;
  } while (cursor);
  return released;
}
