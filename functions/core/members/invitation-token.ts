import { createHash, randomBytes } from 'node:crypto';

/** Bytes of an invitation link's token: 256 random bits, 43 characters in base64url. */
const TOKEN_BYTES = 32;

/**
 * The stored form of a token: its SHA-256, hex. A leaked table therefore holds no working link, and
 * a token this long needs no salt or slow hash to resist guessing.
 */
export function hashInvitationToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** A new random token for an invitation link, with its hash (the only part kept). */
export function newInvitationToken(): { token: string; tokenHash: string } {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  return { token, tokenHash: hashInvitationToken(token) };
}
