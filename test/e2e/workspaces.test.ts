import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createStores } from '../../functions/adapters/dynamodb/stores';
import { currentRuntime } from '../../functions/composition/runtime';
import { INSTANCE_MESSAGES } from '../../shared/domain/messages';
import {
  DEMO_INSTANCE,
  demoApi,
  screenshot,
  signInAsDemo,
  startE2eEnvironment,
  type DemoApi,
  type E2eEnvironment,
} from './support';

let env: E2eEnvironment;
let context: BrowserContext;
let page: Page;
let api: DemoApi;
/** the instance the demo user creates, read from the address once the app switched to it */
let created = '';

beforeAll(async () => {
  env = await startE2eEnvironment();
  context = await env.newContext();
  page = await context.newPage();
  api = await demoApi(env);
  // the dev server compiles the app on its first load, which a busy machine makes slow
  await page.goto('/login', { timeout: 90_000 });
}, 240_000);

afterAll(async () => {
  await env.stop();
});

const instanceMenu = () => page.getByRole('button', { name: `Instance: ${created}` });
const dialog = (name: string) => page.getByRole('dialog', { name });

/** A colleague who manages the instance too, as an accepted invitation with the MANAGER role makes one. */
async function addManager(namespaceId: string): Promise<void> {
  const { documentClient, tableName } = currentRuntime().overrides ?? {};
  if (!documentClient || !tableName) throw new Error('The local stack installed no table.');
  await createStores(documentClient, tableName).memberships.add({
    namespaceId,
    userId: 'e2e-colleague',
    email: 'colleague@northwind.example',
    role: 'MANAGER',
  });
}

async function instanceIds(): Promise<string[]> {
  return (await api.get<{ namespaceIds: string[] }>('/api/namespace')).namespaceIds;
}

describe('workspaces', () => {
  it('creates a second instance from the account menu and switches to it, to be set up', async () => {
    await signInAsDemo(env, page);
    await page.getByRole('button', { name: /^Account: Dana/ }).click();
    await page.getByRole('button', { name: 'New instance' }).click();
    const form = dialog('New instance');
    await form.getByLabel('Name', { exact: true }).fill('  Nordic Sales  ');
    await form.getByRole('button', { name: 'Create instance' }).click();

    await page.waitForURL('**/onboarding?instance=nordic-sales-*', { timeout: 20_000 });
    created = new URL(page.url()).searchParams.get('instance') ?? '';
    await instanceMenu().waitFor();

    expect(created).toMatch(/^nordic-sales-[a-z0-9]{6}$/);
    expect(await instanceIds()).toContain(created);
    const instance = await api.get<{ name: string; trialEndDate: string; tier: string }>(`/api/user/namespace?id=${created}`);
    expect(instance).toMatchObject({ name: 'Nordic Sales', tier: 'FREE' });
    await screenshot(page, 'workspace-created');
  });

  it('lists it in the account menu’s instance selector of the other instance at once, selected once chosen', async () => {
    await instanceMenu().click();
    await page.getByRole('menuitem', { name: DEMO_INSTANCE }).click();
    // the path stays (onboarding, which says the demo instance is set up already)
    await page.waitForURL(`**/onboarding?instance=${DEMO_INSTANCE}`);
    await page.goto(`/dashboard?instance=${DEMO_INSTANCE}`);

    await page.getByRole('button', { name: /^Account: Dana/ }).click();
    await page.getByRole('button', { name: /Instance ID/ }).click();
    await page.getByRole('option', { name: created }).click();

    await page.waitForURL(`**/onboarding?instance=${created}`);
    await instanceMenu().waitFor();
  });

  it('renames it; the name is trimmed and the id stays', async () => {
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

  it('refuses to let its only manager leave it, and says why', async () => {
    await instanceMenu().click();
    await page.getByRole('menuitem', { name: 'Leave instance' }).click();
    const confirm = dialog('Leave instance');
    await confirm.getByText('You will no longer see Nordic Team').waitFor();
    await confirm.getByRole('button', { name: 'Leave instance' }).click();

    await confirm.getByText(INSTANCE_MESSAGES.lastManager).waitFor();
    await screenshot(page, 'workspace-last-manager');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await instanceIds()).toContain(created);
  });

  it('leaves it once a colleague manages it too; the app is back in the default instance and no selector lists it', async () => {
    await addManager(created);
    await instanceMenu().click();
    await page.getByRole('menuitem', { name: 'Leave instance' }).click();
    const confirm = dialog('Leave instance');
    await confirm.getByRole('button', { name: 'Leave instance' }).click();

    await page.waitForURL(`**/dashboard?instance=${DEMO_INSTANCE}`, { timeout: 20_000 });
    await page.getByRole('button', { name: /^Account: Dana/ }).click();
    await page.getByRole('button', { name: /Instance ID/ }).click();
    await page.getByRole('option', { name: DEMO_INSTANCE }).waitFor();
    const listed = await page.getByRole('option').allInnerTexts();

    expect(listed.map((option) => option.trim())).not.toContain(created);
    expect(await instanceIds()).not.toContain(created);
  });
});
