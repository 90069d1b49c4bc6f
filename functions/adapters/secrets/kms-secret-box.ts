import { DecryptCommand, EncryptCommand, type KMSClient } from '@aws-sdk/client-kms';

import type { SecretBox } from '../../core/ports/secrets';

const VERSION = 'kms1';

/** Binds every sealed value to its purpose: a ciphertext made for something else does not open here. */
export const SENDER_CREDENTIALS_CONTEXT = { purpose: 'reachwise-sender-credentials' } as const;

/**
 * Seals with the sender-credentials KMS key (`kms1.<ciphertext blob>` in base64url), bound to its
 * purpose by an encryption context. Passwords and tokens are far below KMS's 4 KB limit. The cloud
 * uses this box; local runs and tests use the AES box.
 */
export function createKmsSecretBox(kms: KMSClient, keyId: string): SecretBox {
  return {
    async seal(plaintext) {
      const { CiphertextBlob } = await kms.send(
        new EncryptCommand({
          KeyId: keyId,
          Plaintext: Buffer.from(plaintext, 'utf8'),
          EncryptionContext: { ...SENDER_CREDENTIALS_CONTEXT },
        }),
      );
      if (!CiphertextBlob) throw new Error('KMS returned no ciphertext.');
      return `${VERSION}.${Buffer.from(CiphertextBlob).toString('base64url')}`;
    },
    async open(sealed) {
      const [version, blob] = sealed.split('.');
      if (version !== VERSION || !blob) throw new Error('Unknown sealed secret format.');
      const { Plaintext } = await kms.send(
        new DecryptCommand({
          KeyId: keyId,
          CiphertextBlob: Buffer.from(blob, 'base64url'),
          EncryptionContext: { ...SENDER_CREDENTIALS_CONTEXT },
        }),
      );
      if (!Plaintext) throw new Error('KMS returned no plaintext.');
      return Buffer.from(Plaintext).toString('utf8');
    },
  };
}
