import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import { Logger } from '@aws-lambda-powertools/logger';
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';

import { JOBS } from '../../shared/platform/jobs';
import { inboundEventDeps } from '../composition/inbound-events';
import { inboundMailHandler } from '../composition/inbound-mail';
import { mailboxSyncDeps } from '../composition/mailbox-sync';
import { composeOnce } from '../composition/wiring';
import { mailboxNoticeOf, type MailboxNotice } from '../core/mailbox/mailbox-notices';
import { handleMailboxNotice } from '../core/mailbox/mailbox-sync';
import { handleSesEvent, type DeliveryEventOutcome } from '../core/tracking/delivery-events';
import { parseSesEvent } from '../core/tracking/ses-events';

const logger = new Logger({ serviceName: 'reachwise-workers' });
const deps = composeOnce(JOBS.inboundConsumer, inboundEventDeps);
const mailboxDeps = composeOnce(JOBS.inboundConsumer, (wiring) => mailboxSyncDeps(wiring, inboundMailHandler(wiring)));

/** The mailbox notice a record holds (queued by the Gmail and Outlook webhooks), or undefined for an SES event. */
function noticeOf(body: string): MailboxNotice | undefined {
  try {
    return mailboxNoticeOf(JSON.parse(body));
  } catch {
    return undefined;
  }
}

/**
 * Applies the mailbox notices of the inbound-events queue (a Gmail or Microsoft mailbox has new
 * mail: see handleMailboxNotice) and its SES events (bounces, complaints, deliveries, opens,
 * clicks), with Powertools batch processing: each record's body is parsed as an EventBridge SES
 * event (one that is not JSON or no such event fails alone and, after the queue's receives, lands
 * in its dead-letter queue; one of a type that changes nothing, or not tagged by us, succeeds),
 * the records one after another, failures reported as partial batch failures. Log lines carry ids
 * and counts, never an address.
 */
export async function handler(event: SQSEvent, context: Context): Promise<SQSBatchResponse> {
  const processor = new BatchProcessor(EventType.SQS);
  const counts: Partial<Record<DeliveryEventOutcome, number>> = {};
  const answer = await processPartialResponse(
    event,
    async (record: SQSRecord) => {
      const notice = noticeOf(record.body);
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
      const parsed = parseSesEvent(record.body);
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
  );
  logger.info('SES events batch handled', { records: event.Records.length, failed: answer.batchItemFailures.length, ...counts });
  return answer;
}
