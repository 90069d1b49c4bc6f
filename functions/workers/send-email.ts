import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';

import { JOBS } from '../../shared/platform/jobs';
import * as z from '../../shared/schemas/zod';
import { sendWorkerDeps } from '../composition/send-worker';
import { suppressionFor } from '../composition/services/suppression';
import { composeOnce } from '../composition/wiring';
import { SendMessageSchema } from '../core/sending/messages';
import { sendQueuedEmail } from '../core/sending/worker';
import { workerLogger as logger } from '../logger';

const deps = composeOnce(JOBS.sendingConsumer, (wiring) => sendWorkerDeps(wiring, suppressionFor(wiring)));

/**
 * Sends one email per message of the sending queue, with Powertools batch processing: each record's
 * body is parsed with SendMessageSchema (a record that does not parse fails alone and, after the
 * queue's receives, lands in its dead-letter queue), the records of a batch one after another (two
 * sends of one mailbox are never concurrent here), and failures reported as partial batch failures.
 */
export async function handler(event: SQSEvent, context: Context): Promise<SQSBatchResponse> {
  const processor = new BatchProcessor(EventType.SQS);
  return processPartialResponse(
    event,
    async (record: SQSRecord) => {
      const message = z.parse(SendMessageSchema, JSON.parse(record.body));
      const outcome = await sendQueuedEmail(deps(), message);
      logger.info('send message handled', {
        messageId: record.messageId,
        namespaceId: message.namespaceId,
        emailId: message.emailId,
        outcome,
      });
    },
    processor,
    { context, throwOnFullBatchFailure: false, processInParallel: false },
  );
}
