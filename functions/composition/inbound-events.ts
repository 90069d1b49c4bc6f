import { createEmailReviewStore } from '../adapters/dynamodb/review-store';
import { createSendStore } from '../adapters/dynamodb/send-store';
import { createSoftBounceStore } from '../adapters/dynamodb/soft-bounce-store';
import type { DeliveryEventDeps } from '../core/tracking/delivery-events';
import { senderStatusDeps } from './services/sender-health';
import { suppressionFor } from './services/suppression';
import { trackingService } from './services/tracking';
import { repository, table, type Wiring } from './wiring';

/**
 * The SES events consumer's parts: the review queue's store for the emails, the contacts' soft
 * bounce counts, suppression, the mailbox counters and the senders judged from them, and the
 * tracking service for opens and clicks. All of it is the table, read-write: nothing else.
 */
export function inboundEventDeps(wiring: Wiring): DeliveryEventDeps {
  table(wiring, 'readWrite');
  const senders = senderStatusDeps(wiring);
  const suppress = suppressionFor(wiring);
  const tracking = trackingService(wiring);
  return {
    ...senders,
    store: repository(wiring, createSendStore),
    emails: repository(wiring, createEmailReviewStore),
    softBounces: repository(wiring, createSoftBounceStore),
    suppress: (ctx, contactId, reason) => suppress(ctx, contactId, reason),
    track: (event) => tracking.record(event),
  };
}
