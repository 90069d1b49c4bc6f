import { instanceTrialState } from '../../../shared/rules/trial';
import type { NamespaceItem } from '../ports/items';
import type { TenantContext } from '../tenant';

/**
 * Why a blocked instance's scheduled email waits, as the review queue shows it ('why not sent
 * yet'). It waits for someone to act (the instance to be paid), not for a time to come.
 */
export const TRIAL_ENDED = 'trial ended';

/** What the jobs read of an instance to know whether they may act for it. */
export type InstancePlan = Pick<NamespaceItem, 'trialEndDate' | 'isPaid'>;

/**
 * Reads an instance's record as the jobs see it (a port: the composition may keep it a few
 * minutes, so an instance marked paid acts again within that time). Null when there is none.
 */
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
