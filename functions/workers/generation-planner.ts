import type { Context } from 'aws-lambda';

import { JOBS } from '../../shared/platform/jobs';
import { plannerDeps } from '../composition/generation-planner';
import { checkEnvironment, composeOnce } from '../composition/wiring';
import { planRunningCampaigns } from '../core/generation/scheduled-run';
import { workerLogger as logger } from '../logger';
import { timeLeftFor } from './time-left';

const job = JOBS.generationPlanner;
checkEnvironment(job);
const deps = composeOnce(job, plannerDeps);

/** Time kept back at the end of an invocation: no campaign is started with less left. */
const SAFETY_MS = 10_000;

/**
 * The 5-minute generation run: every RUNNING campaign (read from a sparse index, no Scan) of an
 * instance whose 'auto run campaigns' option is active gets one automatic planner run.
 */
export async function handler(
  _event: unknown,
  context?: Context,
): Promise<{ campaigns: number; queued: number; skipped: number }> {
  const hasTime = timeLeftFor(job, context, SAFETY_MS);
  const summary = await planRunningCampaigns(deps(), {
    hasTime,
    onError: (campaign, error) =>
      logger.error('campaign not planned', {
        namespaceId: campaign.namespaceId,
        campaignId: campaign.id,
        error: error instanceof Error ? error.message : String(error),
      }),
  });
  logger.info('generation run done', { ...summary });
  return summary;
}
