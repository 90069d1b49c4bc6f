import { KMSClient } from '@aws-sdk/client-kms';

import { ENV } from '../../shared/platform/environment';
import { createKmsSecretBox } from '../adapters/secrets/kms-secret-box';
import { createAesSecretBox, unconfiguredSecretBox } from '../adapters/secrets/secret-box';
import type { SecretBox } from '../core/ports/secrets';
import { optionalEnv } from './environment';
import { requireNeed, type Wiring } from './wiring';

let kms: KMSClient | undefined;

/**
 * The box that seals sender credentials: the runtime's (local stack, tests), else the KMS key named
 * by `SENDER_KEY_ID` (the cloud), else the AES key in `SECRET_KEY`, else none (storing a credential
 * is refused with a clear 500). Only functions that declare `senderKey` get one.
 */
export function senderSecretBox(wiring: Wiring, options: { unlessUndeclared?: boolean } = {}): SecretBox {
  if (options.unlessUndeclared && !wiring.fn.needs.senderKey) return undeclaredSecretBox(wiring.fn.name);
  requireNeed(wiring, wiring.fn.needs.senderKey, 'the sender key');
  if (wiring.overrides?.secretBox) return wiring.overrides.secretBox;
  const keyId = optionalEnv(ENV.senderKeyId);
  if (keyId) {
    kms ??= new KMSClient({});
    return createKmsSecretBox(kms, keyId);
  }
  const secretKey = optionalEnv(ENV.localSecretKey);
  return secretKey ? createAesSecretBox(Buffer.from(secretKey, 'base64')) : unconfiguredSecretBox;
}

/**
 * The box of a function that shares a service with credential routes but does not declare the
 * sender key itself: using it is a programming error, named as such.
 */
function undeclaredSecretBox(name: string): SecretBox {
  const refuse = () =>
    Promise.reject(new Error(`${name} does not declare the sender key, so it cannot seal or open credentials.`));
  return { seal: refuse, open: refuse };
}
