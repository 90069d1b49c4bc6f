import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';

import { freeLocalPorts, startLocalStack, type LocalStack } from '../../bin/local/stack';
import { createStores } from '../../functions/adapters/dynamodb/stores';
import { currentRuntime } from '../../functions/composition/runtime';
import { launchChromium } from './browser';
import { screenshot } from './support';

const root = path.resolve(import.meta.dirname, '../..');

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
let dataDir: string;
let stack: LocalStack;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'reachwise-e2e-'));
  stack = await startLocalStack({ root, dataDir, ports: await freeLocalPorts(), log: printed.log });
  browser = await launchChromium();
  context = await browser.newContext({ baseURL: stack.webUrl, viewport: { width: 1366, height: 900 } });
  context.setDefaultTimeout(10_000);
  page = await context.newPage();
}, 120_000);

afterAll(async () => {
  await browser.close();
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function codeFor(email: string): Promise<string> {
  for (let waited = 0; waited < 10_000; waited += 100) {
    const code = printed.codes.get(email);
    if (code) return code;
    await delay(100);
  }
  throw new Error(`cognito-local printed no code for ${email}`);
}

const metRules = () =>
  page
    .locator('li[data-rule]')
    .evaluateAll((items) =>
      items.filter((item) => item.getAttribute('data-met') === 'true').map((item) => item.getAttribute('data-rule')),
    );

describe('a new person signing up', () => {
  const email = `ada.${Date.now()}@acme-rockets.example`;
  const password = 'Rocket-launch-2026';

  it('sees the pool’s password rules ticked as they type', async () => {
    await page.goto('/register');
    const field = page.getByLabel('Password', { exact: true });
    // the dev server compiles the app on its first page: slow on a busy machine
    await field.waitFor({ timeout: 45_000 });

    await field.fill('rocket');
    await expect(metRules()).resolves.toEqual(['lowercase']);
    await field.fill('Rocket-launch');
    await expect(metRules()).resolves.toEqual(['minLength', 'lowercase', 'uppercase', 'symbol']);
    await field.fill(password);
    await expect(metRules()).resolves.toEqual(['minLength', 'lowercase', 'uppercase', 'digit', 'symbol']);
  });

  it('creates the account and is asked for the code cognito-local printed', async () => {
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Lovelace');
    await page.getByLabel('Work email').fill(email);
    await page.getByLabel('Company name').fill('Acme Rockets');
    await screenshot(page, 'sign-up');

    await page.getByRole('button', { name: 'Create account' }).click();

    await page.getByRole('heading', { name: 'Confirm your email' }).waitFor();
    await expect(codeFor(email)).resolves.toMatch(/^\d{6}$/);
  });

  it('says so under the field when the code is wrong', async () => {
    const code = await codeFor(email);
    await page.getByLabel('Confirmation code').fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Confirm' }).click();

    await page.getByText('Incorrect confirmation code').waitFor();
  });

  it('confirms with the printed code, is signed in automatically and lands in a new instance named after the company', async () => {
    await page.getByLabel('Confirmation code').fill(await codeFor(email));
    await page.getByRole('button', { name: 'Confirm' }).click();

    await page.waitForURL(/\/agreement\?instance=acme-rockets-[a-z0-9]{6}$/, { timeout: 30_000 });
    const namespaceId = new URL(page.url()).searchParams.get('instance') ?? '';
    const { documentClient, tableName } = currentRuntime().overrides ?? {};
    if (!documentClient || !tableName) throw new Error('The local stack installed no table.');
    const stores = createStores(documentClient, tableName);
    const user = await stores.users.findByEmail(email);
    expect(user).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', defaultNamespaceId: namespaceId });
    expect(await stores.namespaces.get(namespaceId)).toMatchObject({ name: 'Acme Rockets', tier: 'FREE' });
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
  });
});
