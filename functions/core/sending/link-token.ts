import { createHmac, timingSafeEqual } from 'node:crypto';

import { LINK_PURPOSES, LINK_TOKEN_MAX_LENGTH, LINK_TOKEN_PATTERN, type LinkPurpose } from '../../../shared/domain/links';
import type { LinkKey } from '../ports/link-key';

/**
 * Signed link tokens: what the links in an email carry so that a click, an open or an unsubscribe
 * can be trusted without a sign-in. A token names ids only (the instance, the contact, the email
 * and, for a click, the address it leads to), never an email address or a name, and opens one
 * kind of link only.
 *
 * Layout (version 1), in base64url without padding:
 *
 *     version (1 byte) | purpose (1 byte) | namespaceId | contactId | emailId | [url] | HMAC-SHA256 (32 bytes)
 *
 * each text field a big-endian 16-bit byte length and its UTF-8 bytes. The HMAC covers everything
 * before it, under the link key. Verification accepts only the canonical encoding of a token, so
 * that no two strings open the same link, and compares the HMAC in constant time.
 */

export { LINK_PURPOSES, type LinkPurpose };

/** The ids every link token names. */
export interface LinkIds {
  readonly namespaceId: string;
  readonly contactId: string;
  readonly emailId: string;
}

interface ClaimsByPurpose {
  readonly unsubscribe: LinkIds;
  readonly open: LinkIds;
  /** a click token also names the address the link leads to */
  readonly click: LinkIds & { readonly url: string };
}

/** What a token of purpose `P` names. */
export type LinkClaims<P extends LinkPurpose = LinkPurpose> = {
  [K in P]: { readonly purpose: K } & ClaimsByPurpose[K];
}[P];

/** The token layout this code writes; a token of any other version is refused. */
export const LINK_TOKEN_VERSION = 1;

/** Codes of the purposes in a token: fixed, whatever the order of LINK_PURPOSES. */
const PURPOSE_CODES: Readonly<Record<LinkPurpose, number>> = { unsubscribe: 1, open: 2, click: 3 };

/** Bytes a field may take at most: an id, the instance's id, a click's address. */
const MAX_ID_BYTES = 128;
const MAX_URL_BYTES = 2048;

const MAC_BYTES = 32;
/** Binds the HMAC to this use of the key. */
const MAC_CONTEXT = Buffer.from('reachwise link token\0', 'utf8');

/** The smallest key accepted, in bytes. */
export const MIN_LINK_KEY_BYTES = 32;

function mac(secret: Uint8Array, payload: Uint8Array): Buffer {
  return createHmac('sha256', secret).update(MAC_CONTEXT).update(payload).digest();
}

function checkedSecret(secret: Uint8Array): Uint8Array {
  if (secret.length < MIN_LINK_KEY_BYTES) throw new Error(`The link key must be at least ${MIN_LINK_KEY_BYTES} bytes.`);
  return secret;
}

function field(name: string, value: string, maxBytes: number): Buffer {
  const bytes = Buffer.from(value, 'utf8');
  if (bytes.length === 0 || bytes.length > maxBytes) {
    throw new RangeError(`A link token's ${name} must be 1 to ${maxBytes} bytes.`);
  }
  const length = Buffer.alloc(2);
  length.writeUInt16BE(bytes.length);
  return Buffer.concat([length, bytes]);
}

function fieldsOf(claims: LinkClaims): Buffer[] {
  const ids = [
    field('namespaceId', claims.namespaceId, MAX_ID_BYTES),
    field('contactId', claims.contactId, MAX_ID_BYTES),
    field('emailId', claims.emailId, MAX_ID_BYTES),
  ];
  return claims.purpose === 'click' ? [...ids, field('url', claims.url, MAX_URL_BYTES)] : ids;
}

/**
 * A token for `claims`, signed with `secret`. The same claims and key always give the same token.
 *
 * @throws RangeError when an id is empty or longer than 128 bytes, or a click's address longer than 2048
 */
export function signLinkToken(secret: Uint8Array, claims: LinkClaims): string {
  const payload = Buffer.concat([Buffer.from([LINK_TOKEN_VERSION, PURPOSE_CODES[claims.purpose]]), ...fieldsOf(claims)]);
  return Buffer.concat([payload, mac(checkedSecret(secret), payload)]).toString('base64url');
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Reads the text fields of a payload after its two header bytes; null unless they fill it exactly. */
function readFields(payload: Buffer, count: number): string[] | null {
  const values: string[] = [];
  let offset = 2;
  for (let index = 0; index < count; index += 1) {
    if (offset + 2 > payload.length) return null;
    const length = payload.readUInt16BE(offset);
    offset += 2;
    if (length === 0 || offset + length > payload.length) return null;
    try {
      values.push(utf8.decode(payload.subarray(offset, offset + length)));
    } catch {
      return null;
    }
    offset += length;
  }
  return offset === payload.length ? values : null;
}

/**
 * The claims of `token` when it was signed with `secret` for `purpose`; null for anything else: a
 * token altered in any byte or character, signed with another key, made for another purpose, of an
 * unknown version, or not in canonical base64url.
 */
export function verifyLinkToken<P extends LinkPurpose>(secret: Uint8Array, token: string, purpose: P): LinkClaims<P> | null {
  if (token.length === 0 || token.length > LINK_TOKEN_MAX_LENGTH || !LINK_TOKEN_PATTERN.test(token)) return null;
  const bytes = Buffer.from(token, 'base64url');
  // base64url has more than one spelling of some byte strings (the unused bits of the last character)
  if (bytes.toString('base64url') !== token) return null;
  if (bytes.length < 2 + MAC_BYTES) return null;
  const payload = bytes.subarray(0, bytes.length - MAC_BYTES);
  const tag = bytes.subarray(bytes.length - MAC_BYTES);
  if (payload[0] !== LINK_TOKEN_VERSION) return null;
  if (!timingSafeEqual(mac(checkedSecret(secret), payload), tag)) return null;
  if (payload[1] !== PURPOSE_CODES[purpose]) return null;
  const values = readFields(payload, purpose === 'click' ? 4 : 3);
  if (!values) return null;
  const [namespaceId = '', contactId = '', emailId = '', url = ''] = values;
  const ids = { namespaceId, contactId, emailId };
  return (purpose === 'click' ? { purpose, ...ids, url } : { purpose, ...ids }) as LinkClaims<P>;
}

/** Signs and verifies link tokens with the link key. */
export interface LinkSigner {
  /** a token for `claims` (see {@link signLinkToken}) */
  sign(claims: LinkClaims): Promise<string>;
  /** the claims of a valid token of `purpose`, or null (see {@link verifyLinkToken}) */
  verify<P extends LinkPurpose>(token: string, purpose: P): Promise<LinkClaims<P> | null>;
}

/**
 * The signer over a link key (the composition builds it with `linkSigner(wiring)`). The key is
 * asked for on each call; the adapters read it once and keep it.
 */
export function createLinkSigner(key: LinkKey): LinkSigner {
  return {
    sign: async (claims) => signLinkToken(await key.secret(), claims),
    verify: async (token, purpose) => verifyLinkToken(await key.secret(), token, purpose),
  };
}
