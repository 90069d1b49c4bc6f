import { withSummedCounts } from '../adapters/dynamodb/email-store';
import { createEmailReviewStore } from '../adapters/dynamodb/review-store';
import { createSendStore } from '../adapters/dynamodb/send-store';
import { createSoftBounceStore } from '../adapters/dynamodb/soft-bounce-store';
import type { DeliveryEventDeps, HardBounceDeps } from '../core/tracking/delivery-events';
import { senderStatusDeps } from './services/sender-health';
import { suppressionFor } from './services/suppression';
import type { TrackingService } from '../core/tracking/tracking-service';
import { trackingService } from './services/tracking';
import { tableStore, table, type Wiring } from './wiring';

/**
 * What a hard bounce writes through (an SES bounce, a delivery report in a rep's mailbox): the
 * review queue's store for the emails, suppression, the mailbox counters and the senders judged
 * from them. All of it is the table, read-write.
 */
export function hardBounceDeps(wiring: Wiring): HardBounceDeps {
  table(wiring, 'readWrite');
  const suppress = suppressionFor(wiring);
  return {
    ...senderStatusDeps(wiring),
    store: tableStore(wiring, createSendStore),
    emails: tableStore(wiring, createEmailReviewStore),
    suppress: (ctx, contactId, reason) => suppress(ctx, contactId, reason),
  };
}

/**
 * The SES events consumer's parts: what a hard bounce writes through, the contacts' soft bounce
 * counts, and the tracking service for opens and clicks (the consumer's own, when it has one for
 * the status moves as well). All of it is the table, read-write: nothing else.
 */
export function inboundEventDeps(wiring: Wiring, tracking: TrackingService = trackingService(wiring)): DeliveryEventDeps {
  return {
    ...hardBounceDeps(wiring),
    softBounces: tableStore(wiring, createSoftBounceStore),
    track: (event) => tracking.record(event),
  };
}

/**
 * Runs one batch of the inbound consumer with the campaign and send-week counts its status moves
 * make summed, written once per counter at the batch's end (email-store.ts withSummedCounts): what
 * failed to be written is answered in `left`, its instance marked for the daily recount.
 */
export function withBatchCounts<T>(work: () => Promise<T>): Promise<{ result: T; left: readonly unknown[] }> {
  return withSummedCounts(work);
}
