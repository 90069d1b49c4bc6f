import { createHmac, randomBytes } from 'node:crypto';

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { staticLinkKey } from '../../../functions/adapters/secrets/link-key';
import {
  createLinkSigner,
  LINK_TOKEN_VERSION,
  LINK_TOKEN_VERSION_WITH_SENT_AT,
  signLinkToken,
  verifyLinkToken,
  type LinkClaims,
} from '../../../functions/core/sending/link-token';

const KEY = Buffer.from('k3y-for-link-tokens-in-unit-tests-0123456789', 'utf8');
const UNSUBSCRIBE: LinkClaims<'unsubscribe'> = {
  purpose: 'unsubscribe',
  namespaceId: 'coldline-7f3a9c',
  contactId: '01JQ8Z6D2W5M4R7T9V1X3Y5Z7A',
  emailId: '01JQ8Z7E3X6N5S8U0W2Y4Z6B8C',
};
const CLICK: LinkClaims<'click'> = {
  purpose: 'click',
  namespaceId: 'coldline-7f3a9c',
  contactId: '01JQ8Z6D2W5M4R7T9V1X3Y5Z7A',
  emailId: '01JQ8Z7E3X6N5S8U0W2Y4Z6B8C',
  url: 'https://cal.example.com/maya?week=12&ref=email',
};

const SENT_AT = '2026-03-02T10:00:00.123Z';
/** A click link as the send worker makes it: with the time the email left. */
const SENT_CLICK: LinkClaims<'click'> = { ...CLICK, sentAt: SENT_AT };

/** `token` with its payload's version byte set to `version`, signed again with the key. */
function resignedWithVersion(token: string, version: number): string {
  const bytes = Buffer.from(token, 'base64url');
  const payload = Buffer.from(bytes.subarray(0, bytes.length - 32));
  payload[0] = version;
  return Buffer.concat([payload, createHmac('sha256', KEY).update('reachwise link token\0').update(payload).digest()]).toString(
    'base64url',
  );
}

const BASE64URL_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
/** Characters a mutation may put in a token: its own alphabet, base64's, padding and a few strangers. */
const CHARACTERS = [...BASE64URL_ALPHABET, '+', '/', '=', '.', ' ', '%', '~', 'é'];

describe('link tokens', () => {
  it('give back exactly the ids they were signed with, for their purpose', () => {
    const unsubscribe = signLinkToken(KEY, UNSUBSCRIBE);
    const click = signLinkToken(KEY, CLICK);

    expect(verifyLinkToken(KEY, unsubscribe, 'unsubscribe')).toEqual(UNSUBSCRIBE);
    expect(verifyLinkToken(KEY, click, 'click')).toEqual(CLICK);
  });

  it('are compact base64url, the same for the same ids, and different for another email', () => {
    const token = signLinkToken(KEY, UNSUBSCRIBE);

    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(token.length).toBeLessThan(160);
    expect(signLinkToken(KEY, UNSUBSCRIBE)).toBe(token);
    expect(signLinkToken(KEY, { ...UNSUBSCRIBE, emailId: '01JQ8Z7E3X6N5S8U0W2Y4Z6B8D' })).not.toBe(token);
  });

  it('open no link of another purpose', () => {
    const unsubscribe = signLinkToken(KEY, UNSUBSCRIBE);
    const open = signLinkToken(KEY, { ...UNSUBSCRIBE, purpose: 'open' });

    expect(verifyLinkToken(KEY, unsubscribe, 'open')).toBeNull();
    expect(verifyLinkToken(KEY, unsubscribe, 'click')).toBeNull();
    expect(verifyLinkToken(KEY, open, 'unsubscribe')).toBeNull();
    expect(verifyLinkToken(KEY, signLinkToken(KEY, CLICK), 'unsubscribe')).toBeNull();
  });

  it('are refused under another key', () => {
    const token = signLinkToken(KEY, UNSUBSCRIBE);

    expect(verifyLinkToken(randomBytes(32), token, 'unsubscribe')).toBeNull();
  });

  it('are refused in a version this code does not know, even when signed with the key', () => {
    expect(verifyLinkToken(KEY, resignedWithVersion(signLinkToken(KEY, UNSUBSCRIBE), 3), 'unsubscribe')).toBeNull();
    expect(verifyLinkToken(KEY, resignedWithVersion(signLinkToken(KEY, SENT_CLICK), 3), 'click')).toBeNull();
    expect(verifyLinkToken(KEY, resignedWithVersion(signLinkToken(KEY, SENT_CLICK), 0), 'click')).toBeNull();
  });

  it('carry the send time of an open or click link (version 2) and give it back to the millisecond', () => {
    const open = signLinkToken(KEY, { ...UNSUBSCRIBE, purpose: 'open', sentAt: SENT_AT });
    const click = signLinkToken(KEY, SENT_CLICK);

    expect(Buffer.from(open, 'base64url')[0]).toBe(LINK_TOKEN_VERSION_WITH_SENT_AT);
    expect(Buffer.from(signLinkToken(KEY, CLICK), 'base64url')[0]).toBe(LINK_TOKEN_VERSION);
    expect(verifyLinkToken(KEY, open, 'open')).toEqual({ ...UNSUBSCRIBE, purpose: 'open', sentAt: SENT_AT });
    expect(verifyLinkToken(KEY, click, 'click')).toEqual(SENT_CLICK);
    // 6 bytes more than the same link without its time: 8 characters of base64url
    expect(click.length - signLinkToken(KEY, CLICK).length).toBe(8);
    expect(verifyLinkToken(KEY, click, 'open')).toBeNull();
  });

  it('read a version 1 open or click token (made before links carried the send time, or on request) without a time', () => {
    const open = signLinkToken(KEY, { ...UNSUBSCRIBE, purpose: 'open' });

    expect(verifyLinkToken(KEY, open, 'open')).toEqual({ ...UNSUBSCRIBE, purpose: 'open' });
    expect(verifyLinkToken(KEY, signLinkToken(KEY, CLICK), 'click')).toEqual(CLICK);
  });

  it('refuse a version 1 payload relabelled version 2 and back, even when signed with the key', () => {
    // the same bytes read with the other layout: a v1 click's fields do not fill a v2 layout exactly
    expect(verifyLinkToken(KEY, resignedWithVersion(signLinkToken(KEY, CLICK), 2), 'click')).toBeNull();
    expect(verifyLinkToken(KEY, resignedWithVersion(signLinkToken(KEY, SENT_CLICK), 1), 'click')).toBeNull();
    // an unsubscribe link never carries a time
    expect(verifyLinkToken(KEY, resignedWithVersion(signLinkToken(KEY, UNSUBSCRIBE), 2), 'unsubscribe')).toBeNull();
  });

  it('refuse to sign a send time that is not an ISO time after 1970', () => {
    expect(() => signLinkToken(KEY, { ...SENT_CLICK, sentAt: 'yesterday' })).toThrow(RangeError);
    expect(() => signLinkToken(KEY, { ...SENT_CLICK, sentAt: '1969-12-31T23:59:59.000Z' })).toThrow(RangeError);
  });

  it('carry no address or name: the decoded token holds ids only', () => {
    const contact = { email: 'ivo.petrov@fleet.example', firstName: 'Ivo', lastName: 'Petrov' };
    const decoded = Buffer.from(signLinkToken(KEY, UNSUBSCRIBE), 'base64url').toString('latin1');

    for (const value of [contact.email, 'ivo', 'petrov', '@', 'fleet.example']) {
      expect(decoded.toLowerCase()).not.toContain(value.toLowerCase());
    }
    expect(decoded).toContain(UNSUBSCRIBE.contactId);
  });

  it('refuse empty, malformed, padded, truncated and oversized strings', () => {
    const token = signLinkToken(KEY, UNSUBSCRIBE);

    for (const candidate of [
      '',
      'x',
      `${token}=`,
      `${token}.`,
      token.slice(0, -1),
      token.slice(1),
      `${token}AAAA`,
      'A'.repeat(5000),
    ]) {
      expect(verifyLinkToken(KEY, candidate, 'unsubscribe'), candidate.slice(0, 20)).toBeNull();
    }
  });

  it('refuse ids that are empty or too long when signing', () => {
    expect(() => signLinkToken(KEY, { ...UNSUBSCRIBE, contactId: '' })).toThrow(RangeError);
    expect(() => signLinkToken(KEY, { ...UNSUBSCRIBE, emailId: 'x'.repeat(129) })).toThrow(RangeError);
    expect(() => signLinkToken(Buffer.alloc(16), UNSUBSCRIBE)).toThrow('at least 32 bytes');
  });

  it('accept none of 10,000 single-byte and single-character changes of a valid token', () => {
    const tokens = [signLinkToken(KEY, UNSUBSCRIBE), signLinkToken(KEY, CLICK), signLinkToken(KEY, SENT_CLICK)];
    let accepted = 0;
    let tried = 0;

    fc.assert(
      fc.property(fc.constantFrom(...tokens), fc.nat(), fc.integer({ min: 1, max: 255 }), (token, at, xor) => {
        const bytes = Buffer.from(token, 'base64url');
        const index = at % bytes.length;
        bytes.writeUInt8(bytes.readUInt8(index) ^ xor, index);
        tried += 1;
        if (verifyLinkToken(KEY, bytes.toString('base64url'), 'unsubscribe')) accepted += 1;
        if (verifyLinkToken(KEY, bytes.toString('base64url'), 'click')) accepted += 1;
      }),
      { numRuns: 5000, seed: 8058 },
    );
    fc.assert(
      fc.property(fc.constantFrom(...tokens), fc.nat(), fc.constantFrom(...CHARACTERS), (token, at, character) => {
        const index = at % token.length;
        if (token[index] === character) return;
        const changed = `${token.slice(0, index)}${character}${token.slice(index + 1)}`;
        tried += 1;
        if (verifyLinkToken(KEY, changed, 'unsubscribe')) accepted += 1;
        if (verifyLinkToken(KEY, changed, 'click')) accepted += 1;
      }),
      { numRuns: 5200, seed: 8058 },
    );

    expect(tried).toBeGreaterThanOrEqual(10_000);
    expect(accepted).toBe(0);
  });
});

describe('the link signer', () => {
  it('signs and verifies with the key the port gives', async () => {
    const signer = createLinkSigner(staticLinkKey('a-local-link-key-of-forty-three-characters'));

    const token = await signer.sign(UNSUBSCRIBE);

    await expect(signer.verify(token, 'unsubscribe')).resolves.toEqual(UNSUBSCRIBE);
    await expect(signer.verify(token, 'open')).resolves.toBeNull();
  });

  it('refuses a key shorter than 32 characters', () => {
    expect(() => staticLinkKey('too-short')).toThrow('at least 32 characters');
  });
});
