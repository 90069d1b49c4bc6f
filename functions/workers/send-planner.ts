import type { Context } from 'aws-lambda';

import { JOBS } from '../../shared/platform/jobs';
import { sendPlannerDeps } from '../composition/send-planner';
import { composeOnce } from '../composition/wiring';
import { planDueSends, type SendRunSummary } from '../core/sending/planner';
import { workerLogger as logger } from '../logger';
import { timeLeftFor } from './time-left';

const deps = composeOnce(JOBS.sendPlanner, sendPlannerDeps);

/** Time kept back at the end of an invocation: no instance is started with less left. */
const SAFETY_MS = 10_000;

/**
 * The 5-minute send run: due emails of every instance (the sparse due index, no Scan), each
 * mailbox given what its limits allow now, one queue message per email (core/sending/planner.ts).
 */
export async function handler(_event: unknown, context?: Context): Promise<SendRunSummary> {
  const hasTime = timeLeftFor(JOBS.sendPlanner, context, SAFETY_MS);
  const summary = await planDueSends(deps(), {
    hasTime,
    onError: (namespaceId, error) =>
      logger.error('instance not planned', { namespaceId, error: error instanceof Error ? error.message : String(error) }),
  });
  logger.info('send run done', { ...summary });
  return summary;
}
