import type { BrowserContext, Page } from 'playwright-core';
import PostalMime from 'postal-mime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEMO_SMTP_SENDER } from '../../bin/local/seed';
import { currentRuntime } from '../../functions/composition/runtime';
import { createLinkSigner } from '../../functions/core/sending/link-token';
import type { Contact } from '../../shared/schemas/contact';
import {
  DEMO_INSTANCE,
  demoApi,
  emlWith,
  screenshot,
  sendFirstEmail,
  startE2eEnvironment,
  type DemoApi,
  type E2eEnvironment,
} from './support';

let env: E2eEnvironment;
let context: BrowserContext;
let page: Page;
let api: DemoApi;

beforeAll(async () => {
  env = await startE2eEnvironment();
  context = await env.newContext();
  page = await context.newPage();
  api = await demoApi(env);
}, 120_000);

afterAll(async () => {
  await env.stop();
});

/** The unsubscribe link of an email to `contact`, signed with the local stack's link key as the send worker signs it. */
async function unsubscribeLink(contact: Contact): Promise<string> {
  const key = currentRuntime().overrides?.linkKey;
  if (!key) throw new Error('The local stack installed no link key.');
  const token = await createLinkSigner(key).sign({
    purpose: 'unsubscribe',
    namespaceId: DEMO_INSTANCE,
    contactId: contact.id,
    emailId: `e2e-${contact.id}`,
  });
  return `${env.stack.apiUrl}/api/email-status/unsubscribe?token=${token}`;
}

describe('unsubscribing from an email’s link, signed out', () => {
  it('opens a page that asks for one click, and stops the contact only once it is clicked', async () => {
    const { items } = await api.post<{ items: Contact[] }>('/api/contact', { limit: 1 });
    const contact = items[0] as Contact;

    await page.goto(await unsubscribeLink(contact));

    await page.waitForURL('**/email/unsubscribed?token=*');
    await page.getByRole('button', { name: 'Unsubscribe' }).waitFor();
    expect((await api.get<Contact>(`/api/contact/${contact.id}`)).status).not.toBe('DO_NOT_CONTACT');

    await page.getByRole('button', { name: 'Unsubscribe' }).click();

    await page.getByText(/^You are unsubscribed\./).waitFor();
    await screenshot(page, 'email-unsubscribed');
    expect(await api.get<Contact>(`/api/contact/${contact.id}`)).toMatchObject({
      status: 'DO_NOT_CONTACT',
      emailStatus: 'DO_NOT_CONTACT',
    });
  });

  it('says a changed link is not valid, and offers no button', async () => {
    const { items } = await api.post<{ items: Contact[] }>('/api/contact', { limit: 2 });
    const link = new URL(await unsubscribeLink(items[1] as Contact));
    const token = link.searchParams.get('token') ?? '';

    await page.goto(`/email/unsubscribed?token=${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`);

    await page.getByText(/^This link is not valid/).waitFor();
    expect(await page.getByRole('button', { name: 'Unsubscribe' }).count()).toBe(0);
  });
});

describe('unsubscribing as a mailbox provider does, by the one-click POST', () => {
  it('stops the contact when the link is POSTed as multipart/form-data (RFC 8058), with no cookie or sign-in', async () => {
    const { items } = await api.post<{ items: Contact[] }>('/api/contact', { limit: 3 });
    const contact = items[2] as Contact;
    const form = new FormData();
    form.set('List-Unsubscribe', 'One-Click');

    const answer = await fetch(await unsubscribeLink(contact), { method: 'POST', body: form });

    expect({ status: answer.status, body: (await answer.json()) as unknown }).toEqual({
      status: 200,
      body: { unsubscribed: true },
    });
    expect(await api.get<Contact>(`/api/contact/${contact.id}`)).toMatchObject({ status: 'DO_NOT_CONTACT' });
  });
});

describe("the demo sender's own email, sent through the local mail server", () => {
  it('ends with the seeded signature, and its List-Unsubscribe link POSTed as multipart/form-data stops the contact', async () => {
    // sent at any hour, as soon as it is scheduled
    await api.post('/api/namespace/options', {
      options: [
        { name: 'SEND_DURING_OFFICE_HOURS_ONLY', status: 'INACTIVE' },
        { name: 'SEND_DURING_WEEKDAYS_ONLY', status: 'INACTIVE' },
      ],
    });
    const { items } = await api.post<{ items: Contact[] }>('/api/contact', { limit: 4 });
    const contact = items[3] as Contact;
    const { emailId } = await sendFirstEmail(api, contact, `Signed and unsubscribable ${Date.now()}`);

    const eml = await PostalMime.parse(emlWith(env.stack.mailDir, `<${emailId}@${DEMO_SMTP_SENDER.email.split('@')[1] ?? ''}>`));
    // the closing paragraph holds the signature's lines, with no paragraph inside a paragraph
    expect(eml.html).toContain('<p><strong>Dana Demo</strong><br>Head of Sales, Northwind Analytics<br><a href=');
    expect(eml.html).not.toContain('<p><p>');
    expect(eml.text).toContain('Head of Sales, Northwind Analytics');
    const listUnsubscribe = eml.headers.find((header) => header.key === 'list-unsubscribe')?.value ?? '';
    const link = /<(https?:[^>]+)>/.exec(listUnsubscribe)?.[1];
    expect(link).toMatch(/\/api\/email-status\/unsubscribe\?token=/);
    expect(eml.headers.find((header) => header.key === 'list-unsubscribe-post')?.value).toBe('List-Unsubscribe=One-Click');

    // as a mailbox provider posts it: multipart/form-data, no cookie, no sign-in
    const form = new FormData();
    form.set('List-Unsubscribe', 'One-Click');
    const answer = await fetch(link ?? '', { method: 'POST', body: form });

    expect(answer.status).toBe(200);
    expect(await api.get<Contact>(`/api/contact/${contact.id}`)).toMatchObject({ status: 'DO_NOT_CONTACT' });
  });
});
