import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';

import { JOBS } from '../../shared/platform/jobs';
import { inboundEventDeps, withBatchCounts } from '../composition/inbound-events';
import { inboundMailHandler } from '../composition/inbound-mail';
import { mailboxSyncDeps } from '../composition/mailbox-sync';
import { trackingService } from '../composition/services/tracking';
import { composeOnce } from '../composition/wiring';
import { mailboxNoticeOf } from '../core/mailbox/mailbox-notices';
import { handleMailboxNotice } from '../core/mailbox/mailbox-sync';
import { handleSesEvent, type DeliveryEventOutcome } from '../core/tracking/delivery-events';
import { MalformedSesEventError, sesEventOf } from '../core/tracking/ses-events';
import { isTrackingMove, TrackingMoveSchema } from '../core/tracking/tracking-moves';
import * as z from '../../shared/schemas/zod';
import { workerLogger as logger } from '../logger';

// one tracking service for SES's opens and clicks and for the routes' status moves
const composed = composeOnce(JOBS.inboundConsumer, (wiring) => {
  const tracking = trackingService(wiring);
  return { events: inboundEventDeps(wiring, tracking), tracking };
});
const deps = () => composed().events;
const tracking = () => composed().tracking;
const mailboxDeps = composeOnce(JOBS.inboundConsumer, (wiring) => mailboxSyncDeps(wiring, inboundMailHandler(wiring)));

/** A record's body, parsed once; one that is not JSON fails alone. */
function bodyOf(record: SQSRecord): unknown {
  try {
    return JSON.parse(record.body) as unknown;
  } catch {
    throw new MalformedSesEventError('the body is not JSON');
  }
}

/**
 * Applies the three kinds of message of the inbound-events queue, told apart by their body:
 * - a status move (`kind` TRACKING_MOVE, queued by the open and click routes for a person's event:
 *   checked by its zod schema, then the email moved forward once: see TrackingService.apply);
 * - a mailbox notice (a Gmail or Microsoft mailbox has new mail: see handleMailboxNotice);
 * - an SES event (bounces, complaints, deliveries, opens, clicks), read from its EventBridge
 *   envelope (one that is no such event fails alone; one of a type that changes nothing, or not
 *   tagged by us, succeeds).
 * With Powertools batch processing, the records one after another, failures reported as partial
 * batch failures (a record that fails every receive lands in the dead-letter queue); the campaign
 * and send-week counts the batch moves are written once per counter, at its end. Log lines
 * carry ids and counts, never an address.
 */
export async function handler(event: SQSEvent, context: Context): Promise<SQSBatchResponse> {
  const processor = new BatchProcessor(EventType.SQS);
  const counts: Partial<Record<DeliveryEventOutcome, number>> = {};
  // the campaign and send-week counts of the batch's moves are summed, and written once each at its end
  const { result: answer, left } = await withBatchCounts(() =>
    processPartialResponse(
      event,
      async (record: SQSRecord) => {
        const body = bodyOf(record);
        if (isTrackingMove(body)) {
          const parsed = z.safeParse(TrackingMoveSchema, body);
          if (!parsed.success) {
            throw new Error(`Not a status move: ${parsed.error.issues.map((issue) => issue.path.join('.')).join(', ')}`);
          }
          const move = parsed.data;
          const outcome = await tracking().apply({ ...move, kind: move.event, at: new Date(move.at) });
          logger.info('tracking move applied', {
            messageId: record.messageId,
            namespaceId: move.namespaceId,
            emailId: move.emailId,
            event: move.event,
            outcome,
          });
          return;
        }
        const notice = mailboxNoticeOf(body);
        if (notice) {
          const result = await handleMailboxNotice(mailboxDeps(), notice);
          logger.info('mailbox notice handled', {
            messageId: record.messageId,
            namespaceId: notice.namespaceId,
            senderId: notice.senderId,
            notice: notice.kind,
            ...result,
          });
          return;
        }
        const parsed = sesEventOf(body);
        const namespaceId = parsed.kind === 'IGNORED' ? parsed.namespaceId : parsed.ref.namespaceId;
        const result = await handleSesEvent(deps(), parsed);
        counts[result.outcome] = (counts[result.outcome] ?? 0) + 1;
        logger.info('SES event handled', {
          messageId: record.messageId,
          namespaceId,
          ...(parsed.kind === 'IGNORED' ? {} : { emailId: parsed.ref.emailId }),
          event: parsed.kind,
          ...result,
        });
      },
      processor,
      { context, throwOnFullBatchFailure: false, processInParallel: false },
    ),
  );
  if (left.length > 0) {
    // every record's own writes were made: the counts left short are the daily recount's (the instance is marked)
    logger.error('SES events batch counts left to the recount', { counters: left.length, error: left[0] });
  }
  logger.info('SES events batch handled', { records: event.Records.length, failed: answer.batchItemFailures.length, ...counts });
  return answer;
}
