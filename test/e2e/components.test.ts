import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type E2eEnvironment, screenshot, signInAsDemo, startE2eEnvironment } from './support';

let env: E2eEnvironment;
let context: BrowserContext;
let page: Page;

const INSTANCE = 'demo-workspace';
const stamp = Date.now().toString(36);

beforeAll(async () => {
  env = await startE2eEnvironment();
  context = await env.newContext();
  page = await context.newPage();
  await signInAsDemo(env, page);
}, 120_000);

afterAll(async () => {
  await env.stop();
});

const dialog = () => page.getByRole('dialog');
const table = () => page.getByRole('table').first();

/** Opens a component page of the demo instance and waits for its heading. */
async function openPage(path: string, title: string): Promise<void> {
  await page.goto(`${path}?instance=${INSTANCE}`);
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
}

/** Chooses an option of the Cloudscape select labelled `label` inside `scope`. */
async function choose(scope: Locator, label: string | RegExp, option: string): Promise<void> {
  await scope.getByLabel(label).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Waits until the success alert with this text shows. */
async function alertShown(text: string): Promise<void> {
  await page.getByText(text, { exact: true }).waitFor();
}

interface ComponentCase {
  readonly path: string;
  readonly title: string;
  readonly one: string;
  readonly One: string;
  /** what names the new item in the table and alerts */
  readonly name: string;
  /** fills the add form with one invalid field */
  readonly fillInvalid: (form: Locator) => Promise<void>;
  /** the message shown under the invalid field */
  readonly invalidMessage: string;
  /** fixes the invalid field */
  readonly fix: (form: Locator) => Promise<void>;
  /** changes something in the edit form; the table then shows `changed` */
  readonly edit: (form: Locator) => Promise<void>;
  readonly changed: string;
}

const cases: ComponentCase[] = [
  {
    path: '/company',
    title: 'Companies',
    one: 'company',
    One: 'Company',
    name: `Acme ${stamp}`,
    fillInvalid: async (form) => {
      await form.getByLabel('Name', { exact: true }).fill(`Acme ${stamp}`);
      await form.getByLabel(/^Website/).fill('acme dot example');
      await form.getByLabel('Description of your mission').fill('We help shippers deliver on time.');
    },
    invalidMessage: 'Website must be a valid URL starting with http:// or https://.',
    fix: (form) => form.getByLabel(/^Website/).fill('https://acme.example'),
    edit: (form) => form.getByLabel('Description of your mission').fill(`Faster deliveries ${stamp}`),
    changed: `Faster deliveries ${stamp}`,
  },
  {
    path: '/product',
    title: 'Products / Services',
    one: 'product',
    One: 'Product',
    name: `Route Planner ${stamp}`,
    fillInvalid: async (form) => {
      await form.getByLabel('Name', { exact: true }).fill(`Route Planner ${stamp}`);
      await choose(form, /^Company/, 'Northwind Analytics');
    },
    invalidMessage: 'Description is required.',
    fix: (form) => form.getByLabel('Description', { exact: true }).fill('Plans delivery routes in minutes.'),
    edit: (form) => form.getByLabel('Description', { exact: true }).fill(`Plans routes in seconds ${stamp}`),
    changed: `Plans routes in seconds ${stamp}`,
  },
  {
    path: '/call-to-action',
    title: 'Calls To Action',
    one: 'call to action',
    One: 'Call to action',
    name: `Book a call ${stamp}`,
    fillInvalid: async (form) => {
      await form.getByLabel('Objective', { exact: true }).fill(`Book a call ${stamp}`);
      await form.getByLabel(/^Link/).fill('calendar');
    },
    invalidMessage: 'Link must be a valid URL starting with http:// or https://.',
    fix: (form) => form.getByLabel(/^Link/).fill('https://calendar.example/acme'),
    edit: (form) => form.getByLabel(/^Description/).fill(`Ask for 15 minutes ${stamp}`),
    changed: `Ask for 15 minutes ${stamp}`,
  },
  {
    path: '/customer-profile',
    title: 'Customer Profiles',
    one: 'customer profile',
    One: 'Customer profile',
    name: `Shippers ${stamp}`,
    fillInvalid: async (form) => {
      await form.getByLabel(/^Description/).fill('Mid-size shippers in Europe.');
      await choose(form, /^Revenue size/, 'Medium');
      await choose(form, /^Business model/, 'B2B');
      await form.getByLabel(/^Job titles/).fill('Head of Operations\nLogistics Manager');
      await form.getByLabel(/^Persona/).waitFor();
    },
    invalidMessage: 'Name is required.',
    fix: (form) => form.getByLabel('Name', { exact: true }).fill(`Shippers ${stamp}`),
    edit: (form) => form.getByLabel(/^Job titles/).fill(`Fleet Manager ${stamp}`),
    changed: `Fleet Manager ${stamp}`,
  },
  {
    path: '/sample-email',
    title: 'Sample Emails',
    one: 'sample email',
    One: 'Sample email',
    name: `Intro ${stamp}`,
    fillInvalid: async (form) => {
      await form.getByLabel('Name', { exact: true }).fill(`Intro ${stamp}`);
      await form.getByLabel('Body', { exact: true }).fill('Hi {{firstName}},\n\nA quick question about your deliveries.');
    },
    invalidMessage: 'Subject is required.',
    fix: (form) => form.getByLabel('Subject', { exact: true }).fill('A quick question'),
    edit: (form) => form.getByLabel('Subject', { exact: true }).fill(`Your deliveries ${stamp}`),
    changed: `Your deliveries ${stamp}`,
  },
  {
    path: '/cadence',
    title: 'Cadences',
    one: 'cadence',
    One: 'Cadence',
    name: `Follow-up ${stamp}`,
    fillInvalid: async (form) => {
      await form.getByLabel('Name', { exact: true }).fill(`Follow-up ${stamp}`);
      await form.getByLabel('Step 3: After (days)').fill('0');
    },
    invalidMessage: 'Delay must be a whole number of days from 1 to 30.',
    fix: (form) => form.getByLabel('Step 3: After (days)').fill('4'),
    edit: async (form) => {
      await form.getByRole('button', { name: 'Remove step 4' }).click();
      await form.getByRole('button', { name: 'Add step' }).click();
      await form.getByRole('button', { name: 'Remove step 4' }).click();
      await form.getByRole('button', { name: 'Remove step 2' }).click();
    },
    changed: '2 steps: Send the first email → Send a follow-up email',
  },
  {
    path: '/persona',
    title: 'Personas',
    one: 'persona',
    One: 'Persona',
    name: `Alex ${stamp}`,
    fillInvalid: async (form) => {
      await form.getByLabel('Name', { exact: true }).fill(`Alex ${stamp}`);
      await form.getByLabel(/^Instructions/).fill('Friendly and short.');
    },
    invalidMessage: 'Responsibilities are required.',
    fix: (form) => form.getByLabel('Responsibilities', { exact: true }).fill('Answers questions about pricing.'),
    edit: (form) => form.getByLabel(/^Instructions/).fill(`Formal and short ${stamp}`),
    changed: `Formal and short ${stamp}`,
  },
  {
    path: '/contact',
    title: 'Contacts',
    one: 'contact',
    One: 'Contact',
    name: `jane.${stamp}@shipfast.example`,
    fillInvalid: async (form) => {
      await form.getByLabel('Email', { exact: true }).fill(`jane.${stamp}@`);
      await form.getByLabel(/^First name/).fill('Jane');
      await form.getByLabel(/^Phone numbers/).fill('+44 20 7946 0000');
      await choose(form, 'Lifecycle stage', 'Opportunity');
    },
    invalidMessage: 'Enter a valid email address.',
    fix: (form) => form.getByLabel('Email', { exact: true }).fill(`jane.${stamp}@shipfast.example`),
    edit: (form) => form.getByLabel(/^Job title/).fill(`Head of Logistics ${stamp}`),
    changed: `Head of Logistics ${stamp}`,
  },
];

describe.each(cases)('the $path page', (c) => {
  it(`adds a ${c.one} through the form, after a field error is shown and fixed`, async () => {
    await openPage(c.path, c.title);
    await page
      .getByRole('button', { name: `Add ${c.one}` })
      .first()
      .click();
    const form = dialog();
    await form.getByRole('heading', { name: `Add ${c.one}` }).waitFor();

    await c.fillInvalid(form);
    await form.getByRole('button', { name: `Add ${c.one}` }).click();
    await form.getByText(c.invalidMessage, { exact: true }).waitFor();
    await screenshot(page, `components${c.path.replace(/\//g, '-')}-form`);
    await c.fix(form);
    await form.getByRole('button', { name: `Add ${c.one}` }).click();

    await form.waitFor({ state: 'detached' });
    await alertShown(`${c.One} "${c.name}" added.`);
    await table().getByText(c.name, { exact: true }).waitFor();
    await screenshot(page, `components${c.path.replace(/\//g, '-')}`);
  });

  it(`changes the ${c.one} through the edit form`, async () => {
    await page.getByRole('checkbox', { name: `Select ${c.name}` }).check();
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const form = dialog();
    await form.getByRole('heading', { name: `Edit ${c.one} "${c.name}"` }).waitFor();

    await c.edit(form);
    await form.getByRole('button', { name: 'Save changes' }).click();

    await form.waitFor({ state: 'detached' });
    await alertShown(`${c.One} "${c.name}" updated.`);
    await table().getByText(c.changed, { exact: true }).waitFor();
  });

  it(`deletes the ${c.one} after a confirmation that names it`, async () => {
    await page.getByRole('checkbox', { name: `Select ${c.name}` }).check();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const confirm = dialog();
    await confirm.getByText(c.name, { exact: true }).waitFor();

    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();

    await alertShown(`${c.One} "${c.name}" deleted.`);
    await table().getByText(c.name, { exact: true }).waitFor({ state: 'detached' });
    await expect(table().getByText(c.name, { exact: true }).count()).resolves.toBe(0);
  });
});

describe('the contacts list', () => {
  const emailsOnPage = async () => (await table().getByRole('link').allInnerTexts()).map((text) => text.trim());

  it('shows the 20 seeded contacts 10 at a time, past the first page', async () => {
    await openPage('/contact', 'Contacts');
    await table().getByRole('link').nth(9).waitFor();
    const first = await emailsOnPage();

    await page.getByRole('button', { name: 'Next page' }).click();
    await table().getByRole('link', { name: first[0], exact: true }).waitFor({ state: 'detached' });
    await table().getByRole('link').nth(9).waitFor();
    const second = await emailsOnPage();

    expect(first).toHaveLength(10);
    expect(second).toHaveLength(10);
    expect(new Set([...first, ...second]).size).toBe(20);
    await expect(page.getByRole('button', { name: 'Page 2', exact: true }).getAttribute('aria-current')).resolves.toBe('true');
    await screenshot(page, 'components-contact-page-2');
  });

  it('lists the oldest contacts first when the Added column is sorted the other way', async () => {
    await page.getByRole('button', { name: 'Previous page' }).click();
    await table().getByRole('link').nth(9).waitFor();
    const newestFirst = await emailsOnPage();
    await page.getByRole('button', { name: 'Next page' }).click();
    await table().getByRole('link', { name: newestFirst[0], exact: true }).waitFor({ state: 'detached' });
    await table().getByRole('link').nth(9).waitFor();
    const oldest = (await emailsOnPage()).at(-1) ?? '';

    await page.getByRole('columnheader', { name: /Added/ }).click();

    await expect.poll(async () => (await emailsOnPage())[0], { timeout: 10_000 }).toBe(oldest);
    await expect(page.getByRole('button', { name: 'Page 1', exact: true }).getAttribute('aria-current')).resolves.toBe('true');
  });

  it('finds a contact with the text filter and clears it', async () => {
    await page.getByLabel('Find contacts').fill('jade.osei');

    await page.getByText('1 match', { exact: true }).first().waitFor();
    expect(await emailsOnPage()).toEqual(['jade.osei@atlascargo.example']);

    await page.getByLabel('Find contacts').fill('nobody-like-this');
    await page.getByText('No matches', { exact: true }).first().waitFor();
    await page.getByRole('button', { name: 'Clear filter' }).first().click();
    await table().getByRole('link').nth(9).waitFor();
  });

  it("opens a contact's own view with its fields and its (empty) emails, and comes back", async () => {
    await page.getByLabel('Find contacts').fill('jade.osei');
    await page.getByText('1 match', { exact: true }).first().waitFor();
    await table().getByRole('link', { name: 'jade.osei@atlascargo.example' }).click();

    await page.waitForURL(/\/contact\?.*contactId=/);
    expect(new URL(page.url()).searchParams.get('instance')).toBe(INSTANCE);
    await page.getByRole('heading', { level: 1, name: 'jade.osei@atlascargo.example' }).waitFor();
    await page.getByText('Lifecycle stage', { exact: true }).waitFor();
    await page.getByText('Sharing status', { exact: true }).waitFor();
    await page.getByText('No emails written to this contact yet', { exact: true }).waitFor();
    await expect(page.getByRole('button', { name: 'Edit', exact: true }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('button', { name: 'Delete', exact: true }).isVisible()).resolves.toBe(true);
    await screenshot(page, 'components-contact-detail');

    await page.getByRole('link', { name: /All contacts/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Contacts' }).waitFor();
    expect(new URL(page.url()).searchParams.get('contactId')).toBeNull();
  });
});
