import type { BrowserContext, Page } from 'playwright-core';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { demoContacts } from '../../bin/local/seed';
import { type E2eEnvironment, screenshot, signInAsDemo, startE2eEnvironment } from './support';

let env: E2eEnvironment;
let context: BrowserContext;
let page: Page;
let fileDir: string;

const INSTANCE = 'demo-workspace';
const stamp = Date.now().toString(36);
const seeded = demoContacts()[0]?.email ?? 'ava.novak@harborfreightco.example';
const listName = `Trade fair ${stamp}`;
const valid = [`mira.keller.${stamp}@brightpath.example`, `omar.haddad.${stamp}@brightpath.example`] as const;
const fixedEmail = `lena.vogel.${stamp}@brightpath.example`;

/** A semicolon-separated export with a byte-order mark, quoted cells and every exclusion reason. */
function contactFile(): string {
  const lines = [
    'E-Mail;Vorname;Nachname;Job Title;Phone;Company',
    `${valid[0]};Mira;Keller;"Head of Sales; EMEA";+49 30 1234567;Brightpath`,
    `tom.${stamp}@gmail.com;Tom;Free;CEO;;Gmail user`,
    `x.${stamp}@mailinator.com;Xena;Throwaway;CTO;;Temp`,
    `${valid[0].toUpperCase()};Mira;Again;"Said ""hi"" twice";;Brightpath`,
    `${seeded};Ava;Novak;Head of Operations;;Harbor Freight Co`,
    ';No;Email;Buyer;;Nobody',
    '',
    `lena.vogel.${stamp}@@brightpath;Lena;Vogel;Buyer;;Brightpath`,
    `${valid[1]};Omar;Haddad;COO;+1 555 0100;Brightpath`,
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

beforeAll(async () => {
  fileDir = mkdtempSync(path.join(tmpdir(), 'reachwise-upload-'));
  env = await startE2eEnvironment();
  context = await env.newContext();
  page = await context.newPage();
  await signInAsDemo(env, page);
}, 120_000);

afterAll(async () => {
  await env.stop();
  rmSync(fileDir, { recursive: true, force: true });
});

/** The value shown beside a label of a key-value list (the counters, the summary). */
const pairValue = (label: string) => page.locator(`xpath=//dt[normalize-space()="${label}"]/following-sibling::dd[1]`);
const counter = pairValue;
const importButton = () => page.getByRole('button', { name: /^Import \d+ contacts?$/ });
// a table with editable cells is a grid
const rowsTable = () => page.getByRole('grid', { name: 'Rows' });

describe('uploading a contact list', () => {
  it('reads a semicolon file with a byte-order mark and guesses the columns from German and English headers', async () => {
    const file = path.join(fileDir, 'contacts.csv');
    writeFileSync(file, contactFile(), 'utf8');
    await page.goto(`/contact-list?instance=${INSTANCE}`);
    await page.getByRole('heading', { level: 1, name: 'Contact Lists' }).waitFor();

    await page.getByRole('button', { name: 'Upload contacts' }).click();
    await page.locator('input[type="file"]').setInputFiles(file);
    await page.getByText('8 rows found, separated by semicolons.').waitFor();
    await page.getByLabel('List name').fill(listName);
    await screenshot(page, 'contact-upload-file');
    await page.getByRole('button', { name: 'Next' }).click();

    await page.getByRole('heading', { name: 'Columns' }).first().waitFor();
    const guesses = await Promise.all(
      ['E-Mail', 'Vorname', 'Nachname', 'Job Title', 'Phone', 'Company'].map(async (column) =>
        (await page.getByRole('button', { name: new RegExp(`^Import column ${column} as`) }).innerText()).trim(),
      ),
    );
    expect(guesses).toEqual(['Email', 'First name', 'Last name', 'Job title', 'Phone numbers', 'Do not import']);
    await screenshot(page, 'contact-upload-mapping');
  });

  it('shows each row with its error or exclusion reason and keeps the import disabled while errors remain', async () => {
    await page.getByRole('button', { name: 'Next' }).click();

    await rowsTable().waitFor({ timeout: 30_000 });
    await expect(counter('Valid').innerText()).resolves.toBe('2');
    await expect(counter('With errors').innerText()).resolves.toBe('6');
    for (const text of [
      `Not a business email: gmail.com is a free-mail provider.`,
      `Not a business email: mailinator.com is a disposable-email service.`,
      'Duplicate: the same email is in row 1.',
      'Already a contact of this instance.',
      'No email address.',
      'Email: Enter a valid email address.',
    ]) {
      await rowsTable().getByText(text, { exact: true }).waitFor();
    }
    // the alert above the rows; the disabled button repeats it in its tooltip
    await page
      .getByRole('group')
      .getByText('6 rows have errors. Fix each one (click a cell to edit it) or exclude it before importing.')
      .waitFor();
    await expect(importButton().isDisabled()).resolves.toBe(true);
    await screenshot(page, 'contact-upload-review');
  });

  it("narrows the rows to the six with errors under 'YES (Errors Only)'", async () => {
    await page.getByLabel('Filter by errors').click();
    await page.getByRole('option', { name: 'YES (Errors Only)' }).click();

    await expect(rowsTable().locator('tbody tr').count()).resolves.toBe(6);
    await expect(
      rowsTable()
        .getByText(valid[1] ?? '', { exact: true })
        .count(),
    ).resolves.toBe(0);
  });

  it('checks a row again when its email is fixed in place, and it leaves the errors', async () => {
    await page.getByRole('button', { name: 'Edit Email of row 7' }).click();
    const input = rowsTable().getByRole('textbox', { name: 'Email' });
    await input.fill(fixedEmail);
    await input.press('Enter');

    await expect.poll(() => counter('With errors').innerText()).toBe('5');
    await expect(counter('Valid').innerText()).resolves.toBe('3');
    await expect.poll(() => rowsTable().locator('tbody tr').count()).toBe(5);
  });

  it('excludes every remaining row with errors at once and enables the import', async () => {
    await page.getByRole('button', { name: 'Exclude all rows with errors' }).click();

    await expect.poll(() => counter('Excluded').innerText()).toBe('5');
    await expect(counter('With errors').innerText()).resolves.toBe('0');
    await rowsTable().getByText('No rows with errors: every row is valid or excluded.').waitFor();
    await expect(importButton().innerText()).resolves.toBe('Import 3 contacts');
    await expect(importButton().isEnabled()).resolves.toBe(true);
  });

  it('imports the valid rows into the new list and sums it up', async () => {
    await importButton().click();

    await page.getByRole('heading', { name: 'Import finished' }).waitFor({ timeout: 30_000 });
    await expect(pairValue('Contacts created').innerText()).resolves.toBe('3');
    await expect(pairValue('Rows excluded').innerText()).resolves.toBe('5');
    await expect(pairValue('Contacts in the list').innerText()).resolves.toBe('3');
    await page.getByText(`3 contacts imported into ${listName}.`).waitFor();
    await screenshot(page, 'contact-upload-summary');
  });

  it('shows the new contacts on /contact', async () => {
    await page.getByRole('link', { name: 'See the contacts' }).click();

    await page.waitForURL(`**/contact?instance=${INSTANCE}`);
    for (const email of [...valid, fixedEmail]) await page.getByRole('table').getByText(email, { exact: true }).waitFor();
    await expect(page.getByRole('table').getByText(`tom.${stamp}@gmail.com`).count()).resolves.toBe(0);
  });

  it('lists the new list with its three contacts', async () => {
    await page.goto(`/contact-list?instance=${INSTANCE}`);

    const row = page.getByRole('row', { name: new RegExp(listName) });
    await row.waitFor();
    await expect(row.getByRole('cell').nth(2).innerText()).resolves.toBe('3');
  });
});
