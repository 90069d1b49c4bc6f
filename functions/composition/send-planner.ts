import { campaignRepository } from '../adapters/dynamodb/repositories/components';
import { createContactRepository } from '../adapters/dynamodb/repositories/contact-repository';
import { createOptionRepository } from '../adapters/dynamodb/repositories/option-repository';
import { createSenderRepository } from '../adapters/dynamodb/repositories/sender-repository';
import { createEmailReviewStore } from '../adapters/dynamodb/review-store';
import { createSendStore } from '../adapters/dynamodb/send-store';
import type { SendMessage } from '../core/sending/messages';
import type { SendPlannerDeps } from '../core/sending/planner';
import { instancePlans, instanceZones } from './instances';
import { workQueue } from './queues';
import { repository, type Wiring } from './wiring';

/** The send planner's parts: the due index, emails, campaigns, contacts, senders, options and the sending queue. */
export function sendPlannerDeps(wiring: Wiring): SendPlannerDeps {
  // a run asks for an instance's plan and zone at once: one read of it, afresh each run
  const instances = instancePlans(wiring);
  return {
    store: repository(wiring, createSendStore),
    emails: repository(wiring, createEmailReviewStore),
    campaigns: repository(wiring, campaignRepository),
    contacts: repository(wiring, createContactRepository),
    senders: repository(wiring, createSenderRepository),
    options: repository(wiring, createOptionRepository),
    instanceTimeZone: instanceZones(wiring, instances),
    instances,
    queue: workQueue<SendMessage>(wiring, 'sending'),
    now: wiring.now,
  };
}
