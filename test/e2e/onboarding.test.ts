import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { freshUser, screenshot, startE2eEnvironment, type E2eEnvironment } from './support';

let env: E2eEnvironment;
let context: BrowserContext;
let page: Page;
/** the instance of the person who onboards, read from the address once they land on /onboarding */
let instance = '';

beforeAll(async () => {
  env = await startE2eEnvironment();
  context = await env.newContext();
  page = await context.newPage();
}, 120_000);

afterAll(async () => {
  await env.stop();
});

const stepHeading = (title: string) => page.getByRole('heading', { level: 1, name: title });
const next = () => page.getByRole('button', { name: 'Next', exact: true }).click();

describe('onboarding a new account', () => {
  it('sends a person who accepted the terms to the first step', async () => {
    const person = await freshUser(env.stack, 'olive');
    await page.goto('/login');
    await page.getByLabel('Email', { exact: true }).fill(person.email);
    await page.getByLabel('Password', { exact: true }).fill(person.password);
    await page.getByLabel('Password', { exact: true }).press('Enter');
    await page.waitForURL('**/agreement**', { timeout: 30_000 });
    await page.getByRole('dialog').getByRole('button', { name: 'Accept' }).click();

    await page.waitForURL('**/onboarding?instance=*', { timeout: 20_000 });
    instance = new URL(page.url()).searchParams.get('instance') ?? '';
    await stepHeading('Tell us about your company').waitFor();

    expect(instance).not.toBe('');
    for (const title of ['Tell us about your company', 'Who should your emails be sent from?', 'Who are you reaching out to?']) {
      await expect(page.getByText(title, { exact: true }).count()).resolves.toBeGreaterThan(0);
    }
    await screenshot(page, 'onboarding-step-1');
  });

  it('names the missing and the wrong fields of the company, and moves on once they are fixed', async () => {
    await next();
    await page.getByText('Name is required.').waitFor();
    await page.getByText('Description of your mission is required.').waitFor();

    await page.getByLabel('Company name').fill('Olive Freight');
    await page.getByLabel(/^Website/).fill('olive-freight.example');
    await page.getByLabel('Description of your mission').fill('We move fresh produce from farms to shops overnight.');
    await next();
    await page.getByText('Website must be a valid URL starting with http:// or https://.').waitFor();
    await screenshot(page, 'onboarding-step-1-errors');
    await expect(page.getByText('Name is required.').count()).resolves.toBe(0);

    await page.getByLabel(/^Website/).fill('https://olive-freight.example');
    await next();

    await stepHeading('Who should your emails be sent from?').waitFor();
  });

  it('resumes at the sender step after a reload, with the company kept', async () => {
    await page.reload();

    await stepHeading('Who should your emails be sent from?').waitFor();
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await stepHeading('Tell us about your company').waitFor();
    await expect(page.getByLabel('Company name').inputValue()).resolves.toBe('Olive Freight');
    await next();
    await stepHeading('Who should your emails be sent from?').waitFor();
  });

  it('checks an SMTP connection for real against the local mailbox server, then adds a test sender', async () => {
    await page.getByLabel('Sender name').fill('Olive Grant');
    await page.getByLabel('Sender email').fill('olive@olive-freight.example');
    await next();
    await page.getByText('Sender type is required.').waitFor();

    await page.getByText('SMTP', { exact: true }).click();
    await expect(page.getByLabel('SMTP port').inputValue()).resolves.toBe('587');
    await page.getByRole('button', { name: 'Check connection' }).click();
    await page.getByText('SMTP host is required for SMTP senders.').waitFor();
    await page.getByText('SMTP password is required for SMTP senders.').waitFor();
    // the local mailbox server of the stack: a real sign-in, refused with a wrong password
    await page.getByLabel('SMTP host').fill('127.0.0.1');
    await page.getByLabel('SMTP port').fill(String(env.stack.smtpPort));
    await page.getByLabel('SMTP username').fill('olive');
    await page.getByLabel('SMTP password').fill('not-the-password');
    // where replies are read: optional, checked like the Add sender page's
    await page.getByText('993 for TLS (used when empty), 143 for STARTTLS.').waitFor();
    await page.getByLabel('IMAP host', { exact: true }).fill('imap.olive-freight.example');
    await page.getByLabel('IMAP port', { exact: true }).fill('70000');
    await page.getByRole('button', { name: 'Check connection' }).click();
    await page.getByText('IMAP port must be a whole number from 1 to 65535.').waitFor();
    await page.getByLabel('IMAP port', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Check connection' }).click();
    await page.getByText('Invalid credentials.').waitFor();
    await expect(page.getByText('IMAP port must be a whole number from 1 to 65535.').count()).resolves.toBe(0);
    await page.getByLabel('SMTP password').fill(env.stack.smtpPassword);
    await page.getByRole('button', { name: 'Check connection' }).click();
    await page.getByText('The connection works.').waitFor();
    await screenshot(page, 'onboarding-step-2-smtp');

    await page.getByText('Test sender', { exact: true }).click();
    await expect(page.getByLabel('SMTP host').count()).resolves.toBe(0);
    await expect(page.getByLabel('IMAP host', { exact: true }).count()).resolves.toBe(0);
    await screenshot(page, 'onboarding-step-2');
    await next();

    await stepHeading('Who are you reaching out to?').waitFor();
  });

  it('keeps what was typed when going back and forth', async () => {
    await page.getByLabel('Profile name').fill('Grocery buyers');
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await stepHeading('Who should your emails be sent from?').waitFor();
    await expect(page.getByLabel('Sender email').inputValue()).resolves.toBe('olive@olive-freight.example');

    await next();

    await stepHeading('Who are you reaching out to?').waitFor();
    await expect(page.getByLabel('Profile name').inputValue()).resolves.toBe('Grocery buyers');
  });

  it('adds a customer profile, finishes the setup and lands on the dashboard', async () => {
    await page.getByRole('textbox', { name: 'Job titles' }).fill('Head of Purchasing, Category Manager');
    await page.getByRole('textbox', { name: 'Job titles' }).press('Enter');
    await page.getByRole('textbox', { name: 'Industries' }).fill('Retail');
    await page.getByRole('textbox', { name: 'Industries' }).press('Enter');
    await page.getByText('Head of Purchasing', { exact: true }).waitFor();
    await page.getByText('Category Manager', { exact: true }).waitFor();
    await screenshot(page, 'onboarding-step-3');

    await page.getByRole('button', { name: 'Finish setup' }).click();

    await page.waitForURL(`**/dashboard?instance=${instance}`, { timeout: 20_000 });
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await page.getByText('Your instance is set up. Welcome aboard!').waitFor();
    await screenshot(page, 'onboarding-done');
  });

  it('saved the company, the sender and the customer profile in the instance', async () => {
    await page.goto(`/company?instance=${instance}`);
    await page.getByText('Olive Freight').first().waitFor();

    await page.goto(`/email-sender-config?instance=${instance}`);
    await page.getByText('olive@olive-freight.example').first().waitFor();

    await page.goto(`/customer-profile?instance=${instance}`);
    await page.getByText('Grocery buyers').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/customer-profile');
  });

  it('no longer sends the instance to /onboarding, and says it is set up there', async () => {
    await page.goto(`/contact?instance=${instance}`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/contact');

    await page.goto(`/onboarding?instance=${instance}`);

    await page.getByText('This instance is set up').waitFor();
  });
});

describe('options', () => {
  it('shows every option with what it does and its default', async () => {
    await page.goto(`/option?instance=${instance}`);

    for (const section of ['Prospecting', 'Campaigns and sending', 'Sending windows', 'Your account']) {
      await page.getByRole('heading', { name: section }).waitFor();
    }
    // the 9 options of docs/product.md, Options, and the instance's own 'Track opens and clicks'
    await expect(page.getByRole('checkbox').count()).resolves.toBe(10);
    await expect(page.getByRole('checkbox', { name: 'Track opens and clicks' }).isChecked()).resolves.toBe(true);
    await page.getByText("Emails go out between 9:00 AM and 5:00 PM in the contact's time zone.").waitFor();
    await expect(page.getByRole('checkbox', { name: 'Auto send emails' }).isChecked()).resolves.toBe(false);
    await expect(page.getByRole('checkbox', { name: 'Send during office hours only' }).isChecked()).resolves.toBe(true);
    await screenshot(page, 'options');
  });

  it('keeps an instance option and a personal option after a reload', async () => {
    await page.getByRole('checkbox', { name: 'Auto send emails' }).click();
    await page.getByText('Saved', { exact: true }).waitFor();
    await page.getByRole('checkbox', { name: 'Has LinkedIn premium' }).click();
    await page.getByText('Saved', { exact: true }).waitFor();
    await expect(page.getByRole('checkbox', { name: 'Has LinkedIn premium' }).isChecked()).resolves.toBe(true);

    await page.reload();
    await page.getByRole('heading', { name: 'Prospecting' }).waitFor();

    await expect(page.getByRole('checkbox', { name: 'Auto send emails' }).isChecked()).resolves.toBe(true);
    await expect(page.getByRole('checkbox', { name: 'Has LinkedIn premium' }).isChecked()).resolves.toBe(true);
    await expect(page.getByRole('checkbox', { name: 'Auto cadences' }).isChecked()).resolves.toBe(false);
  });
});

describe('integrations', () => {
  it('shows HubSpot and Salesforce not set up, their options inactive, and how to connect each to its local fake', async () => {
    await page.goto(`/integration?instance=${instance}`);

    await page.getByRole('heading', { name: 'HubSpot' }).waitFor();
    await page.getByRole('heading', { name: 'Salesforce' }).waitFor();
    await expect(page.getByText('Not set up', { exact: true }).count()).resolves.toBe(2);
    for (const name of ['Read contacts', 'Update contacts']) {
      const toggles = page.getByRole('checkbox', { name });
      await expect(toggles.count()).resolves.toBe(2);
      for (const toggle of await toggles.all()) {
        await expect(toggle.isChecked()).resolves.toBe(false);
        await expect(toggle.isDisabled()).resolves.toBe(true);
      }
    }
    // the local stack configures both CRMs' OAuth clients (its fakes); HubSpot also takes a private-app token
    for (const name of ['Connect with HubSpot', 'Connect with Salesforce', 'Use a private-app token']) {
      await expect(page.getByRole('main').getByRole('button', { name }).count()).resolves.toBe(1);
    }
    await screenshot(page, 'integrations');
  });

  it("connects Salesforce through the local fake's consent page, and shows the org connected", async () => {
    await page.getByRole('button', { name: 'Connect with Salesforce' }).click();
    await page.waitForURL('**/services/oauth2/authorize?*', { timeout: 20_000 });
    await page.getByRole('button', { name: 'Allow' }).click();

    await page.waitForURL('**/integration?*', { timeout: 20_000 });
    await page.getByText('Northwind Robotics', { exact: false }).waitFor();
    await expect(page.getByRole('button', { name: 'Connect with Salesforce' }).count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: 'Connect with HubSpot' }).count()).resolves.toBe(1);
  });
});
