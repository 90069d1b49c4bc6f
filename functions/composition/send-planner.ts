import { campaignRepository } from '../adapters/dynamodb/repositories/components';
import { createContactRepository } from '../adapters/dynamodb/repositories/contact-repository';
import { createNamespaceRepository } from '../adapters/dynamodb/repositories/namespace-repository';
import { createOptionRepository } from '../adapters/dynamodb/repositories/option-repository';
import { createSenderRepository } from '../adapters/dynamodb/repositories/sender-repository';
import { createEmailReviewStore } from '../adapters/dynamodb/review-store';
import { createSendStore } from '../adapters/dynamodb/send-store';
import type { SendMessage } from '../core/sending/messages';
import type { SendPlannerDeps } from '../core/sending/planner';
import type { TenantContext } from '../core/tenant';
import { instanceTimeZone } from '../../shared/domain/time-zone';
import { workQueue } from './queues';
import { repository, type Wiring } from './wiring';

/** An instance's time zone, read once per run and instance. */
export function instanceZones(wiring: Wiring): (ctx: TenantContext) => Promise<string> {
  const namespaces = repository(wiring, createNamespaceRepository);
  const zones = new Map<string, Promise<string>>();
  return (ctx) => {
    let zone = zones.get(ctx.namespaceId);
    if (!zone) {
      zone = namespaces.find(ctx.namespaceId).then((namespace) => instanceTimeZone(namespace ?? {}));
      zones.set(ctx.namespaceId, zone);
      // an instance's zone changes rarely; a container keeps it for a few minutes at most
      setTimeout(() => zones.delete(ctx.namespaceId), 5 * 60_000).unref();
    }
    return zone;
  };
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
    queue: workQueue<SendMessage>(wiring, 'sending'),
    now: wiring.now,
  };
}
