import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { freshUser, screenshot, startE2eEnvironment, type E2eEnvironment } from './support';

let env: E2eEnvironment;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  env = await startE2eEnvironment();
  context = await env.newContext();
  page = await context.newPage();
}, 120_000);

afterAll(async () => {
  await env.stop();
});

const accountButton = () => page.getByRole('button', { name: /^Account: Dana/ });

async function openAccountMenu(): Promise<void> {
  await accountButton().click();
  await page.getByText(/^You're on the .* plan\.$/).waitFor();
}

describe('signing in as the demo user', () => {
  it('sends a visitor to /login with the demo email filled in', async () => {
    await page.goto('/');

    await page.waitForURL('**/login');
    expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe('demo@reachwise.local');
  });

  it('shows the sign-in error as an alert and stays on /login', async () => {
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();

    await page
      .getByText(/incorrect|invalid/i)
      .first()
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('signs in with the keyboard and lands on the dashboard of the default instance, with real numbers', async () => {
    await page.getByLabel('Password', { exact: true }).fill(env.stack.demo.password);
    await page.getByLabel('Password', { exact: true }).press('Enter');

    await page.waitForURL('**/dashboard?instance=demo-workspace', { timeout: 30_000 });
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    // the demo's outreach figures, or its first steps while nothing has been sent from it
    await page
      .getByText(/^(Contacts emailed|Nothing sent yet)$/)
      .first()
      .waitFor();
    await expect(page.getByText('© 2023 - 2025 Reachwise').isVisible()).resolves.toBe(true);
    expect(await page.title()).toBe('Reachwise');
    await screenshot(page, 'dashboard');
  });
});

describe('navigation', () => {
  const components = [
    ['Cadences', '/cadence'],
    ['Calls To Action', '/call-to-action'],
    ['Companies', '/company'],
    ['Contact Lists', '/contact-list'],
    ['Contacts', '/contact'],
    ['Customer Profiles', '/customer-profile'],
    ['Products / Services', '/product'],
    ['Sample Emails', '/sample-email'],
    ['Senders', '/email-sender-config'],
    ['Signatures', '/signature'],
  ] as const;

  it('lists the components in alphabetical order, signatures among them', async () => {
    await page.getByRole('button', { name: 'Components' }).click();
    const items = await page.getByRole('menuitem').allInnerTexts();
    await page.keyboard.press('Escape');

    expect(items.map((item) => item.trim())).toEqual(components.map(([label]) => label));
  });

  it.each(components)('opens %s at %s, keeping the instance', async (label, path) => {
    await page.getByRole('button', { name: 'Components' }).click();
    await page.getByRole('menuitem', { name: label, exact: true }).click();

    await page.waitForURL(`**${path}?instance=demo-workspace`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await expect(page.getByText('Invalid state').count()).resolves.toBe(0);
    await screenshot(page, `component-${path.slice(1)}`);
  });

  it('shows the seeded contacts on the Contacts page', async () => {
    await page.goto('/contact?instance=demo-workspace');

    await page.getByRole('table').getByText('jade.osei@atlascargo.example').waitFor();
  });

  it.each([
    ['Campaigns', '/campaign'],
    ['Emails', '/email'],
    ['New Campaign', '/campaign/add'],
  ])('opens %s at %s', async (label, path) => {
    await page.getByRole('link', { name: label, exact: true }).click();

    await page.waitForURL(new RegExp(`${path.replace(/\//g, '\\/')}(\\?|$)`));
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await screenshot(page, `page-${path.slice(1).replace(/\//g, '-')}`);
  });

  it('shows the email tabs GENERATED, SCHEDULED and SENT', async () => {
    await page.goto('/email?instance=demo-workspace');

    for (const tab of [/generated/i, /scheduled/i, /sent/i]) await page.getByRole('tab', { name: tab }).waitFor();
  });

  it('offers Inbound AI (Personas, Inbound Actions) to an admin', async () => {
    await page.getByRole('button', { name: 'Inbound AI' }).click();
    const items = await page.getByRole('menuitem').allInnerTexts();
    await page.getByRole('menuitem', { name: 'Personas' }).click();

    expect(items.map((item) => item.trim())).toEqual(['Personas', 'Inbound Actions']);
    await page.waitForURL('**/persona?instance=demo-workspace');
  });
});

describe('the account menu', () => {
  it('shows the plan, the upgrade card, links, the instance selector, the email, Privacy & Legal and Logout', async () => {
    await page.goto('/dashboard?instance=demo-workspace');
    await openAccountMenu();

    for (const text of [
      "You're on the FREE plan.",
      'Unlock up to 1500 emails per month',
      'Options',
      'Integrations',
      'Instance ID',
      'demo@reachwise.local',
      'Privacy & Legal',
      'Logout',
    ]) {
      await page.getByText(text, { exact: true }).first().waitFor();
    }
    await expect(accountButton().innerText()).resolves.toMatch(/Dana\s+demo-workspace\s+FREE/);
    await screenshot(page, 'account-menu');
  });

  it('switches instance with the selector, keeping the page', async () => {
    await page.getByRole('button', { name: /Instance ID/ }).click();
    await page.getByRole('option', { name: /demo-trial-ending/ }).waitFor();
    const listed = await page.getByRole('option').allInnerTexts();
    expect(listed.map((option) => option.trim())).toEqual([...listed].map((option) => option.trim()).sort());
    await page.getByRole('option', { name: /demo-trial-ending/ }).click();

    await page.waitForURL('**/dashboard?instance=demo-trial-ending');
    await page.getByRole('button', { name: 'Account: Dana, instance demo-trial-ending, BASIC plan' }).waitFor();
  });

  it('sends an instance that has not been onboarded to /onboarding', async () => {
    await page.goto('/dashboard?instance=demo-second-team');

    await page.waitForURL('**/onboarding?instance=demo-second-team');
  });

  it('switches instance with ?instance= in the address, which wins over the stored one', async () => {
    await page.goto('/contact?instance=demo-workspace');

    await page.waitForURL('**/contact?instance=demo-workspace');
    await page.getByRole('table').getByText('jade.osei@atlascargo.example').waitFor();
    await expect(accountButton().innerText()).resolves.toContain('demo-workspace');
  });
});

describe('trial notices', () => {
  it('shows the closable expiring banner, and remembers closing it for that instance', async () => {
    await page.goto('/dashboard?instance=demo-trial-ending');
    const banner = page.getByText(/Your free trial is about to expire/);
    await banner.waitFor();
    await screenshot(page, 'notice-expiring');

    await page
      .getByRole('button', { name: /close|dismiss/i })
      .first()
      .click();
    await page.reload();
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();

    await expect(banner.count()).resolves.toBe(0);
  });

  it('shows the grace-period modal with Close and Contact Us', async () => {
    await page.goto('/dashboard?instance=demo-trial-grace');
    const modal = page.getByRole('dialog');
    await modal
      .getByText(/grace period/)
      .first()
      .waitFor();
    await screenshot(page, 'notice-grace');

    await expect(modal.getByRole('button', { name: 'Close', exact: true }).count()).resolves.toBeGreaterThan(0);
    await expect(modal.getByText('Contact Us').count()).resolves.toBeGreaterThan(0);
  });

  it('blocks an expired instance with a modal the demo user cannot close', async () => {
    await page.goto('/dashboard?instance=demo-trial-expired');
    const modal = page.getByRole('dialog');
    await modal.getByText('Your free trial has expired!').waitFor();
    await screenshot(page, 'notice-expired');

    await expect(modal.getByRole('button', { name: 'Log out' }).count()).resolves.toBe(1);
    await expect(modal.getByText('Contact Us').count()).resolves.toBeGreaterThan(0);
    await expect(modal.getByRole('button', { name: /^close/i }).count()).resolves.toBe(0);
  });
});

describe('an expired session', () => {
  it("answers 401 with 'Token expired. Please login again.' and signs out", async () => {
    await page.goto('/dashboard?instance=demo-workspace');
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    // the stored tokens no longer verify, as after the key or the session changed on the server
    await page.evaluate(() => {
      for (const cookie of document.cookie.split('; ')) {
        const name = cookie.slice(0, cookie.indexOf('='));
        if (name.endsWith('.idToken') || name.endsWith('.accessToken')) document.cookie = `${cookie}x; path=/`;
      }
    });

    await page.goto('/contact?instance=demo-workspace');

    await page.getByText('Token expired. Please login again.').waitFor({ timeout: 20_000 });
    await page.waitForURL('**/login**');
  });
});

describe('a person who has never used the product', () => {
  it('is held at /agreement until they accept the terms, then sent to /onboarding', async () => {
    const person = await freshUser(env.stack, 'nova');
    const fresh = await (await env.newContext()).newPage();
    await fresh.goto('/login');
    await fresh.getByLabel('Email', { exact: true }).fill(person.email);
    await fresh.getByLabel('Password', { exact: true }).fill(person.password);
    await fresh.getByLabel('Password', { exact: true }).press('Enter');

    await fresh.waitForURL('**/agreement**', { timeout: 30_000 });
    await fresh.goto('/contact');
    await fresh.waitForURL('**/agreement**');
    const dialog = fresh.getByRole('dialog');
    await dialog.getByText('Terms & Conditions').first().waitFor();
    await screenshot(fresh, 'agreement');
    await dialog.getByRole('button', { name: 'Accept' }).click();

    await fresh.waitForURL('**/onboarding**', { timeout: 20_000 });
    await screenshot(fresh, 'onboarding');
  });
});
