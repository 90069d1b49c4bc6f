import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { useSecretsManagerClient } from '../../../functions/adapters/secrets/secrets-manager';
import { chooseWriter, configuredWriterKind, createWriter } from '../../../functions/composition/writer';

const secrets = mockClient(SecretsManagerClient);

beforeEach(() => {
  secrets.reset();
  useSecretsManagerClient(new SecretsManagerClient({ region: 'eu-west-1' }));
  vi.stubEnv('OPENAI_API_KEY', '');
  vi.stubEnv('OPENAI_SECRET_ARN', '');
  vi.stubEnv('OPENAI_MODEL', '');
  vi.stubEnv('OPENAI_BASE_URL', '');
});

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('configuredWriterKind', () => {
  it('chooses the offline writer when no model key is configured', () => {
    expect(configuredWriterKind()).toBe('offline');
  });

  it('chooses the OpenAI writer when a key or the secret holding it is configured', () => {
    vi.stubEnv('OPENAI_API_KEY', 'sk-local');
    expect(configuredWriterKind()).toBe('openai');
    vi.stubEnv('OPENAI_API_KEY', '');
    vi.stubEnv('OPENAI_SECRET_ARN', 'arn:aws:secretsmanager:eu-west-1:1:secret:model');
    expect(configuredWriterKind()).toBe('openai');
  });
});

describe('createWriter', () => {
  it('makes the offline writer by default', async () => {
    const writer = await createWriter();
    expect(writer.name).toBe('offline');
    expect(secrets.commandCalls(GetSecretValueCommand)).toHaveLength(0);
  });

  it('reads the model key from the secret the cloud names, once, and makes the OpenAI writer', async () => {
    const arn = 'arn:aws:secretsmanager:eu-west-1:1:secret:model';
    vi.stubEnv('OPENAI_SECRET_ARN', arn);
    secrets.on(GetSecretValueCommand, { SecretId: arn }).resolves({ SecretString: 'sk-from-secret' });
    const writer = await createWriter();
    expect(writer.name).toBe('openai:gpt-4o-mini');
    expect(secrets.commandCalls(GetSecretValueCommand)).toHaveLength(1);
  });

  it('prefers OPENAI_API_KEY to the secret and does not read it', async () => {
    vi.stubEnv('OPENAI_API_KEY', 'sk-local');
    vi.stubEnv('OPENAI_SECRET_ARN', 'arn:aws:secretsmanager:eu-west-1:1:secret:model');
    vi.stubEnv('OPENAI_MODEL', 'local-model');
    const writer = await createWriter('openai');
    expect(writer.name).toBe('openai:local-model');
    expect(secrets.commandCalls(GetSecretValueCommand)).toHaveLength(0);
  });

  it('names OPENAI_API_KEY when the OpenAI writer is asked for without a key or a secret', async () => {
    await expect(createWriter('openai')).rejects.toThrow('Missing required environment variable OPENAI_API_KEY.');
  });
});

describe('chooseWriter', () => {
  const arn = 'arn:aws:secretsmanager:eu-west-1:1:secret:model';
  const missing = Object.assign(new Error("Secrets Manager can't find the specified secret."), {
    name: 'ResourceNotFoundException',
  });

  it('writes with the offline writer, and says the secret is missing, when the stage names a model key secret that does not exist', async () => {
    vi.stubEnv('OPENAI_SECRET_ARN', arn);
    secrets.on(GetSecretValueCommand, { SecretId: arn }).rejects(missing);

    const choice = await chooseWriter();

    expect({ writer: choice.writer.name, status: choice.status }).toEqual({
      writer: 'offline',
      status: { kind: 'offline', reason: 'MODEL_SECRET_MISSING' },
    });
  });

  it('writes with the model at OPENAI_BASE_URL, without a key, when the secret does not exist but a server is named', async () => {
    vi.stubEnv('OPENAI_SECRET_ARN', arn);
    vi.stubEnv('OPENAI_BASE_URL', 'http://127.0.0.1:11434/v1');
    vi.stubEnv('OPENAI_MODEL', 'llama3.1');
    secrets.on(GetSecretValueCommand, { SecretId: arn }).rejects(missing);

    const choice = await chooseWriter();

    expect({ writer: choice.writer.name, status: choice.status }).toEqual({
      writer: 'openai:llama3.1',
      status: { kind: 'model', model: 'llama3.1' },
    });
  });

  it('says no model is configured when nothing names one', async () => {
    const choice = await chooseWriter();

    expect(choice.status).toEqual({ kind: 'offline', reason: 'NO_MODEL_CONFIGURED' });
  });

  it('fails, rather than write offline, when the secret cannot be read for another reason', async () => {
    vi.stubEnv('OPENAI_SECRET_ARN', arn);
    secrets
      .on(GetSecretValueCommand, { SecretId: arn })
      .rejects(Object.assign(new Error('denied'), { name: 'AccessDeniedException' }));

    await expect(chooseWriter()).rejects.toThrow('denied');
  });
});
