import { beforeAll, describe, expect, it } from 'vitest';

import {
  callToActionRoutes,
  campaignRoutes,
  campaignStatusRoutes,
  companyRoutes,
  contactRoutes,
  dashboardRoutes,
  productRoutes,
  senderRoutes,
} from '../../../shared/api/routes';
import type { DashboardSummary } from '../../../shared/api/schemas';
import type { CampaignStatus } from '../../../shared/domain/campaign';
import type { EmailStatus } from '../../../shared/domain/email';
import type { TestDeps } from '../../support/http';
import { call, installDeps, settableClock } from '../../support/http';
import { useTestTable } from '../../support/table-per-file';
import { as, bodyOf, idOf, person, signIn, type Caller } from './behaviour-support';

const table = useTestTable();
const clock = settableClock('2026-03-01T10:00:00.000Z');
let deps: TestDeps;
beforeAll(() => {
  deps = installDeps(table, clock);
});

const NO_CAMPAIGNS: Record<CampaignStatus, number> = { RUNNING: 0, PAUSED: 0, STOPPED: 0, COMPLETED: 0 };
const NO_EMAILS: Record<EmailStatus, number> = {
  CREATED: 0,
  SAVED: 0,
  REGENERATED: 0,
  SCHEDULED: 0,
  SENDING: 0,
  SENT: 0,
  READ: 0,
  CLICKED: 0,
  REPLIED: 0,
  FAILED: 0,
  CANCELLED: 0,
  BOUNCED: 0,
  SPAM: 0,
  LIFECYCLE_STAGE_TOO_HIGH: 0,
};

async function summaryOf(caller: Caller): Promise<DashboardSummary> {
  const answer = await call(dashboardRoutes.summary, as(caller));
  expect(answer.status).toBe(200);
  return bodyOf<DashboardSummary>(answer);
}

let contactCount = 0;

/** Adds contacts through the API and answers their ids. */
async function addContacts(caller: Caller, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let n = 0; n < count; n += 1) {
    contactCount += 1;
    const created = await call(contactRoutes.create, {
      ...as(caller),
      body: { email: `lead${contactCount}@buyer.example`, firstName: 'Lee' },
    });
    expect(created.status).toBe(201);
    ids.push(idOf(created));
  }
  return ids;
}

/** Creates one campaign per status named, through the API (each starts RUNNING), and answers their ids. */
async function addCampaigns(caller: Caller, statuses: readonly CampaignStatus[]): Promise<string[]> {
  const company = await call(companyRoutes.create, { ...as(caller), body: { name: 'Cold Co', description: 'Cold chains.' } });
  const product = await call(productRoutes.create, {
    ...as(caller),
    body: { name: 'Sensor', description: 'Measures.', companyId: idOf(company) },
  });
  const callToAction = await call(callToActionRoutes.create, { ...as(caller), body: { objective: 'Book a call.' } });
  const sender = await call(senderRoutes.create, {
    ...as(caller),
    body: { senderEmail: `sales@${caller.namespaceId}.example`, senderName: 'Sales', type: 'STUB' },
  });
  const ids: string[] = [];
  for (const [index, status] of statuses.entries()) {
    const campaign = await call(campaignRoutes.create, {
      ...as(caller),
      body: {
        name: `Campaign ${index + 1}`,
        companyId: idOf(company),
        productId: idOf(product),
        callToActionId: idOf(callToAction),
        senderConfigIds: [idOf(sender)],
      },
    });
    expect(campaign.status).toBe(201);
    if (status !== 'RUNNING') {
      const changed = await call(campaignStatusRoutes.setStatus, {
        ...as(caller),
        params: { id: idOf(campaign) },
        body: { status },
      });
      expect(changed.status).toBe(200);
    }
    ids.push(idOf(campaign));
  }
  return ids;
}

/**
 * Writes email messages straight to the table: the API has no route that writes them (the writer and
 * send workers do), and the dashboard only reads them.
 */
async function addEmails(caller: Caller, campaignId: string, emails: readonly [contactId: string, status: EmailStatus][]) {
  for (const [contactId, status] of emails) {
    await deps.repos.emailMessages.create(caller.ctx, {
      campaignId,
      contactId,
      type: 'ROOT',
      status,
      reviewStatus: 'REVIEWED',
      copyStatus: 'ORIGINAL',
      channel: 'EMAIL',
      language: 'ENGLISH',
      subject: 'Cold chains',
      bodyHtml: '<p>Hello</p>',
    });
  }
}

describe('the dashboard summary', () => {
  it('answers every status at 0, no contacts and no time saved when the instance is empty', async () => {
    const empty = await signIn(deps, person('ada'));

    const summary = await summaryOf(empty);

    expect(summary).toEqual({
      contacts: 0,
      campaignsByStatus: NO_CAMPAIGNS,
      emailsByStatus: NO_EMAILS,
      contactsEmailed: 0,
      timeSavedMinutes: 0,
    });
  });

  it('counts contacts, campaigns and emails by status and 20 minutes per contact emailed when the instance has data', async () => {
    const bo = await signIn(deps, person('bo'));
    const [sent, opened, bounced, drafted, idle] = await addContacts(bo, 5);
    const [campaignId] = await addCampaigns(bo, ['RUNNING', 'RUNNING', 'PAUSED', 'STOPPED', 'COMPLETED']);
    if (!sent || !opened || !bounced || !drafted || !idle || !campaignId) throw new Error('seed failed');
    await addEmails(bo, campaignId, [
      [sent, 'SENT'],
      [sent, 'SCHEDULED'],
      [opened, 'READ'],
      [opened, 'CLICKED'],
      [opened, 'REPLIED'],
      [bounced, 'BOUNCED'],
      [drafted, 'CREATED'],
      [drafted, 'SAVED'],
      [drafted, 'REGENERATED'],
      [drafted, 'FAILED'],
      [drafted, 'CANCELLED'],
      [drafted, 'LIFECYCLE_STAGE_TOO_HIGH'],
    ]);

    const summary = await summaryOf(bo);

    expect(summary).toEqual({
      contacts: 5,
      campaignsByStatus: { RUNNING: 2, PAUSED: 1, STOPPED: 1, COMPLETED: 1 },
      emailsByStatus: {
        ...NO_EMAILS,
        SENT: 1,
        SCHEDULED: 1,
        READ: 1,
        CLICKED: 1,
        REPLIED: 1,
        BOUNCED: 1,
        CREATED: 1,
        SAVED: 1,
        REGENERATED: 1,
        FAILED: 1,
        CANCELLED: 1,
        LIFECYCLE_STAGE_TOO_HIGH: 1,
      },
      contactsEmailed: 3,
      timeSavedMinutes: 60,
    });
  });

  it('counts a contact reported as spam as emailed and one only scheduled as not when both are in the instance', async () => {
    const cy = await signIn(deps, person('cy'));
    const [reported, waiting] = await addContacts(cy, 2);
    const [campaignId] = await addCampaigns(cy, ['RUNNING']);
    if (!reported || !waiting || !campaignId) throw new Error('seed failed');
    await addEmails(cy, campaignId, [
      [reported, 'SPAM'],
      [waiting, 'SCHEDULED'],
    ]);

    const summary = await summaryOf(cy);

    expect(summary).toMatchObject({ contactsEmailed: 1, timeSavedMinutes: 20 });
  });

  it('counts every item once when contacts and emails run over several pages', async () => {
    const dee = await signIn(deps, person('dee'));
    const contactIds = await addContacts(dee, 105);
    const [campaignId] = await addCampaigns(dee, ['RUNNING']);
    if (!campaignId) throw new Error('seed failed');
    // two sent emails to each of the first 55 contacts: 110 emails, more than one page of 100
    await addEmails(
      dee,
      campaignId,
      contactIds.slice(0, 55).flatMap((id): [string, EmailStatus][] => [
        [id, 'SENT'],
        [id, 'READ'],
      ]),
    );

    const summary = await summaryOf(dee);

    expect(summary).toMatchObject({
      contacts: 105,
      emailsByStatus: { ...NO_EMAILS, SENT: 55, READ: 55 },
      contactsEmailed: 55,
      timeSavedMinutes: 1100,
    });
  });

  it("never counts another instance's contacts, campaigns or emails", async () => {
    const eve = await signIn(deps, person('eve'));
    const fay = await signIn(deps, person('fay'));
    const [eveContact] = await addContacts(eve, 3);
    const [eveCampaign] = await addCampaigns(eve, ['RUNNING', 'PAUSED']);
    if (!eveContact || !eveCampaign) throw new Error('seed failed');
    await addEmails(eve, eveCampaign, [
      [eveContact, 'SENT'],
      [eveContact, 'REPLIED'],
    ]);
    const [fayContact] = await addContacts(fay, 1);
    const [fayCampaign] = await addCampaigns(fay, ['COMPLETED']);
    if (!fayContact || !fayCampaign) throw new Error('seed failed');
    await addEmails(fay, fayCampaign, [[fayContact, 'CLICKED']]);

    const [eveSummary, faySummary] = [await summaryOf(eve), await summaryOf(fay)];

    expect(eveSummary).toEqual({
      contacts: 3,
      campaignsByStatus: { ...NO_CAMPAIGNS, RUNNING: 1, PAUSED: 1 },
      emailsByStatus: { ...NO_EMAILS, SENT: 1, REPLIED: 1 },
      contactsEmailed: 1,
      timeSavedMinutes: 20,
    });
    expect(faySummary).toEqual({
      contacts: 1,
      campaignsByStatus: { ...NO_CAMPAIGNS, COMPLETED: 1 },
      emailsByStatus: { ...NO_EMAILS, CLICKED: 1 },
      contactsEmailed: 1,
      timeSavedMinutes: 20,
    });
  });

  it('answers 403 Forbidden when a member of another instance asks for this one', async () => {
    const gus = await signIn(deps, person('gus'));
    const hal = await signIn(deps, person('hal'));
    await addContacts(gus, 1);

    const answer = await call(dashboardRoutes.summary, { identity: hal.identity, namespaceId: gus.namespaceId });

    expect(answer).toMatchObject({ status: 403, body: { message: 'Forbidden' } });
  });
});
