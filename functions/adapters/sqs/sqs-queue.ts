import { SendMessageBatchCommand, type SQSClient } from '@aws-sdk/client-sqs';

import type { QueueMessage, QueueSendResult, WorkQueue } from '../../core/ports/queue';

/** SQS takes at most this many messages per SendMessageBatch. */
const SQS_BATCH_SIZE = 10;

/** An SQS message id: at most 80 letters, digits, hyphens and underscores. */
function entryId(id: string, index: number): string {
  const cleaned = id.replace(/[^A-Za-z0-9_-]/g, '_');
  return `${index}-${cleaned}`.slice(0, 80);
}

/**
 * A work queue over SQS: messages go in batches of ten, each with its id as a message attribute.
 * Entries SQS did not take come back as failed, with SQS's reason; the caller decides whether to
 * send them again (each consumer's conditional writes make a repeat harmless).
 */
export function createSqsQueue<T>(sqs: SQSClient, queueUrl: string): WorkQueue<T> {
  return {
    async send(messages: readonly QueueMessage<T>[]): Promise<QueueSendResult> {
      const failed: { id: string; reason: string }[] = [];
      for (let start = 0; start < messages.length; start += SQS_BATCH_SIZE) {
        const batch = messages.slice(start, start + SQS_BATCH_SIZE);
        const entries = batch.map((message, index) => ({
          Id: entryId(message.id, index),
          MessageBody: JSON.stringify(message.body),
          MessageAttributes: { workId: { DataType: 'String', StringValue: message.id } },
          ...(message.delaySeconds === undefined ? {} : { DelaySeconds: message.delaySeconds }),
        }));
        const byEntry = new Map(entries.map((entry, index) => [entry.Id, batch[index]?.id ?? '']));
        const answer = await sqs.send(new SendMessageBatchCommand({ QueueUrl: queueUrl, Entries: entries }));
        for (const failure of answer.Failed ?? []) {
          failed.push({ id: byEntry.get(failure.Id ?? '') ?? '', reason: failure.Message ?? failure.Code ?? 'rejected' });
        }
      }
      return { failed };
    },
  };
}
