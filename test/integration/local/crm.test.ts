import { InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { cognitoClient } from '../../../bin/local/cognito';
import { SEED_ORGANIZATION_NAME } from '../../../bin/local/fakes/salesforce-seed';
import { DEMO_NAMESPACES } from '../../../bin/local/seed';
import type { LocalStack } from '../../../bin/local/stack';
import { staticLinkKey } from '../../../functions/adapters/secrets/link-key';
import { createLinkSigner } from '../../../functions/core/sending/link-token';
import { IntegrationsResponseSchema, pageSchema } from '../../../shared/api/schemas';
import { CRM_OAUTH_REDIRECT_PATH } from '../../../shared/domain/integration';
import { ContactSchema, type Contact } from '../../../shared/schemas/contact';
import { ContactListSchema } from '../../../shared/schemas/contact-list';
import { CrmImportStatusResponseSchema, type CrmImportView } from '../../../shared/schemas/crm-import';
import { startTestStack } from './started-stack';

let started: Awaited<ReturnType<typeof startTestStack>>;
let stack: LocalStack;
let idToken: string;

beforeAll(async () => {
  started = await startTestStack('crm');
  stack = started.stack;
  const cognito = cognitoClient(stack.cognitoEndpoint);
  const signedIn = await cognito.send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: stack.runtimeConfig.userPoolClientId,
      AuthParameters: { USERNAME: stack.demo.email, PASSWORD: stack.demo.password },
    }),
  );
  cognito.destroy();
  idToken = signedIn.AuthenticationResult?.IdToken ?? '';
}, 180_000);

afterAll(async () => {
  await started?.remove();
});

/** A call to the local API as the demo manager in the demo workspace. */
async function call(method: string, route: string, body?: unknown): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${stack.apiUrl}${route}`, {
    method,
    headers: {
      authorization: `Bearer ${idToken}`,
      'content-type': 'application/json',
      SelectedNamespaceId: DEMO_NAMESPACES.workspace.id,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: await response.json() };
}

async function integrations() {
  const listed = await call('GET', '/api/integration');
  expect(listed.status).toBe(200);
  return IntegrationsResponseSchema.parse(listed.body).integrations;
}

/** A browser on a consent page: reads its form and submits it with Allow pressed; answers where it is sent back. */
async function allow(consentUrl: string): Promise<URL> {
  const page = await fetch(consentUrl);
  expect(page.status).toBe(200);
  const html = await page.text();
  const form = new URLSearchParams();
  for (const [, name = '', value = ''] of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    form.set(
      name,
      value.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))),
    );
  }
  form.set('decision', 'allow');
  const action = /<form method="post" action="([^"]+)">/.exec(html)?.[1] ?? '';
  const answer = await fetch(new URL(action, consentUrl), { method: 'POST', body: form, redirect: 'manual' });
  expect(answer.status).toBe(302);
  return new URL(answer.headers.get('location') ?? '');
}

/** Connects a CRM as the integrations page does: OAuth start, Allow on the fake's consent page, complete. */
async function connectByOAuth(type: 'HUBSPOT' | 'SALESFORCE', consentPage: string): Promise<number> {
  const redirectUri = `${stack.apiUrl}${CRM_OAUTH_REDIRECT_PATH}`;
  const started = await call('POST', `/api/integration/${type}/oauth/start`, { redirectUri });
  expect(started.status).toBe(200);
  const consentUrl = (started.body as { url: string }).url;
  expect(consentUrl.startsWith(`${consentPage}?`)).toBe(true);
  const back = await allow(consentUrl);
  expect(`${back.origin}${back.pathname}`).toBe(redirectUri);
  const completed = await call('POST', `/api/integration/${type}/oauth/complete`, {
    code: back.searchParams.get('code'),
    state: back.searchParams.get('state'),
    redirectUri,
  });
  return completed.status;
}

function connections(listed: Awaited<ReturnType<typeof integrations>>) {
  return listed.map(({ type, status, connection, method, account }) => ({
    type,
    status,
    state: connection?.state,
    method,
    name: account?.name,
  }));
}

describe('the CRMs under npm start', () => {
  it('offers both, connectable by OAuth, before anything is connected', async () => {
    const listed = await integrations();

    expect(listed.map(({ type, status, oauthAvailable }) => ({ type, status, oauthAvailable }))).toEqual([
      { type: 'HUBSPOT', status: 'NOT_SETUP', oauthAvailable: true },
      { type: 'SALESFORCE', status: 'NOT_SETUP', oauthAvailable: true },
    ]);
  });

  it('connects the fake HubSpot with the printed private-app token, and the fake Salesforce through its consent page', async () => {
    const hubspot = await call('POST', '/api/integration/HUBSPOT/token', { token: stack.crms.hubspot.privateAppToken });
    expect(hubspot.status).toBe(200);

    expect(await connectByOAuth('SALESFORCE', stack.crms.salesforce.consentUrl)).toBe(200);

    const listed = await integrations();
    expect(connections(listed)).toEqual([
      {
        type: 'HUBSPOT',
        status: 'ACTIVE',
        state: 'CONNECTED',
        method: 'PRIVATE_APP',
        name: `HubSpot portal ${String(stack.crms.hubspot.fake.portalId)}`,
      },
      { type: 'SALESFORCE', status: 'ACTIVE', state: 'CONNECTED', method: 'OAUTH', name: SEED_ORGANIZATION_NAME },
    ]);
  });

  it('connects the fake HubSpot through its consent page too', async () => {
    expect(await connectByOAuth('HUBSPOT', stack.crms.hubspot.consentUrl)).toBe(200);

    const [hubspot] = connections(await integrations());
    expect(hubspot).toMatchObject({ type: 'HUBSPOT', state: 'CONNECTED', method: 'OAUTH' });
  });

  it('seeds each fake with its 50 demo contacts', () => {
    expect(stack.crms.hubspot.fake.store.liveContacts().length).toBe(50);
    expect(stack.crms.salesforce.fake.contacts.size).toBe(50);
  });
});

function missing(what: string): never {
  throw new Error(`Missing: ${what}`);
}

/** Polls `read` every 100 ms until `done` holds of its answer, for at most `ms`. */
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string, ms = 10_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Every contact of the demo workspace, through the contacts page's list call. */
async function allContacts(): Promise<Contact[]> {
  const contacts: Contact[] = [];
  let cursor: string | null = null;
  do {
    const listed = await call('POST', '/api/contact', { limit: 100, ...(cursor === null ? {} : { cursor }) });
    expect(listed.status).toBe(200);
    const page = pageSchema(ContactSchema).parse(listed.body);
    contacts.push(...page.items);
    cursor = page.cursor;
  } while (cursor !== null);
  return contacts;
}

async function hubspotImport(): Promise<CrmImportView | null> {
  const progress = await call('GET', '/api/integration/HUBSPOT/import');
  expect(progress.status).toBe(200);
  return CrmImportStatusResponseSchema.parse(progress.body).import;
}

/**
 * The one-click unsubscribe of an email to `contact`, as the recipient's mail app posts it: the
 * link's token is signed with the data folder's link key, as the send worker signs it.
 */
async function unsubscribeByOneClick(contact: Contact): Promise<number> {
  const secrets = JSON.parse(readFileSync(path.join(started.dataDir, 'secrets.json'), 'utf8')) as { linkSigningKey: string };
  const token = await createLinkSigner(staticLinkKey(secrets.linkSigningKey)).sign({
    purpose: 'unsubscribe',
    namespaceId: DEMO_NAMESPACES.workspace.id,
    contactId: contact.id,
    emailId: `email-to-${contact.id}`,
  });
  const answer = await fetch(`${stack.apiUrl}/api/email-status/unsubscribe?token=${encodeURIComponent(token)}`, {
    method: 'POST',
    body: new URLSearchParams({ 'List-Unsubscribe': 'One-Click' }),
  });
  return answer.status;
}

describe('the CRM loop under npm start, as a rep walks it with the fake HubSpot', () => {
  const FREE_MAIL = 'webinar.guest@gmail.com';
  let imported: Contact[] = [];
  let listMembers: string[] = [];

  it('connects with the private-app token and turns on Read contacts and Update contacts', async () => {
    const connected = await call('POST', '/api/integration/HUBSPOT/token', { token: stack.crms.hubspot.privateAppToken });
    expect(connected.status).toBe(200);

    const updated = await call('PUT', '/api/integration/HUBSPOT', {
      status: 'ACTIVE',
      options: { READ_CONTACTS: 'ACTIVE', UPDATE_CONTACTS: 'ACTIVE' },
    });

    expect(updated.status).toBe(200);
    const [hubspot] = await integrations();
    expect(hubspot).toMatchObject({
      type: 'HUBSPOT',
      status: 'ACTIVE',
      method: 'PRIVATE_APP',
      options: { READ_CONTACTS: 'ACTIVE', UPDATE_CONTACTS: 'ACTIVE' },
    });
  });

  it("imports one of the fake's lists into a new contact list: its members, less the free-mail one, with their HubSpot ids", async () => {
    const { fake } = stack.crms.hubspot;
    const list =
      [...fake.store.lists.values()].find((candidate) => candidate.name === 'Q3 webinar attendees') ??
      missing('the webinar list');
    // a guest who signed up with a personal address: counted, not imported
    const guest = fake.addContact({ email: FREE_MAIL, firstname: 'Webinar', lastname: 'Guest' });
    list.members.push({ recordId: guest, membershipTimestamp: new Date().toISOString() });
    listMembers = list.members.map((member) => member.recordId);
    const created = await call('POST', '/api/contact-list/create', { name: 'Q3 webinar attendees (HubSpot)' });
    expect(created.status).toBe(201);
    const contactList = ContactListSchema.parse(created.body);

    const startedImport = await call('POST', '/api/integration/HUBSPOT/import', {
      source: { kind: 'LIST', id: list.listId },
      contactListId: contactList.id,
    });
    expect(startedImport.status).toBe(202);
    const done = await until(hubspotImport, (found) => found?.state === 'DONE' || found?.state === 'FAILED', 'the import');

    expect(done).toMatchObject({
      state: 'DONE',
      contactListId: contactList.id,
      counts: { read: listMembers.length, created: listMembers.length - 1, updated: 0, conflicts: 0 },
      excluded: { FREE_MAIL: 1 },
    });
    imported = (await allContacts()).filter((contact) => contact.contactListId === contactList.id);
    const business = listMembers.filter((id) => id !== guest);
    expect(imported.map((contact) => contact.crmId).sort()).toEqual([...business].sort());
    for (const contact of imported) {
      const record = fake.store.contact(contact.crmId ?? '') ?? missing(`HubSpot contact ${String(contact.crmId)}`);
      expect(contact).toMatchObject({ source: 'HUBSPOT', crmType: 'HUBSPOT', email: record.properties.email });
    }
  });

  it("takes a changed email from HubSpot's webhook onto the same contact, without a duplicate", async () => {
    const contact = imported[0] ?? missing('an imported contact');
    const before = (await allContacts()).length;
    const newEmail = `moved.${contact.email}`;

    stack.crms.hubspot.fake.changeEmail(contact.crmId ?? '', newEmail);

    const changed = await until(
      () => call('GET', `/api/contact/${contact.id}`),
      (answer) => ContactSchema.parse(answer.body).email === newEmail,
      'the new email on the contact',
    );
    expect(ContactSchema.parse(changed.body)).toMatchObject({ id: contact.id, crmId: contact.crmId, email: newEmail });
    const after = await allContacts();
    expect(after).toHaveLength(before);
    expect(after.filter((found) => found.email === newEmail || found.crmId === contact.crmId).map((found) => found.id)).toEqual([
      contact.id,
    ]);
  });

  it('writes an unsubscribe back to HubSpot once, when the outbox job runs', async () => {
    const { fake } = stack.crms.hubspot;
    const contact = imported[1] ?? missing('a second imported contact');
    const optOuts = () =>
      fake.requestsOf('unsubscribeAll').filter((request) => decodeURIComponent(request.path).includes(`/${contact.email}/`));

    expect(await unsubscribeByOneClick(contact)).toBe(200);
    expect(await unsubscribeByOneClick(contact)).toBe(200);
    const suppressed = ContactSchema.parse((await call('GET', `/api/contact/${contact.id}`)).body);
    expect(suppressed).toMatchObject({ status: 'DO_NOT_CONTACT', emailStatus: 'DO_NOT_CONTACT' });
    expect(await stack.runJob('CrmOutbox')).toBe(true);
    expect(await stack.runJob('CrmOutbox')).toBe(true);

    expect(optOuts()).toHaveLength(1);
    expect(fake.store.optedOut.has(contact.email)).toBe(true);
    expect(fake.store.contact(contact.crmId ?? '')?.properties.hs_email_optout).toBe('true');
  });
});
