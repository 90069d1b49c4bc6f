import type { BrowserContext, Locator, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { PER_EXECUTION } from '../../shared/domain/sending';
import {
  DEMO_INSTANCE,
  demoApi,
  type DemoApi,
  type E2eEnvironment,
  screenshot,
  signInAsDemo,
  startE2eEnvironment,
} from './support';

let env: E2eEnvironment;
let api: DemoApi;
let context: BrowserContext;
let page: Page;

const stamp = Date.now().toString(36);
/** Emails reviewed at once: a whole page of the review queue at its default size. */
const BULK = 25;

interface Lead {
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly jobTitle: string;
}

const FIRST_NAMES = ['Mira', 'Omar', 'Lena', 'Jonas', 'Aiko', 'Pablo', 'Greta', 'Nils', 'Sofia', 'Theo', 'Yara', 'Ines'];
const leadsOf = (prefix: string, count: number): Lead[] =>
  Array.from({ length: count }, (_, index) => ({
    email: `${prefix}${index + 1}.${stamp}@parcelworks.example`,
    firstName: FIRST_NAMES[index % FIRST_NAMES.length] ?? 'Alex',
    lastName: 'Keller',
    jobTitle: 'Head of Operations',
  }));

interface TestCampaign {
  readonly name: string;
  readonly channel: 'EMAIL' | 'LINKEDIN';
  readonly leads: readonly Lead[];
}

/** The campaign whose email is read, edited, reviewed and scheduled on its own. */
const single: TestCampaign = { name: `Review one by one ${stamp}`, channel: 'EMAIL', leads: leadsOf('single', 2) };
/** The campaign whose emails are reviewed together. */
const bulk: TestCampaign = { name: `Review in bulk ${stamp}`, channel: 'EMAIL', leads: leadsOf('bulk', BULK) };
/** The LinkedIn campaign whose message is copied to be sent by hand. */
const linkedIn: TestCampaign = { name: `LinkedIn notes ${stamp}`, channel: 'LINKEDIN', leads: leadsOf('note', 1) };

/** The campaigns' ids, by name. */
const campaignIds = new Map<string, string>();

interface ListPage<T> {
  readonly items: T[];
  readonly cursor: string | null;
}

/** The id of the item of a list route that has `value` for `field`. */
async function idOf(path: string, field: 'name' | 'senderEmail', value: string): Promise<string> {
  const { items } = await api.post<ListPage<Record<string, unknown>>>(path, { limit: 100 });
  const found = items.find((item) => item[field] === value);
  if (typeof found?.id !== 'string') throw new Error(`${path} lists nothing with ${field} ${value}`);
  return found.id;
}

/** What every campaign of the test is written from: the demo's company, product, call to action and mailbox. */
interface CampaignChoices {
  readonly companyId: string;
  readonly productId: string;
  readonly callToActionId: string;
  readonly senderId: string;
}

/** Creates a contact list of the campaign's leads and launches the campaign over it, as the wizard does. */
async function launch(campaign: TestCampaign, choices: CampaignChoices): Promise<string> {
  const list = await api.post<{ id: string }>('/api/contact-list/create', { name: campaign.name });
  await api.post(`/api/contact-list/${list.id}/import`, { contacts: campaign.leads });
  const { id } = await api.post<{ id: string }>('/api/campaign/create', {
    name: campaign.name,
    channel: campaign.channel,
    companyId: choices.companyId,
    productId: choices.productId,
    callToActionId: choices.callToActionId,
    contactListId: list.id,
    senderConfigIds: campaign.channel === 'EMAIL' ? [choices.senderId] : [],
  });
  campaignIds.set(campaign.name, id);
  // the launch queues the first emails; each 'Generate now' the next ones
  for (let queued = PER_EXECUTION.emailsGenerated; queued < campaign.leads.length; queued += PER_EXECUTION.emailsGenerated) {
    await api.post(`/api/campaign/${id}/generate`, {});
  }
  return id;
}

/** The campaign's emails on the Generated tab, as the API lists them. */
async function generatedEmails(campaign: TestCampaign): Promise<{ status: string; reviewStatus: string }[]> {
  const { items } = await api.post<ListPage<{ status: string; reviewStatus: string }>>('/api/email', {
    tab: 'GENERATED',
    campaignId: campaignIds.get(campaign.name),
    limit: 100,
  });
  return items;
}

/** Waits until the campaign has written to every lead (no email still CREATED, being written). */
async function waitUntilWritten(campaign: TestCampaign): Promise<void> {
  await vi.waitFor(
    async () => {
      const written = (await generatedEmails(campaign)).filter((email) => email.status !== 'CREATED');
      expect(written).toHaveLength(campaign.leads.length);
    },
    { timeout: 60_000, interval: 500 },
  );
}

beforeAll(async () => {
  env = await startE2eEnvironment();
  api = await demoApi(env);
  const [companyId, productId, callToActionId, senderId] = await Promise.all([
    idOf('/api/company', 'name', 'Northwind Analytics'),
    idOf('/api/product', 'name', 'Northwind Live Tracking'),
    api.post<ListPage<{ id: string }>>('/api/call-to-action', { limit: 1 }).then(({ items }) => items[0]?.id ?? ''),
    idOf('/api/email-sender-config', 'senderEmail', env.stack.demo.email),
  ]);
  for (const campaign of [single, bulk, linkedIn]) await launch(campaign, { companyId, productId, callToActionId, senderId });
  await Promise.all([single, bulk, linkedIn].map(waitUntilWritten));
  context = await env.newContext();
  // the Copy button writes to the clipboard, and the test reads what it wrote
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  page = await context.newPage();
  await signInAsDemo(env, page);
}, 180_000);

afterAll(async () => {
  await env.stop();
});

const main = () => page.getByRole('main');
const tab = (name: 'Generated' | 'Scheduled' | 'Sent') => main().getByRole('tab', { name, exact: true });
const emailsTable = (name: 'Generated' | 'Scheduled' | 'Sent') => main().getByRole('table', { name: `${name} emails` });
const bodyRows = (table: Locator) => table.locator('tbody tr');
/** The table's row of the email to `lead`. */
const rowOf = (table: Locator, lead: Lead) => bodyRows(table).filter({ hasText: lead.email });
/** The text of a row's cell in the column headed `column`. */
async function cellText(table: Locator, row: Locator, column: string): Promise<string> {
  const headers = (await table.getByRole('columnheader').allInnerTexts()).map((text) => text.trim());
  const index = headers.indexOf(column);
  if (index < 0) throw new Error(`no column ${column} among ${headers.join(', ')}`);
  return (await row.locator(':scope > td, :scope > th').nth(index).innerText()).trim();
}
/** The open email, beside the table. */
const panel = () => main().getByRole('region', { name: 'Email', exact: true });
/** A field of the email's key-value list. */
const fact = (label: string) => panel().locator(`xpath=.//dt[normalize-space()="${label}"]/following-sibling::dd[1]`);
/** A flash message of the app, by its text. */
const flash = (text: string) => page.getByText(text, { exact: true });

/**
 * Chooses an option of one of the table's filters, named by its inline label. On a loaded machine
 * the dropdown may still be opening when the option is clicked: it is closed and opened again.
 */
async function filterBy(label: 'Campaign' | 'Review' | 'Channel', option: string): Promise<void> {
  const select = main().getByRole('button', { name: new RegExp(`^${label} `) });
  for (let attempt = 1; ; attempt += 1) {
    await select.click();
    try {
      await page.getByRole('option', { name: option, exact: true }).click({ timeout: 5_000 });
      break;
    } catch (error) {
      if (attempt >= 3) throw error;
      await page.keyboard.press('Escape');
    }
  }
  await expect.poll(() => select.textContent()).toContain(option);
}

/** What a field's assistive text says: its warning, constraint and count, as a screen reader announces them with it. */
function described(field: Locator): Promise<string> {
  return field.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .map((id) => (id === '' ? '' : (document.getElementById(id)?.textContent ?? '')))
      .join('\n'),
  );
}

const HYPE = /"revolutionary" reads as hype/;
const DASH = /Found a dash in "[^"]* - [^"]*"; use a comma, a period or "and" instead/;

describe('reviewing one email', () => {
  const [lead] = single.leads as [Lead, ...Lead[]];
  let fixedHook = '';
  let fixedBody = '';

  it('lists the emails a campaign wrote under Generated and opens one beside the table', async () => {
    await page.goto(`/email?instance=${DEMO_INSTANCE}`);
    await expect(tab('Generated').getAttribute('aria-selected')).resolves.toBe('true');
    await filterBy('Campaign', single.name);

    const table = emailsTable('Generated');
    await expect.poll(() => bodyRows(table).count()).toBe(single.leads.length);
    for (const { email } of single.leads) {
      await expect(cellText(table, bodyRows(table).filter({ hasText: email }), 'Campaign')).resolves.toBe(single.name);
    }
    await rowOf(table, lead)
      .getByRole('link', { name: /^Open / })
      .click();

    await panel()
      .getByRole('heading', { name: `Email to ${lead.firstName} ${lead.lastName}` })
      .waitFor();
    await expect(fact('To').innerText()).resolves.toBe(`${lead.firstName} ${lead.lastName} <${lead.email}>`);
    await expect(fact('Status').innerText()).resolves.toBe('Saved');
    await expect(fact('Review').innerText()).resolves.toBe('Not reviewed');
    expect(new URL(page.url()).searchParams.get('email')).not.toBeNull();
    await screenshot(page, 'email-queue-open');
  });

  it('shows each broken rule under the paragraph that breaks it as it is typed, without saving, and drops it once fixed', async () => {
    // every change to an email is a POST, PUT or DELETE under /api/email/
    const changes: string[] = [];
    const recordChange = (request: Request) => {
      if (request.method() !== 'GET' && new URL(request.url()).pathname.startsWith('/api/email/')) changes.push(request.url());
    };
    page.on('request', recordChange);
    const hook = panel().getByRole('textbox', { name: 'Hook', exact: true });
    const body = panel().getByRole('textbox', { name: 'Body', exact: true });
    await panel().getByText('Passes every writing rule').waitFor();

    // typed before each paragraph's closing full stop: each stays one sentence
    await hook.press('Control+End');
    await hook.press('ArrowLeft');
    await hook.pressSequentially(' about something revolutionary');
    await body.press('Control+End');
    await body.press('ArrowLeft');
    await body.pressSequentially(' - in a day');

    await expect.poll(() => described(hook)).toMatch(HYPE);
    await expect.poll(() => described(body)).toMatch(DASH);
    await expect(described(hook)).resolves.not.toMatch(DASH);
    await expect(described(body)).resolves.not.toMatch(HYPE);
    await panel().getByText('2 rules broken', { exact: true }).waitFor();
    await panel().getByText('Unsaved changes', { exact: true }).waitFor();
    await screenshot(page, 'email-queue-violations');

    fixedHook = (await hook.inputValue()).replace('revolutionary', 'simple');
    fixedBody = (await body.inputValue()).replace(' - in a day', ', in a day');
    await hook.fill(fixedHook);
    await body.fill(fixedBody);

    await panel().getByText('Passes every writing rule').waitFor();
    await expect(described(hook)).resolves.not.toMatch(HYPE);
    await expect(described(body)).resolves.not.toMatch(DASH);
    await panel().getByText('Unsaved changes', { exact: true }).waitFor();
    page.off('request', recordChange);
    expect(changes).toEqual([]);
  });

  it('saves the email, marks it reviewed and schedules it at the next slot: it leaves Generated for Scheduled', async () => {
    const actions = panel().getByRole('group', { name: 'Email actions' });
    await actions.getByRole('button', { name: 'Save', exact: true }).click();
    await flash('Email saved.').waitFor();
    await panel().getByText('Unsaved changes', { exact: true }).waitFor({ state: 'detached' });
    const emailId = new URL(page.url()).searchParams.get('email') ?? '';
    const saved = await api.get<{ email: { bodyText: string; status: string } }>(`/api/email/${emailId}`);
    expect(saved.email.status).toBe('SAVED');
    expect(saved.email.bodyText).toContain(fixedHook);
    expect(saved.email.bodyText).toContain(fixedBody);

    await actions.getByRole('button', { name: 'Mark reviewed', exact: true }).click();
    await flash('Email marked reviewed.').waitFor();
    await expect.poll(() => fact('Review').innerText()).toBe('Reviewed');
    await actions.getByRole('button', { name: 'Mark not reviewed', exact: true }).waitFor();

    await actions.getByRole('button', { name: 'Schedule', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Schedule this email' });
    await expect(dialog.getByRole('radio', { name: /^At the next slot/ }).isChecked()).resolves.toBe(true);
    await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
    await page.getByText(/^Email scheduled for /).waitFor();
    await expect.poll(() => fact('Status').innerText()).toBe('Scheduled');

    await expect.poll(() => rowOf(emailsTable('Generated'), lead).count(), { timeout: 15_000 }).toBe(0);
    await tab('Scheduled').click();
    const scheduledTable = emailsTable('Scheduled');
    const scheduled = rowOf(scheduledTable, lead);
    await scheduled.waitFor();
    await expect(cellText(scheduledTable, scheduled, 'Status')).resolves.toBe('Scheduled');
    await expect(cellText(scheduledTable, scheduled, 'Review')).resolves.toBe('Reviewed');
    await screenshot(page, 'email-queue-scheduled');
  });
});

describe('reviewing emails in bulk', () => {
  it('marks the 25 emails of a campaign reviewed at once and reports 25 changed', async () => {
    await panel().getByRole('button', { name: 'Close the email' }).click();
    await panel().waitFor({ state: 'detached' });
    await tab('Generated').click();
    await filterBy('Campaign', bulk.name);
    const table = emailsTable('Generated');
    await expect.poll(() => bodyRows(table).count()).toBe(BULK);

    await table.getByRole('checkbox', { name: 'Select every email on this page' }).check();
    await main()
      .getByRole('heading', { level: 2, name: `Generated emails (${BULK} selected)` })
      .waitFor();
    await main().getByRole('button', { name: 'Mark reviewed', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Mark emails reviewed' });
    await expect(dialog.getByRole('radio', { name: `Apply to the ${BULK} selected` }).isChecked()).resolves.toBe(true);
    await dialog.getByRole('button', { name: 'Mark reviewed', exact: true }).click();

    await flash(`${BULK} emails marked reviewed.`).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await expect
      .poll(async () => {
        const rows = await bodyRows(table).all();
        return Promise.all(rows.map((row) => cellText(table, row, 'Review')));
      })
      .toEqual(Array(BULK).fill('Reviewed'));
    const stored = await generatedEmails(bulk);
    expect(stored.map((email) => email.reviewStatus)).toEqual(Array(BULK).fill('REVIEWED'));
    await screenshot(page, 'email-queue-bulk-reviewed');
  });
});

describe('sending a LinkedIn message by hand', () => {
  const [lead] = linkedIn.leads as [Lead, ...Lead[]];
  const added = ' Talk soon.';
  let characters = 0;

  it('counts the message against 200 characters as it is typed', async () => {
    await filterBy('Campaign', linkedIn.name);
    const table = emailsTable('Generated');
    await expect.poll(() => bodyRows(table).count()).toBe(1);
    await rowOf(table, lead)
      .getByRole('link', { name: `Open LinkedIn message to ${lead.firstName} ${lead.lastName}` })
      .click();
    await panel()
      .getByRole('heading', { name: `LinkedIn message to ${lead.firstName} ${lead.lastName}` })
      .waitFor();

    const message = panel().getByRole('textbox', { name: 'Message', exact: true });
    const count = async () => /(\d+) of 200 characters/.exec(await described(message))?.[1];
    await expect.poll(count).toMatch(/^\d+$/);
    const before = Number(await count());
    await message.press('Control+End');
    await message.pressSequentially(added);

    await expect.poll(count).toBe(String(before + added.length));
    characters = before + added.length;
    expect(characters).toBeLessThanOrEqual(200);
  });

  it('copies the message with the first name filled in and marks it sent', async () => {
    const message = panel().getByRole('textbox', { name: 'Message', exact: true });
    await expect(message.inputValue()).resolves.toContain('{{firstName}}');
    const expected = (await message.inputValue()).replace(/\{\{\s*firstName\s*\}\}/g, lead.firstName);
    await panel().getByRole('group', { name: 'Email actions' }).getByRole('button', { name: 'Copy message' }).click();

    await flash('Message copied. Paste it into LinkedIn: it is marked as sent.').waitFor();
    await expect.poll(() => fact('Status').innerText()).toBe('Sent');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(expected);
    expect(copied).toHaveLength(characters);
    expect(copied).toContain(lead.firstName);
    expect(copied).not.toContain('{{');

    await tab('Sent').click();
    const sentTable = emailsTable('Sent');
    const sent = rowOf(sentTable, lead);
    await sent.waitFor();
    await expect(cellText(sentTable, sent, 'Status')).resolves.toBe('Sent');
    await screenshot(page, 'email-queue-linkedin-sent');
  });
});
