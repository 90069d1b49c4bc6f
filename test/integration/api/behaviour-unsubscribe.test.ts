import { randomBytes } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startLocalApi, type LocalApi } from '../../../bin/local/api-server';
import { invokeHttpRoute, PROJECT_ROOT } from '../../../bin/local/lambda-runtime';
import { staticLinkKey } from '../../../functions/adapters/secrets/link-key';
import type { ContactItem, EmailMessageItem } from '../../../functions/core/ports/items';
import { createLinkSigner } from '../../../functions/core/sending/link-token';
import { unsubscribeHeaders } from '../../../functions/core/sending/unsubscribe';
import { emailRoutes, emailStatusRoutes } from '../../../shared/api/routes';
import type { EmailStatus } from '../../../shared/domain/email';
import { INVALID_LINK_MESSAGE } from '../../../shared/domain/links';
import { apiEvent, call, installDeps, TEST_PUBLIC_URLS, type CallResult, type TestDeps } from '../../support/http';
import { useTestTable } from '../../support/table-per-file';
import { as, person, signIn, type Caller } from './behaviour-support';
import {
  createContact,
  createWorld,
  historyOf,
  progressOf,
  putEmail,
  stored,
  tenantItems,
  tickingClock,
  type ReviewWorld,
} from './behaviour-review-support';

const table = useTestTable();
// Monday 2 March 2026, 10:00 UTC; tests only ever move it forward
const clock = tickingClock('2026-03-02T10:00:00.000Z');
const LATER = '2026-06-01T10:00:00.000Z';
const ONE_CLICK = { 'List-Unsubscribe': 'One-Click' };

let deps: TestDeps;
let maya: Caller;
let first: ReviewWorld;
let second: ReviewWorld;
/** the local API server, as `npm start` runs it: the one-click link is POSTed to it as a mail provider does */
let api: LocalApi;

beforeAll(async () => {
  deps = installDeps(table, clock);
  maya = await signIn(deps, person('maya'));
  first = await createWorld(deps, maya);
  second = await createWorld(deps, maya);
  api = await startLocalApi({
    port: 0,
    root: PROJECT_ROOT,
    routes: [emailStatusRoutes.unsubscribeOneClick],
    verifier: { verify: () => Promise.resolve(null) },
  });
});

afterAll(async () => {
  await api.close();
});

/** A SAVED email, reviewed and scheduled through the API, so that its campaign counts it scheduled. */
async function scheduledEmail(world: ReviewWorld, contact: ContactItem): Promise<EmailMessageItem> {
  const email = await putEmail(deps, maya, world, contact, { reviewStatus: 'REVIEWED' });
  const answer = await call(emailRoutes.schedule, { ...as(maya), params: { id: email.id }, body: { at: LATER } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return (await stored(deps, maya, email.id)) as EmailMessageItem;
}

/** The one-click link of the List-Unsubscribe header the send worker puts on an email (to the local API server). */
async function listUnsubscribeLink(world: ReviewWorld, email: EmailMessageItem): Promise<URL> {
  const headers = await unsubscribeHeaders(deps.links, {
    apiBaseUrl: api.url,
    namespaceId: maya.namespaceId,
    contactId: email.contactId,
    emailId: email.id,
    mailbox: world.senderEmail,
  });
  return new URL(/^<([^>]+)>/.exec(headers['List-Unsubscribe'])?.[1] ?? '');
}

/** RFC 8058's own example body: `List-Unsubscribe=One-Click` as multipart/form-data, CRLF line ends. */
const BOUNDARY = 'XXXXboundary text';
const RFC_8058_MULTIPART = [
  `--${BOUNDARY}`,
  'Content-Disposition: form-data; name="List-Unsubscribe"',
  '',
  'One-Click',
  `--${BOUNDARY}--`,
  '',
].join('\r\n');

/** The unsubscribe token of an email, as the send worker signs it. */
function tokenOf(email: EmailMessageItem, namespaceId = maya.namespaceId): Promise<string> {
  return deps.links.sign({ purpose: 'unsubscribe', namespaceId, contactId: email.contactId, emailId: email.id });
}

/** The one-click POST a mail client makes: the form, no cookie, no token of anyone's. */
function oneClick(token: string, body: unknown = ONE_CLICK): Promise<CallResult> {
  return call(emailStatusRoutes.unsubscribeOneClick, { query: { token }, body });
}

async function statusesOf(emails: readonly EmailMessageItem[]): Promise<(EmailStatus | undefined)[]> {
  return Promise.all(emails.map(async (email) => (await stored(deps, maya, email.id))?.status));
}

describe('one-click unsubscribe (POST)', () => {
  it('stops the contact and cancels every email not yet sent to it, in every campaign; sent ones and other contacts are untouched', async () => {
    const ivo = await createContact(deps, maya);
    const ana = await createContact(deps, maya, 'Ana', 'Silva');
    const pending = [
      await scheduledEmail(first, ivo),
      await putEmail(deps, maya, first, ivo, { status: 'FAILED', step: 1 }),
      await scheduledEmail(second, ivo),
      await putEmail(deps, maya, second, ivo, { status: 'REGENERATED', step: 1 }),
    ];
    const gone = [
      await putEmail(deps, maya, first, ivo, { status: 'SENT', step: 2 }),
      await putEmail(deps, maya, second, ivo, { status: 'SENDING', step: 2 }),
    ];
    const others = [await scheduledEmail(first, ana), await putEmail(deps, maya, second, ana)];
    const scheduledBefore = [
      (await progressOf(maya, first.campaignId)).scheduled,
      (await progressOf(maya, second.campaignId)).scheduled,
    ];

    const answer = await oneClick(await tokenOf(pending[0] as EmailMessageItem));

    expect({ status: answer.status, body: answer.body, location: answer.headers.location }).toEqual({
      status: 200,
      body: { unsubscribed: true },
      location: undefined,
    });
    expect(await deps.repos.contacts.get(maya.ctx, ivo.id)).toMatchObject({
      status: 'DO_NOT_CONTACT',
      emailStatus: 'DO_NOT_CONTACT',
    });
    expect(await statusesOf(pending)).toEqual(['CANCELLED', 'CANCELLED', 'CANCELLED', 'CANCELLED']);
    expect(await statusesOf(gone)).toEqual(['SENT', 'SENDING']);
    expect(await statusesOf(others)).toEqual(['SCHEDULED', 'SAVED']);
    expect(await deps.repos.contacts.get(maya.ctx, ana.id)).toMatchObject({ status: 'NEW', emailStatus: 'NEW' });
    // each campaign counts one scheduled email fewer: Ivo's, and not Ana's
    expect([(await progressOf(maya, first.campaignId)).scheduled, (await progressOf(maya, second.campaignId)).scheduled]).toEqual(
      [(scheduledBefore[0] ?? 0) - 1, (scheduledBefore[1] ?? 0) - 1],
    );
    expect((await stored(deps, maya, pending[0]?.id ?? ''))?.scheduledAt).toBeUndefined();
    expect((await historyOf(maya, pending[0]?.id ?? ''))[0]).toMatchObject({
      kind: 'STATUS',
      by: 'recipient',
      fromStatus: 'SCHEDULED',
      toStatus: 'CANCELLED',
      note: expect.stringContaining('unsubscribed') as unknown,
    });
  });

  it('changes nothing more when the same link is clicked again, and still answers 200', async () => {
    const ivo = await createContact(deps, maya);
    const email = await scheduledEmail(first, ivo);
    const token = await tokenOf(email);
    expect((await oneClick(token)).status).toBe(200);
    const before = await tenantItems(table, maya.namespaceId);

    const again = await oneClick(token);

    expect({ status: again.status, body: again.body }).toEqual({ status: 200, body: { unsubscribed: true } });
    expect(await tenantItems(table, maya.namespaceId)).toEqual(before);
  });

  it('works with the link of the List-Unsubscribe header the send worker makes, and a form API Gateway sent in base64', async () => {
    const ivo = await createContact(deps, maya);
    const email = await scheduledEmail(second, ivo);
    const headers = await unsubscribeHeaders(deps.links, {
      apiBaseUrl: TEST_PUBLIC_URLS.api,
      namespaceId: maya.namespaceId,
      contactId: ivo.id,
      emailId: email.id,
      mailbox: second.senderEmail,
    });
    const link = new URL(/^<([^>]+)>/.exec(headers['List-Unsubscribe'])?.[1] ?? '');
    expect(link.pathname).toBe(emailStatusRoutes.unsubscribeOneClick.path);
    const event = apiEvent(emailStatusRoutes.unsubscribeOneClick, { query: { token: link.searchParams.get('token') ?? '' } });

    const result = await invokeHttpRoute(emailStatusRoutes.unsubscribeOneClick, {
      ...event,
      body: Buffer.from(headers['List-Unsubscribe-Post']).toString('base64'),
      isBase64Encoded: true,
    });

    expect(result.statusCode).toBe(200);
    expect((await stored(deps, maya, email.id))?.status).toBe('CANCELLED');
  });

  it.each([
    [
      'a token with one character changed',
      (token: string) => Promise.resolve(`${token.slice(0, 10)}${token[10] === 'A' ? 'B' : 'A'}${token.slice(11)}`),
    ],
    ['a token cut short', (token: string) => Promise.resolve(token.slice(0, -4))],
    [
      'a token made for another purpose',
      (_token: string, email: EmailMessageItem) =>
        deps.links.sign({ purpose: 'open', namespaceId: maya.namespaceId, contactId: email.contactId, emailId: email.id }),
    ],
    [
      'a token signed with another key',
      (_token: string, email: EmailMessageItem) =>
        createLinkSigner(staticLinkKey(randomBytes(32).toString('base64url'))).sign({
          purpose: 'unsubscribe',
          namespaceId: maya.namespaceId,
          contactId: email.contactId,
          emailId: email.id,
        }),
    ],
    ['no token', () => Promise.resolve('')],
  ] as const)('answers 400 to %s and changes nothing', async (_label, forge) => {
    const ivo = await createContact(deps, maya);
    const email = await scheduledEmail(first, ivo);
    const bad = await forge(await tokenOf(email), email);
    const before = await tenantItems(table, maya.namespaceId);

    const answer = await call(emailStatusRoutes.unsubscribeOneClick, {
      query: bad === '' ? {} : { token: bad },
      body: ONE_CLICK,
    });

    expect(answer.status).toBe(400);
    expect((answer.body as { message: string }).message).toBe(INVALID_LINK_MESSAGE);
    expect(await tenantItems(table, maya.namespaceId)).toEqual(before);
  });

  it.each([
    ['another value', { 'List-Unsubscribe': 'Yes' }],
    ['another field besides', { ...ONE_CLICK, also: 'this' }],
  ])('answers 400 to a body with %s and changes nothing', async (_label, body) => {
    const email = await scheduledEmail(first, await createContact(deps, maya));
    const token = await tokenOf(email);
    const before = await tenantItems(table, maya.namespaceId);

    const answer = await oneClick(token, body);

    expect(answer.status).toBe(400);
    expect(await tenantItems(table, maya.namespaceId)).toEqual(before);
  });

  it('unsubscribes when the List-Unsubscribe link is POSTed as multipart/form-data to the local API server, as mail providers send it', async () => {
    const ivo = await createContact(deps, maya);
    const email = await scheduledEmail(second, ivo);
    const form = new FormData();
    form.set('List-Unsubscribe', 'One-Click');

    const answer = await fetch(await listUnsubscribeLink(second, email), { method: 'POST', body: form });

    expect({ status: answer.status, body: (await answer.json()) as unknown }).toEqual({
      status: 200,
      body: { unsubscribed: true },
    });
    expect(await deps.repos.contacts.get(maya.ctx, ivo.id)).toMatchObject({ status: 'DO_NOT_CONTACT' });
    expect((await stored(deps, maya, email.id))?.status).toBe('CANCELLED');
  });

  it.each([
    ['the form (application/x-www-form-urlencoded)', 'application/x-www-form-urlencoded', 'List-Unsubscribe=One-Click'],
    ['no body', undefined, undefined],
  ] as const)('unsubscribes through the local API server when the link is POSTed with %s', async (_label, type, body) => {
    const ivo = await createContact(deps, maya);
    const email = await scheduledEmail(first, ivo);

    const answer = await fetch(await listUnsubscribeLink(first, email), {
      method: 'POST',
      ...(type ? { headers: { 'content-type': type } } : {}),
      ...(body ? { body } : {}),
    });

    expect(answer.status).toBe(200);
    expect(await deps.repos.contacts.get(maya.ctx, ivo.id)).toMatchObject({ status: 'DO_NOT_CONTACT' });
  });

  it('unsubscribes with RFC 8058’s example multipart body as API Gateway passes it (base64), and with no body', async () => {
    const ivo = await createContact(deps, maya);
    const ana = await createContact(deps, maya, 'Ana', 'Silva');
    const ivos = await scheduledEmail(first, ivo);
    const anas = await scheduledEmail(first, ana);
    const multipart = apiEvent(emailStatusRoutes.unsubscribeOneClick, {
      query: { token: await tokenOf(ivos) },
      headers: { 'content-type': `multipart/form-data; boundary="${BOUNDARY}"` },
    });
    const empty = apiEvent(emailStatusRoutes.unsubscribeOneClick, { query: { token: await tokenOf(anas) } });

    const answers = [
      await invokeHttpRoute(emailStatusRoutes.unsubscribeOneClick, {
        ...multipart,
        body: Buffer.from(RFC_8058_MULTIPART).toString('base64'),
        isBase64Encoded: true,
      }),
      await invokeHttpRoute(emailStatusRoutes.unsubscribeOneClick, empty),
    ];

    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect([(await stored(deps, maya, ivos.id))?.status, (await stored(deps, maya, anas.id))?.status]).toEqual([
      'CANCELLED',
      'CANCELLED',
    ]);
  });

  it.each([
    ['a forged token', (token: string) => `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`, ONE_CLICK],
    ['another value', (token: string) => token, { 'List-Unsubscribe': 'Yes' }],
    ['another field besides', (token: string) => token, { ...ONE_CLICK, also: 'this' }],
  ] as const)(
    'answers 400 to %s sent as multipart/form-data to the local API server, and changes nothing',
    async (_label, change, fields) => {
      const ivo = await createContact(deps, maya);
      const email = await scheduledEmail(first, ivo);
      const link = await listUnsubscribeLink(first, email);
      link.searchParams.set('token', change(link.searchParams.get('token') ?? ''));
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.set(name, value);
      const before = await tenantItems(table, maya.namespaceId);

      const answer = await fetch(link, { method: 'POST', body: form });

      expect(answer.status).toBe(400);
      expect(await tenantItems(table, maya.namespaceId)).toEqual(before);
    },
  );

  it.each([
    ['a multipart body that is not well formed', 400, 'multipart/form-data; boundary=abc', 'List-Unsubscribe=One-Click'],
    ['a multipart body with no boundary', 400, 'multipart/form-data', RFC_8058_MULTIPART],
    ['a body in another type', 415, 'text/plain', 'List-Unsubscribe=One-Click'],
  ] as const)('answers %s with %i, and changes nothing', async (_label, status, type, body) => {
    const email = await scheduledEmail(first, await createContact(deps, maya));
    const before = await tenantItems(table, maya.namespaceId);

    const answer = await fetch(await listUnsubscribeLink(first, email), {
      method: 'POST',
      headers: { 'content-type': type },
      body,
    });

    expect(answer.status).toBe(status);
    expect(await tenantItems(table, maya.namespaceId)).toEqual(before);
  });

  it('answers 400 to a token whose email is another contact’s, and changes nothing', async () => {
    const ivo = await createContact(deps, maya);
    const ana = await createContact(deps, maya, 'Ana', 'Silva');
    const anas = await scheduledEmail(first, ana);
    const token = await deps.links.sign({
      purpose: 'unsubscribe',
      namespaceId: maya.namespaceId,
      contactId: ivo.id,
      emailId: anas.id,
    });
    const before = await tenantItems(table, maya.namespaceId);

    const answer = await oneClick(token);

    expect(answer.status).toBe(400);
    expect(await tenantItems(table, maya.namespaceId)).toEqual(before);
  });

  it('reads the ids only in the instance the token names: another instance’s contact is not found there, and nothing changes anywhere', async () => {
    const bruno = await signIn(deps, person('bruno'));
    const brunos = await createContact(deps, bruno);
    const email = await putEmail(deps, bruno, await createWorld(deps, bruno), brunos);
    const token = await deps.links.sign({
      purpose: 'unsubscribe',
      namespaceId: maya.namespaceId,
      contactId: brunos.id,
      emailId: email.id,
    });
    const before = [await tenantItems(table, maya.namespaceId), await tenantItems(table, bruno.namespaceId)];

    const answer = await oneClick(token);

    expect(answer.status).toBe(200);
    expect([await tenantItems(table, maya.namespaceId), await tenantItems(table, bruno.namespaceId)]).toEqual(before);
  });

  it('answers 200 when the contact is gone: there is nothing left to stop', async () => {
    const ivo = await createContact(deps, maya);
    const email = await putEmail(deps, maya, first, ivo);
    const token = await tokenOf(email);
    await deps.repos.emailMessages.remove(maya.ctx, email.id);
    await deps.repos.contacts.remove(maya.ctx, ivo.id);

    const answer = await oneClick(token);

    expect({ status: answer.status, body: answer.body }).toEqual({ status: 200, body: { unsubscribed: true } });
  });
});

describe('the unsubscribe link opened in a browser (GET)', () => {
  it('changes nothing and redirects (303) to the web page that asks for one click', async () => {
    const ivo = await createContact(deps, maya);
    const email = await scheduledEmail(first, ivo);
    const token = await tokenOf(email);
    const before = await tenantItems(table, maya.namespaceId);

    const answer = await call(emailStatusRoutes.unsubscribe, { query: { token } });

    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe(`${TEST_PUBLIC_URLS.web}/email/unsubscribed?token=${token}`);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(await tenantItems(table, maya.namespaceId)).toEqual(before);
    expect((await stored(deps, maya, email.id))?.status).toBe('SCHEDULED');
  });

  it('answers 400 without a well-formed token', async () => {
    const answer = await call(emailStatusRoutes.unsubscribe, { query: { token: 'not a token!' } });

    expect({ status: answer.status, location: answer.headers.location }).toEqual({ status: 400, location: undefined });
  });
});
