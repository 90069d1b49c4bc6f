import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';

import * as z from '../../shared/schemas/zod';
import { CrmEventMessageSchema, handleCrmEvent, type CrmEventDeps } from '../core/crm/crm-events';
import { workerLogger as logger } from '../logger';

/**
 * Applies a batch of CRM events with `deps`: each record's body checked by CrmEventMessageSchema (one
 * that does not parse fails alone and, after the queue's receives, rests in its dead-letter queue),
 * the records one after another, and a failed record (a rate limit, an outage) reported as a
 * partial batch failure, so only it comes back after the visibility timeout. Log lines carry ids,
 * never an address.
 */
export function handleCrmEventBatch(events: CrmEventDeps, event: SQSEvent, context: Context): Promise<SQSBatchResponse> {
  const processor = new BatchProcessor(EventType.SQS);
  return processPartialResponse(
    event,
    async (record: SQSRecord) => {
      const message = z.parse(CrmEventMessageSchema, JSON.parse(record.body));
      const outcome = await handleCrmEvent(events, message);
      const fields = {
        messageId: record.messageId,
        namespaceId: message.namespaceId,
        type: message.type,
        eventId: message.eventId,
        kind: message.kind,
        outcome,
      };
      if (outcome === 'AUTH_FAILED') logger.warn('CRM event dropped: the CRM refused the credentials', fields);
      else logger.info('CRM event handled', fields);
    },
    processor,
    { context, throwOnFullBatchFailure: false, processInParallel: false },
  );
}
