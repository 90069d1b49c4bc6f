import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import PostalMime from 'postal-mime';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  DEMO_INSTANCE,
  demoApi,
  firstId,
  freshUser,
  screenshot,
  signInAsDemo,
  startE2eEnvironment,
  type E2eEnvironment,
} from './support';

let env: E2eEnvironment;
let context: BrowserContext;
let manager: Page;
const campaignName = `Shared with the team ${Date.now()}`;

beforeAll(async () => {
  env = await startE2eEnvironment();
  const api = await demoApi(env);
  await api.post('/api/campaign/create', {
    name: campaignName,
    channel: 'EMAIL',
    language: 'ENGLISH',
    companyId: await firstId(api, 'company'),
    productId: await firstId(api, 'product'),
    callToActionId: await firstId(api, 'call-to-action'),
    contactIds: [await firstId(api, 'contact')],
    senderConfigIds: [await firstId(api, 'email-sender-config')],
  });
  context = await env.newContext();
  manager = await context.newPage();
  await signInAsDemo(env, manager);
}, 180_000);

afterAll(async () => {
  await env.stop();
});

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

describe('inviting a colleague', () => {
  it('lets the manager invite a colleague, whose mail reaches the local mail folder and who joins and sees the shared campaigns', async () => {
    const colleague = await freshUser(env.stack, 'colleague');

    await manager.goto(`/member?instance=${DEMO_INSTANCE}`);
    await manager.getByRole('heading', { name: 'Invitations' }).waitFor();
    await manager.getByRole('button', { name: 'Invite' }).first().click();
    const dialog = manager.getByRole('dialog');
    await dialog.getByLabel('Email').fill(colleague.email);
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await manager.getByText(`Invitation sent to ${colleague.email.toLowerCase()}.`).waitFor();
    await manager.getByRole('row').filter({ hasText: colleague.email.toLowerCase() }).getByText('Pending').waitFor();
    await screenshot(manager, 'members');

    const link = await invitationLink(colleague.email.toLowerCase());
    const page = await (await env.newContext()).newPage();
    await page.goto(link);
    await page.getByText(/invited you to join Northwind Demo on Reachwise\./).waitFor();
    await screenshot(page, 'invitation-signed-out');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/login');
    await page.getByLabel('Email', { exact: true }).fill(colleague.email);
    await page.getByLabel('Password', { exact: true }).fill(colleague.password);
    await page.getByLabel('Password', { exact: true }).press('Enter');
    await page.waitForURL('**/invitation/accept**', { timeout: 30_000 });
    await page.getByRole('button', { name: 'Accept the invitation' }).click();

    // a first sign-in: the colleague accepts the terms, then lands in the shared instance
    await page.waitForURL(`**/agreement?instance=${DEMO_INSTANCE}`, { timeout: 30_000 });
    await page.getByRole('dialog').getByRole('button', { name: 'Accept' }).click();
    await page.goto(`/campaign?instance=${DEMO_INSTANCE}`);
    await page.getByText(campaignName).waitFor({ timeout: 20_000 });
    await screenshot(page, 'invitation-accepted-campaigns');

    await manager.reload();
    await manager.getByRole('row').filter({ hasText: colleague.email.toLowerCase() }).getByText('Accepted').waitFor();
    expect(await manager.getByRole('row').filter({ hasText: colleague.email.toLowerCase() }).count()).toBe(2);
  });
});
