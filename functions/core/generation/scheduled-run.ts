import { isInstanceBlocked, type InstanceReader } from '../instance/trial-block';
import type { CampaignItem } from '../ports/items';
import type { OptionStore } from '../ports/stores';
import { jobContext } from '../tenant';
import { planCampaign, type PlannerDeps } from './planner';

export interface ScheduledRunDeps extends PlannerDeps {
  readonly options: Pick<OptionStore, 'status'>;
  readonly instances: InstanceReader;
}

interface ScheduledRunSummary {
  /** campaigns planned */
  readonly campaigns: number;
  /** emails queued */
  readonly queued: number;
  /** running campaigns left alone: their instance is blocked or its 'auto run campaigns' is off, or time ran out */
  readonly skipped: number;
}

/**
 * The scheduled (automatic) run: walks the RUNNING campaigns of every instance, a page at a time,
 * and runs the planner on each whose instance lets campaigns run automatically (option
 * AUTO_RUN_CAMPAIGNS) and is not blocked (its trial and grace over, unpaid), both read once per
 * instance. One campaign's failure does not stop the others.
 */
export async function planRunningCampaigns(
  deps: ScheduledRunDeps,
  control: { hasTime: () => boolean; onError: (campaign: CampaignItem, error: unknown) => void },
): Promise<ScheduledRunSummary> {
  // per instance: whether its campaigns are planned in this run
  const autoRun = new Map<string, boolean>();
  let campaigns = 0;
  let queued = 0;
  let skipped = 0;
  let cursor: string | null = null;
  do {
    const page = await deps.campaigns.listRunning({ cursor, limit: 100 });
    for (const campaign of page.items) {
      const ctx = jobContext(campaign.namespaceId, 'generation-planner');
      if (!control.hasTime()) {
        skipped += 1;
        continue;
      }
      if (!autoRun.has(campaign.namespaceId)) {
        const acts =
          !(await isInstanceBlocked(deps.instances, ctx, deps.now())) &&
          (await deps.options.status(ctx, 'AUTO_RUN_CAMPAIGNS')) === 'ACTIVE';
        autoRun.set(campaign.namespaceId, acts);
      }
      if (!autoRun.get(campaign.namespaceId)) {
        skipped += 1;
        continue;
      }
      try {
        const run = await planCampaign(deps, ctx, campaign, 'automatic');
        campaigns += 1;
        queued += run.queued;
      } catch (error) {
        control.onError(campaign, error);
      }
    }
    cursor = page.cursor;
  } while (cursor);
  return { campaigns, queued, skipped };
}
