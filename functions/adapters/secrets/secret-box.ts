import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

import { AppError } from '../../core/errors';
import type { SecretBox } from '../../core/ports/secrets';

const VERSION = 'v1';

/**
 * AES-256-GCM with a 32-byte key: `v1.<iv>.<tag>.<ciphertext>` in base64url. Used locally and in
 * tests with a key from `SECRET_KEY`; a KMS-backed box takes its place in the cloud.
 */
export function createAesSecretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('The secret key must be 32 bytes (base64 of 32 random bytes).');
  return {
    seal(plaintext) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString('base64url'));
      return Promise.resolve([VERSION, ...parts].join('.'));
    },
    open(sealed) {
      const [version, iv, tag, ciphertext] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || ciphertext === undefined) throw new Error('Unknown sealed secret format.');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      const plaintext = Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]);
      return Promise.resolve(plaintext.toString('utf8'));
    },
  };
}

/** A box for deployments without a key: storing a credential fails with a clear 500. */
export const unconfiguredSecretBox: SecretBox = {
  seal: () => Promise.reject(new AppError('Credential storage is not configured on this server.', 500, 'SECRETS_UNCONFIGURED')),
  open: () => Promise.reject(new AppError('Credential storage is not configured on this server.', 500, 'SECRETS_UNCONFIGURED')),
};
