import type { Context } from 'aws-lambda';

import { JOBS } from '../../shared/platform/jobs';
import { senderHealthCheckDeps } from '../composition/sender-health-check';
import { checkEnvironment, composeOnce } from '../composition/wiring';
import { checkEverySender, type SenderHealthCheckSummary } from '../core/senders/sender-health-check';
import { workerLogger as logger } from '../logger';
import { timeLeftFor } from './time-left';

const job = JOBS.senderHealthCheck;
checkEnvironment(job);
const deps = composeOnce(job, senderHealthCheckDeps);

/** Time kept back at the end of an invocation: no sender is started with less left (an SMTP check can take 30 s). */
const SAFETY_MS = 40_000;

/**
 * The daily sender health check: every sender of every instance has its credentials checked again
 * and its status judged from its last 30 days of outcomes. A sender that fails is logged with its
 * instance, and the others go on.
 */
export async function handler(_event: unknown, context?: Context): Promise<SenderHealthCheckSummary> {
  const hasTime = timeLeftFor(job, context, SAFETY_MS);
  const summary = await checkEverySender(deps(), {
    hasTime,
    onError: (sender, step, error) =>
      logger.error('sender not checked', {
        namespaceId: sender.namespaceId,
        senderId: sender.id,
        step,
        error: error instanceof Error ? error.message : String(error),
      }),
  });
  logger.info('sender health check done', { ...summary });
  return summary;
}
