import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import type { RouteDefinition } from '../../../shared/api/route';
import {
  cadenceRoutes,
  callToActionRoutes,
  campaignRoutes,
  companyRoutes,
  contactRoutes,
  customerProfileRoutes,
  personaRoutes,
  productRoutes,
  senderRoutes,
  userRoutes,
  webhookHealthRoutes,
} from '../../../shared/api/routes';
import { installRuntime } from '../../../functions/composition/runtime';
import type { TestDeps } from '../../support/http';
import { call, installDeps, settableClock } from '../../support/http';
import { useTestTable } from '../../support/table-per-file';
import { as, bodyOf, idOf, joinAs, person, signIn, type Caller } from './behaviour-support';
import { snapshot } from './contract-fixtures';

const table = useTestTable();
const clock = settableClock('2026-03-01T10:00:00.000Z');
let deps: TestDeps;
beforeAll(() => {
  deps = installDeps(table, clock);
});

interface Page {
  items: { id: string }[];
  cursor: string | null;
}

describe('contacts', () => {
  it('answers 409 and keeps one contact when the email is used again in another case', async () => {
    const ana = await signIn(deps, person('ana'));
    const first = await call(contactRoutes.create, { ...as(ana), body: { email: 'Carla@Client.example', firstName: 'Carla' } });

    const duplicate = await call(contactRoutes.create, {
      ...as(ana),
      body: { email: 'CARLA@client.EXAMPLE', firstName: 'Other' },
    });
    const listed = await call(contactRoutes.list, { ...as(ana), body: {} });

    expect(first).toMatchObject({ status: 201, body: { email: 'carla@client.example' } });
    expect(duplicate).toMatchObject({
      status: 409,
      body: { message: 'A contact with this email already exists in this instance.' },
    });
    expect(bodyOf<Page>(listed).items).toEqual([expect.objectContaining({ id: idOf(first), firstName: 'Carla' })]);
  });

  it('answers 404 Company Not Found and writes nothing when the contact names a company of another instance', async () => {
    const bob = await signIn(deps, person('bob'));
    const cid = await signIn(deps, person('cid'));
    const foreignCompany = await call(companyRoutes.create, { ...as(cid), body: { name: 'Cid Co', description: 'Mission.' } });

    const answer = await call(contactRoutes.create, {
      ...as(bob),
      body: { email: 'lead@prospect.example', companyId: idOf(foreignCompany) },
    });
    const listed = await call(contactRoutes.list, { ...as(bob), body: {} });

    expect(foreignCompany.status).toBe(201);
    expect(answer).toMatchObject({ status: 404, body: { message: 'Company Not Found' } });
    expect(bodyOf<Page>(listed).items).toEqual([]);
    expect(await deps.repos.contacts.findByEmail(bob.ctx, 'lead@prospect.example')).toBeNull();
  });
});

describe('components', () => {
  it('answers 404 Company Not Found and writes nothing when a product names an unknown company', async () => {
    const dee = await signIn(deps, person('dee'));

    const answer = await call(productRoutes.create, {
      ...as(dee),
      body: { name: 'Sensor', description: 'Measures.', companyId: 'no-such-company' },
    });
    const listed = await call(productRoutes.list, { ...as(dee), body: {} });

    expect(answer).toMatchObject({ status: 404, body: { message: 'Company Not Found' } });
    expect(bodyOf<Page>(listed).items).toEqual([]);
  });

  it('returns every item once, newest first, when 5 items are listed 2 at a time', async () => {
    const eva = await signIn(deps, person('eva'));
    const created: string[] = [];
    for (let n = 1; n <= 5; n += 1) {
      const company = await call(companyRoutes.create, { ...as(eva), body: { name: `Company ${n}`, description: 'Mission.' } });
      created.push(idOf(company));
    }

    const pages: Page[] = [];
    let cursor: string | null | undefined;
    do {
      const answer = await call(companyRoutes.list, { ...as(eva), body: { limit: 2, ...(cursor ? { cursor } : {}) } });
      expect(answer.status).toBe(200);
      const page = bodyOf<Page>(answer);
      pages.push(page);
      cursor = page.cursor;
    } while (cursor && pages.length < 10);

    const seen = pages.flatMap((page) => page.items.map((item) => item.id));
    expect(pages.every((page) => page.items.length <= 2)).toBe(true);
    expect(pages[0]?.items).toHaveLength(2);
    expect(seen).toEqual([...created].reverse());
  });

  describe('updating an item that does not exist', () => {
    let fin: Caller;
    beforeAll(async () => {
      fin = await signIn(deps, person('fin'));
    });

    const updates: { label: string; route: RouteDefinition; body: Record<string, unknown>; message: string }[] = [
      { label: 'product', route: productRoutes.update, body: { name: 'Renamed' }, message: 'Product Not Found' },
      { label: 'company', route: companyRoutes.update, body: { name: 'Renamed' }, message: 'Company Not Found' },
      { label: 'contact', route: contactRoutes.update, body: { firstName: 'Renamed' }, message: 'Contact Not Found' },
      {
        label: 'call to action',
        route: callToActionRoutes.update,
        body: { objective: 'Renamed' },
        message: 'Call To Action Not Found',
      },
      {
        label: 'customer profile',
        route: customerProfileRoutes.update,
        body: { name: 'Renamed' },
        message: 'Audience Not Found',
      },
      { label: 'campaign', route: campaignRoutes.update, body: { name: 'Renamed' }, message: 'Campaign Not Found' },
      { label: 'sender', route: senderRoutes.update, body: { senderName: 'Renamed' }, message: 'Email Sender Config Not Found' },
    ];

    it.each(updates)('answers 404 $message when a $label that does not exist is updated', async ({ route, body, message }) => {
      const answer = await call(route, { ...as(fin), params: { id: 'no-such-item' }, body });

      expect(answer).toMatchObject({ status: 404, body: { message } });
    });
  });
});

describe('personas', () => {
  it('answers 403 and writes nothing when a DEFAULT member creates a persona', async () => {
    const gil = await signIn(deps, person('gil'), { admin: true });
    const hugo = await joinAs(deps, person('hugo'), gil.namespaceId);

    const answer = await call(personaRoutes.create, {
      identity: hugo.identity,
      namespaceId: gil.namespaceId,
      body: { name: 'Buyer', responsibilities: 'Purchasing.' },
    });
    const listed = await call(personaRoutes.list, { ...as(gil), body: {} });

    expect(answer).toMatchObject({ status: 403, body: { message: 'Forbidden' } });
    expect(bodyOf<Page>(listed).items).toEqual([]);
  });

  it('answers 403 when a DEFAULT member lists personas', async () => {
    const ida = await signIn(deps, person('ida'));

    const answer = await call(personaRoutes.list, { ...as(ida), body: {} });

    expect(answer).toMatchObject({ status: 403, body: { message: 'Forbidden' } });
  });

  it('answers 201 when an admin creates a persona', async () => {
    const jon = await signIn(deps, person('jon'), { admin: true });

    const answer = await call(personaRoutes.create, { ...as(jon), body: { name: 'Buyer', responsibilities: 'Purchasing.' } });

    expect(answer).toMatchObject({
      status: 201,
      body: { name: 'Buyer', responsibilities: 'Purchasing.', namespaceId: jon.namespaceId },
    });
    expect(await deps.repos.personas.get(jon.ctx, idOf(answer))).toMatchObject({ name: 'Buyer' });
  });
});

describe('cadences', () => {
  const steps = (templateId: string) => [
    { type: 'ACTION', actionType: 'SEND_EMAIL_ROOT', delayDays: 1 },
    { type: 'CONDITION', conditionType: 'DID_NOT_REPLY_ROOT' },
    { type: 'ACTION', actionType: 'SEND_EMAIL', delayDays: 3, templateId },
  ];

  it('answers 400 naming the step, and stores nothing, when a step’s template is not a sample email of the instance', async () => {
    const kim = await signIn(deps, person('kim'));
    const lea = await signIn(deps, person('lea'));
    const theirs = await deps.services.sampleEmail.create(lea.ctx, { name: 'Theirs', subject: 'Hello', body: 'Hi there.' });

    const foreign = await call(cadenceRoutes.create, { ...as(kim), body: { name: 'Follow up', steps: steps(theirs.id) } });
    const missing = await call(cadenceRoutes.create, { ...as(kim), body: { name: 'Follow up', steps: steps('no-such-email') } });

    const message = 'Step 3: its template must be a sample email of this instance.';
    for (const answer of [foreign, missing]) {
      expect(answer).toMatchObject({ status: 400, body: { message, fieldErrors: [{ path: 'steps.2.templateId', message }] } });
    }
    expect((await deps.repos.cadences.list(kim.ctx)).items).toEqual([]);
  });

  it('keeps a step whose template is a sample email of the instance, and checks a changed step again', async () => {
    const max = await signIn(deps, person('max'));
    const mine = await deps.services.sampleEmail.create(max.ctx, { name: 'Mine', subject: 'Hello', body: 'Hi there.' });
    const created = await call(cadenceRoutes.create, { ...as(max), body: { name: 'Follow up', steps: steps(mine.id) } });

    const changed = await call(cadenceRoutes.update, {
      ...as(max),
      params: { id: idOf(created) },
      body: { steps: steps('no-such-email') },
    });

    expect(created).toMatchObject({ status: 201, body: { steps: [{}, {}, { templateId: mine.id }] } });
    expect(changed).toMatchObject({ status: 400, body: { fieldErrors: [{ path: 'steps.2.templateId' }] } });
    expect(await deps.repos.cadences.get(max.ctx, idOf(created))).toMatchObject({ steps: [{}, {}, { templateId: mine.id }] });
  });
});

describe('public and later routes', () => {
  it('answers 200 ok from the webhook healthcheck without a token', async () => {
    const answer = await call(webhookHealthRoutes.healthcheck);

    expect(answer).toMatchObject({ status: 200, body: { status: 'ok' } });
  });
});

describe('request errors', () => {
  it('answers 413 and registers nothing when the body is over 256 KB', async () => {
    const body = JSON.stringify({ email: 'big@body.example', firstName: 'Big', lastName: 'x'.repeat(256 * 1024) });
    const before = await snapshot(table);

    const answer = await call(userRoutes.register, { rawBody: body });

    expect(answer).toMatchObject({ status: 413, body: { message: 'The request body is too large.' } });
    expect(await snapshot(table)).toEqual(before);
  });

  it('answers 400 and writes nothing when the body is not valid JSON', async () => {
    const kay = await signIn(deps, person('kay'));

    const answer = await call(companyRoutes.create, { ...as(kay), rawBody: '{"name": "Broken",' });
    const listed = await call(companyRoutes.list, { ...as(kay), body: {} });

    expect(answer).toMatchObject({ status: 400, body: { message: 'The request body must be valid JSON.' } });
    expect(bodyOf<Page>(listed).items).toEqual([]);
  });

  describe('when a dependency fails unexpectedly', () => {
    afterEach(() => {
      deps = installDeps(table, clock);
    });

    it('answers 500 with a request id and no internals', async () => {
      installRuntime({ documentClient: table.client, tableName: 'missing-table', now: clock, cacheTtlMs: 0 });

      const answer = await call(userRoutes.authenticate, { identity: person('lou') });

      const error = bodyOf<{ message: string; requestId: string }>(answer);
      expect(answer.status).toBe(500);
      expect(Object.keys(error).sort()).toEqual(['message', 'requestId']);
      expect(error.message).toBe('Something went wrong on our side. Please try again.');
      expect(error.requestId).toMatch(/^\S+$/);
      expect(JSON.stringify(answer.body)).not.toMatch(/stack|ResourceNotFound|missing-table|\.ts:/);
    });
  });
});
