import { createEmailActivityStore } from '../../adapters/dynamodb/email-activity-store';
import { createEmailReviewStore } from '../../adapters/dynamodb/review-store';
import { createTrackingLinks, type TrackingLinks } from '../../core/tracking/tracking-links';
import { createTrackingService, type TrackingService } from '../../core/tracking/tracking-service';
import { logger } from '../../logger';
import type { TrackingMoveMessage } from '../../core/tracking/tracking-moves';
import { linkSigner } from '../links';
import { workQueue } from '../queues';
import { tableStore, table, type Wiring } from '../wiring';

/**
 * Records emails' opens and clicks (`record(event)`) and applies the status moves the tracking
 * routes queue (`apply(move)`): the review queue's store for the email and its forward move, and
 * the emails' activity counters. Used by the tracking routes (links without a send time) and by the
 * inbound consumer (SES events, status moves); it needs the table read-write and nothing else.
 */
export function trackingService(wiring: Wiring): TrackingService {
  table(wiring, 'readWrite');
  return createTrackingService({
    emails: tableStore(wiring, createEmailReviewStore),
    activity: tableStore(wiring, createEmailActivityStore),
  });
}

/**
 * The open pixel and the click redirect: the link key to verify their tokens, the emails' activity
 * (one write per event), the inbound queue for the status moves those events ask for, and the
 * tracking service for links whose token names no send time.
 */
export function trackingLinksService(wiring: Wiring): TrackingLinks {
  return createTrackingLinks({
    links: linkSigner(wiring),
    tracking: trackingService(wiring),
    activity: tableStore(wiring, createEmailActivityStore),
    moves: workQueue<TrackingMoveMessage>(wiring, 'inbound'),
    now: wiring.now,
    log: logger,
  });
}
