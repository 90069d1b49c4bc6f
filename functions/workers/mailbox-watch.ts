import type { Context } from 'aws-lambda';

import { JOBS } from '../../shared/platform/jobs';
import { mailboxWatchJobDeps } from '../composition/mailbox-sync';
import { checkEnvironment, composeOnce } from '../composition/wiring';
import { renewMailboxWatches, type MailboxWatchRunSummary } from '../core/mailbox/mailbox-sync';
import { workerLogger as logger } from '../logger';
import { timeLeftFor } from './time-left';

const job = JOBS.mailboxWatch;
checkEnvironment(job);
const deps = composeOnce(job, mailboxWatchJobDeps);

/** Time kept back at the end of an invocation: no sender is started with less left. */
const SAFETY_MS = 30_000;

/**
 * The hourly watch renewal: every GOOGLE and MICROSOFT sender of every instance gets the Gmail
 * watch or Graph subscription it lacks, and the ones ending within a day are renewed. A sender
 * that fails is logged with its instance, and the others go on.
 */
export async function handler(_event: unknown, context?: Context): Promise<MailboxWatchRunSummary> {
  const hasTime = timeLeftFor(job, context, SAFETY_MS);
  const { sync, everySender } = deps();
  const summary = await renewMailboxWatches(sync, everySender, {
    hasTime,
    onError: (mailbox, error) =>
      logger.error('mailbox watch not renewed', {
        ...mailbox,
        error: error instanceof Error ? error.message : String(error),
      }),
  });
  logger.info('mailbox watches renewed', { ...summary });
  return summary;
}
