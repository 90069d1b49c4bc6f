import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Contact } from '../../shared/schemas/contact';
import {
  DEMO_INSTANCE,
  demoApi,
  screenshot,
  sentDemoEmail,
  signInAsDemo,
  startE2eEnvironment,
  type E2eEnvironment,
} from './support';

/**
 * The web app as a deploy serves it: built for production (its chunks, the libraries' shared
 * script, the chart whose series filter loads on demand) and served by Vite's preview server in
 * front of the local stack. The other browser tests run the dev server, which splits nothing.
 */
let env: E2eEnvironment;
let context: BrowserContext;
let page: Page;
const problems: string[] = [];

beforeAll(async () => {
  env = await startE2eEnvironment({ web: 'built' });
  // something sent, so that the dashboard loads its chart of the weeks and its campaign table
  const api = await demoApi(env);
  const { items } = await api.post<{ items: Contact[] }>('/api/contact', { limit: 1 });
  await sentDemoEmail((items[0] as Contact).id, {
    campaignId: 'e2e-production-campaign',
    subject: `Built app ${String(Date.now())}`,
    bodyHtml: '<p>Hi, a short idea.</p>',
    bodyText: 'Hi, a short idea.',
  });
  context = await env.newContext();
  page = await context.newPage();
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  // a failed load is reported with its address by the response event below; the console's own line
  // for it names none, and Chromium's fetch of a favicon, which the app has none of, has no event
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      problems.push(`console: ${message.text()}`);
  });
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    // the app's own files: a chunk the build names and the server cannot serve breaks a page
    if (response.status() >= 400 && !pathname.startsWith('/api/')) problems.push(`${String(response.status())} ${pathname}`);
  });
}, 180_000);

afterAll(async () => {
  await env.stop();
});

describe('the built web app', () => {
  it('signs in and shows the dashboard with its chart of the weeks and its campaign table', async () => {
    await signInAsDemo(env, page);

    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await page.getByText('Contacts emailed').first().waitFor();
    await page.getByRole('heading', { name: /weeks/i }).first().waitFor();
    await page.getByRole('table', { name: /campaign/i }).waitFor();
    await screenshot(page, 'built-dashboard');
    expect(problems).toEqual([]);
  });

  it.each([
    ['/campaign', 'Campaigns'],
    ['/email', 'Emails'],
    ['/contact', 'Contacts'],
    ['/email-sender-config', 'Senders'],
    ['/option', 'Options'],
  ])('opens %s, its chunk loading from the build', async (path, heading) => {
    await page.goto(`${path}?instance=${DEMO_INSTANCE}`);

    await page
      .getByRole('heading', { level: 1, name: new RegExp(heading, 'i') })
      .first()
      .waitFor();
    expect(problems).toEqual([]);
  });
});
