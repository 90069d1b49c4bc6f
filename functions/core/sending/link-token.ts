import { createHmac, timingSafeEqual } from 'node:crypto';

import { LINK_PURPOSES, LINK_TOKEN_MAX_LENGTH, LINK_TOKEN_PATTERN, type LinkPurpose } from '../../../shared/domain/links';
import type { LinkKey } from '../ports/link-key';

/**
 * Signed link tokens: what the links in an email carry so that a click, an open or an unsubscribe
 * can be trusted without a sign-in. A token names ids only (the instance, the contact, the email
 * and, for a click, the address it leads to), never an email address or a name, and opens one
 * kind of link only.
 *
 * Layouts, in base64url without padding:
 *
 *     version 1: 1 | purpose (1 byte) | namespaceId | contactId | emailId | [url] | HMAC-SHA256 (32 bytes)
 *     version 2: 2 | purpose (1 byte) | namespaceId | contactId | emailId | sentAt (6 bytes) | [url] | HMAC
 *
 * each text field a big-endian 16-bit byte length and its UTF-8 bytes; `sentAt` the time the email
 * left, in milliseconds since the epoch, big-endian. Version 2 is for the open and click links of an
 * email as it is sent: the time lets the tracking routes tell a machine's fetch at delivery from a
 * person's open without reading the email. Links made without a send time (the unsubscribe link,
 * links made on request) are version 1. The HMAC covers everything before it, under the link key.
 * Verification accepts only the canonical encoding of a token, so that no two strings open the same
 * link, and compares the HMAC in constant time.
 */

export { LINK_PURPOSES, type LinkPurpose };

/** The ids every link token names. */
export interface LinkIds {
  readonly namespaceId: string;
  readonly contactId: string;
  readonly emailId: string;
}

/** What an open or click token names: the ids and, when the email was being sent as it was made, when. */
export interface TrackingLinkIds extends LinkIds {
  /** ISO time the email was sent (to the millisecond); absent from links made without a send */
  readonly sentAt?: string | undefined;
}

interface ClaimsByPurpose {
  readonly unsubscribe: LinkIds;
  readonly open: TrackingLinkIds;
  /** a click token also names the address the link leads to */
  readonly click: TrackingLinkIds & { readonly url: string };
}

/** What a token of purpose `P` names. */
export type LinkClaims<P extends LinkPurpose = LinkPurpose> = {
  [K in P]: { readonly purpose: K } & ClaimsByPurpose[K];
}[P];

/** The token layouts this code reads and writes; a token of any other version is refused. */
export const LINK_TOKEN_VERSION = 1;
export const LINK_TOKEN_VERSION_WITH_SENT_AT = 2;

/** Codes of the purposes in a token: fixed, whatever the order of LINK_PURPOSES. */
const PURPOSE_CODES: Readonly<Record<LinkPurpose, number>> = { unsubscribe: 1, open: 2, click: 3 };

/** Bytes a field may take at most: an id, the instance's id, a click's address. */
const MAX_ID_BYTES = 128;
const MAX_URL_BYTES = 2048;

const MAC_BYTES = 32;
/** Bytes of a version 2 token's send time: milliseconds since the epoch, up to the year 10889. */
const SENT_AT_BYTES = 6;
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

function sentAtField(sentAt: string): Buffer {
  const ms = Date.parse(sentAt);
  if (!Number.isSafeInteger(ms) || ms < 0 || ms >= 2 ** (8 * SENT_AT_BYTES)) {
    throw new RangeError(`A link token's sentAt must be an ISO time after 1970, got "${sentAt}".`);
  }
  const bytes = Buffer.alloc(SENT_AT_BYTES);
  bytes.writeUIntBE(ms, 0, SENT_AT_BYTES);
  return bytes;
}

/** The send time an open or click token carries, if any. */
function sentAtOf(claims: LinkClaims): string | undefined {
  return claims.purpose === 'unsubscribe' ? undefined : claims.sentAt;
}

function fieldsOf(claims: LinkClaims): Buffer[] {
  const ids = [
    field('namespaceId', claims.namespaceId, MAX_ID_BYTES),
    field('contactId', claims.contactId, MAX_ID_BYTES),
    field('emailId', claims.emailId, MAX_ID_BYTES),
  ];
  const sentAt = sentAtOf(claims);
  if (sentAt !== undefined) ids.push(sentAtField(sentAt));
  return claims.purpose === 'click' ? [...ids, field('url', claims.url, MAX_URL_BYTES)] : ids;
}

/**
 * A token for `claims`, signed with `secret`: version 2 when an open or click names its send time,
 * else version 1. The same claims and key always give the same token.
 *
 * @throws RangeError when an id is empty or longer than 128 bytes, a click's address longer than
 * 2048, or a send time not an ISO time after 1970
 */
export function signLinkToken(secret: Uint8Array, claims: LinkClaims): string {
  const version = sentAtOf(claims) === undefined ? LINK_TOKEN_VERSION : LINK_TOKEN_VERSION_WITH_SENT_AT;
  const payload = Buffer.concat([Buffer.from([version, PURPOSE_CODES[claims.purpose]]), ...fieldsOf(claims)]);
  return Buffer.concat([payload, mac(checkedSecret(secret), payload)]).toString('base64url');
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Reads the fields of a payload after its two header bytes: `count` text fields, and with
 * `sentAtAfter` the 6-byte send time after that many of them (returned as its ISO time, in its
 * place); null unless they fill the payload exactly.
 */
function readFields(payload: Buffer, count: number, sentAtAfter?: number): string[] | null {
  const values: string[] = [];
  let offset = 2;
  for (let index = 0; index < count; index += 1) {
    if (index === sentAtAfter) {
      if (offset + SENT_AT_BYTES > payload.length) return null;
      values.push(new Date(payload.readUIntBE(offset, SENT_AT_BYTES)).toISOString());
      offset += SENT_AT_BYTES;
      continue;
    }
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
  const version = payload[0];
  if (version !== LINK_TOKEN_VERSION && version !== LINK_TOKEN_VERSION_WITH_SENT_AT) return null;
  if (!timingSafeEqual(mac(checkedSecret(secret), payload), tag)) return null;
  if (payload[1] !== PURPOSE_CODES[purpose]) return null;
  const timed = version === LINK_TOKEN_VERSION_WITH_SENT_AT;
  // only open and click links carry a send time
  if (timed && purpose === 'unsubscribe') return null;
  const values = readFields(payload, (purpose === 'click' ? 4 : 3) + (timed ? 1 : 0), timed ? 3 : undefined);
  if (!values) return null;
  const [namespaceId = '', contactId = '', emailId = ''] = values;
  const sentAt = timed ? values[3] : undefined;
  const url = values[timed ? 4 : 3] ?? '';
  const ids = { namespaceId, contactId, emailId, ...(sentAt === undefined ? {} : { sentAt }) };
  return (purpose === 'click' ? { purpose, ...ids, url } : { purpose, ...ids }) as LinkClaims<P>;
}

/** Signs and verifies link tokens with the link key. */
export interface LinkSigner {
  /** a token for `claims` (see {@link signLinkToken}) */
  sign(claims: LinkClaims): Promise<string>;
  /** the claims of a valid token of `purpose`, or null (see {@link verifyLinkToken}) */
  verify<P extends LinkPurpose>(token: string, purpose: P): Promise<LinkClaims<P> | null>;
}

/** Verifies link tokens with a link key, for functions that only check links (it bundles no signing). */
export function createLinkVerifier(key: LinkKey): Pick<LinkSigner, 'verify'> {
  return { verify: async (token, purpose) => verifyLinkToken(await key.secret(), token, purpose) };
}

/**
 * The signer over a link key (the composition builds it with `linkSigner(wiring)`). The key is
 * asked for on each call; the adapters read it once and keep it.
 */
export function createLinkSigner(key: LinkKey): LinkSigner {
  return { ...createLinkVerifier(key), sign: async (claims) => signLinkToken(await key.secret(), claims) };
}
