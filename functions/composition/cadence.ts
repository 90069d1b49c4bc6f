import { createCadenceRunStore } from '../adapters/dynamodb/cadence-run-store';
import { createCounterRecount } from '../adapters/dynamodb/counter-recount';
import { cadenceStore, campaignStore } from '../adapters/dynamodb/component-stores';
import { createContactStore } from '../adapters/dynamodb/contact-store';
import { createOptionStore } from '../adapters/dynamodb/option-store';
import { createCadenceRuns, type CadenceRunsDeps } from '../core/cadences/cadence-runs';
import { postponeContactRuns, stopContactRuns } from '../core/cadences/run-stops';
import type { GenerationMessage } from '../core/generation/messages';
import type { CadenceRuns } from '../core/ports/cadence';
import type { CounterRecount } from '../core/ports/recount';
import { instancePlans } from './instances';
import { workQueue } from './queues';
import { generationStore } from './services/generation-store';
import { tableStore, type Wiring } from './wiring';

/** The cadence runs over the function's table. */
export function cadenceRunStore(wiring: Wiring) {
  return tableStore(wiring, createCadenceRunStore);
}

/** The cadence job's parts: the runs, campaigns with their cadences, contacts, options, instances, the generation store and queue. */
function cadenceDeps(wiring: Wiring): CadenceRunsDeps {
  return {
    runs: cadenceRunStore(wiring),
    campaigns: tableStore(wiring, campaignStore),
    cadences: tableStore(wiring, cadenceStore),
    contacts: tableStore(wiring, createContactStore),
    options: tableStore(wiring, createOptionStore),
    store: generationStore(wiring),
    queue: workQueue<GenerationMessage>(wiring, 'generation'),
    instances: instancePlans(wiring),
    now: wiring.now,
  };
}

/** The whole cadence engine (the daily job's `runDue` included), for a function that may queue generation. */
export function cadenceRunsFor(wiring: Wiring): CadenceRuns {
  return createCadenceRuns(cadenceDeps(wiring));
}

/**
 * What an inbound event changes of a contact's cadences: stop or postpone its runs. Needs only the
 * table (the inbound consumer and the mailbox poll call it), and builds only the runs' store.
 */
export function cadenceStopsFor(wiring: Wiring): Pick<CadenceRuns, 'stopRunsOfContact' | 'postponeRunsOfContact'> {
  const runs = cadenceRunStore(wiring);
  return {
    stopRunsOfContact: (ctx, contactId, reason, at) => stopContactRuns(runs, ctx, contactId, reason, at),
    postponeRunsOfContact: (ctx, contactId, notBefore) => postponeContactRuns(runs, ctx, contactId, notBefore, wiring.now()),
  };
}

/** The counters' recount over the function's table (the daily job recounts the instances marked for it). */
export function counterRecountFor(wiring: Wiring): CounterRecount {
  return tableStore(wiring, createCounterRecount);
}
