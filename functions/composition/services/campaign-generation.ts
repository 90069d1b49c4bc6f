import { campaignStore, companyStore } from '../../adapters/dynamodb/component-stores';
import { createContactListStore } from '../../adapters/dynamodb/contact-list-store';
import { createContactStore } from '../../adapters/dynamodb/contact-store';
import { createGenerationService, type GenerationServiceDeps } from '../../core/generation/generation-service';
import type { GenerationMessage } from '../../core/generation/messages';
import { logger } from '../../logger';
import { workQueue } from '../queues';
import { tableStore, type Wiring } from '../wiring';
import { campaignService } from './campaigns';
import { generationStore } from './generation-store';

/** What a planner run over one campaign reads and writes, for a route that runs one. */
function generationDeps(wiring: Wiring): GenerationServiceDeps {
  return {
    campaigns: tableStore(wiring, campaignStore),
    contacts: tableStore(wiring, createContactStore),
    contactLists: tableStore(wiring, createContactListStore),
    companies: tableStore(wiring, companyStore),
    store: generationStore(wiring),
    queue: workQueue<GenerationMessage>(wiring, 'generation'),
    now: wiring.now,
  };
}

/** Generate now (no campaign creation). */
export function generationService(wiring: Wiring) {
  return createGenerationService(generationDeps(wiring));
}

/** Creating a campaign: the campaign, its audience count and its first emails queued. */
export function campaignLaunchService(wiring: Wiring) {
  return createGenerationService({ ...generationDeps(wiring), campaignService: campaignService(wiring), log: logger });
}
