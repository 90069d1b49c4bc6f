import { MIN_LINK_KEY_BYTES } from '../../core/sending/link-token';
import type { LinkKey } from '../../core/ports/link-key';
import { readSecretString } from './secrets-manager';

/**
 * The key's bytes from its text: the UTF-8 bytes of the secret as stored (Secrets Manager generates
 * 64 letters and digits; the local stack 32 random bytes in base64url).
 *
 * @throws Error when the text gives fewer than 32 bytes
 */
function linkKeyBytes(text: string): Uint8Array {
  const bytes = Buffer.from(text.trim(), 'utf8');
  if (bytes.length < MIN_LINK_KEY_BYTES) {
    throw new Error(`The link signing key must be at least ${MIN_LINK_KEY_BYTES} characters.`);
  }
  return bytes;
}

/** A link key given as text (the local stack's `linkSigningKey`, tests). */
export function staticLinkKey(text: string): LinkKey {
  const bytes = linkKeyBytes(text);
  return { secret: () => Promise.resolve(bytes) };
}

/**
 * The link key in a Secrets Manager secret (`LINK_KEY_SECRET_ARN`), read on first use and kept for
 * the container's life; a failed read is tried again on the next call.
 */
export function secretsManagerLinkKey(secretId: string): LinkKey {
  let bytes: Uint8Array | undefined;
  return {
    async secret() {
      bytes ??= linkKeyBytes(await readSecretString(secretId));
      return bytes;
    },
  };
}
