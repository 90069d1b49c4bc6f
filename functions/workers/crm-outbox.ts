import type { Context } from 'aws-lambda';

import { JOBS } from '../../shared/platform/jobs';
import { crmOutboxDeps } from '../composition/crm-outbox';
import { checkEnvironment, composeOnce } from '../composition/wiring';
import { processCrmOutbox, type CrmOutboxSummary } from '../core/crm/outbox-processor';
import { workerLogger as logger } from '../logger';
import { timeLeftFor } from './time-left';

const job = JOBS.crmOutbox;
checkEnvironment(job);
const deps = composeOnce(job, crmOutboxDeps);

/** Time kept back at the end of an invocation: no CRM call is started with less left (one may take 15 s). */
const SAFETY_MS = 30_000;

/**
 * The CRM outbox, every minute: each event due (a send, a reply, a bounce, an opt-out of an
 * instance writing to a CRM) is held, written to its CRM once and settled; what the CRM refuses or
 * cannot take now waits or is given up with its reason (shown on the integration page).
 */
export async function handler(_event: unknown, context?: Context): Promise<CrmOutboxSummary> {
  const summary = await processCrmOutbox(deps(), { hasTime: timeLeftFor(job, context, SAFETY_MS) });
  logger.info('crm outbox run', { ...summary });
  return summary;
}
