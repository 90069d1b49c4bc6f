import type { Context } from 'aws-lambda';

import { JOBS } from '../../shared/platform/jobs';
import { crmImportDeps } from '../composition/crm-import';
import { checkEnvironment, composeOnce } from '../composition/wiring';
import { runCrmSync, type CrmSyncRunSummary } from '../core/crm/crm-sync';
import { workerLogger as logger } from '../logger';
import { timeLeftFor } from './time-left';

const job = JOBS.crmSync;
checkEnvironment(job);
const deps = composeOnce(job, (wiring) => crmImportDeps(wiring));

/** Time kept back at the end of an invocation: no sync is started with less left. */
const SAFETY_MS = 15_000;

/**
 * The hourly incremental sync of CRM contacts: each connected CRM that reads contacts gets the
 * records changed since its last sync imported, page by page on the crm queue.
 */
export async function handler(_event: unknown, context?: Context): Promise<CrmSyncRunSummary> {
  const summary = await runCrmSync(deps(), {
    hasTime: timeLeftFor(job, context, SAFETY_MS),
    onError: (at, error) =>
      logger.error('crm sync not started', { ...at, error: error instanceof Error ? error.message : String(error) }),
  });
  logger.info('crm syncs started', { ...summary });
  return summary;
}
