import { describe, expect, it } from 'vitest';

import { staticLinkKey } from '../../../functions/adapters/secrets/link-key';
import { createLinkSigner } from '../../../functions/core/sending/link-token';
import { unsubscribeHeaders, unsubscribeUrl } from '../../../functions/core/sending/unsubscribe';

const signer = createLinkSigner(staticLinkKey('a-local-link-key-of-forty-three-characters'));
const EMAIL = {
  apiBaseUrl: 'https://app.coldline.example',
  namespaceId: 'coldline-7f3a9c',
  contactId: '01JQ8Z6D2W5M4R7T9V1X3Y5Z7A',
  emailId: '01JQ8Z7E3X6N5S8U0W2Y4Z6B8C',
  mailbox: 'maya@coldline.example',
};

describe('the unsubscribe headers of an email', () => {
  it('name the signed one-click link first and a mailto of the sender, and announce one-click POST', async () => {
    const headers = await unsubscribeHeaders(signer, EMAIL);

    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const match = /^<(https:\/\/[^>]+)>, <mailto:maya@coldline\.example\?subject=unsubscribe>$/.exec(headers['List-Unsubscribe']);
    expect(match).not.toBeNull();
    const link = new URL(match?.[1] ?? '');
    expect(`${link.origin}${link.pathname}`).toBe('https://app.coldline.example/api/email-status/unsubscribe');
    await expect(signer.verify(link.searchParams.get('token') ?? '', 'unsubscribe')).resolves.toEqual({
      purpose: 'unsubscribe',
      namespaceId: EMAIL.namespaceId,
      contactId: EMAIL.contactId,
      emailId: EMAIL.emailId,
    });
  });

  it('carry the same link as the footer, and the recipient’s address nowhere', async () => {
    const headers = await unsubscribeHeaders(signer, EMAIL);
    const url = await unsubscribeUrl(signer, EMAIL);

    expect(headers['List-Unsubscribe'].startsWith(`<${url}>`)).toBe(true);
    expect(url).not.toContain('@');
    expect(url.length).toBeLessThan(250);
  });

  it('take the local stack’s http origin, with or without a trailing slash', async () => {
    const url = await unsubscribeUrl(signer, { ...EMAIL, apiBaseUrl: 'http://127.0.0.1:3001/' });

    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:3001\/api\/email-status\/unsubscribe\?token=[A-Za-z0-9_-]+$/);
  });

  it.each([
    ['a path after the origin', 'https://app.coldline.example/api'],
    ['a query', 'https://app.coldline.example/?x=1'],
    ['another scheme', 'javascript:alert(1)'],
  ])('refuse a public address with %s', async (_label, apiBaseUrl) => {
    await expect(unsubscribeUrl(signer, { ...EMAIL, apiBaseUrl })).rejects.toThrow();
  });

  it.each([
    ['a line break', 'maya@coldline.example\r\nBcc: all@example.com'],
    ['a bracket', 'maya@coldline.example>, <https://evil.example'],
    ['no domain', 'maya'],
  ])('refuse a mailbox with %s, which could break the header', async (_label, mailbox) => {
    await expect(unsubscribeHeaders(signer, { ...EMAIL, mailbox })).rejects.toThrow('cannot go in List-Unsubscribe');
  });
});
