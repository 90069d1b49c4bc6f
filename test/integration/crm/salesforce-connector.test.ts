import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { answer, FakeSalesforceServer, type FakeSalesforceContact } from '../../../bin/local/fakes/salesforce-server';
import { parseSoql } from '../../../bin/local/fakes/salesforce-soql';
import { createSalesforceConnector } from '../../../functions/adapters/crm/salesforce-connector';
import { soqlString } from '../../../functions/adapters/crm/salesforce-records';
import type { CrmConnector, CrmContact, CrmPage, CrmSelection } from '../../../functions/core/ports/crm';
import { salesforceAccess } from './salesforce-access';

let fake: FakeSalesforceServer;
let connector: CrmConnector;
let state: ReturnType<typeof salesforceAccess>['state'];

beforeEach(async () => {
  fake = await new FakeSalesforceServer().start();
  fake.seedDemo();
  const connected = salesforceAccess(fake, fake.connect());
  state = connected.state;
  connector = createSalesforceConnector(connected.access);
});

afterEach(async () => {
  await fake.stop();
});

async function readAllFrom(
  selection: CrmSelection,
  cursor: string | undefined,
): Promise<{ contacts: CrmContact[]; pages: number }> {
  const contacts: CrmContact[] = [];
  let pages = 0;
  let next = cursor;
  do {
    const page: CrmPage = await connector.readContacts(selection, next);
    contacts.push(...page.contacts);
    pages += 1;
    next = page.next;
  } while (next !== undefined);
  return { contacts, pages };
}

function readAll(selection: CrmSelection): Promise<{ contacts: CrmContact[]; pages: number }> {
  return readAllFrom(selection, undefined);
}

function seeded(index: number): FakeSalesforceContact {
  const contact = [...fake.contacts.values()][index];
  if (!contact) throw new Error(`No seeded contact ${index}.`);
  return contact;
}

const iso = (ms: number) => new Date(ms).toISOString();

describe('Salesforce connector: the org and its sources', () => {
  it('names the organisation the token belongs to', async () => {
    await expect(connector.account()).resolves.toEqual({ id: fake.organization.Id, name: 'Northwind Robotics' });
  });

  it('lists the contact list views as sources', async () => {
    const sources = await connector.listSources();

    expect(sources.map((source) => [source.kind, source.name])).toEqual([
      ['LIST_VIEW', 'All Contacts'],
      ['LIST_VIEW', 'Decision Makers'],
    ]);
  });

  it('refuses a report or a HubSpot list as a source without calling Salesforce', async () => {
    fake.resetScript();

    await expect(connector.readContacts({ kind: 'REPORT', id: '00O000000000001' }, undefined)).rejects.toMatchObject({
      failure: 'rejected',
    });
    expect(fake.requests).toHaveLength(0);
  });
});

describe('Salesforce connector: reading contacts', () => {
  it('reads a list view page by page, with the fields of each contact', async () => {
    for (let index = 0; index < 230; index += 1)
      fake.addContact({ LastName: `Extra ${index}`, Email: `extra${index}@bulk.example` });
    const [all] = await connector.listSources();
    fake.resetScript();

    const { contacts, pages } = await readAll({ kind: 'LIST_VIEW', id: all?.id ?? '' });

    expect(pages).toBe(2);
    expect(contacts).toHaveLength(280);
    expect(new Set(contacts.map((contact) => contact.id)).size).toBe(280);
    expect(fake.requestsOf('listViewResults')).toHaveLength(2);
    expect(fake.requestsOf('query')).toHaveLength(2);
    const first = seeded(0);
    expect(contacts.find((contact) => contact.id === first.Id)).toEqual({
      id: first.Id,
      email: 'olivia.bennett@acme-logistics.example',
      otherEmails: [],
      firstName: 'Olivia',
      lastName: 'Bennett',
      jobTitle: 'VP of Sales',
      phone: '+1 415 555 0100',
      companyName: 'Acme Logistics',
      ownerId: first.OwnerId,
      lifecycleStage: undefined,
      mergedIds: [],
      optedOut: false,
      updatedAt: '2026-01-05T09:00:00.000Z',
    });
  });

  it("reads only a list view's own contacts", async () => {
    const views = await connector.listSources();
    const makers = views.find((view) => view.name === 'Decision Makers');

    const { contacts } = await readAll({ kind: 'LIST_VIEW', id: makers?.id ?? '' });

    expect(contacts.length).toBeGreaterThan(0);
    expect(contacts.length).toBeLessThan(50);
    for (const contact of contacts) expect(contact.jobTitle).toMatch(/VP|Head|Director|Chief/);
  });

  it('reads every contact changed since a time, oldest change first, paged by query locator', async () => {
    fake.batchSize = 20;
    fake.resetScript();

    const { contacts, pages } = await readAll({ kind: 'CHANGED_SINCE', since: '2026-01-01T00:00:00.000Z' });

    expect(pages).toBe(3);
    expect(contacts).toHaveLength(50);
    expect(contacts.map((contact) => contact.updatedAt)).toEqual([...contacts.map((contact) => contact.updatedAt)].sort());
    expect(fake.requestsOf('query')).toHaveLength(1);
    expect(fake.requestsOf('queryMore')).toHaveLength(2);
    expect(fake.requestsOf('query')[0]?.query.q).toContain(
      'WHERE SystemModstamp > 2026-01-01T00:00:00Z ORDER BY SystemModstamp, Id',
    );
  });

  it('starts again from the last change read when the query locator expired, skipping nothing', async () => {
    fake.batchSize = 20;
    const selection: CrmSelection = { kind: 'CHANGED_SINCE', since: '2026-01-01T00:00:00Z' };
    const first = await connector.readContacts(selection, undefined);
    fake.expireQueryLocators();
    fake.resetScript();

    const rest = await readAllFrom(selection, first.next);

    const ids = new Set([...first.contacts, ...rest.contacts].map((contact) => contact.id));
    expect(ids.size).toBe(50);
    expect(fake.requestsOf('queryMore').map((request) => request.outcome)).toEqual([400, 200]);
    expect(fake.requestsOf('query')[0]?.query.q).toContain(
      `SystemModstamp >= ${first.contacts.at(-1)?.updatedAt.replace('.000Z', 'Z')}`,
    );
  });

  it('reads only what changed after the watermark: a changed email comes back on the same record id', async () => {
    const watermark = iso(seeded(49).SystemModstamp);
    fake.clock = () => Date.parse('2026-02-01T10:00:00.400Z');
    fake.changeEmail(seeded(3).Id, 'Noah.Delgado@Driftwood-Foods.example');

    const { contacts } = await readAll({ kind: 'CHANGED_SINCE', since: watermark });

    expect(contacts).toHaveLength(1);
    expect(contacts[0]).toMatchObject({
      id: seeded(3).Id,
      email: 'noah.delgado@driftwood-foods.example',
      updatedAt: '2026-02-01T10:00:00.000Z',
    });
  });

  it('leaves out a contact without email address as undefined, and reads opt-outs', async () => {
    const { contacts } = await readAll({ kind: 'CHANGED_SINCE', since: '2026-01-01T00:00:00Z' });

    expect(contacts.find((contact) => contact.id === seeded(47).Id)?.email).toBeUndefined();
    expect(contacts.filter((contact) => contact.optedOut).map((contact) => contact.id)).toEqual(
      [5, 22, 39].map((index) => seeded(index).Id),
    );
  });

  it('refuses a cursor that is not a query locator, sending nothing', async () => {
    fake.resetScript();
    const forged = connector.readContacts(
      { kind: 'CHANGED_SINCE', since: '2026-01-01T00:00:00Z' },
      'https://attacker.example/steal',
    );

    await expect(forged).rejects.toMatchObject({ failure: 'rejected' });
    expect(fake.requests).toHaveLength(0);
  });
});

describe('Salesforce connector: one contact, merges and deletes', () => {
  it('reads a contact by id', async () => {
    const contact = await connector.getContact(seeded(10).Id);

    expect(contact).toMatchObject({ id: seeded(10).Id, email: seeded(10).Email, firstName: 'Mia' });
  });

  it('follows a merged contact to its survivor, through a merge of merges', async () => {
    fake.merge(seeded(2).Id, seeded(1).Id);
    fake.merge(seeded(0).Id, seeded(2).Id);

    const contact = await connector.getContact(seeded(1).Id);

    expect(contact?.id).toBe(seeded(0).Id);
    expect(contact?.email).toBe(seeded(0).Email);
  });

  it('answers null for a deleted contact, an unknown id, and an id that is no Salesforce id', async () => {
    fake.delete(seeded(4).Id);
    fake.resetScript();

    await expect(connector.getContact(seeded(4).Id)).resolves.toBeNull();
    await expect(connector.getContact('003Dn9999999999AAA')).resolves.toBeNull();
    await expect(connector.getContact("003' OR Name != '")).resolves.toBeNull();
    expect(fake.requests).toHaveLength(2);
  });

  it('escapes quotes in SOQL literals, so a value never ends its literal', () => {
    const nasty = "o'brien\\' OR Id != '";

    const query = parseSoql(`SELECT Id FROM Contact WHERE Email = ${soqlString(nasty)}`);

    expect(query.where).toEqual([{ field: 'Email', op: '=', value: nasty }]);
  });
});

describe('Salesforce connector: writing to contacts', () => {
  it('logs a sent email as a completed Email task, found again by its marker', async () => {
    const contact = seeded(6);

    const logged = await connector.logEmail({
      contactId: contact.Id,
      marker: 'msg-0001',
      subject: 'Quick question about your routes',
      text: 'Hi Sophia, …',
      sentAt: '2026-03-02T12:30:00.000Z',
      from: 'dana@reachwise.example',
      to: contact.Email ?? '',
    });

    expect(fake.tasksOf(contact.Id)).toEqual([
      expect.objectContaining({
        Id: logged.id,
        TaskSubtype: 'Email',
        Status: 'Completed',
        Subject: 'Email: Quick question about your routes',
        ActivityDate: '2026-03-02',
        Description: `From: dana@reachwise.example\nTo: ${contact.Email}\n\nHi Sophia, …\n\nReachwise event: msg-0001`,
      }),
    ]);
    await expect(connector.findLogged(contact.Id, 'msg-0001')).resolves.toEqual({ id: logged.id });
    await expect(connector.findLogged(contact.Id, 'msg-000')).resolves.toBeNull();
    await expect(connector.findLogged(seeded(7).Id, 'msg-0001')).resolves.toBeNull();
  });

  it('logs a note as a completed task with its owner', async () => {
    const contact = seeded(8);

    const logged = await connector.logNote({
      contactId: contact.Id,
      marker: 'reply-77',
      subject: 'Reply: interested',
      text: 'Sounds good, call me next week.',
      at: '2026-03-03T08:00:00.000Z',
      ownerId: contact.OwnerId,
    });

    expect(fake.tasksOf(contact.Id)).toEqual([
      expect.objectContaining({ Id: logged.id, TaskSubtype: 'Task', Subject: 'Reply: interested', OwnerId: contact.OwnerId }),
    ]);
  });

  it("logs on the survivor when the contact was merged away, and refuses a deleted contact's log as not_found", async () => {
    fake.merge(seeded(12).Id, seeded(11).Id);
    fake.delete(seeded(13).Id);
    const log = {
      marker: 'm-1',
      subject: 'Hello',
      text: 'Hi',
      sentAt: '2026-03-02T12:00:00Z',
      from: 'a@b.example',
      to: 'c@d.example',
    };

    await connector.logEmail({ ...log, contactId: seeded(11).Id });

    expect(fake.tasksOf(seeded(12).Id)).toHaveLength(1);
    await expect(connector.logEmail({ ...log, contactId: seeded(13).Id })).rejects.toMatchObject({ failure: 'not_found' });
  });

  it('finds a task logged before the contact was merged away, on the survivor it moved to', async () => {
    const log = {
      marker: 'm-9',
      subject: 'Hello',
      text: 'Hi',
      sentAt: '2026-03-02T12:00:00Z',
      from: 'a@b.example',
      to: 'c@d.example',
    };
    const logged = await connector.logEmail({ ...log, contactId: seeded(18).Id });
    fake.merge(seeded(19).Id, seeded(18).Id);

    await expect(connector.findLogged(seeded(18).Id, 'm-9')).resolves.toEqual(logged);
    await expect(connector.findLogged(seeded(19).Id, 'm-10')).resolves.toBeNull();
  });

  it('marks a contact opted out of email, idempotently, on the survivor of a merge', async () => {
    fake.merge(seeded(15).Id, seeded(14).Id);

    await connector.setOptedOut(seeded(16).Id);
    await connector.setOptedOut(seeded(16).Id);
    await connector.setOptedOut(seeded(14).Id);

    expect(seeded(16).HasOptedOutOfEmail).toBe(true);
    expect(seeded(15).HasOptedOutOfEmail).toBe(true);
    expect(fake.requestsOf('updateContact').map((request) => JSON.parse(request.body) as unknown)).toEqual(
      Array.from({ length: 4 }, () => ({ HasOptedOutOfEmail: true })),
    );
  });

  it('fails an opt-out of a deleted contact as not_found', async () => {
    fake.delete(seeded(17).Id);

    await expect(connector.setOptedOut(seeded(17).Id)).rejects.toMatchObject({ failure: 'not_found' });
  });
});

describe('Salesforce connector: tokens, limits and outages', () => {
  it('refreshes once when the session expired, keeping the rotated refresh token', async () => {
    const before = state.refreshToken;
    fake.expireAccessTokens();

    await expect(connector.account()).resolves.toMatchObject({ name: 'Northwind Robotics' });

    expect(state.refreshes).toBe(1);
    expect(state.refreshToken).not.toBe(before);
    expect(fake.liveRefreshTokens()).toEqual([state.refreshToken]);
    expect(fake.requestsOf('query').map((request) => request.outcome)).toEqual([401, 200]);
  });

  it('fails with auth when Salesforce refuses the refreshed token too, after one refresh', async () => {
    fake.script('query', answer(401), answer(401));

    await expect(connector.account()).rejects.toMatchObject({ failure: 'auth' });
    expect(state.refreshes).toBe(1);
  });

  it('fails with auth when the user revoked the app', async () => {
    fake.revokeRefreshTokens();

    await expect(connector.listSources()).rejects.toMatchObject({ failure: 'auth' });
  });

  it("fails with rate_limited, not auth, once the org's daily API requests are spent", async () => {
    fake.dailyApiLimit = fake.apiUsage;

    const refused = connector.listSources();

    await expect(refused).rejects.toMatchObject({ failure: 'rate_limited', retryAfterMs: 15 * 60 * 1000 });
    await expect(refused).rejects.toThrow(/403 REQUEST_LIMIT_EXCEEDED/);
    expect(state.refreshes).toBe(0);
  });

  it('counts each API request in the Sforce-Limit-Info header', async () => {
    const used = fake.apiUsage;

    const response = await fetch(`${fake.instanceUrl}/services/data/v60.0/sobjects/Contact/listviews`, {
      headers: { authorization: `Bearer ${state.accessToken}` },
    });

    expect(response.headers.get('sforce-limit-info')).toBe(`api-usage=${used + 1}/15000`);
  });

  it('fails with unavailable on a 503, keeping a Retry-After', async () => {
    fake.script('createTask', answer(503, undefined, { 'retry-after': '7' }));

    const log = { contactId: seeded(20).Id, marker: 'm', subject: 's', text: 't', at: '2026-03-02T12:00:00Z' };

    await expect(connector.logNote(log)).rejects.toMatchObject({ failure: 'unavailable', retryAfterMs: 7000 });
    expect(fake.tasksOf(seeded(20).Id)).toHaveLength(0);
  });

  it('finds a task whose answer was lost, so a retry does not log it twice', async () => {
    fake.script('createTask', { kind: 'acceptThenReset' });
    const log = { contactId: seeded(21).Id, marker: 'lost-1', subject: 's', text: 't', at: '2026-03-02T12:00:00Z' };

    await expect(connector.logNote(log)).rejects.toMatchObject({ failure: 'unavailable' });
    const found = await connector.findLogged(seeded(21).Id, 'lost-1');

    expect(found).toEqual({ id: fake.tasksOf(seeded(21).Id)[0]?.Id });
  });
});

describe('Salesforce connector: requests per 1,000 contacts', () => {
  beforeEach(() => {
    for (let index = 0; index < 950; index += 1)
      fake.addContact({ LastName: `Bulk ${index}`, Email: `bulk${index}@bulk.example` });
    fake.resetScript();
  });

  it('reads 1,000 changed contacts in one request (2,000 a page)', async () => {
    const { contacts } = await readAll({ kind: 'CHANGED_SINCE', since: '2026-01-01T00:00:00Z' });

    expect(contacts).toHaveLength(1000);
    expect(fake.requests).toHaveLength(1);
  });

  it("reads a list view's 1,000 contacts in ten requests (results and fields of 200 at a time)", async () => {
    const [all] = await connector.listSources();
    fake.resetScript();

    const { contacts } = await readAll({ kind: 'LIST_VIEW', id: all?.id ?? '' });

    expect(contacts).toHaveLength(1000);
    expect(fake.requests).toHaveLength(10);
  });

  it('refuses to page a list view past the 2,000 rows Salesforce serves', async () => {
    for (let index = 0; index < 1300; index += 1)
      fake.addContact({ LastName: `More ${index}`, Email: `more${index}@bulk.example` });
    const [all] = await connector.listSources();

    const read = readAll({ kind: 'LIST_VIEW', id: all?.id ?? '' });

    await expect(read).rejects.toMatchObject({ failure: 'rejected', message: expect.stringContaining('2,000') as unknown });
  });
});
