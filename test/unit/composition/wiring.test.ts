import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { staticLinkKey } from '../../../functions/adapters/secrets/link-key';
import { createLinkSigner } from '../../../functions/core/sending/link-token';
import { linkKey, linkSigner, publicUrls } from '../../../functions/composition/links';
import { workQueue } from '../../../functions/composition/queues';
import { tokenBudget, tokensPerMinuteFromEnv } from '../../../functions/composition/token-budget';
import { installRuntime, uninstallRuntime } from '../../../functions/composition/runtime';
import { readOnlyClient, ReadOnlyTableError } from '../../../functions/composition/table';
import { composeOnce, table, UndeclaredNeedError, type Wiring } from '../../../functions/composition/wiring';
import type { WorkQueue } from '../../../functions/core/ports/queue';

const dynamo = mockClient(DynamoDBDocumentClient);

beforeEach(() => {
  dynamo.reset();
  uninstallRuntime();
});
afterEach(() => {
  vi.unstubAllEnvs();
  uninstallRuntime();
});

function wiringOf(needs: Wiring['fn']['needs'], overrides: Wiring['overrides'] = undefined): Wiring {
  const now = () => new Date('2026-03-01T00:00:00Z');
  return { fn: { name: 'test.function', needs }, overrides, now, storeDeps: { now } };
}

describe('composing a function in a Lambda (no runtime installed)', () => {
  it('fails at once, naming the variable, when its environment lacks one its needs read', () => {
    vi.stubEnv('TABLE_NAME', '');

    expect(() => composeOnce({ name: 'company.get', needs: { table: 'read' } }, () => 'built')).toThrow(
      'Missing required environment variable TABLE_NAME.',
    );
  });

  it.each([
    [{ table: 'read', senderKey: true }, 'SENDER_KEY_ID'],
    [{ table: 'read', webOrigins: true }, 'WEB_ORIGINS'],
    [{ table: 'readWrite', queues: ['generation'] }, 'GENERATION_QUEUE_URL'],
    [{ table: 'readWrite', linkKey: true }, 'LINK_KEY_SECRET_ARN'],
    [{ publicUrls: true }, 'PUBLIC_API_URL'],
  ] as const)('fails at once when %o is declared and %s is missing', (needs, variable) => {
    vi.stubEnv('TABLE_NAME', 'table');

    expect(() => composeOnce({ name: 'route', needs }, () => 'built')).toThrow(
      `Missing required environment variable ${variable}.`,
    );
  });

  it('builds at once, while the module loads, and only once', () => {
    vi.stubEnv('TABLE_NAME', 'table');
    const build = vi.fn(() => ({ built: true }));

    const current = composeOnce({ name: 'company.get', needs: { table: 'read' } }, build);

    expect(build).toHaveBeenCalledTimes(1);
    expect(current()).toBe(current());
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('fails the init when the composition uses something the function did not declare', () => {
    vi.stubEnv('TABLE_NAME', 'table');

    expect(() => composeOnce({ name: 'webhook.healthcheck', needs: {} }, (wiring) => table(wiring))).toThrow(UndeclaredNeedError);
  });
});

describe('composing under the local stack and tests', () => {
  it('builds on the first call, and again only after another runtime is installed', () => {
    const client = DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'local' }));
    installRuntime({ documentClient: client, tableName: 'first' });
    const current = composeOnce({ name: 'company.get', needs: { table: 'read' } }, (wiring) => table(wiring).name);

    expect(current()).toBe('first');
    expect(current()).toBe('first');
    installRuntime({ documentClient: client, tableName: 'second' });
    expect(current()).toBe('second');
  });
});

describe('the table a function is given', () => {
  it('is refused to a function that declares no table access', () => {
    expect(() => table(wiringOf({}))).toThrow('test.function uses table read access but does not declare it in its needs.');
  });

  it('is refused for writing to a function that declares it read-only', () => {
    expect(() => table(wiringOf({ table: 'read' }), 'readWrite')).toThrow(UndeclaredNeedError);
  });

  it('refuses every write of a read-only function before it leaves, and lets its reads through', async () => {
    dynamo.on(GetCommand).resolves({ Item: { pk: 'p' } });
    dynamo.on(QueryCommand).resolves({ Items: [] });
    const client = readOnlyClient(DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'local' })));

    await expect(client.send(new GetCommand({ TableName: 't', Key: { pk: 'p', sk: 's' } }))).resolves.toMatchObject({
      Item: { pk: 'p' },
    });
    await expect(client.send(new QueryCommand({ TableName: 't' }))).resolves.toMatchObject({ Items: [] });
    await expect(client.send(new PutCommand({ TableName: 't', Item: { pk: 'p' } }))).rejects.toThrow(ReadOnlyTableError);
    await expect(client.send(new TransactWriteCommand({ TransactItems: [] }))).rejects.toThrow(ReadOnlyTableError);
    expect(dynamo.commandCalls(PutCommand)).toHaveLength(0);
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });
});

describe('work queues', () => {
  it('are given only to a function that declares sending to them', () => {
    expect(() => workQueue(wiringOf({ table: 'read', queues: ['sending'] }), 'generation')).toThrow(
      'test.function uses the generation queue but does not declare it in its needs.',
    );
  });

  it('are the runtime’s in-process queue under the local stack', () => {
    const local: WorkQueue<unknown> = { send: () => Promise.resolve({ failed: [] }) };

    expect(workQueue(wiringOf({ queues: ['generation'] }, { queues: { generation: local } }), 'generation')).toBe(local);
  });
});

describe('the shared token budget', () => {
  it('is given only to a function that writes with the model', () => {
    expect(() => tokenBudget(wiringOf({ table: 'readWrite' }))).toThrow(
      'test.function uses the model key but does not declare it in its needs.',
    );
  });

  it('allows the documented 600,000 tokens a minute unless MODEL_TOKENS_PER_MINUTE says otherwise, and refuses a bad value by name', () => {
    vi.stubEnv('MODEL_TOKENS_PER_MINUTE', '');
    expect(tokensPerMinuteFromEnv()).toBe(600_000);
    vi.stubEnv('MODEL_TOKENS_PER_MINUTE', '90000');
    expect(tokensPerMinuteFromEnv()).toBe(90_000);
    vi.stubEnv('MODEL_TOKENS_PER_MINUTE', 'lots');
    expect(() => tokensPerMinuteFromEnv()).toThrow('MODEL_TOKENS_PER_MINUTE must be an integer of at least 1, not "lots".');
  });
});

describe('the link key and the public URLs', () => {
  it('are given only to a function that declares them', () => {
    expect(() => linkKey(wiringOf({ table: 'readWrite' }))).toThrow(
      'test.function uses the link key but does not declare it in its needs.',
    );
    expect(() => publicUrls(wiringOf({ linkKey: true }))).toThrow(
      'test.function uses the public URLs but does not declare it in its needs.',
    );
  });

  it('are the runtime’s under the local stack and tests', async () => {
    const key = staticLinkKey('a-local-link-key-of-forty-three-characters');
    const urls = { api: 'http://127.0.0.1:3001', web: 'http://127.0.0.1:5173' };
    const wiring = wiringOf({ linkKey: true, publicUrls: true }, { linkKey: key, publicUrls: urls });

    expect(linkKey(wiring)).toBe(key);
    expect(publicUrls(wiring)).toBe(urls);
    const token = await linkSigner(wiring).sign({ purpose: 'unsubscribe', namespaceId: 'n-1', contactId: 'c', emailId: 'e' });
    await expect(createLinkSigner(key).verify(token, 'unsubscribe')).resolves.toMatchObject({ contactId: 'c' });
  });

  it('read the origins from the environment in a Lambda, and refuse one that is not an origin by name', () => {
    vi.stubEnv('PUBLIC_API_URL', 'https://app.example.com/');
    vi.stubEnv('PUBLIC_WEB_URL', 'https://app.example.com');
    expect(publicUrls(wiringOf({ publicUrls: true }))).toEqual({
      api: 'https://app.example.com',
      web: 'https://app.example.com',
    });

    vi.stubEnv('PUBLIC_WEB_URL', 'https://app.example.com/email');
    expect(() => publicUrls(wiringOf({ publicUrls: true }))).toThrow('PUBLIC_WEB_URL must be an http(s) origin');
  });
});
