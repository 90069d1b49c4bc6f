import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';

import { JOBS } from '../../shared/platform/jobs';
import { workerDeps } from '../composition/generation-worker';
import { checkEnvironment, composeOnce } from '../composition/wiring';
import * as z from '../../shared/schemas/zod';
import { GenerationMessageSchema } from '../core/generation/messages';
import { writeQueuedEmail } from '../core/generation/worker';
import type { CampaignParts } from '../core/generation/writer-input';
import { workerLogger as logger } from '../logger';

const job = JOBS.generationConsumer;
checkEnvironment(job);
const deps = composeOnce(job, workerDeps);

/**
 * What a campaign writes from (company, product, senders...), kept by the container for a minute
 * across invocations: a campaign's messages come a few at a time, and each would read them again.
 * Kept as the read itself, so the records of one batch that write for the same campaign at once
 * share one read. Keyed by the campaign's version, so an edited campaign is read afresh at once.
 */
const PARTS_CACHE_MS = 60_000;
const partsCache = new Map<string, Promise<CampaignParts>>();
let partsCacheBornAt = Date.now();

/** Another worker is writing this email now: the record fails, so the queue delivers it again later. */
class EmailBusyError extends Error {
  constructor(emailId: string) {
    super(`Email ${emailId} is being written by another worker.`);
    this.name = 'EmailBusyError';
  }
}

/**
 * Writes one email of a campaign per message of the generation queue, with Powertools batch
 * processing: each record's body is parsed with GenerationMessageSchema (a record that does not
 * parse fails alone), and failed records are reported as partial batch failures, so they come back
 * and, after the queue's receives, go to its dead-letter queue. The records of a batch are written
 * at once (`processInParallel`, Powertools' default, said here because the invocation's length
 * rests on it): each waits for the model, and the invocation is billed for the slowest wait, not
 * for the sum. Each still takes its email's lease and its share of the token budget on its own.
 */
export async function handler(event: SQSEvent, context: Context): Promise<SQSBatchResponse> {
  if (Date.now() - partsCacheBornAt > PARTS_CACHE_MS) {
    partsCache.clear();
    partsCacheBornAt = Date.now();
  }
  const processor = new BatchProcessor(EventType.SQS);
  return processPartialResponse(
    event,
    async (record: SQSRecord) => {
      const message = z.parse(GenerationMessageSchema, JSON.parse(record.body));
      const outcome = await writeQueuedEmail({ ...deps(), partsCache }, message);
      logger.info('generation message handled', {
        messageId: record.messageId,
        namespaceId: message.namespaceId,
        emailId: message.emailId,
        outcome,
      });
      if (outcome === 'BUSY') throw new EmailBusyError(message.emailId);
    },
    processor,
    // a batch whose every record failed is reported record by record too, not thrown
    { context, throwOnFullBatchFailure: false, processInParallel: true },
  );
}
