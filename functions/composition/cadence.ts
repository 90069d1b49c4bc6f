import { createCadenceRunStore } from '../adapters/dynamodb/cadence-run-store';
import { cadenceRepository, campaignRepository } from '../adapters/dynamodb/repositories/components';
import { createContactRepository } from '../adapters/dynamodb/repositories/contact-repository';
import { createOptionRepository } from '../adapters/dynamodb/repositories/option-repository';
import { createCadenceRuns, type CadenceRunsDeps } from '../core/cadences/cadence-runs';
import type { GenerationMessage } from '../core/generation/messages';
import type { CadenceRuns } from '../core/ports/cadence';
import type { WorkQueue } from '../core/ports/queue';
import { workQueue } from './queues';
import { generationStore } from './services/generation-store';
import { repository, type Wiring } from './wiring';

/** The cadence runs over the function's table. */
export function cadenceRunStore(wiring: Wiring) {
  return repository(wiring, createCadenceRunStore);
}

function cadenceParts(wiring: Wiring, queue: WorkQueue<GenerationMessage>): CadenceRunsDeps {
  return {
    runs: cadenceRunStore(wiring),
    campaigns: repository(wiring, campaignRepository),
    cadences: repository(wiring, cadenceRepository),
    contacts: repository(wiring, createContactRepository),
    options: repository(wiring, createOptionRepository),
    store: generationStore(wiring),
    queue,
    now: wiring.now,
  };
}

/** The cadence job's parts: the runs, campaigns with their cadences, contacts, options, the generation store and queue. */
export function cadenceDeps(wiring: Wiring): CadenceRunsDeps {
  return cadenceParts(wiring, workQueue<GenerationMessage>(wiring, 'generation'));
}

/** The whole cadence engine (the daily job's `runDue` included), for a function that may queue generation. */
export function cadenceRunsFor(wiring: Wiring): CadenceRuns {
  return createCadenceRuns(cadenceDeps(wiring));
}

/** A queue for parts that never queue: stopping and postponing runs only write the runs. */
const NO_QUEUE: WorkQueue<GenerationMessage> = {
  send: () => Promise.reject(new Error('Stopping or postponing cadence runs queues nothing.')),
};

/**
 * What an inbound event changes of a contact's cadences: stop or postpone its runs. Needs only the
 * table (the inbound consumer's composition calls it).
 */
export function cadenceStopsFor(wiring: Wiring): Pick<CadenceRuns, 'stopRunsOfContact' | 'postponeRunsOfContact'> {
  const runs = createCadenceRuns(cadenceParts(wiring, NO_QUEUE));
  return {
    stopRunsOfContact: (ctx, contactId, reason, at) => runs.stopRunsOfContact(ctx, contactId, reason, at),
    postponeRunsOfContact: (ctx, contactId, notBefore) => runs.postponeRunsOfContact(ctx, contactId, notBefore),
  };
}
