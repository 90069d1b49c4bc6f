import { campaignRepository, companyRepository } from '../adapters/dynamodb/repositories/components';
import { createContactRepository } from '../adapters/dynamodb/repositories/contact-repository';
import { createEmailMessageRepository } from '../adapters/dynamodb/repositories/email-message-repository';
import { createOptionRepository } from '../adapters/dynamodb/repositories/option-repository';
import { createEmailReviewStore } from '../adapters/dynamodb/review-store';
import { scheduleWrittenEmail } from '../core/review/auto-send';
import type { GenerationMessage } from '../core/generation/messages';
import type { GenerationWorkerDeps } from '../core/generation/worker';
import { instancePlans } from './instances';
import { workQueue } from './queues';
import { campaignParts } from './services/campaign-parts';
import { generationStore } from './services/generation-store';
import { tokenBudget } from './token-budget';
import { configuredWriter } from './writer';
import { repository, type Wiring } from './wiring';

/** The generation worker's parts: what a campaign writes from, the writer, the token budget, the queue, instances, and auto send. */
export function workerDeps(wiring: Wiring): Omit<GenerationWorkerDeps, 'partsCache'> {
  const autoSend = {
    store: repository(wiring, createEmailReviewStore),
    options: repository(wiring, createOptionRepository),
    now: wiring.now,
  };
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
    instances: instancePlans(wiring),
    now: wiring.now,
    autoSend: (ctx, emailId) => scheduleWrittenEmail(autoSend, ctx, emailId),
  };
}
