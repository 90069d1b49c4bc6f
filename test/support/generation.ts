import { currentRuntime } from '../../functions/composition/runtime';
import { plannerDeps } from '../../functions/composition/generation-planner';
import { workerDeps } from '../../functions/composition/generation-worker';
import type { FunctionNeeds, Wiring } from '../../functions/composition/wiring';
import type { Clock } from '../../functions/core/clock';
import { JOBS } from '../../shared/platform/jobs';

/** A wiring for a job, over the installed test runtime, as the job's function composes itself. */
export function jobWiring(fn: FunctionNeeds, now: Clock): Wiring {
  return { fn, overrides: currentRuntime().overrides, now, repositoryDeps: { now } };
}

/** The generation planner's parts, composed as the scheduled job composes them. */
export function testPlannerDeps(now: Clock) {
  return plannerDeps(jobWiring(JOBS.generationPlanner, now));
}

/** The generation worker's parts, composed as the queue consumer composes them. */
export function testWorkerDeps(now: Clock) {
  return workerDeps(jobWiring(JOBS.generationConsumer, now));
}
