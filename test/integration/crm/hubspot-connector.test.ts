import { afterEach, describe, expect, it } from 'vitest';

import {
  answer,
  reset,
  startHubSpotFake,
  type HubSpotFakeOptions,
  type HubSpotFakeServer,
} from '../../../bin/local/fakes/hubspot-server';
import {
  CrmError,
  type CrmAccess,
  type CrmConnector,
  type CrmContact,
  type CrmSelection,
} from '../../../functions/core/ports/crm';
import { createHubSpotConnector } from '../../../functions/adapters/crm/hubspot-connector';

const NO_LIMITS = { perTenSeconds: 100_000, searchPerSecond: 100_000 };
const fakes: HubSpotFakeServer[] = [];

afterEach(async () => {
  await Promise.all(fakes.splice(0).map((fake) => fake.stop()));
});

async function fake(options: HubSpotFakeOptions = {}): Promise<HubSpotFakeServer> {
  const started = await startHubSpotFake({ limits: NO_LIMITS, ...options });
  fakes.push(started);
  return started;
}

/** An OAuth access as the product keeps one: the token it holds, refreshed at the fake's token endpoint. */
function oauthAccess(hubspot: HubSpotFakeServer): CrmAccess & { refreshes: number; refreshToken: string } {
  const grant = hubspot.oauth.issueTokens();
  let token = grant.accessToken;
  const access = {
    apiBase: hubspot.baseUrl,
    refreshes: 0,
    refreshToken: grant.refreshToken,
    token: () => Promise.resolve(token),
    async refresh(): Promise<string> {
      access.refreshes += 1;
      const response = await fetch(`${hubspot.baseUrl}/oauth/2026-03/token`, {
        method: 'POST',
        body: new URLSearchParams({
          grant_type: 'refresh_token',
          refresh_token: access.refreshToken,
          client_id: hubspot.client.clientId,
          client_secret: hubspot.client.clientSecret,
        }),
      });
      if (!response.ok) throw new CrmError('auth', `HubSpot refused the refresh (${response.status}).`);
      token = ((await response.json()) as { access_token: string }).access_token;
      return token;
    },
  };
  return access;
}

function privateAppAccess(hubspot: HubSpotFakeServer, token: string): CrmAccess & { refreshes: number } {
  const access = {
    apiBase: hubspot.baseUrl,
    refreshes: 0,
    token: () => Promise.resolve(token),
    refresh: () => {
      access.refreshes += 1;
      return Promise.resolve(token);
    },
  };
  return access;
}

async function readAll(connector: CrmConnector, selection: CrmSelection): Promise<{ contacts: CrmContact[]; pages: number }> {
  const contacts: CrmContact[] = [];
  let cursor: string | undefined;
  let pages = 0;
  do {
    const page = await connector.readContacts(selection, cursor);
    contacts.push(...page.contacts);
    cursor = page.next;
    pages += 1;
  } while (cursor !== undefined && pages < 1000);
  return { contacts, pages };
}

function addContacts(hubspot: HubSpotFakeServer, count: number, prefix: string): string[] {
  return Array.from({ length: count }, (_, index) =>
    hubspot.addContact({ email: `${prefix}${index}@acme-industrial.com`, firstname: `P${index}`, lifecyclestage: 'lead' }),
  );
}

describe('HubSpot connector against the fake HubSpot', () => {
  it('names the portal it is connected to and lists the contact lists with their sizes', async () => {
    const hubspot = await fake({ seed: 'demo', portalId: 4_455_667 });
    const connector = createHubSpotConnector(oauthAccess(hubspot));

    expect(await connector.account()).toEqual({ id: '4455667', name: 'HubSpot portal 4455667' });
    const sources = await connector.listSources();
    expect(sources).toHaveLength(3);
    const webinar = sources.find((source) => source.name === 'Q3 webinar attendees');
    expect(webinar).toMatchObject({ kind: 'LIST', size: 17 });
  });

  it('reads a list of 250 contacts in three pages, two calls each, with every field mapped', async () => {
    const hubspot = await fake({ seed: 'demo' });
    const ids = addContacts(hubspot, 250, 'member');
    const list = hubspot.store.createList('Trade show', ids);
    const connector = createHubSpotConnector(oauthAccess(hubspot));

    const { contacts, pages } = await readAll(connector, { kind: 'LIST', id: list.listId });

    expect(pages).toBe(3);
    expect(new Set(contacts.map((contact) => contact.id))).toEqual(new Set(ids));
    expect(hubspot.requestsOf('listMemberships')).toHaveLength(3);
    expect(hubspot.requestsOf('batchReadContacts')).toHaveLength(3);
    const webinar = [...hubspot.store.lists.values()][0];
    const demo = await readAll(connector, { kind: 'LIST', id: webinar?.listId ?? '' });
    expect(demo.contacts[0]).toEqual({
      id: webinar?.members[0]?.recordId,
      email: 'ava.hart@northwind-logistics.com',
      otherEmails: [],
      firstName: 'Ava',
      lastName: 'Hart',
      jobTitle: 'VP of Sales',
      phone: '+1 415 555 1000',
      companyName: 'Northwind Logistics',
      ownerId: '71230011',
      lifecycleStage: 'subscriber',
      mergedIds: [],
      optedOut: false,
      updatedAt: '2026-09-01T09:00:00.000Z',
    });
  });

  it('syncs 1,000 contacts in 20 requests from a list and 11 by changes since a time', async () => {
    let clock = Date.parse('2026-10-01T00:00:00Z');
    const hubspot = await fake({ now: () => clock });
    const ids: string[] = [];
    for (let index = 0; index < 1000; index += 1) {
      clock += 1000;
      ids.push(...addContacts(hubspot, 1, `bulk${index}-`));
    }
    const list = hubspot.store.createList('Everyone', ids);
    const connector = createHubSpotConnector(oauthAccess(hubspot));

    const fromList = await readAll(connector, { kind: 'LIST', id: list.listId });
    const listRequests = hubspot.requests.length;
    const changed = await readAll(connector, { kind: 'CHANGED_SINCE', since: '2000-01-01T00:00:00Z' });

    expect(fromList.contacts).toHaveLength(1000);
    expect(listRequests).toBe(20);
    expect(new Set(changed.contacts.map((contact) => contact.id))).toEqual(new Set(ids));
    // each search starts at the last record of the page before, which it reads again
    expect(hubspot.requests.length - listRequests).toBe(11);
  });

  it('refuses list views and reports, which HubSpot does not have', async () => {
    const connector = createHubSpotConnector(oauthAccess(await fake()));
    await expect(connector.readContacts({ kind: 'REPORT', id: '1' }, undefined)).rejects.toMatchObject({ failure: 'rejected' });
  });

  it('reads more contacts changed since a time than one search can page through, oldest first, moving its watermark', async () => {
    let clock = Date.parse('2026-10-01T00:00:00Z');
    const hubspot = await fake({ now: () => clock, limits: { ...NO_LIMITS, searchResultCap: 300 } });
    const before: string[] = [];
    for (let index = 0; index < 5; index += 1) before.push(...addContacts(hubspot, 1, `old${index}-`));
    clock += 60_000;
    const since = new Date(clock).toISOString();
    const changed: string[] = [];
    for (let index = 0; index < 450; index += 1) {
      clock += 1000;
      changed.push(...addContacts(hubspot, 1, `new${index}-`));
    }
    const connector = createHubSpotConnector(oauthAccess(hubspot));

    const { contacts } = await readAll(connector, { kind: 'CHANGED_SINCE', since });

    expect(new Set(contacts.map((contact) => contact.id))).toEqual(new Set(changed));
    const times = contacts.map((contact) => Date.parse(contact.updatedAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(hubspot.requests.filter((request) => request.outcome !== 200)).toEqual([]);
  });

  it('misses no contact when one already read changes again during the read', async () => {
    let clock = Date.parse('2026-10-01T00:00:00Z');
    const hubspot = await fake({ now: () => clock });
    const ids: string[] = [];
    for (let index = 0; index < 250; index += 1) {
      clock += 1000;
      ids.push(...addContacts(hubspot, 1, `moving${index}-`));
    }
    const connector = createHubSpotConnector(oauthAccess(hubspot));
    const selection = { kind: 'CHANGED_SINCE', since: '2026-10-01T00:00:00.000Z' } as const;

    const first = await connector.readContacts(selection, undefined);
    clock += 1000;
    hubspot.changeEmail(ids[10] ?? '', 'moved@acme-industrial.com');
    const rest: CrmContact[] = [];
    for (let cursor = first.next; cursor !== undefined;) {
      const page = await connector.readContacts(selection, cursor);
      rest.push(...page.contacts);
      cursor = page.next;
    }

    expect(new Set([...first.contacts, ...rest].map((contact) => contact.id))).toEqual(new Set(ids));
    expect(rest.find((contact) => contact.id === ids[10])?.email).toBe('moved@acme-industrial.com');
  });

  it('pages through more contacts than the ceiling sharing one timestamp by record id, then goes on after it', async () => {
    let clock = Date.parse('2026-10-01T00:00:00Z');
    const hubspot = await fake({ now: () => clock, limits: { ...NO_LIMITS, searchResultCap: 200 } });
    const bulk = addContacts(hubspot, 450, 'bulk');
    clock += 5000;
    const later = addContacts(hubspot, 3, 'later');
    const connector = createHubSpotConnector(oauthAccess(hubspot));

    const { contacts } = await readAll(connector, { kind: 'CHANGED_SINCE', since: '2026-10-01T00:00:00.000Z' });

    expect(new Set(contacts.map((contact) => contact.id))).toEqual(new Set([...bulk, ...later]));
    expect(hubspot.requests.filter((request) => request.outcome !== 200)).toEqual([]);
  });

  it('follows a merged id to the surviving record, and answers null for a deleted one', async () => {
    const hubspot = await fake();
    const [survivor, merged, deleted] = addContacts(hubspot, 3, 'person');
    hubspot.merge(survivor ?? '', merged ?? '');
    hubspot.delete(deleted ?? '');
    const connector = createHubSpotConnector(oauthAccess(hubspot));

    const found = await connector.getContact(merged ?? '');

    expect(found).toMatchObject({ id: survivor, email: 'person0@acme-industrial.com', mergedIds: [merged] });
    expect(found?.otherEmails).toEqual(['person1@acme-industrial.com']);
    expect(await connector.getContact(deleted ?? '')).toBeNull();
  });

  it('reads a changed email with the earlier one kept among the other emails', async () => {
    const hubspot = await fake();
    const [id] = addContacts(hubspot, 1, 'renamed');
    hubspot.changeEmail(id ?? '', 'New.Address@Acme-Industrial.com');
    const connector = createHubSpotConnector(oauthAccess(hubspot));

    expect(await connector.getContact(id ?? '')).toMatchObject({
      id,
      email: 'new.address@acme-industrial.com',
      otherEmails: ['renamed0@acme-industrial.com'],
    });
  });

  it('logs a sent email and a note on the contact, and finds each again by its marker', async () => {
    const hubspot = await fake();
    const [id] = addContacts(hubspot, 1, 'logged');
    const contactId = id ?? '';
    const connector = createHubSpotConnector(oauthAccess(hubspot));

    const email = await connector.logEmail({
      contactId,
      marker: 'evt-send-01',
      subject: 'Quick question',
      text: 'Hello there',
      sentAt: '2026-10-02T10:00:00.000Z',
      from: 'rep@reachwise.example',
      to: 'logged0@acme-industrial.com',
      ownerId: '71230011',
    });
    const note = await connector.logNote({
      contactId,
      marker: 'evt-reply-01',
      subject: 'Reply: interested',
      text: 'Sounds good\nCall me',
      at: '2026-10-02T11:00:00.000Z',
    });

    const logged = hubspot.loggedOn(contactId);
    expect(logged.emails.map((engagement) => engagement.id)).toEqual([email.id]);
    expect(logged.emails[0]?.properties).toMatchObject({
      hs_email_direction: 'EMAIL',
      hs_email_status: 'SENT',
      hs_email_subject: 'Quick question',
      hs_timestamp: '2026-10-02T10:00:00.000Z',
      hubspot_owner_id: '71230011',
    });
    expect(logged.notes.map((engagement) => engagement.id)).toEqual([note.id]);
    expect(logged.notes[0]?.properties.hs_note_body).toContain('Sounds good<br>Call me');
    expect(await connector.findLogged(contactId, 'evt-send-01')).toEqual(email);
    expect(await connector.findLogged(contactId, 'evt-reply-01')).toEqual(note);
    expect(await connector.findLogged(contactId, 'evt-send-0')).toBeNull();
  });

  it('finds an email logged on a contact across more than one page of associations', async () => {
    const hubspot = await fake();
    const [id] = addContacts(hubspot, 1, 'busy');
    const contactId = id ?? '';
    for (let index = 0; index < 120; index += 1) {
      hubspot.store.createEngagement('emails', { hs_timestamp: '2026-10-01T00:00:00Z', hs_email_headers: '{}' }, [contactId]);
    }
    const connector = createHubSpotConnector(oauthAccess(hubspot));
    const email = await connector.logEmail({
      contactId,
      marker: 'evt-late',
      subject: 's',
      text: 't',
      sentAt: '2026-10-02T10:00:00.000Z',
      from: 'a@b.com',
      to: 'c@d.com',
    });

    expect(await connector.findLogged(contactId, 'evt-late')).toEqual(email);
    expect(hubspot.requestsOf('batchReadEngagements')).toHaveLength(2);
  });

  it('opts a contact out through the communication-preferences API, once, following a merge', async () => {
    const hubspot = await fake();
    const [survivor, merged] = addContacts(hubspot, 2, 'optout');
    hubspot.merge(survivor ?? '', merged ?? '');
    const connector = createHubSpotConnector(oauthAccess(hubspot));

    await connector.setOptedOut(merged ?? '');
    await connector.setOptedOut(survivor ?? '');

    expect(hubspot.store.optedOut).toEqual(new Set(['optout0@acme-industrial.com']));
    expect(hubspot.requestsOf('unsubscribeAll')).toHaveLength(1);
    expect((await connector.getContact(survivor ?? ''))?.optedOut).toBe(true);
  });

  it('fails with not_found when opting out a deleted contact', async () => {
    const hubspot = await fake();
    const [id] = addContacts(hubspot, 1, 'gone');
    hubspot.delete(id ?? '');

    await expect(createHubSpotConnector(oauthAccess(hubspot)).setOptedOut(id ?? '')).rejects.toMatchObject({
      failure: 'not_found',
    });
    expect(hubspot.requestsOf('unsubscribeAll')).toHaveLength(0);
  });

  it("fails with rate_limited and HubSpot's 10-second window when a 429 has no Retry-After", async () => {
    const hubspot = await fake({ limits: { perTenSeconds: 2, searchPerSecond: 4, sendRetryAfter: false } });
    const connector = createHubSpotConnector(oauthAccess(hubspot));
    await connector.account();
    await connector.account();

    const error = await connector.account().catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(CrmError);
    expect(error).toMatchObject({ failure: 'rate_limited', retryAfterMs: 10_000 });
    expect((error as Error).message).toContain('TEN_SECONDLY_ROLLING');
  });

  it("takes Retry-After at its word, and the search API's one second for its own limit", async () => {
    let clock = Date.parse('2026-10-01T00:00:00Z');
    const hubspot = await fake({ now: () => clock, limits: { perTenSeconds: 3, searchPerSecond: 1, sendRetryAfter: false } });
    const connector = createHubSpotConnector(oauthAccess(hubspot));
    const changed = { kind: 'CHANGED_SINCE', since: '2026-01-01T00:00:00Z' } as const;
    await connector.readContacts(changed, undefined);

    await expect(connector.readContacts(changed, undefined)).rejects.toMatchObject({
      failure: 'rate_limited',
      retryAfterMs: 1000,
    });
    hubspot.limits = { ...hubspot.limits, sendRetryAfter: true };
    clock += 4000;
    await connector.account();
    await connector.account();
    await expect(connector.account()).rejects.toMatchObject({ failure: 'rate_limited', retryAfterMs: 6000 });
  });

  it('falls back to the 10-second window for a 429 of another policy without Retry-After', async () => {
    const hubspot = await fake();
    hubspot.script(
      'accountInfo',
      answer(429, { status: 'error', message: 'You have reached your daily limit.', policyName: 'DAILY' }),
    );

    await expect(createHubSpotConnector(oauthAccess(hubspot)).account()).rejects.toMatchObject({
      failure: 'rate_limited',
      retryAfterMs: 10_000,
      message: 'HubSpot answered 429 DAILY.',
    });
  });

  it('refreshes an expired access token once and goes on', async () => {
    const hubspot = await fake({ seed: 'demo' });
    const access = oauthAccess(hubspot);
    const connector = createHubSpotConnector(access);
    hubspot.oauth.expireAccessTokens();

    expect(await connector.listSources()).toHaveLength(3);
    expect(access.refreshes).toBe(1);
  });

  it('fails with auth after one refresh when HubSpot still refuses the token', async () => {
    const hubspot = await fake();
    const access = privateAppAccess(hubspot, 'pat-na1-never-issued');
    const connector = createHubSpotConnector(access);

    await expect(connector.account()).rejects.toMatchObject({ failure: 'auth' });
    expect(access.refreshes).toBe(1);
    expect(hubspot.requestsOf('accountInfo').map((request) => request.outcome)).toEqual([401, 401]);
  });

  it('fails with auth once a private-app token or an OAuth grant is revoked', async () => {
    const hubspot = await fake({ privateAppTokens: ['pat-na1-demo-token'] });
    const privateApp = createHubSpotConnector(privateAppAccess(hubspot, 'pat-na1-demo-token'));
    const oauth = oauthAccess(hubspot);
    const connector = createHubSpotConnector(oauth);
    await privateApp.account();
    await connector.account();

    hubspot.revoke('pat-na1-demo-token');
    hubspot.revoke(oauth.refreshToken);

    await expect(privateApp.account()).rejects.toMatchObject({ failure: 'auth' });
    await expect(connector.account()).rejects.toMatchObject({ failure: 'auth' });
    expect(oauth.refreshes).toBe(1);
  });

  it('fails with unavailable on a 5xx or a dropped connection, and with rejected on a bad request', async () => {
    const hubspot = await fake({ seed: 'demo' });
    const connector = createHubSpotConnector(oauthAccess(hubspot));
    const listId = [...hubspot.store.lists.values()][0]?.listId ?? '';
    hubspot.script('batchReadContacts', answer(503), reset());

    await expect(connector.readContacts({ kind: 'LIST', id: listId }, undefined)).rejects.toMatchObject({
      failure: 'unavailable',
    });
    await expect(connector.readContacts({ kind: 'LIST', id: listId }, undefined)).rejects.toMatchObject({
      failure: 'unavailable',
    });
    await expect(connector.readContacts({ kind: 'LIST', id: listId }, 'not-a-cursor')).rejects.toMatchObject({
      failure: 'rejected',
    });
    await expect(connector.readContacts({ kind: 'LIST', id: listId }, undefined)).resolves.toMatchObject({ next: undefined });
  });
});
