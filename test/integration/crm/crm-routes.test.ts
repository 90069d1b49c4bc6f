import { beforeAll, describe, expect, it } from 'vitest';

import { CRM_IMPORT_MESSAGES } from '../../../functions/core/crm/crm-import';
import { integrationImportRoutes as routes } from '../../../shared/api/routes/integration-import';
import { SINCE_REQUIRED_MESSAGE } from '../../../shared/schemas/crm-import';
import { call, installDeps, settableClock, type TestDeps } from '../../support/http';
import { crmContact, FakeCrmConnector } from '../../support/fakes/crm-connector';
import { useTestTable } from '../../support/table-per-file';
import { signUp, type Tenant } from '../api/contract-fixtures';

const table = useTestTable();
const clock = settableClock('2026-03-01T10:00:00.000Z');
let deps: TestDeps;
let a: Tenant;
let b: Tenant;

/** Connects a fake HubSpot to the tenant with one list, `list-<name>`, of one contact. */
async function connect(t: Tenant, name: string): Promise<FakeCrmConnector> {
  await deps.repos.integrations.update(t.ctx, 'HUBSPOT', { status: 'ACTIVE', options: { READ_CONTACTS: 'ACTIVE' } });
  const crm = deps.crm.connect(t.namespaceId, new FakeCrmConnector('HUBSPOT'));
  crm.contacts = [crmContact(`${name}-1`, `${name}@buyer.example`)];
  crm.lists.set(`list-${name}`, [`${name}-1`]);
  return crm;
}

beforeAll(async () => {
  deps = installDeps(table, clock);
  a = await signUp(deps, 'crm-alpha');
  b = await signUp(deps, 'crm-bravo');
});

const as = (t: Tenant) => ({ identity: t.identity, namespaceId: t.namespaceId });

describe('the integration import routes', () => {
  it('answer 409 with what is missing while Read contacts is off or the CRM is not connected', async () => {
    const list = await deps.services.contactList.create(a.ctx, { name: 'Nothing yet' });
    const start = { params: { type: 'SALESFORCE' }, body: { source: { kind: 'LIST_VIEW', id: 'v' }, contactListId: list.id } };

    expect(await call(routes.start, { ...start, ...as(a) })).toMatchObject({
      status: 409,
      body: { message: CRM_IMPORT_MESSAGES.readContactsOff },
    });
    await deps.repos.integrations.update(a.ctx, 'SALESFORCE', { options: { READ_CONTACTS: 'ACTIVE' } });
    expect(await call(routes.start, { ...start, ...as(a) })).toMatchObject({
      status: 409,
      body: { message: CRM_IMPORT_MESSAGES.notConnected },
    });
    expect(await call(routes.sources, { params: { type: 'SALESFORCE' }, ...as(a) })).toMatchObject({ status: 409 });
  });

  it('name the field of a source without its id or date', async () => {
    const list = await deps.services.contactList.create(a.ctx, { name: 'Dates' });
    const result = await call(routes.start, {
      params: { type: 'HUBSPOT' },
      body: { source: { kind: 'CHANGED_SINCE' }, contactListId: list.id },
      ...as(a),
    });

    expect(result).toMatchObject({ status: 400, body: { message: SINCE_REQUIRED_MESSAGE } });
    expect(JSON.stringify(result.body)).toContain('"path":"source.since"');
  });

  it('keep each instance to its own CRM, imports and lists', async () => {
    await connect(a, 'alpha');
    await connect(b, 'bravo');
    const listA = await deps.services.contactList.create(a.ctx, { name: 'Alpha HubSpot' });

    const started = await call(routes.start, {
      params: { type: 'HUBSPOT' },
      body: { source: { kind: 'LIST', id: 'list-alpha' }, contactListId: listA.id },
      ...as(a),
    });
    expect(started).toMatchObject({ status: 202, body: { state: 'RUNNING', contactListId: listA.id } });

    expect(await call(routes.progress, { params: { type: 'HUBSPOT' }, ...as(b) })).toMatchObject({
      status: 200,
      body: { import: null, lastSyncAt: null },
    });
    expect(await call(routes.progress, { params: { type: 'HUBSPOT' }, ...as(a) })).toMatchObject({
      status: 200,
      body: { import: { state: 'RUNNING', type: 'HUBSPOT' } },
    });
    expect(await call(routes.sources, { params: { type: 'HUBSPOT' }, ...as(b) })).toMatchObject({
      status: 200,
      body: { sources: [{ kind: 'LIST', id: 'list-bravo', name: 'List list-bravo', size: 1 }] },
    });
    // b names a's list: it is not in b's instance
    expect(
      await call(routes.start, {
        params: { type: 'HUBSPOT' },
        body: { source: { kind: 'LIST', id: 'list-bravo' }, contactListId: listA.id },
        ...as(b),
      }),
    ).toMatchObject({ status: 404 });
    expect(await deps.repos.contactLists.find(b.ctx, listA.id)).toBeNull();
  });
});
