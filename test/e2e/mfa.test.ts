import { generateSync } from 'otplib';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEFAULT_TOTP_DEVICE_NAME } from '../../shared/domain/identity';
import { MFA_MESSAGES } from '../../shared/domain/messages';
import { DEMO_INSTANCE, screenshot, signInAsDemo, startE2eEnvironment, type E2eEnvironment } from './support';

let env: E2eEnvironment;
let context: BrowserContext;
let page: Page;
/** the secret the page showed, as an authenticator app would keep it */
let secret = '';

beforeAll(async () => {
  env = await startE2eEnvironment();
  context = await env.newContext();
  page = await context.newPage();
}, 120_000);

afterAll(async () => {
  await env.stop();
});

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
  await page.goto(`/dashboard?instance=${DEMO_INSTANCE}`);
  await page.getByRole('button', { name: /^Account: Dana/ }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL('**/login**', { timeout: 20_000 });
}

async function signInWithPassword(): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Password', { exact: true }).fill(env.stack.demo.password);
  await page.getByLabel('Password', { exact: true }).press('Enter');
}

describe('sign-in with an authenticator app (TOTP)', () => {
  it('is turned on from the account menu with the QR code, the secret, the default device name and a first code', async () => {
    await signInAsDemo(env, page);
    await page.getByRole('button', { name: /^Account: Dana/ }).click();
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
    await page.waitForURL(`**/dashboard?instance=${DEMO_INSTANCE}`, { timeout: 30_000 });
  });

  it('is turned off only with the password and a current code, after which sign-in asks for the password only', async () => {
    await page.goto('/account/security');
    await page.getByText(/^On: /).waitFor();

    await page.getByLabel('Password', { exact: true }).fill(env.stack.demo.password);
    await page.getByLabel('Current code').fill(wrongCode());
    await page.getByRole('button', { name: 'Turn off' }).click();
    await page.getByText(MFA_MESSAGES.invalidCode).waitFor();
    await expect(page.getByText(/^On: /).isVisible()).resolves.toBe(true);

    await page.getByLabel('Password', { exact: true }).fill(env.stack.demo.password);
    await page.getByLabel('Current code').fill(codeNow());
    await page.getByRole('button', { name: 'Turn off' }).click();

    await page.getByText('Sign-in no longer asks for an authenticator code.').waitFor();
    await page.getByText(/^Off: /).waitFor();

    await signOut();
    await signInWithPassword();
    await page.waitForURL(`**/dashboard?instance=${DEMO_INSTANCE}`, { timeout: 30_000 });
  });
});
