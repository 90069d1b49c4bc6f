import { campaignRepository } from '../adapters/dynamodb/repositories/components';
import { createContactRepository } from '../adapters/dynamodb/repositories/contact-repository';
import { createOptionRepository } from '../adapters/dynamodb/repositories/option-repository';
import { createSenderRepository } from '../adapters/dynamodb/repositories/sender-repository';
import { createEmailReviewStore } from '../adapters/dynamodb/review-store';
import { createSendStore } from '../adapters/dynamodb/send-store';
import type { SendMessage } from '../core/sending/messages';
import type { SendPlannerDeps } from '../core/sending/planner';
import type { TenantContext } from '../core/tenant';
import { instanceTimeZone } from '../../shared/domain/time-zone';
import { cachedInstances, instancePlans } from './instances';
import { workQueue } from './queues';
import { repository, type Wiring } from './wiring';

/** An instance's time zone, read once per run and instance. */
export function instanceZones(wiring: Wiring, instances = cachedInstances(wiring)): (ctx: TenantContext) => Promise<string> {
  return async (ctx) => instanceTimeZone((await instances(ctx)) ?? {});
}

/** The send planner's parts: the due index, emails, campaigns, contacts, senders, options and the sending queue. */
export function sendPlannerDeps(wiring: Wiring): SendPlannerDeps {
  return {
    store: repository(wiring, createSendStore),
    emails: repository(wiring, createEmailReviewStore),
    campaigns: repository(wiring, campaignRepository),
    contacts: repository(wiring, createContactRepository),
    senders: repository(wiring, createSenderRepository),
    options: repository(wiring, createOptionRepository),
    instanceTimeZone: instanceZones(wiring),
    instances: instancePlans(wiring),
    queue: workQueue<SendMessage>(wiring, 'sending'),
    now: wiring.now,
  };
}
