import { campaignStore } from '../adapters/dynamodb/component-stores';
import { createContactStore } from '../adapters/dynamodb/contact-store';
import { createOptionStore } from '../adapters/dynamodb/option-store';
import { createSenderStore } from '../adapters/dynamodb/sender-store';
import { createEmailReviewStore } from '../adapters/dynamodb/review-store';
import { createSendStore } from '../adapters/dynamodb/send-store';
import type { SendMessage } from '../core/sending/messages';
import type { SendPlannerDeps } from '../core/sending/planner';
import { instancePlans, instanceZones } from './instances';
import { workQueue } from './queues';
import { tableStore, type Wiring } from './wiring';

/** The send planner's parts: the due index, emails, campaigns, contacts, senders, options and the sending queue. */
export function sendPlannerDeps(wiring: Wiring): SendPlannerDeps {
  // a run asks for an instance's plan and zone at once: one read of it, afresh each run
  const instances = instancePlans(wiring);
  return {
    store: tableStore(wiring, createSendStore),
    emails: tableStore(wiring, createEmailReviewStore),
    campaigns: tableStore(wiring, campaignStore),
    contacts: tableStore(wiring, createContactStore),
    senders: tableStore(wiring, createSenderStore),
    options: tableStore(wiring, createOptionStore),
    instanceTimeZone: instanceZones(wiring, instances),
    instances,
    queue: workQueue<SendMessage>(wiring, 'sending'),
    now: wiring.now,
  };
}
