import type { Browser, Page } from 'playwright-core';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { freePort } from '../../bin/local/dynamodb';
import { startLocalStack, type LocalStack } from '../../bin/local/stack';
import { launchChromium } from './browser';

const root = path.resolve(import.meta.dirname, '../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'reachwise-e2e-'));
let stack: LocalStack;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  stack = await startLocalStack({
    root,
    dataDir,
    ports: {
      web: await freePort(),
      api: await freePort(),
      dynamodb: await freePort(),
      cognito: await freePort(),
      smtp: await freePort(),
    },
  });
  browser = await launchChromium();
  page = await browser.newPage();
}, 120_000);

afterAll(async () => {
  await browser.close();
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the demo user in a browser, against npm start', () => {
  it('is sent to sign-in, with the demo email filled in', async () => {
    await page.goto(stack.webUrl ?? '');

    await page.waitForURL('**/account/sign-in');
    await page.getByRole('heading', { name: 'Sign in to Reachwise' }).waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe('demo@reachwise.local');
  });

  it('refuses a wrong password with a message and stays on sign-in', async () => {
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();

    await page.getByText('Sign-in failed').waitFor();
    expect(new URL(page.url()).pathname).toBe('/account/sign-in');
  });

  it('signs in with the keyboard and shows the workspace, newest contacts first', async () => {
    await page.getByLabel('Password').fill(stack.demo.password);
    await page.getByLabel('Password').press('Enter');

    await page.getByRole('heading', { name: 'Northwind Demo' }).waitFor({ timeout: 30_000 });
    await page.getByRole('table').getByText('jade.osei@atlascargo.example').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await page.getByRole('button', { name: /demo@reachwise\.local/ }).waitFor();
  });

  it('loads the next page of contacts until all 20 are shown', async () => {
    const table = page.getByRole('table');
    const firstPage = await table.locator('tbody tr').count();

    await page.getByRole('button', { name: 'Load more' }).click();
    await table.getByText('ava.novak@harborfreightco.example').waitFor();

    expect(firstPage).toBeLessThan(20);
    expect(await table.locator('tbody tr').count()).toBe(20);
  });
});
