import { Logger } from '@aws-lambda-powertools/logger';
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';

const logger = new Logger({ serviceName: 'reachwise-workers' });

/**
 * A queue consumer whose job is not available in this version. It keeps every message: each is
 * reported as a batch item failure, so it is retried and ends in the queue's dead-letter queue
 * (with its alarm) instead of being dropped.
 */
export function queueConsumerNotYetAvailable(job: string) {
  return (event: SQSEvent): Promise<SQSBatchResponse> => {
    const ids = event.Records.map((record) => record.messageId);
    logger.warn('job not available yet; messages kept for retry', { job, messages: ids.length });
    return Promise.resolve({ batchItemFailures: ids.map((itemIdentifier) => ({ itemIdentifier })) });
  };
}

/** A scheduled job that is not available in this version: it logs that it ran and does nothing. */
export function scheduledJobNotYetAvailable(job: string) {
  return (): Promise<{ job: string; done: false }> => {
    logger.info('job not available yet; nothing done', { job });
    return Promise.resolve({ job, done: false });
  };
}
