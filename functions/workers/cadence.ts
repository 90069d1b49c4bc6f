import type { Context } from 'aws-lambda';

import { JOBS } from '../../shared/platform/jobs';
import { cadenceRunsFor, counterRecountFor } from '../composition/cadence';
import { checkEnvironment, composeOnce } from '../composition/wiring';
import type { CadenceJobSummary } from '../core/ports/cadence';
import type { RecountRun } from '../core/ports/recount';
import { workerLogger as logger } from '../logger';
import { timeLeftFor } from './time-left';

const job = JOBS.cadence;
checkEnvironment(job);
const deps = composeOnce(job, (wiring) => ({
  runs: cadenceRunsFor(wiring),
  recounts: counterRecountFor(wiring),
  now: wiring.now,
}));

/** Time kept back at the end of an invocation: no run is started with less left. */
const SAFETY_MS = 20_000;

/** The schedule's input: the job's name and, from EventBridge Scheduler, the time it was due. */
interface CadenceEvent {
  readonly job?: string;
  /** ISO time the schedule fired for (`<aws.scheduler.scheduled-time>`; sped up locally) */
  readonly scheduledTime?: string;
}

/** The time the job runs for: the schedule's when the event carries a valid one, else the clock's. */
function jobTime(event: unknown, clock: () => Date): Date {
  const scheduled =
    typeof event === 'object' && event !== null && 'scheduledTime' in event ? (event as CadenceEvent).scheduledTime : undefined;
  const time = typeof scheduled === 'string' ? Date.parse(scheduled) : Number.NaN;
  return Number.isNaN(time) ? clock() : new Date(time);
}

/**
 * The daily cadence run: every cadence run due at the schedule's time, in every instance (read from
 * a sparse index, no Scan), takes its next step: a follow-up created and queued for writing, a
 * later look, or its end. A run that fails is logged with its instance and stays due; the others
 * go on. Then, with the time left, the instances whose counts may be short (a change whose counts
 * failed to follow it) are recounted from their emails.
 */
export async function handler(event: unknown, context?: Context): Promise<CadenceJobSummary & { recount: RecountRun }> {
  const hasTime = timeLeftFor(job, context, SAFETY_MS);
  const { runs, recounts, now } = deps();
  const at = jobTime(event, now);
  const summary = await runs.runDue(at, {
    hasTime,
    onError: (run, error) =>
      logger.error('cadence run not moved on', {
        namespaceId: run.namespaceId,
        campaignId: run.campaignId,
        contactId: run.contactId,
        error: error instanceof Error ? error.message : String(error),
      }),
  });
  logger.info('cadence run done', { at: at.toISOString(), ...summary });
  const recount = await recounts.recountDue(now(), hasTime);
  if (recount.instances > 0) logger.info('counters recounted', { ...recount });
  return { ...summary, recount };
}
