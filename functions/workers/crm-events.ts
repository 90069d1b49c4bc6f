import type { Context, SQSBatchResponse, SQSEvent } from 'aws-lambda';

import { JOBS } from '../../shared/platform/jobs';
import { crmEventDeps } from '../composition/crm-events';
import { composeOnce } from '../composition/wiring';
import { handleCrmEventBatch } from './crm-event-batch';

const deps = composeOnce(JOBS.crmEventsConsumer, crmEventDeps);

/** The CRM events queue's consumer (see handleCrmEventBatch). */
export function handler(event: SQSEvent, context: Context): Promise<SQSBatchResponse> {
  return handleCrmEventBatch(deps(), event, context);
}
