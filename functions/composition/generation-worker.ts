import { campaignRepository, companyRepository } from '../adapters/dynamodb/repositories/components';
import { createContactRepository } from '../adapters/dynamodb/repositories/contact-repository';
import { createEmailMessageRepository } from '../adapters/dynamodb/repositories/email-message-repository';
import type { GenerationMessage } from '../core/generation/messages';
import type { GenerationWorkerDeps } from '../core/generation/worker';
import { workQueue } from './queues';
import { campaignParts } from './services/campaign-parts';
import { generationStore } from './services/generation-store';
import { tokenBudget } from './token-budget';
import { configuredWriter } from './writer';
import { repository, type Wiring } from './wiring';

/** The generation worker's parts: what a campaign writes from, the writer, the token budget and the queue. */
export function workerDeps(wiring: Wiring): Omit<GenerationWorkerDeps, 'partsCache'> {
  return {
    ...campaignParts(wiring),
    campaigns: repository(wiring, campaignRepository),
    contacts: repository(wiring, createContactRepository),
    companies: repository(wiring, companyRepository),
    emails: repository(wiring, createEmailMessageRepository),
    store: generationStore(wiring),
    writer: configuredWriter(wiring),
    budget: tokenBudget(wiring),
    queue: workQueue<GenerationMessage>(wiring, 'generation'),
    now: wiring.now,
  };
}
