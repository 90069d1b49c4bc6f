import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { currentRuntime } from '../../functions/composition/runtime';
import type { EmailMessageItem } from '../../functions/core/ports/items';
import { createLinkSigner } from '../../functions/core/sending/link-token';
import { trackedHtml } from '../../functions/core/tracking/tracked-body';
import type { Contact } from '../../shared/schemas/contact';
import {
  DEMO_INSTANCE,
  demoApi,
  screenshot,
  sentDemoEmail,
  signInAsDemo,
  startE2eEnvironment,
  type DemoApi,
  type E2eEnvironment,
} from './support';

/** A person's browser, as a mail client's web view reports itself. */
const BROWSER_UA =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

let env: E2eEnvironment;
let rep: BrowserContext;
let page: Page;
let recipient: BrowserContext;
let api: DemoApi;
let destination = '';

beforeAll(async () => {
  env = await startE2eEnvironment();
  rep = await env.newContext();
  page = await rep.newPage();
  // the recipient: another browser, signed in nowhere, that reports itself as a person's
  recipient = await env.browser.newContext({ userAgent: BROWSER_UA });
  api = await demoApi(env);
  await signInAsDemo(env, page);
  // where the email's link points: a page that answers on this machine (the web app's public page)
  destination = `${env.stack.webUrl ?? ''}/email/unsubscribed`;
}, 120_000);

afterAll(async () => {
  await env.stop();
});

/**
 * An email the demo's sender sent to `contact` ten minutes ago, as it left: its HTML with the open
 * pixel and click links the send worker puts in (the same function, the stack's link key).
 */
async function deliveredEmail(
  contact: Contact,
  subject: string,
): Promise<{ email: EmailMessageItem; pixel: string; link: string }> {
  const { linkKey } = currentRuntime().overrides ?? {};
  if (!linkKey) throw new Error('The local stack installed no link key.');
  const email = await sentDemoEmail(contact.id, {
    campaignId: 'e2e-tracking-campaign',
    subject,
    bodyHtml: `<p>Hi, here is <a href="${destination}">the demo</a>.</p>`,
    bodyText: `Hi, here is the demo: ${destination}`,
  });
  const sentAt = email.sentAt ?? '';
  const html = await trackedHtml(
    createLinkSigner(linkKey),
    // as the send worker makes them: the tokens carry the send time (the routes record in one write and queue the move)
    { apiBaseUrl: env.stack.apiUrl, namespaceId: DEMO_INSTANCE, contactId: contact.id, emailId: email.id, sentAt },
    email.bodyHtml ?? '',
  );
  const pixel = /<img src="([^"]+)"/.exec(html)?.[1] ?? '';
  const link = (/<a href="([^"]+)"/.exec(html)?.[1] ?? '').replace(/&amp;/g, '&');
  return { email, pixel, link };
}

async function statusOf(id: string): Promise<string> {
  return (await api.get<{ email: { status: string } }>(`/api/email/${id}`)).email.status;
}

describe('opens and clicks of a delivered email', () => {
  it('count a person’s open and click on the Emails page and the dashboard, and not a scanner’s', async () => {
    const { items } = await api.post<{ items: Contact[] }>('/api/contact', { limit: 1 });
    const subject = `Tracked idea ${Date.now()}`;
    const { email, pixel, link } = await deliveredEmail(items[0] as Contact, subject);
    expect(new URL(pixel).pathname).toBe('/api/email-status/read');
    expect(new URL(link).pathname).toBe('/api/email-status/click');

    // a link scanner fetches the image and follows the link first: both are answered, neither counts
    const scannedPixel = await fetch(pixel, { headers: { 'User-Agent': 'curl/8.5.0' } });
    const scannedLink = await fetch(link, { headers: { 'User-Agent': 'curl/8.5.0' }, redirect: 'manual' });
    expect([scannedPixel.status, scannedPixel.headers.get('content-type')]).toEqual([200, 'image/gif']);
    expect([scannedLink.status, scannedLink.headers.get('location')]).toEqual([302, destination]);
    expect(await statusOf(email.id)).toBe('SENT');

    // the person opens the email: their mail client loads the image
    const reader = await recipient.newPage();
    const image = await reader.goto(pixel);
    expect(image?.headers()['content-type']).toBe('image/gif');
    await expect.poll(() => statusOf(email.id)).toBe('READ');

    await page.goto(`/email?instance=${DEMO_INSTANCE}`);
    await page.getByRole('tab', { name: 'Sent', exact: true }).click();
    const row = page.getByRole('table', { name: 'Sent emails' }).locator('tbody tr').filter({ hasText: subject });
    await row.getByText('Opened').waitFor();

    // then follows the link: the browser lands where the email pointed (the route's 302), and the email is Clicked
    await reader.goto(link);
    expect(reader.url()).toBe(destination);
    await expect.poll(() => statusOf(email.id)).toBe('CLICKED');

    await page.reload();
    await page.getByRole('tab', { name: 'Sent', exact: true }).click();
    await row.getByText('Clicked').waitFor();

    // the email's panel shows the person's open and click, and the scanner's two fetches apart, not counted
    await row.getByRole('link', { name: /^Open / }).click();
    const panel = page.getByRole('main').getByRole('region', { name: 'Email', exact: true });
    await panel.getByRole('heading', { name: 'Opens and clicks' }).waitFor();
    await panel.getByText('Opened once', { exact: true }).waitFor();
    await panel.getByText('Clicked once', { exact: true }).waitFor();
    await panel.getByText('2 fetches by mail scanners or image proxies, not counted', { exact: true }).waitFor();
    await expect(panel.getByText('Not opened yet', { exact: true }).count()).resolves.toBe(0);
    await screenshot(page, 'email-opens-and-clicks');

    const summary = await api.get<{ totals: { opened: number; clicked: number } }>('/api/dashboard/summary');
    expect(summary.totals).toMatchObject({ opened: 1, clicked: 1 });
    await page.goto(`/dashboard?instance=${DEMO_INSTANCE}`);
    await page.getByText('Open rate').first().waitFor();
    await screenshot(page, 'dashboard-tracked');
  });
});
