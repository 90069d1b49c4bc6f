import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { demoContacts } from '../../bin/local/seed';
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
const campaignName = `Trade fair follow-up ${stamp}`;
const listName = `Trade fair leads ${stamp}`;

/** The list's contacts: eleven to write to and one who asked not to be contacted. */
const leads = Array.from({ length: 11 }, (_, index) => ({
  email: `lead${index + 1}.${stamp}@parcelworks.example`,
  firstName: ['Mira', 'Omar', 'Lena', 'Jonas', 'Aiko', 'Pablo', 'Greta', 'Nils', 'Sofia', 'Theo', 'Yara'][index] ?? 'Alex',
  lastName: 'Keller',
  jobTitle: 'Head of Operations',
}));
const doNotContact = {
  email: `optout.${stamp}@parcelworks.example`,
  firstName: 'Otto',
  lastName: 'Brandt',
  jobTitle: 'COO',
  status: 'DO_NOT_CONTACT',
};
/** Emails a rep's launch (and each 'Generate now') queues at most (PER_EXECUTION.emailsGenerated). */
const FIRST_RUN = 10;

beforeAll(async () => {
  env = await startE2eEnvironment();
  api = await demoApi(env);
  // the demo has contacts but no contact list: the campaign writes to a list of its own
  const list = await api.post<{ id: string }>('/api/contact-list/create', { name: listName });
  await api.post(`/api/contact-list/${list.id}/import`, { contacts: [...leads, doNotContact] });
  context = await env.newContext();
  page = await context.newPage();
  await signInAsDemo(env, page);
}, 120_000);

afterAll(async () => {
  await env.stop();
});

const wizardHeading = () => page.getByRole('main').getByRole('heading', { level: 1 });
const next = () => page.getByRole('button', { name: 'Next', exact: true }).click();

/** Chooses an option of the Cloudscape select (or multiselect) labelled `label`; options are named with their description too. */
async function choose(label: string | RegExp, option: string): Promise<void> {
  await page.getByRole('button', { name: label }).click();
  await page.getByRole('option', { name: new RegExp(`^${option.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }).click();
}

/** The value shown beside a label of a key-value list. */
const pairValue = (scope: Page | Locator, label: string) =>
  scope.locator(`xpath=.//dt[normalize-space()="${label}"]/following-sibling::dd[1]`);

/** A count of the campaign's progress, by its label. */
const counter = (label: string) => pairValue(page.getByLabel('Progress', { exact: true }), label);
const writtenBar = () => page.getByRole('progressbar', { name: 'Written' });
const emailsTable = () => page.getByRole('table', { name: 'Emails: Generated' });

/** The contacts of the emails on the Generated tab's page that are written (a subject, not '(being written)'). */
async function writtenRows(): Promise<string[]> {
  const rows = await emailsTable().locator('tbody tr').all();
  const written: string[] = [];
  for (const row of rows) {
    const subject = (await row.getByRole('rowheader').innerText()).trim();
    if (subject !== '' && subject !== '(being written)') written.push((await row.getByRole('link').first().innerText()).trim());
  }
  return written;
}

/** The id of the campaign whose page is open. */
const campaignId = () => new URL(page.url()).pathname.split('/').at(-1) ?? '';

/** True while the campaign's page was not loaded again since it opened. */
const stillTheSamePage = () => page.evaluate(() => Reflect.get(window, 'campaignPageOpened') === true);

describe('creating a campaign in the wizard', () => {
  it("titles each of the four stages 'Create new campaign'", async () => {
    await page.goto(`/campaign/add?instance=${DEMO_INSTANCE}`);

    await page.getByLabel('Campaign name').waitFor();
    const steps = page.getByRole('navigation', { name: 'Steps of the new campaign' }).getByRole('button');
    await expect(steps.allInnerTexts()).resolves.toEqual(Array(4).fill('Create new campaign'));
    await expect(wizardHeading().innerText()).resolves.toBe('Create new campaign');
    await screenshot(page, 'campaign-add-details');
  });

  it('names what is missing in the details before the next stage opens', async () => {
    await next();

    await page.getByText('Campaign name is required.').waitFor();
    await page.getByText('Company is required. Choose one, or create a new one.').waitFor();
    await expect(page.getByLabel('Campaign name').getAttribute('aria-invalid')).resolves.toBe('true');
  });

  it('moves on to the senders once the name, company, product and call to action are chosen', async () => {
    await page.getByLabel('Campaign name').fill(campaignName);
    await choose(/^Company/, 'Northwind Analytics');
    await choose(/^Product or service/, 'Northwind Live Tracking');
    await choose(/^Call to action/, 'Sell our product / service.');
    await next();

    await page.getByRole('heading', { level: 2, name: 'Senders and sending' }).waitFor();
    await expect(wizardHeading().innerText()).resolves.toBe('Create new campaign');
  });

  it('takes the demo mailbox as the sender', async () => {
    await choose(/^Senders/, env.stack.demo.email);
    await page.keyboard.press('Escape');

    await page.getByRole('table', { name: 'Chosen senders' }).getByText(`Dana Demo <${env.stack.demo.email}>`).waitFor();
    await next();
    await page.getByRole('heading', { level: 2, name: 'Customer profile and audience' }).waitFor();
    await expect(wizardHeading().innerText()).resolves.toBe('Create new campaign');
  });

  it('counts the audience live as it is chosen: who is written to, who is left out and why', async () => {
    await page.getByText('Choose a contact list or contacts to see who will be written to.').waitFor();
    await choose(/^Customer profile/, 'Mid-market shippers');
    await choose(/^Contact list/, listName);

    await page.getByText('11 of 12 contacts will be written to.').waitFor();
    await expect(pairValue(page, 'Contacts').innerText()).resolves.toBe('12');
    await expect(pairValue(page, 'Written to').innerText()).resolves.toBe('11');
    await expect(pairValue(page, 'Left out').innerText()).resolves.toBe('1');
    const reasons = page.getByRole('table', { name: 'Why contacts are left out' });
    const optedOut = reasons.getByRole('row', { name: /^Do not contact/ });
    await expect(optedOut.getByRole('rowheader').innerText()).resolves.toBe('Do not contact');
    await expect(optedOut.getByRole('cell').innerText()).resolves.toBe('1');
    await screenshot(page, 'campaign-add-audience');
  });

  it('counts again when contacts are chosen one by one, and again on going back to the list', async () => {
    const [first, second] = demoContacts();
    await page.getByRole('radio', { name: /^Chosen contacts/ }).check();
    // the choice is kept across searches
    for (const contact of [first, second]) {
      await page.getByLabel('Find contacts', { exact: true }).fill(contact?.email ?? '');
      await page.getByRole('checkbox', { name: `Select ${contact?.email ?? ''}` }).check();
    }

    await page.getByText('2 of 2 contacts will be written to.').waitFor();
    await expect(pairValue(page, 'Left out').innerText()).resolves.toBe('0');
    await page.getByText('2 contacts chosen', { exact: true }).waitFor();
    await screenshot(page, 'campaign-add-chosen-contacts');

    await page.getByRole('radio', { name: /^A contact list/ }).check();
    await page.getByText('11 of 12 contacts will be written to.').waitFor();
  });

  it('reviews every choice with a preview email: its subject and what the writing rules say of it', async () => {
    await next();

    await expect(wizardHeading().innerText()).resolves.toBe('Create new campaign');
    await expect(pairValue(page, 'Campaign name').innerText()).resolves.toBe(campaignName);
    await expect(pairValue(page, 'Contact list').innerText()).resolves.toBe(listName);
    const subject = pairValue(page, 'Subject');
    await subject.waitFor({ timeout: 30_000 });
    await expect(subject.innerText()).resolves.not.toBe('');
    await expect(pairValue(page, 'To').innerText()).resolves.toBe(`Mira Keller <${leads[0]?.email ?? ''}>`);
    await expect(pairValue(page, 'Writer').innerText()).resolves.toBe('offline');
    await expect(pairValue(page, 'Writing rules').innerText()).resolves.toMatch(
      /^(Follows every writing rule|Breaks \d+ writing rules?)/,
    );
    await screenshot(page, 'campaign-add-review');
  });

  it('launches the campaign running and opens its page', async () => {
    await page.getByRole('button', { name: 'Launch', exact: true }).click();

    await page.waitForURL(/\/campaign\/(?!add)[^/?]+\?instance=demo-workspace/, { timeout: 30_000 });
    await page.getByText(`Campaign "${campaignName}" is running. Its first emails are being written.`).waitFor();
    await page.getByRole('heading', { level: 1, name: campaignName }).waitFor();
    await page.getByText('Running', { exact: true }).waitFor();
    // a property of this document: it is gone if the page loads again
    await page.evaluate(() => Reflect.set(window, 'campaignPageOpened', true));
    await screenshot(page, 'campaign-detail-launched');
  });

  it("shows the first ten emails under 'Generated' as they are written, and 'Written' climbs to ten, without a reload", async () => {
    const seen: number[] = [];
    await expect
      .poll(
        async () => {
          seen.push(Number(await counter('Written').innerText()));
          return seen.at(-1);
        },
        { timeout: 30_000, interval: 250 },
      )
      .toBe(FIRST_RUN);

    // the counts only ever climbed
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    await expect(counter('Contacts in scope').innerText()).resolves.toBe('11');
    await expect(writtenBar().getAttribute('value')).resolves.toBe('91');
    await page.getByText('10 of 11 contacts in scope', { exact: true }).waitFor();
    await expect(page.getByRole('tab', { name: 'Generated' }).getAttribute('aria-selected')).resolves.toBe('true');
    // the launch wrote to the first ten contacts of the list
    await expect
      .poll(async () => (await writtenRows()).sort(), { timeout: 15_000 })
      .toEqual(
        leads
          .slice(0, FIRST_RUN)
          .map(({ email }) => email)
          .sort(),
      );
    await expect(stillTheSamePage()).resolves.toBe(true);
    await screenshot(page, 'campaign-detail-written');
  });

  it('shows an email written in the background, with its count, without a reload', async () => {
    // a run the page did not start (as the scheduled one): only the page's own refreshes can show its email
    const run = await api.post<{ queued: number }>(`/api/campaign/${campaignId()}/generate`, {});

    expect(run.queued).toBe(1);
    await expect.poll(() => counter('Written').innerText(), { timeout: 30_000 }).toBe('11');
    await expect(writtenBar().getAttribute('value')).resolves.toBe('100');
    await page.getByText('11 of 11 contacts in scope', { exact: true }).waitFor();
    // ten emails to a page: the eleventh is on the second
    // a row names its contact by id until the page has read the contacts' addresses
    const addressedRows = async () => {
      const rows = await writtenRows();
      return rows.every((row) => row.includes('@')) ? rows : [];
    };
    await expect.poll(addressedRows, { timeout: 15_000 }).toHaveLength(FIRST_RUN);
    const firstPage = await addressedRows();
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect.poll(addressedRows, { timeout: 15_000 }).toHaveLength(1);
    const listed = [...firstPage, ...(await addressedRows())];
    expect(listed.sort()).toEqual(leads.map(({ email }) => email).sort());
    await expect(stillTheSamePage()).resolves.toBe(true);
    await screenshot(page, 'campaign-detail-all-written');
  });

  it("says there is nothing left to write when 'Generate now' is pressed once everyone has an email", async () => {
    await page.getByRole('button', { name: 'Generate now' }).click();

    await page.getByText('Every contact of the audience already has an email: there is nothing left to write.').waitFor();
    await expect(counter('Written').innerText()).resolves.toBe('11');
  });
});
