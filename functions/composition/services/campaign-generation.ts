import { campaignRepository, companyRepository } from '../../adapters/dynamodb/repositories/components';
import { createContactListRepository } from '../../adapters/dynamodb/repositories/contact-list-repository';
import { createContactRepository } from '../../adapters/dynamodb/repositories/contact-repository';
import { createGenerationService, type GenerationServiceDeps } from '../../core/generation/generation-service';
import type { GenerationMessage } from '../../core/generation/messages';
import { logger } from '../../logger';
import { workQueue } from '../queues';
import { repository, type Wiring } from '../wiring';
import { campaignService } from './campaigns';
import { generationStore } from './generation-store';

/** What a planner run over one campaign reads and writes, for a route that runs one. */
function generationDeps(wiring: Wiring): GenerationServiceDeps {
  return {
    campaigns: repository(wiring, campaignRepository),
    contacts: repository(wiring, createContactRepository),
    contactLists: repository(wiring, createContactListRepository),
    companies: repository(wiring, companyRepository),
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
