import { DecryptCommand, EncryptCommand, KMSClient } from '@aws-sdk/client-kms';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { SENDER_CREDENTIALS_CONTEXT, createKmsSecretBox } from '../../../functions/adapters/secrets/kms-secret-box';
import { senderSecretBox } from '../../../functions/composition/secrets';
import { UndeclaredNeedError, type Wiring } from '../../../functions/composition/wiring';

const KEY_ID = 'arn:aws:kms:eu-west-1:123456789012:key/1234abcd-12ab-34cd-56ef-1234567890ab';
const kms = mockClient(KMSClient);

beforeEach(() => {
  kms.reset();
  // a stand-in for KMS: the "ciphertext" is the plaintext reversed behind a marker
  kms.on(EncryptCommand).callsFake((input: { Plaintext: Uint8Array }) => ({
    CiphertextBlob: Buffer.concat([Buffer.from('kms:'), Buffer.from(input.Plaintext).reverse()]),
  }));
  kms.on(DecryptCommand).callsFake((input: { CiphertextBlob: Uint8Array }) => ({
    Plaintext: Buffer.from(input.CiphertextBlob).subarray(4).reverse(),
  }));
});

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('the KMS secret box', () => {
  it('seals with the sender-credentials key and the purpose context, and never returns the plaintext', async () => {
    const box = createKmsSecretBox(new KMSClient({ region: 'eu-west-1' }), KEY_ID);

    const sealed = await box.seal('correct horse battery staple');

    expect(sealed).toMatch(/^kms1\.[A-Za-z0-9_-]+$/);
    expect(sealed).not.toContain('correct horse');
    const [call] = kms.commandCalls(EncryptCommand);
    expect(call?.args[0].input).toMatchObject({ KeyId: KEY_ID, EncryptionContext: SENDER_CREDENTIALS_CONTEXT });
  });

  it('opens what it sealed, asking KMS with the same key and context', async () => {
    const box = createKmsSecretBox(new KMSClient({ region: 'eu-west-1' }), KEY_ID);

    const opened = await box.open(await box.seal('pässwörd with spaces '));

    expect(opened).toBe('pässwörd with spaces ');
    expect(kms.commandCalls(DecryptCommand)[0]?.args[0].input).toMatchObject({
      KeyId: KEY_ID,
      EncryptionContext: SENDER_CREDENTIALS_CONTEXT,
    });
  });

  it('refuses a value sealed by another box without calling KMS', async () => {
    const box = createKmsSecretBox(new KMSClient({ region: 'eu-west-1' }), KEY_ID);

    await expect(box.open('v1.aXY.dGFn.Y2lwaGVy')).rejects.toThrow('Unknown sealed secret format.');
    expect(kms.commandCalls(DecryptCommand)).toHaveLength(0);
  });

  it('passes on a KMS failure (a key the function may not use) instead of storing anything', async () => {
    kms
      .on(EncryptCommand)
      .rejects(Object.assign(new Error('User is not authorized to perform kms:Encrypt'), { name: 'AccessDeniedException' }));
    const box = createKmsSecretBox(new KMSClient({ region: 'eu-west-1' }), KEY_ID);

    await expect(box.seal('secret')).rejects.toThrow('not authorized');
  });
});

/** The wiring of a function with these needs and no installed runtime (as in a Lambda). */
function wiringOf(needs: Wiring['fn']['needs']): Wiring {
  const now = () => new Date('2026-03-01T00:00:00Z');
  return { fn: { name: 'test.function', needs }, overrides: undefined, now, storeDeps: { now } };
}

describe('choosing the secret box from the environment', () => {
  it('uses KMS when SENDER_KEY_ID is set, even with a local key present', async () => {
    vi.stubEnv('SENDER_KEY_ID', KEY_ID);
    vi.stubEnv('SECRET_KEY', Buffer.alloc(32, 7).toString('base64'));
    vi.stubEnv('AWS_REGION', 'eu-west-1');

    const sealed = await senderSecretBox(wiringOf({ table: 'readWrite', senderKey: true })).seal('x');

    expect(sealed).toMatch(/^kms1\./);
  });

  it('uses the local AES key without SENDER_KEY_ID, and refuses to store without either', async () => {
    vi.stubEnv('SENDER_KEY_ID', '');
    vi.stubEnv('SECRET_KEY', Buffer.alloc(32, 7).toString('base64'));
    expect(await senderSecretBox(wiringOf({ table: 'readWrite', senderKey: true })).seal('x')).toMatch(/^v1\./);

    vi.stubEnv('SECRET_KEY', '');
    await expect(senderSecretBox(wiringOf({ table: 'readWrite', senderKey: true })).seal('x')).rejects.toThrow(
      'Credential storage is not configured on this server.',
    );
    expect(kms.commandCalls(EncryptCommand)).toHaveLength(0);
  });

  it('is refused to a function that does not declare the sender key', () => {
    vi.stubEnv('SENDER_KEY_ID', KEY_ID);

    expect(() => senderSecretBox(wiringOf({ table: 'readWrite' }))).toThrow(UndeclaredNeedError);
  });
});
