import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';

import { readSecretString, useSecretsManagerClient } from '../../../functions/adapters/secrets/secrets-manager';

const secrets = mockClient(SecretsManagerClient);

beforeEach(() => {
  secrets.reset();
  useSecretsManagerClient(new SecretsManagerClient({ region: 'eu-west-1' }));
});

describe('readSecretString', () => {
  it('reads a secret once per container, trimmed', async () => {
    secrets.on(GetSecretValueCommand, { SecretId: 'arn:google' }).resolves({ SecretString: ' s3cret\n' });

    const first = await readSecretString('arn:google');
    const second = await readSecretString('arn:google');

    expect([first, second]).toEqual(['s3cret', 's3cret']);
    expect(secrets.commandCalls(GetSecretValueCommand)).toHaveLength(1);
  });

  it('refuses a secret without text and reads it again on the next call', async () => {
    secrets
      .on(GetSecretValueCommand, { SecretId: 'arn:binary' })
      .resolvesOnce({ SecretBinary: new Uint8Array([1]) })
      .resolves({ SecretString: 'now-text' });

    await expect(readSecretString('arn:binary')).rejects.toThrow('Secret arn:binary has no text value.');
    await expect(readSecretString('arn:binary')).resolves.toBe('now-text');
  });
});
