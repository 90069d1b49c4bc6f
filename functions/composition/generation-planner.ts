import { campaignRepository } from '../adapters/dynamodb/repositories/components';
import { createContactListRepository } from '../adapters/dynamodb/repositories/contact-list-repository';
import { createContactRepository } from '../adapters/dynamodb/repositories/contact-repository';
import { createOptionRepository } from '../adapters/dynamodb/repositories/option-repository';
import type { GenerationMessage } from '../core/generation/messages';
import type { ScheduledRunDeps } from '../core/generation/scheduled-run';
import { instancePlans } from './instances';
import { workQueue } from './queues';
import { generationStore } from './services/generation-store';
import { repository, type Wiring } from './wiring';

/** The generation planner's parts: running campaigns, audiences, options, instances, the store and the generation queue. */
export function plannerDeps(wiring: Wiring): ScheduledRunDeps & { options: ReturnType<typeof createOptionRepository> } {
  return {
    campaigns: repository(wiring, campaignRepository),
    contacts: repository(wiring, createContactRepository),
    contactLists: repository(wiring, createContactListRepository),
    options: repository(wiring, createOptionRepository),
    instances: instancePlans(wiring),
    store: generationStore(wiring),
    queue: workQueue<GenerationMessage>(wiring, 'generation'),
    now: wiring.now,
  };
}
