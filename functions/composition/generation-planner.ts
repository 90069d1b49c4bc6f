import { campaignStore } from '../adapters/dynamodb/component-stores';
import { createContactListStore } from '../adapters/dynamodb/contact-list-store';
import { createContactStore } from '../adapters/dynamodb/contact-store';
import { createOptionStore } from '../adapters/dynamodb/option-store';
import type { GenerationMessage } from '../core/generation/messages';
import type { ScheduledRunDeps } from '../core/generation/scheduled-run';
import { instancePlans } from './instances';
import { workQueue } from './queues';
import { generationStore } from './services/generation-store';
import { tableStore, type Wiring } from './wiring';

/** The generation planner's parts: running campaigns, audiences, options, instances, the store and the generation queue. */
export function plannerDeps(wiring: Wiring): ScheduledRunDeps & { options: ReturnType<typeof createOptionStore> } {
  return {
    campaigns: tableStore(wiring, campaignStore),
    contacts: tableStore(wiring, createContactStore),
    contactLists: tableStore(wiring, createContactListStore),
    options: tableStore(wiring, createOptionStore),
    instances: instancePlans(wiring),
    store: generationStore(wiring),
    queue: workQueue<GenerationMessage>(wiring, 'generation'),
    now: wiring.now,
  };
}
