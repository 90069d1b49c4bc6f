import { SendMessageBatchCommand, SQSClient } from '@aws-sdk/client-sqs';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';

import { createSqsQueue } from '../../../functions/adapters/sqs/sqs-queue';

const sqs = mockClient(SQSClient);
const URL = 'https://sqs.eu-west-1.amazonaws.com/123456789012/generation';

beforeEach(() => {
  sqs.reset();
});

describe('the SQS work queue', () => {
  it('sends in batches of ten, each message with its work id, and answers nothing failed', async () => {
    sqs.on(SendMessageBatchCommand).resolves({ Successful: [], Failed: [] });
    const queue = createSqsQueue<{ n: number }>(new SQSClient({ region: 'eu-west-1' }), URL);
    const messages = Array.from({ length: 23 }, (_, n) => ({ id: `campaign-1#contact-${n}#0`, body: { n } }));

    const result = await queue.send(messages);

    const batches = sqs.commandCalls(SendMessageBatchCommand).map((call) => call.args[0].input);
    expect(batches.map((batch) => batch.Entries?.length)).toEqual([10, 10, 3]);
    expect(batches.every((batch) => batch.QueueUrl === URL)).toBe(true);
    expect(batches[0]?.Entries?.[1]).toEqual({
      Id: '1-campaign-1_contact-1_0',
      MessageBody: '{"n":1}',
      MessageAttributes: { workId: { DataType: 'String', StringValue: 'campaign-1#contact-1#0' } },
    });
    expect(result).toEqual({ failed: [] });
  });

  it('answers the messages SQS did not take, by their work id, with its reason', async () => {
    sqs.on(SendMessageBatchCommand).resolves({
      Successful: [],
      Failed: [{ Id: '1-b', Code: 'InternalError', SenderFault: false, Message: 'try again' }],
    });
    const queue = createSqsQueue<string>(new SQSClient({ region: 'eu-west-1' }), URL);

    const result = await queue.send([
      { id: 'a', body: 'first' },
      { id: 'b', body: 'second', delaySeconds: 30 },
    ]);

    expect(result).toEqual({ failed: [{ id: 'b', reason: 'try again' }] });
    expect(sqs.commandCalls(SendMessageBatchCommand)[0]?.args[0].input.Entries?.[1]?.DelaySeconds).toBe(30);
  });
});
