import { beforeAll, describe, expect, it } from 'vitest';

import { emailStatusRoutes } from '../../../shared/api/routes';
import { call, installDeps, TEST_PUBLIC_URLS, type TestDeps } from '../../support/http';
import { useTestTable } from '../../support/table-per-file';
import { createContact, createWorld, putEmail, tickingClock, type ReviewWorld } from './behaviour-review-support';
import { as, person, signIn, type Caller } from './behaviour-support';

const table = useTestTable();
const clock = tickingClock('2026-03-02T10:00:00.000Z');
let deps: TestDeps;
let maya: Caller;
let noor: Caller;
let world: ReviewWorld;

beforeAll(async () => {
  deps = installDeps(table, clock);
  maya = await signIn(deps, person('linkmaya'));
  noor = await signIn(deps, person('linknoor'));
  world = await createWorld(deps, maya);
});

function tokenOf(link: string): string {
  return new URL(link).searchParams.get('token') ?? '';
}

describe('encrypt: the signed links of one of the instance emails', () => {
  it('gives a member the open, unsubscribe and click links of their own email, each signed for it', async () => {
    const contact = await createContact(deps, maya);
    const email = await putEmail(deps, maya, world, contact, { status: 'SENT' });

    const answer = await call(emailStatusRoutes.encrypt, {
      ...as(maya),
      body: { id: email.id, url: 'https://northwind.example/pricing' },
    });

    expect(answer.status).toBe(200);
    const links = answer.body as { emailId: string; openUrl: string; unsubscribeUrl: string; clickUrl: string };
    expect(links.emailId).toBe(email.id);
    expect(links.openUrl.startsWith(`${TEST_PUBLIC_URLS.api}/api/email-status/read?token=`)).toBe(true);
    const ids = { namespaceId: maya.namespaceId, contactId: contact.id, emailId: email.id };
    await expect(deps.links.verify(tokenOf(links.openUrl), 'open')).resolves.toEqual({ purpose: 'open', ...ids });
    await expect(deps.links.verify(tokenOf(links.unsubscribeUrl), 'unsubscribe')).resolves.toEqual({
      purpose: 'unsubscribe',
      ...ids,
    });
    await expect(deps.links.verify(tokenOf(links.clickUrl), 'click')).resolves.toEqual({
      purpose: 'click',
      ...ids,
      url: 'https://northwind.example/pricing',
    });
  });

  it("answers Email Not Found for another instance's email, and makes nothing", async () => {
    const contact = await createContact(deps, maya);
    const email = await putEmail(deps, maya, world, contact, { status: 'SENT' });

    const answer = await call(emailStatusRoutes.encrypt, { ...as(noor), body: { id: email.id } });

    expect(answer).toMatchObject({ status: 404, body: { message: 'Email Not Found' } });
    expect(JSON.stringify(answer.body)).not.toContain('token');
  });

  it('refuses a click link to anything but an http(s) address, naming the field', async () => {
    const contact = await createContact(deps, maya);
    const email = await putEmail(deps, maya, world, contact, { status: 'SENT' });

    const answer = await call(emailStatusRoutes.encrypt, { ...as(maya), body: { id: email.id, url: 'javascript:alert(1)' } });

    expect(answer.status).toBe(400);
    expect((answer.body as { fieldErrors: { path: string }[] }).fieldErrors.map((error) => error.path)).toEqual(['url']);
  });

  it('answers 401 to a caller without a sign-in', async () => {
    const answer = await call(emailStatusRoutes.encrypt, { body: { id: 'any' } });

    expect(answer.status).toBe(401);
  });
});

describe('decrypt: whether a link is good, and what for', () => {
  it('tells the purpose of a token it signed and never what the token names', async () => {
    const contact = await createContact(deps, maya);
    const email = await putEmail(deps, maya, world, contact, { status: 'SENT' });
    const token = await deps.links.sign({
      purpose: 'click',
      namespaceId: maya.namespaceId,
      contactId: contact.id,
      emailId: email.id,
      url: 'https://northwind.example/',
    });

    const answer = await call(emailStatusRoutes.decrypt, { body: { token } });

    expect(answer).toEqual(expect.objectContaining({ status: 200, body: { valid: true, purpose: 'click' } }));
  });

  it('answers not valid to an altered or foreign token', async () => {
    const token = await deps.links.sign({ purpose: 'open', namespaceId: maya.namespaceId, contactId: 'c-1', emailId: 'e-1' });
    const altered = `${token.slice(0, 10)}${token[10] === 'A' ? 'B' : 'A'}${token.slice(11)}`;

    const answers = await Promise.all(
      [altered, 'bm90IGEgdG9rZW4'].map((bad) => call(emailStatusRoutes.decrypt, { body: { token: bad } })),
    );

    expect(answers.map((answer) => answer.body)).toEqual([{ valid: false }, { valid: false }]);
  });
});
