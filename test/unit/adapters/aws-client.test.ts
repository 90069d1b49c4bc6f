import { DynamoDBClient, GetItemCommand } from '@aws-sdk/client-dynamodb';
import { SendMessageBatchCommand } from '@aws-sdk/client-sqs';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';

import { settleClient } from '../../../functions/adapters/aws-client';
import { createSqsClient } from '../../../functions/composition/queues';

interface SentRequest {
  headers: Record<string, string>;
  body: string;
}

/** A transport that keeps what the client sent and answers `answer(body)` as the service does. */
function recordingTransport(answer: (body: string) => unknown) {
  const sent: SentRequest[] = [];
  return {
    sent,
    requestHandler: {
      metadata: { handlerProtocol: 'http/1.1' },
      handle(request: { headers: Record<string, string>; body?: unknown }) {
        const { body: raw } = request;
        const body = typeof raw === 'string' ? raw : Buffer.from(raw as Uint8Array).toString('utf8');
        sent.push({ headers: { ...request.headers }, body });
        const payload = Buffer.from(JSON.stringify(answer(body)));
        return Promise.resolve({
          response: { statusCode: 200, headers: { 'content-type': 'application/x-amz-json-1.0' }, body: payload },
        });
      },
      updateHttpClientConfig: () => {},
      httpHandlerConfigs: () => ({}),
      destroy: () => {},
    },
  };
}

const getItem = (id: string) => new GetItemCommand({ TableName: 'table', Key: { pk: { S: id } } });

describe('settleClient', () => {
  it('signs each request with the credentials the provider answers at the time, when they rotate', async () => {
    const transport = recordingTransport(() => ({}));
    let issued = 0;
    const client = new DynamoDBClient({
      region: 'eu-west-1',
      requestHandler: transport.requestHandler,
      credentials: () => {
        issued += 1;
        return Promise.resolve({ accessKeyId: `KEY${issued}`, secretAccessKey: 'secret', expiration: new Date(Date.now() - 1) });
      },
    });
    settleClient(client);

    await client.send(getItem('a'));
    await client.send(getItem('b'));

    const authorization = transport.sent.map((request) => request.headers.authorization ?? '');
    expect(authorization[0]).toMatch(/^AWS4-HMAC-SHA256 Credential=KEY\d+\/\d{8}\/eu-west-1\/dynamodb\/aws4_request/);
    expect(authorization[1]).toMatch(/Credential=KEY\d+\//);
    expect(authorization[1]?.match(/Credential=(KEY\d+)/)?.[1]).not.toBe(authorization[0]?.match(/Credential=(KEY\d+)/)?.[1]);
  });

  it("sends the SDK's own user agent, without its per-request feature list", async () => {
    const settled = recordingTransport(() => ({}));
    const plain = recordingTransport(() => ({}));
    const credentials = { accessKeyId: 'key', secretAccessKey: 'secret' };
    const settledClient = new DynamoDBClient({ region: 'eu-west-1', credentials, requestHandler: settled.requestHandler });
    settleClient(settledClient);
    const plainClient = new DynamoDBClient({ region: 'eu-west-1', credentials, requestHandler: plain.requestHandler });

    await settledClient.send(getItem('a'));
    await settledClient.send(getItem('b'));
    await plainClient.send(getItem('a'));

    const sdkAgent = (plain.sent[0]?.headers['user-agent'] ?? '')
      .split(' ')
      .filter((part) => !part.startsWith('m/'))
      .join(' ');
    expect(sdkAgent).toMatch(/^aws-sdk-js\/\S+ .*api\/dynamodb#/);
    expect(settled.sent.map((request) => request.headers['user-agent'])).toEqual([sdkAgent, sdkAgent]);
    expect(settled.sent[1]?.headers['x-amz-user-agent']).toBe(sdkAgent);
  });

  it('settles a client given to it twice once, and it still sends', async () => {
    const transport = recordingTransport(() => ({}));
    const client = new DynamoDBClient({
      region: 'eu-west-1',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      requestHandler: transport.requestHandler,
    });

    settleClient(client);
    settleClient(client);
    await client.send(getItem('a'));

    expect(transport.sent[0]?.headers['user-agent']).toMatch(/^aws-sdk-js\//);
  });
});

describe('the SQS client', () => {
  it('sends each batch it is given, its middleware resolved once', async () => {
    const transport = recordingTransport((body) => {
      const { Entries } = JSON.parse(body) as { Entries: { Id: string; MessageBody: string }[] };
      return {
        Successful: Entries.map((entry) => ({
          Id: entry.Id,
          MessageId: `message-${entry.Id}`,
          MD5OfMessageBody: createHash('md5').update(entry.MessageBody).digest('hex'),
        })),
        Failed: [],
      };
    });
    const sqs = createSqsClient({
      region: 'eu-west-1',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      requestHandler: transport.requestHandler,
    });
    const queueUrl = 'https://sqs.eu-west-1.amazonaws.com/123456789012/inbound';

    const first = await sqs.send(
      new SendMessageBatchCommand({ QueueUrl: queueUrl, Entries: [{ Id: 'a', MessageBody: 'first' }] }),
    );
    const second = await sqs.send(
      new SendMessageBatchCommand({ QueueUrl: queueUrl, Entries: [{ Id: 'b', MessageBody: 'second' }] }),
    );

    expect(transport.sent.map((request) => (JSON.parse(request.body) as { Entries: unknown[] }).Entries)).toEqual([
      [{ Id: 'a', MessageBody: 'first' }],
      [{ Id: 'b', MessageBody: 'second' }],
    ]);
    expect([first.Successful?.[0]?.MessageId, second.Successful?.[0]?.MessageId]).toEqual(['message-a', 'message-b']);
    expect(transport.sent[1]?.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=key\/\d{8}\/eu-west-1\/sqs\//);
  });
});
