import { campaignStore, companyStore } from '../adapters/dynamodb/component-stores';
import { createContactStore } from '../adapters/dynamodb/contact-store';
import { createEmailMessageStore } from '../adapters/dynamodb/email-message-store';
import { createOptionStore } from '../adapters/dynamodb/option-store';
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
import { tableStore, type Wiring } from './wiring';

/** The generation worker's parts: what a campaign writes from, the writer, the token budget, the queue, instances, and auto send. */
export function workerDeps(wiring: Wiring): Omit<GenerationWorkerDeps, 'partsCache'> {
  const autoSend = {
    store: tableStore(wiring, createEmailReviewStore),
    options: tableStore(wiring, createOptionStore),
    now: wiring.now,
  };
  return {
    ...campaignParts(wiring),
    campaigns: tableStore(wiring, campaignStore),
    contacts: tableStore(wiring, createContactStore),
    companies: tableStore(wiring, companyStore),
    emails: tableStore(wiring, createEmailMessageStore),
    store: generationStore(wiring),
    writer: configuredWriter(wiring),
    budget: tokenBudget(wiring),
    queue: workQueue<GenerationMessage>(wiring, 'generation'),
    instances: instancePlans(wiring),
    now: wiring.now,
    autoSend: (ctx, emailId) => scheduleWrittenEmail(autoSend, ctx, emailId),
  };
}
