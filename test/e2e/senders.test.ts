import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { mailboxUsageEntity } from '../../functions/adapters/dynamodb/entities/mailbox-usage';
import { currentRuntime } from '../../functions/composition/runtime';
import { senderStatusDeps } from '../../functions/composition/services/sender-health';
import { jobContext } from '../../functions/core/tenant';
import { localDay } from '../../shared/rules/mailbox-days';
import { refreshSenderStatusByMailbox } from '../../functions/core/senders/sender-health';
import { JOBS } from '../../shared/platform/jobs';
import { FakeOAuthProvider } from '../integration/senders/fake-oauth-provider';
import { jobWiring } from '../support/generation';
import { recompose } from '../support/http';
import { DEMO_INSTANCE, demoApi, type E2eEnvironment, screenshot, signInAsDemo, startE2eEnvironment } from './support';

let env: E2eEnvironment;
let context: BrowserContext;
let page: Page;
const senderEmail = `outbound.${Date.now()}@reachwise.local`;

beforeAll(async () => {
  env = await startE2eEnvironment();
  context = await env.newContext();
  page = await context.newPage();
  await signInAsDemo(env, page);
}, 120_000);

afterAll(async () => {
  await env.stop();
});

const field = (label: string) => page.getByLabel(label, { exact: true });

describe('adding an SMTP sender that points at the local mail server', () => {
  it('offers the five kinds of mailbox, SMTP with STARTTLS chosen and port 587 filled in', async () => {
    await page.goto('/email-sender-config/add?instance=demo-workspace');

    await page.getByRole('heading', { name: 'Add a sender' }).waitFor();
    for (const label of ['Test sender (STUB)', 'SMTP (STARTTLS)', 'SMTP over SSL', 'Google', 'Microsoft']) {
      await page.getByRole('radio', { name: new RegExp(`^${label.replace(/[()]/g, '\\$&')}`) }).waitFor();
    }
    expect(await field('SMTP port').inputValue()).toBe('587');
    await expect(page.getByRole('radio', { name: /^Google/ }).isDisabled()).resolves.toBe(true);
    await expect(page.getByText('Not configured on this server').first().isVisible()).resolves.toBe(true);
  });

  it('names the fields that are missing when the connection is checked too early', async () => {
    await page.getByRole('button', { name: 'Check connection' }).click();

    await page.getByText('Sender email is required.').waitFor();
    await expect(page.getByText('SMTP host is required for SMTP senders.').isVisible()).resolves.toBe(true);
  });

  it("shows 'Invalid credentials.' when the mail server refuses the password", async () => {
    await field('Sender name').fill('Outbound Team');
    await field('Sender email').fill(senderEmail);
    await field('Daily limit').fill('40');
    await field('SMTP host').fill('127.0.0.1');
    await field('SMTP port').fill(String(env.stack.smtpPort));
    await field('SMTP username').fill('outbound');
    await field('SMTP password').fill('not-the-mailbox-password');

    await page.getByRole('button', { name: 'Check connection' }).click();

    await page.getByText('Invalid credentials.', { exact: true }).waitFor();
    await screenshot(page, 'senders-check-refused');
  });

  it('shows that the connection works with the local mailbox password', async () => {
    await field('SMTP password').fill(env.stack.smtpPassword);

    await page.getByRole('button', { name: 'Check connection' }).click();

    await page.getByText('The connection works: the server accepted the sign-in.').waitFor();
    await expect(page.getByText('Invalid credentials.', { exact: true }).count()).resolves.toBe(0);
  });

  it('saves the sender and lists it with its type, warm-up, health and daily limit', async () => {
    await page.getByRole('button', { name: 'Save sender' }).click();

    await page.waitForURL('**/email-sender-config?**');
    await page.getByText(`Sender ${senderEmail} added.`).waitFor();
    const row = page.getByRole('row').filter({ hasText: senderEmail });
    await row.waitFor();
    const text = await row.innerText();
    expect(text).toContain('Outbound Team');
    expect(text).toContain('SMTP (STARTTLS)');
    expect(text).toContain('40');
    // a new mailbox the rep did not say has sent 200 messages starts warming up
    expect(text).toContain('Warming up: day 1, 10 a day');
    expect(text).toMatch(/Working|Not checked yet/);
    expect(text).not.toContain('Expired');
    await screenshot(page, 'senders-list');
  });

  it('checks a sender now and shows the result and the time of the check', async () => {
    const row = page.getByRole('row').filter({ hasText: 'demo@reachwise.local' });
    await row.getByRole('checkbox').check();

    await page.getByRole('button', { name: 'Check now' }).click();

    await page.getByText('demo@reachwise.local: the credentials work.').waitFor();
    await row.getByText('Working').waitFor();
    expect(await row.innerText()).not.toContain('—');
    await screenshot(page, 'senders-checked');
  });
});

describe('connecting a Google mailbox', () => {
  let google: FakeOAuthProvider;
  beforeAll(async () => {
    google = await new FakeOAuthProvider({ flavour: 'google' }).start();
    google.autoApproveAs = 'rita@gmail.example';
    // the API of the local stack runs in this process; its functions read their configuration when
    // composed, so they compose again, as new containers would after a configuration change
    Object.assign(process.env, google.env('GOOGLE'));
    recompose();
  });
  afterAll(async () => {
    for (const key of Object.keys(google.env('GOOGLE'))) Reflect.deleteProperty(process.env, key);
    recompose();
    await google.stop();
  });

  it('signs in with Google and comes back to a new Google sender in the list', async () => {
    await page.goto('/email-sender-config/add?instance=demo-workspace');
    await page.getByRole('radio', { name: /^Google/ }).check();
    await field('Sender name').fill('Rita from Sales');

    await page.getByRole('button', { name: 'Connect Google' }).click();

    await page.waitForURL('**/email-sender-config?**', { timeout: 20_000 });
    await page.getByText('Mailbox rita@gmail.example connected.').waitFor();
    const row = page.getByRole('row').filter({ hasText: 'rita@gmail.example' });
    await row.waitFor();
    expect(await row.innerText()).toMatch(/Rita from Sales[\s\S]*Google[\s\S]*Working/);
    expect(google.tokenRequests.map((request) => request.grantType)).toEqual(['authorization_code']);
    await expect(page.getByText('Mailbox rita@gmail.example connected.').isVisible()).resolves.toBe(true);
    await screenshot(page, 'senders-google-connected');
  });
});

describe('a sender paused by its hard bounces', () => {
  const bouncing = `bouncing.${Date.now()}@reachwise.local`;

  beforeAll(async () => {
    const api = await demoApi(env);
    await api.post('/api/email-sender-config/create', { senderEmail: bouncing, senderName: 'Bouncing Box', type: 'STUB' });
    // 200 sent and 12 hard bounces today (6 %), then judged as the send paths judge it after a bounce
    const { documentClient, tableName } = currentRuntime().overrides ?? {};
    if (!documentClient || !tableName) throw new Error('expected the local stack to be installed in this process');
    const deps = senderStatusDeps(jobWiring(JOBS.senderHealthCheck, () => new Date()));
    const ctx = jobContext(DEMO_INSTANCE, 'e2e');
    const day = localDay(Date.now(), await deps.instanceTimeZone(ctx));
    await mailboxUsageEntity(documentClient, tableName)
      .update({ namespaceId: DEMO_INSTANCE, mailbox: bouncing, period: day })
      .add({ sent: 200, bounced: 12 })
      .go({ response: 'none' });
    await refreshSenderStatusByMailbox(deps, ctx, bouncing);
  });

  it('is named in the shell with why, and its row says sending is paused with its 30-day figures', async () => {
    await page.goto(`/email-sender-config?instance=${DEMO_INSTANCE}`);

    await page
      .getByText(`Sending from ${bouncing} is paused: Hard bounces 6 % over 30 days: sending paused above 5 %.`)
      .waitFor();
    await expect(page.getByRole('link', { name: 'Review senders' }).isVisible()).resolves.toBe(true);
    const row = page.getByRole('row').filter({ hasText: bouncing });
    await row.getByText('Warning · Sending paused').waitFor();
    expect(await row.innerText()).toContain('200 sent, 188 delivered, 6 % hard bounces, 0 % spam complaints');
    await screenshot(page, 'senders-paused');
  });

  it('resumes sending after a confirmation that states the bounce rate', async () => {
    const row = page.getByRole('row').filter({ hasText: bouncing });
    await row.getByRole('checkbox').check();

    await page.getByRole('button', { name: 'Resume sending' }).click();
    await page.getByText('Its hard bounces are 6 % over the last 30 days').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Resume sending' }).click();

    await page.getByText(`${bouncing}: sending resumed.`).waitFor();
    await row.getByText('Warning', { exact: true }).waitFor();
    expect(await row.innerText()).not.toContain('Sending paused');
    await expect(page.getByText(`Sending from ${bouncing} is paused`).count()).resolves.toBe(0);
  });
});
