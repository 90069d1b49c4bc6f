import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';

import { JOBS } from '../../shared/platform/jobs';
import * as z from '../../shared/schemas/zod';
import { crmImportDeps } from '../composition/crm-import';
import { checkEnvironment, composeOnce } from '../composition/wiring';
import { handleCrmPage } from '../core/crm/crm-import';
import { CrmPageMessageSchema } from '../core/crm/messages';
import { workerLogger as logger } from '../logger';

const job = JOBS.crmImportConsumer;
checkEnvironment(job);
const deps = composeOnce(job, (wiring) => crmImportDeps(wiring, { classifyDomains: true }));

/**
 * Imports one page of a CRM's contacts per message of the crm queue, with Powertools batch
 * processing: each record's body is parsed with CrmPageMessageSchema (one that does not parse fails
 * alone), and a failed record is reported as a partial batch failure, so it comes back and, after
 * the queue's receives, goes to its dead-letter queue. A page the CRM rate-limits is not a failure:
 * the job puts it back itself with the CRM's delay.
 */
export async function handler(event: SQSEvent, context: Context): Promise<SQSBatchResponse> {
  const processor = new BatchProcessor(EventType.SQS);
  return processPartialResponse(
    event,
    async (record: SQSRecord) => {
      const message = z.parse(CrmPageMessageSchema, JSON.parse(record.body));
      const outcome = await handleCrmPage(deps(), message);
      logger.info('crm page handled', {
        messageId: record.messageId,
        namespaceId: message.namespaceId,
        type: message.type,
        importId: message.importId,
        page: message.page,
        outcome,
      });
    },
    processor,
    { context, throwOnFullBatchFailure: false },
  );
}
