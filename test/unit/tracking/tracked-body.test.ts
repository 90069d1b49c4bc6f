import { describe, expect, it } from 'vitest';

import { createLinkSigner, verifyLinkToken } from '../../../functions/core/sending/link-token';
import { trackedHtml } from '../../../functions/core/tracking/tracked-body';

const SECRET = new Uint8Array(32).fill(7);
const signer = createLinkSigner({ secret: () => Promise.resolve(SECRET) });
const EMAIL = { apiBaseUrl: 'https://app.example.com', namespaceId: 'ns-1', contactId: 'contact-1', emailId: 'email-1' };

function tokenOf(link: string): string {
  return new URL(link).searchParams.get('token') ?? '';
}

function hrefs(html: string): string[] {
  return [...html.matchAll(/href="([^"]*)"/g)].map((match) => (match[1] ?? '').replace(/&amp;/g, '&'));
}

describe('trackedHtml', () => {
  it('leads each web link through a click token that names the email and the address', async () => {
    const html = await trackedHtml(
      signer,
      EMAIL,
      '<p>See <a href="https://northwind.example/demo?a=1&amp;b=2">the demo</a> and <a class="x" href=\'http://northwind.example/\'>us</a>.</p>',
    );

    const links = hrefs(html);
    expect(links).toHaveLength(2);
    for (const link of links) expect(link.startsWith('https://app.example.com/api/email-status/click?token=')).toBe(true);
    expect(verifyLinkToken(SECRET, tokenOf(links[0] ?? ''), 'click')).toEqual({
      purpose: 'click',
      namespaceId: 'ns-1',
      contactId: 'contact-1',
      emailId: 'email-1',
      url: 'https://northwind.example/demo?a=1&b=2',
    });
    expect(verifyLinkToken(SECRET, tokenOf(links[1] ?? ''), 'click')?.url).toBe('http://northwind.example/');
    expect(html).toContain('>the demo</a>');
  });

  it('adds one open pixel before the end of the body', async () => {
    const html = await trackedHtml(signer, EMAIL, '<html><body><p>Hi</p></body></html>');

    const pixel = /<img src="([^"]+)" width="1" height="1" alt=""/.exec(html)?.[1] ?? '';
    expect(pixel.startsWith('https://app.example.com/api/email-status/read?token=')).toBe(true);
    expect(verifyLinkToken(SECRET, tokenOf(pixel), 'open')).toMatchObject({ emailId: 'email-1', contactId: 'contact-1' });
    expect(html.indexOf('<img')).toBeLessThan(html.indexOf('</body>'));
    expect(html.match(/<img/g)).toHaveLength(1);
  });

  it('leaves mail, phone, anchor and the product own links as written', async () => {
    const body =
      '<a href="mailto:dana@northwind.example">mail</a><a href="tel:+15550100">call</a><a href="#top">top</a>' +
      '<a href="https://app.example.com/api/email-status/unsubscribe?token=abc">unsubscribe</a><a href="javascript:alert(1)">x</a>';

    const html = await trackedHtml(signer, EMAIL, body);

    expect(html.startsWith(body)).toBe(true);
  });

  it("signs the email's send time into its pixel and every click link, when it is given", async () => {
    const sentAt = '2026-03-02T10:00:00.250Z';
    const html = await trackedHtml(
      signer,
      { ...EMAIL, sentAt },
      '<html><body><p><a href="https://northwind.example/">site</a></p></body></html>',
    );

    const [link = ''] = hrefs(html);
    const pixel = /<img src="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(verifyLinkToken(SECRET, tokenOf(link), 'click')).toMatchObject({ emailId: 'email-1', sentAt });
    expect(verifyLinkToken(SECRET, tokenOf(pixel.replace(/&amp;/g, '&')), 'open')).toMatchObject({ emailId: 'email-1', sentAt });
    // without it (links made before this), the tokens name no time
    const untimed = await trackedHtml(signer, EMAIL, '<p>Hi</p>');
    expect(verifyLinkToken(SECRET, tokenOf(/<img src="([^"]+)"/.exec(untimed)?.[1] ?? ''), 'open')?.sentAt).toBeUndefined();
  });

  it('gives the same HTML for the same email every time', async () => {
    const body = '<p><a href="https://northwind.example/">site</a></p>';

    expect(await trackedHtml(signer, EMAIL, body)).toBe(await trackedHtml(signer, EMAIL, body));
  });
});
