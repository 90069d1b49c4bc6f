import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';

import { generateSync } from 'otplib';
import PostalMime from 'postal-mime';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createStores } from '../../functions/adapters/dynamodb/stores';
import { currentRuntime } from '../../functions/composition/runtime';
import { DEFAULT_TOTP_DEVICE_NAME } from '../../shared/domain/identity';
import { INSTANCE_MESSAGES, MFA_MESSAGES } from '../../shared/domain/messages';
import { trialEndDateFrom } from '../../shared/rules/trial';
import { apiAs, firstId, freshUser, screenshot, startE2eEnvironment, type DemoApi, type E2eEnvironment } from './support';

/**
 * A team's first day, as `npm start` serves it: a new person signs up, confirms with the code
 * cognito-local printed and is signed in; creates a second instance; invites a colleague, whose
 * invitation reaches the local mail folder and who joins and sees the instance's campaigns; then
 * protects the account with an authenticator app and signs in with its codes.
 */

/**
 * The confirmation codes cognito-local printed, by address, as `npm start` shows them: a
 * "Destination: <email>" line, then "Code: <code>".
 */
function codeCollector() {
  const codes = new Map<string, string>();
  let destination: string | undefined;
  return {
    codes,
    log: (line: string) => {
      const text = line.replace(/^cognito-local:\s*/, '');
      const address = /^Destination:\s*(\S+)/.exec(text)?.[1];
      const code = /^Code:\s*(\S+)/.exec(text)?.[1];
      if (address) destination = address.toLowerCase();
      if (code && destination) codes.set(destination, code);
    },
  };
}

const printed = codeCollector();
const person = { email: `ada.${Date.now()}@acme-rockets.example`, password: 'Rocket-launch-2026' };
const campaignName = `Shared with the team ${Date.now()}`;
let env: E2eEnvironment;
let context: BrowserContext;
let page: Page;
/** the instance sign-up created, and the one the person creates, read from the address */
let first = '';
let created = '';
/** the secret the security page showed, as an authenticator app would keep it */
let secret = '';

beforeAll(async () => {
  env = await startE2eEnvironment({ log: printed.log });
  context = await env.newContext();
  page = await context.newPage();
}, 180_000);

afterAll(async () => {
  await env.stop();
});

async function codeFor(email: string): Promise<string> {
  for (let waited = 0; waited < 10_000; waited += 100) {
    const code = printed.codes.get(email);
    if (code) return code;
    await delay(100);
  }
  throw new Error(`cognito-local printed no code for ${email}`);
}

function stores() {
  const { documentClient, tableName } = currentRuntime().overrides ?? {};
  if (!documentClient || !tableName) throw new Error('The local stack installed no table.');
  return createStores(documentClient, tableName);
}

const metRules = () =>
  page
    .locator('li[data-rule]')
    .evaluateAll((items) =>
      items.filter((item) => item.getAttribute('data-met') === 'true').map((item) => item.getAttribute('data-rule')),
    );

const accountMenu = () => page.getByRole('button', { name: /^Account: Ada/ });
const instanceMenu = () => page.getByRole('button', { name: `Instance: ${created}` });
const dialog = (name: string) => page.getByRole('dialog', { name });

async function instanceIds(api: DemoApi): Promise<string[]> {
  return (await api.get<{ namespaceIds: string[] }>('/api/namespace')).namespaceIds;
}

/** A campaign of the created instance to one contact, from a STUB sender: what the colleague will find there. */
async function arrangeCampaign(api: DemoApi): Promise<void> {
  const company = await api.post<{ id: string }>('/api/company/create', {
    name: 'Acme Rockets',
    website: 'https://acme-rockets.example',
    description: 'Reusable rockets for small satellites, launched every week.',
  });
  await api.post('/api/product/create', {
    name: 'Rideshare launch',
    description: 'A seat on the weekly launch for satellites up to 50 kg.',
    achievements: 'Forty satellites in orbit this year.',
    companyId: company.id,
  });
  await api.post('/api/contact/create', {
    email: 'grace@orbital.example',
    firstName: 'Grace',
    lastName: 'Hopper',
    jobTitle: 'Head of Missions',
  });
  await api.post('/api/email-sender-config/create', { senderEmail: person.email, senderName: 'Ada Lovelace', type: 'STUB' });
  await api.post('/api/campaign/create', {
    name: campaignName,
    channel: 'EMAIL',
    language: 'ENGLISH',
    companyId: company.id,
    productId: await firstId(api, 'product'),
    callToActionId: await firstId(api, 'call-to-action'),
    contactIds: [await firstId(api, 'contact')],
    senderConfigIds: [await firstId(api, 'email-sender-config')],
  });
}

/** The invitation link of the newest message for `address` in the local mail directory, once it is there. */
async function invitationLink(address: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        for (const file of readdirSync(env.stack.mailDir).sort().reverse()) {
          const mail = await PostalMime.parse(readFileSync(path.join(env.stack.mailDir, file)));
          if (!mail.to?.some((to) => to.address === address)) continue;
          link = /https?:\/\/\S+\/invitation\/accept\?token=[A-Za-z0-9_-]+/.exec(mail.text ?? '')?.[0];
          return link;
        }
        return undefined;
      },
      { timeout: 15_000 },
    )
    .toMatch(/token=/);
  return link ?? '';
}

/** The code an authenticator app shows now (30-second periods, 6 digits, SHA-1: what the identity provider checks). */
const codeNow = (offsetSeconds = 0) => generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSeconds });

/** Six digits that no authenticator app would show around now: not the code of this period or of either neighbour. */
function wrongCode(): string {
  const valid = new Set([codeNow(-30), codeNow(), codeNow(30)]);
  for (let candidate = 0; ; candidate += 111_111) {
    const code = String(candidate).padStart(6, '0');
    if (!valid.has(code)) return code;
  }
}

async function signOut(): Promise<void> {
  await page.goto(`/campaign?instance=${created}`);
  await accountMenu().click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL('**/login**', { timeout: 20_000 });
}

async function signInWithPassword(): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByLabel('Password', { exact: true }).press('Enter');
}

const signedIn = () => page.waitForURL((url) => url.pathname !== '/login', { timeout: 30_000 });

describe('a new person signs up', () => {
  it('sees the pool’s password rules ticked as they type', async () => {
    // the dev server compiles the app on its first page: slow on a busy machine
    await page.goto('/register', { timeout: 90_000 });
    const field = page.getByLabel('Password', { exact: true });
    await field.waitFor({ timeout: 45_000 });

    await field.fill('rocket');
    await expect(metRules()).resolves.toEqual(['lowercase']);
    await field.fill('Rocket-launch');
    await expect(metRules()).resolves.toEqual(['minLength', 'lowercase', 'uppercase', 'symbol']);
    await field.fill(person.password);
    await expect(metRules()).resolves.toEqual(['minLength', 'lowercase', 'uppercase', 'digit', 'symbol']);
  });

  it('creates the account and is asked for the code cognito-local printed', async () => {
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Lovelace');
    await page.getByLabel('Work email').fill(person.email);
    await page.getByLabel('Company name').fill('Acme Rockets');
    await screenshot(page, 'sign-up');

    await page.getByRole('button', { name: 'Create account' }).click();

    await page.getByRole('heading', { name: 'Confirm your email' }).waitFor();
    await expect(codeFor(person.email)).resolves.toMatch(/^\d{6}$/);
  });

  it('is told under the field when the code is wrong', async () => {
    const code = await codeFor(person.email);
    await page.getByLabel('Confirmation code').fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Confirm' }).click();

    await page.getByText('Incorrect confirmation code').waitFor();
  });

  it('confirms with the printed code, is signed in automatically and lands in a new instance named after the company', async () => {
    await page.getByLabel('Confirmation code').fill(await codeFor(person.email));
    await page.getByRole('button', { name: 'Confirm' }).click();

    await page.waitForURL(/\/agreement\?instance=acme-rockets-[a-z0-9]{6}$/, { timeout: 30_000 });
    first = new URL(page.url()).searchParams.get('instance') ?? '';
    const user = await stores().users.findByEmail(person.email);
    expect(user).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', defaultNamespaceId: first });
    expect(await stores().namespaces.get(first)).toMatchObject({ name: 'Acme Rockets', tier: 'FREE' });
    await screenshot(page, 'sign-up-agreement');
  });

  it('keeps the session in cookies for 365 days on path /, not in localStorage', async () => {
    const cookies = (await context.cookies()).filter((cookie) => cookie.name.startsWith('CognitoIdentityServiceProvider.'));
    const idToken = cookies.find((cookie) => cookie.name.endsWith('.idToken'));
    const stored = await page.evaluate(() =>
      Object.keys(localStorage).filter((key) => key.startsWith('CognitoIdentityServiceProvider.')),
    );

    expect(idToken).toMatchObject({ path: '/', secure: false });
    const days = ((idToken?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365);
    expect(stored).toEqual([]);

    await page.getByRole('dialog').getByRole('button', { name: 'Accept' }).click();
    await page.waitForURL(`**/onboarding?instance=${first}`, { timeout: 20_000 });
  });
});

/**
 * Sets an instance up as finishing its onboarding does (test/e2e/onboarding.test.ts walks it): until
 * then every page of it is the onboarding page, whose bar has no account menu.
 */
async function setUp(namespaceId: string): Promise<void> {
  await stores().namespaces.update(namespaceId, { onboardedAt: new Date().toISOString() });
}

describe('a second workspace', () => {
  let api: DemoApi;

  it('is created before the first is set up, from the onboarding bar, with its own trial, and the app switches to it to be set up', async () => {
    await instanceMenu().click();
    await page.getByRole('menuitem', { name: 'New instance' }).click();
    const form = dialog('New instance');
    await form.getByLabel('Name', { exact: true }).fill('  Nordic Sales  ');
    await form.getByRole('button', { name: 'Create instance' }).click();

    await page.waitForURL('**/onboarding?instance=nordic-sales-*', { timeout: 20_000 });
    created = new URL(page.url()).searchParams.get('instance') ?? '';
    await instanceMenu().waitFor();

    expect(created).toMatch(/^nordic-sales-[a-z0-9]{6}$/);
    api = await apiAs(env, person, created);
    expect(await instanceIds(api)).toEqual(expect.arrayContaining([first, created]));
    const instance = await api.get<{ name: string; trialEndDate: string; tier: string }>(`/api/user/namespace?id=${created}`);
    const today = new Date().toISOString().slice(0, 10);
    expect(instance).toMatchObject({ name: 'Nordic Sales', tier: 'FREE', trialEndDate: trialEndDateFrom(today) });
    await screenshot(page, 'workspace-created');
  });

  it('is listed at once in the account menu’s instance selector of the other instance, selected once chosen', async () => {
    await setUp(first);
    await instanceMenu().click();
    await page.getByRole('menuitem', { name: first }).click();
    // the path stays (onboarding, which says the first instance is set up already)
    await page.waitForURL(`**/onboarding?instance=${first}`);
    await page.goto(`/dashboard?instance=${first}`);

    await accountMenu().click();
    await page.getByRole('button', { name: /Instance ID/ }).click();
    await page.getByRole('option', { name: created }).click();

    await page.waitForURL(`**/onboarding?instance=${created}`);
    await instanceMenu().waitFor();
  });

  it('is renamed; the name is trimmed and the id stays', async () => {
    await instanceMenu().click();
    await page.getByRole('menuitem', { name: 'Rename instance' }).click();
    const form = dialog('Rename instance');
    const name = form.getByLabel('Name', { exact: true });
    await expect.poll(() => name.inputValue()).toBe('Nordic Sales');
    await name.fill('Nordic Team ');
    await form.getByRole('button', { name: 'Rename' }).click();
    await form.waitFor({ state: 'detached' });

    const instance = await api.get<{ id: string; name: string }>(`/api/user/namespace?id=${created}`);
    expect(instance).toEqual(expect.objectContaining({ id: created, name: 'Nordic Team' }));
    expect(new URL(page.url()).searchParams.get('instance')).toBe(created);
  });

  it('cannot be left by its only manager, who is told why', async () => {
    await instanceMenu().click();
    await page.getByRole('menuitem', { name: 'Leave instance' }).click();
    const confirm = dialog('Leave instance');
    await confirm.getByText('You will no longer see Nordic Team').waitFor();
    await confirm.getByRole('button', { name: 'Leave instance' }).click();

    await confirm.getByText(INSTANCE_MESSAGES.lastManager).waitFor();
    await screenshot(page, 'workspace-last-manager');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await instanceIds(api)).toContain(created);

    // set up, with a campaign for the colleague to find: arranged, as the journey does not name it
    await setUp(created);
    await arrangeCampaign(api);
  });
});

describe('a colleague invited to it', () => {
  it('gets the invitation in the local mail folder, joins as a manager and sees the shared campaigns', async () => {
    const colleague = await freshUser(env.stack, 'colleague');
    const address = colleague.email.toLowerCase();

    await page.goto(`/member?instance=${created}`);
    await page.getByRole('heading', { name: 'Invitations', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Invite' }).first().click();
    const invite = page.getByRole('dialog');
    await invite.getByLabel('Email').fill(colleague.email);
    await invite.getByRole('button', { name: /^Role/ }).click();
    await page.getByRole('option', { name: 'Manager' }).click();
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await page.getByText(`Invitation sent to ${address}.`).waitFor();
    await page.getByRole('row').filter({ hasText: address }).getByText('Pending').waitFor();
    await screenshot(page, 'members');

    const link = await invitationLink(address);
    const other = await (await env.newContext()).newPage();
    await other.goto(link);
    await other.getByText(/invited you to join Nordic Team on Reachwise\./).waitFor();
    await screenshot(other, 'invitation-signed-out');
    await other.getByRole('button', { name: 'Sign in' }).click();
    await other.waitForURL('**/login');
    await other.getByLabel('Email', { exact: true }).fill(colleague.email);
    await other.getByLabel('Password', { exact: true }).fill(colleague.password);
    await other.getByLabel('Password', { exact: true }).press('Enter');
    await other.waitForURL('**/invitation/accept**', { timeout: 30_000 });
    await other.getByRole('button', { name: 'Accept the invitation' }).click();

    // a first sign-in: the colleague accepts the terms, then lands in the shared instance
    await other.waitForURL(`**/agreement?instance=${created}`, { timeout: 30_000 });
    await other.getByRole('dialog').getByRole('button', { name: 'Accept' }).click();
    await other.goto(`/campaign?instance=${created}`);
    await other.getByText(campaignName).waitFor({ timeout: 20_000 });
    await screenshot(other, 'invitation-accepted-campaigns');

    await page.reload();
    const rows = page.getByRole('row').filter({ hasText: address });
    await rows.getByText('Accepted').waitFor();
    await rows.getByText('Manager').first().waitFor();
    expect(await rows.count()).toBe(2);
  });
});

describe('sign-in with an authenticator app (TOTP)', () => {
  it('is turned on from the account menu with the QR code, the secret, the default device name and a first code', async () => {
    await accountMenu().click();
    await page.getByRole('link', { name: 'Sign-in security' }).click();
    await page.waitForURL('**/account/security');
    await page.getByText(/^Off: /).waitFor();

    await page.getByRole('button', { name: 'Turn on' }).click();

    const qrCode = page.getByRole('img', { name: /QR code that adds your Reachwise account/ });
    await qrCode.waitFor();
    expect(await qrCode.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    secret = (await page.getByTestId('totp-secret').innerText()).replace(/\s+/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(await page.getByLabel('Device name').inputValue()).toBe(DEFAULT_TOTP_DEVICE_NAME);
    await screenshot(page, 'mfa-set-up');

    await page.getByLabel('Code from the app').fill(wrongCode());
    await page.getByRole('button', { name: 'Verify and turn on' }).click();
    await page.getByText(MFA_MESSAGES.invalidCode).waitFor();

    await page.getByLabel('Code from the app').fill(codeNow());
    await page.getByRole('button', { name: 'Verify and turn on' }).click();

    await page.getByText('Sign-in now asks for a code from your authenticator app.').waitFor();
    await page.getByText(/^On: /).waitFor();
  });

  it('asks for the code at the next sign-in, refuses a wrong one with its message and signs in with the right one', async () => {
    await signOut();

    await signInWithPassword();
    await page.getByLabel('Authenticator code').waitFor();
    await screenshot(page, 'mfa-sign-in');
    await page.getByLabel('Authenticator code').fill(wrongCode());
    await page.getByRole('button', { name: 'Verify' }).click();

    await page.getByText(MFA_MESSAGES.invalidCode).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');

    await page.getByLabel('Authenticator code').fill(codeNow());
    await page.getByRole('button', { name: 'Verify' }).click();
    await signedIn();
    await accountMenu().waitFor();
  });

  it('is turned off only with the password and a current code, after which sign-in asks for the password only', async () => {
    await page.goto('/account/security');
    await page.getByText(/^On: /).waitFor();

    await page.getByLabel('Password', { exact: true }).fill(person.password);
    await page.getByLabel('Current code').fill(wrongCode());
    await page.getByRole('button', { name: 'Turn off' }).click();
    await page.getByText(MFA_MESSAGES.invalidCode).waitFor();
    await expect(page.getByText(/^On: /).isVisible()).resolves.toBe(true);

    await page.getByLabel('Password', { exact: true }).fill(person.password);
    await page.getByLabel('Current code').fill(codeNow());
    await page.getByRole('button', { name: 'Turn off' }).click();

    await page.getByText('Sign-in no longer asks for an authenticator code.').waitFor();
    await page.getByText(/^Off: /).waitFor();

    await signOut();
    await signInWithPassword();
    await signedIn();
    await accountMenu().waitFor();
  });
});

describe('leaving the second workspace', () => {
  it('is allowed once the colleague manages it too; the app is back in the first instance and no selector lists it', async () => {
    await page.goto(`/onboarding?instance=${created}`);
    await instanceMenu().click();
    await page.getByRole('menuitem', { name: 'Leave instance' }).click();
    const confirm = dialog('Leave instance');
    await confirm.getByRole('button', { name: 'Leave instance' }).click();

    await page.waitForURL(`**/dashboard?instance=${first}`, { timeout: 20_000 });
    await accountMenu().click();
    await page.getByRole('button', { name: /Instance ID/ }).click();
    await page.getByRole('option', { name: first }).waitFor();
    const listed = await page.getByRole('option').allInnerTexts();

    expect(listed.map((option) => option.trim())).not.toContain(created);
    expect(await instanceIds(await apiAs(env, person, first))).not.toContain(created);
  });
});
