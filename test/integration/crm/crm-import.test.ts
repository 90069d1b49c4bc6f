import type { Context } from 'aws-lambda';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { createCrmImportStore, createCrmSyncStore } from '../../../functions/adapters/dynamodb/crm-import-store';
import { createStores } from '../../../functions/adapters/dynamodb/stores';
import { CRM_IMPORT_MESSAGES, handleCrmPage, startCrmImport, type CrmImportDeps } from '../../../functions/core/crm/crm-import';
import { runCrmSync } from '../../../functions/core/crm/crm-sync';
import { CrmError } from '../../../functions/core/ports/crm';
import type { CrmPageMessage } from '../../../functions/core/ports/crm-import';
import type { QueueMessage } from '../../../functions/core/ports/queue';
import type { Stores } from '../../../functions/core/ports/stores';
import { jobContext } from '../../../functions/core/tenant';
import { createEmailDomainClassifier } from '../../../shared/contacts/email-domains';
import { installDeps, settableClock, type TestDeps } from '../../support/http';
import { crmContact, FakeCrmConnector, type FakeCrmConnections } from '../../support/fakes/crm-connector';
import { sqsEvent, sqsRecord } from '../../support/ses-events';
import { useTestTable } from '../../support/table-per-file';

const table = useTestTable();
const clock = settableClock('2026-03-01T10:00:00.000Z');
let testDeps: TestDeps;
let stores: Stores;
let connections: FakeCrmConnections;
let deps: CrmImportDeps;
let tenants = 0;

beforeAll(() => {
  testDeps = installDeps(table, clock);
  connections = testDeps.crm;
  stores = createStores(table.client, table.tableName, { now: clock });
  deps = {
    stores,
    imports: createCrmImportStore(table.client, table.tableName),
    syncs: createCrmSyncStore(table.client, table.tableName),
    connections,
    queue: testDeps.queues.queues.crm,
    pace: () => Promise.resolve(),
    now: clock,
    classifyDomain: createEmailDomainClassifier({ free: ['gmail.com'], disposable: ['mailinator.com'] }),
  };
});

beforeEach(() => {
  testDeps.queues.take('crm');
});

/** A fresh instance with HubSpot reading contacts, a fake HubSpot of `count` contacts in pages of `pageSize`, and a list. */
async function arrange(count: number, pageSize = 100) {
  tenants += 1;
  const namespaceId = `crm-tenant-${String(tenants)}`;
  const ctx = jobContext(namespaceId, 'test');
  await stores.integrations.update(ctx, 'HUBSPOT', { status: 'ACTIVE', options: { READ_CONTACTS: 'ACTIVE' } });
  const crm = connections.connect(namespaceId, new FakeCrmConnector('HUBSPOT', pageSize));
  crm.contacts = Array.from({ length: count }, (_, index) =>
    crmContact(String(1000 + index), `person${String(index)}@acme.example`, {
      updatedAt: `2026-02-${String(10 + (index % 10)).padStart(2, '0')}T00:00:00.000Z`,
    }),
  );
  crm.lists.set(
    'all',
    crm.contacts.map((contact) => contact.id),
  );
  const list = await stores.contactLists.create(ctx, { name: 'From HubSpot', contactCount: 0 });
  return { namespaceId, ctx, crm, listId: list.id };
}

/** Takes the crm queue's messages. */
function pages(): QueueMessage<CrmPageMessage>[] {
  return testDeps.queues.take('crm') as QueueMessage<CrmPageMessage>[];
}

/** Runs the queued pages until none is left, delivering each once; answers how many were handled. */
async function drain(): Promise<number> {
  let handled = 0;
  for (let queued = pages(); queued.length > 0; queued = pages()) {
    for (const message of queued) {
      await handleCrmPage(deps, message.body);
      handled += 1;
    }
  }
  return handled;
}

describe('the CRM import job', () => {
  it('imports 3 pages into the list, counting a replayed page once', async () => {
    const { ctx, crm, listId } = await arrange(250);
    await startCrmImport(deps, ctx, 'HUBSPOT', { selection: { kind: 'LIST', id: 'all' }, contactListId: listId });

    const [first] = pages();
    if (!first) throw new Error('no first page');
    expect(await handleCrmPage(deps, first.body)).toBe('NEXT');
    // the same message again (SQS delivers at least once): it finds its page done
    expect(await handleCrmPage(deps, first.body)).toBe('STALE');
    const handled = await drain();

    const progress = await deps.imports.get(ctx, 'HUBSPOT');
    expect(handled).toBe(2);
    expect(progress).toMatchObject({
      state: 'DONE',
      page: 3,
      counts: { read: 250, created: 250, updated: 0, unchanged: 0, conflicts: 0 },
    });
    expect((await stores.contactLists.get(ctx, listId)).contactCount).toBe(250);
    expect(crm.count('readContacts')).toBe(3);
    const one = await stores.contacts.findByEmail(ctx, 'person7@acme.example');
    expect(one).toMatchObject({ source: 'HUBSPOT', crmType: 'HUBSPOT', crmId: '1007', contactListId: listId });
  });

  it('puts a rate-limited page back with its delay, WAITING, and goes on from the same page', async () => {
    const { ctx, crm, listId } = await arrange(150);
    await startCrmImport(deps, ctx, 'HUBSPOT', { selection: { kind: 'LIST', id: 'all' }, contactListId: listId });
    crm.failNext('readContacts', new CrmError('rate_limited', 'RATE_LIMIT (429)', 10_000));

    const [first] = pages();
    if (!first) throw new Error('no first page');
    expect(await handleCrmPage(deps, first.body)).toBe('WAITING');
    const [again] = pages();

    expect(again).toMatchObject({ delaySeconds: 10, body: { page: 0 } });
    expect(await deps.imports.get(ctx, 'HUBSPOT')).toMatchObject({
      state: 'WAITING',
      page: 0,
      retryAt: '2026-03-01T10:00:10.000Z',
    });
    if (!again) throw new Error('not put back');
    expect(await handleCrmPage(deps, again.body)).toBe('NEXT');
    await drain();
    expect(await deps.imports.get(ctx, 'HUBSPOT')).toMatchObject({ state: 'DONE', counts: { read: 150, created: 150 } });
  });

  it('caps the delay of a page put back at 15 minutes, what SQS allows', async () => {
    const { ctx, crm, listId } = await arrange(10);
    await startCrmImport(deps, ctx, 'HUBSPOT', { selection: { kind: 'LIST', id: 'all' }, contactListId: listId });
    crm.failNext('readContacts', new CrmError('unavailable', 'HTTP 503', 3_600_000));
    const [first] = pages();
    if (!first) throw new Error('no first page');

    expect(await handleCrmPage(deps, first.body)).toBe('WAITING');
    expect(pages()).toMatchObject([{ delaySeconds: 900, body: { page: 0 } }]);
  });

  it('stops FAILED with the reason and marks the integration in error when the CRM refuses the credentials, keeping the cursor', async () => {
    const { namespaceId, ctx, crm, listId } = await arrange(250);
    await startCrmImport(deps, ctx, 'HUBSPOT', { selection: { kind: 'LIST', id: 'all' }, contactListId: listId });
    const [first] = pages();
    if (!first) throw new Error('no first page');
    await handleCrmPage(deps, first.body);
    crm.failNext('readContacts', new CrmError('auth', 'invalid_grant (400)'));
    const [second] = pages();
    if (!second) throw new Error('no second page');

    expect(await handleCrmPage(deps, second.body)).toBe('FAILED');
    expect(pages()).toEqual([]);
    expect(connections.errors).toContainEqual({ namespaceId, type: 'HUBSPOT', reason: 'invalid_grant (400)' });
    expect(await deps.imports.get(ctx, 'HUBSPOT')).toMatchObject({
      state: 'FAILED',
      reason: 'invalid_grant (400)',
      page: 1,
      cursor: '100',
      counts: { created: 100 },
    });
  });

  it('resumes a failed import from the page it stopped at when asked again after reconnecting, losing nothing', async () => {
    const { ctx, crm, listId } = await arrange(250);
    const request = { selection: { kind: 'LIST', id: 'all' }, contactListId: listId } as const;
    await startCrmImport(deps, ctx, 'HUBSPOT', request);
    const [first] = pages();
    if (!first) throw new Error('no first page');
    await handleCrmPage(deps, first.body);
    crm.failNext('readContacts', new CrmError('auth', 'invalid_grant (400)'));
    await drain();
    // reconnected
    connections.errors.splice(0);

    const resumed = await startCrmImport(deps, ctx, 'HUBSPOT', request);
    await drain();

    expect(resumed).toMatchObject({ state: 'RUNNING', page: 1, cursor: '100' });
    expect(crm.calls.filter((call) => call.cursor === undefined)).toHaveLength(1);
    expect(await deps.imports.get(ctx, 'HUBSPOT')).toMatchObject({ state: 'DONE', page: 3, counts: { read: 250, created: 250 } });
    expect((await stores.contactLists.get(ctx, listId)).contactCount).toBe(250);
  });

  it('runs one import per CRM at a time, and refuses one while Read contacts is off', async () => {
    const { ctx, listId } = await arrange(5);
    await startCrmImport(deps, ctx, 'HUBSPOT', { selection: { kind: 'LIST', id: 'all' }, contactListId: listId });

    await expect(
      startCrmImport(deps, ctx, 'HUBSPOT', { selection: { kind: 'LIST', id: 'all' }, contactListId: listId }),
    ).rejects.toMatchObject({ status: 409, message: CRM_IMPORT_MESSAGES.running });
    await expect(
      startCrmImport(deps, ctx, 'SALESFORCE', { selection: { kind: 'LIST_VIEW', id: 'x' }, contactListId: listId }),
    ).rejects.toMatchObject({ status: 409, message: CRM_IMPORT_MESSAGES.readContactsOff });
  });

  it('updates the same contact when the CRM changed its email, and reports a conflict when the new one is taken', async () => {
    const { ctx, crm, listId } = await arrange(3);
    await startCrmImport(deps, ctx, 'HUBSPOT', { selection: { kind: 'LIST', id: 'all' }, contactListId: listId });
    await drain();
    const before = await stores.contacts.findByEmail(ctx, 'person0@acme.example');
    const taken = await stores.contacts.findByEmail(ctx, 'person2@acme.example');
    crm.contacts = [
      crmContact('1000', 'renamed@acme.example', { updatedAt: '2026-03-01T09:00:00.000Z' }),
      crmContact('1001', 'person2@acme.example', { updatedAt: '2026-03-01T09:00:00.000Z' }),
    ];

    await startCrmImport(deps, ctx, 'HUBSPOT', {
      selection: { kind: 'CHANGED_SINCE', since: '2026-02-28T00:00:00.000Z' },
      contactListId: listId,
    });
    await drain();

    const after = await stores.contacts.findByEmail(ctx, 'renamed@acme.example');
    expect(after?.id).toBe(before?.id);
    expect(await stores.contacts.findByEmail(ctx, 'person0@acme.example')).toBeNull();
    expect((await stores.contacts.findByEmail(ctx, 'person2@acme.example'))?.id).toBe(taken?.id);
    expect((await stores.contacts.findByEmail(ctx, 'person1@acme.example'))?.crmId).toBe('1001');
    expect(await deps.imports.get(ctx, 'HUBSPOT')).toMatchObject({
      counts: { read: 2, updated: 1, conflicts: 1, created: 0 },
      conflicts: [{ crmId: '1001', email: 'person2@acme.example' }],
    });
    expect((await stores.contacts.listAll(ctx)).length).toBe(3);
  });

  it('follows a merged record: the survivor keeps its contact, the merged-away one loses its link and passes on its DO_NOT_CONTACT', async () => {
    const { ctx, crm, listId } = await arrange(2);
    await startCrmImport(deps, ctx, 'HUBSPOT', { selection: { kind: 'LIST', id: 'all' }, contactListId: listId });
    await drain();
    const loser = await stores.contacts.findByEmail(ctx, 'person1@acme.example');
    if (!loser) throw new Error('no contact');
    await stores.contacts.update(ctx, loser.id, { status: 'DO_NOT_CONTACT' });
    crm.contacts = [
      crmContact('1000', 'person0@acme.example', {
        mergedIds: ['1001'],
        otherEmails: ['person1@acme.example'],
        updatedAt: '2026-03-01T09:00:00.000Z',
      }),
    ];

    await startCrmImport(deps, ctx, 'HUBSPOT', {
      selection: { kind: 'CHANGED_SINCE', since: '2026-02-28T00:00:00.000Z' },
      contactListId: listId,
    });
    await drain();

    const survivor = await stores.contacts.findByEmail(ctx, 'person0@acme.example');
    const detached = await stores.contacts.get(ctx, loser.id);
    expect(survivor).toMatchObject({ crmId: '1000', status: 'DO_NOT_CONTACT' });
    expect(detached.crmId).toBeUndefined();
    expect(detached.status).toBe('DO_NOT_CONTACT');
    expect([...(await stores.contacts.contactIdsByCrmId(ctx, 'HUBSPOT', ['1000', '1001'])).entries()]).toEqual([
      ['1000', survivor?.id],
    ]);
  });

  it('counts free-mail and disposable addresses out with their reasons', async () => {
    const { ctx, crm, listId } = await arrange(1);
    crm.contacts.push(crmContact('2', 'someone@gmail.com'), crmContact('3', 'x@mailinator.com'), crmContact('4', undefined));
    crm.lists.set(
      'all',
      crm.contacts.map((contact) => contact.id),
    );
    await startCrmImport(deps, ctx, 'HUBSPOT', { selection: { kind: 'LIST', id: 'all' }, contactListId: listId });
    await drain();

    expect(await deps.imports.get(ctx, 'HUBSPOT')).toMatchObject({
      counts: { read: 4, created: 1 },
      excluded: { FREE_MAIL: 1, DISPOSABLE: 1, MISSING_EMAIL: 1 },
    });
    expect(await stores.contacts.findByEmail(ctx, 'someone@gmail.com')).toBeNull();
  });

  it('is what the crm queue consumer runs, record by record', async () => {
    const { ctx, listId } = await arrange(120);
    await startCrmImport(deps, ctx, 'HUBSPOT', { selection: { kind: 'LIST', id: 'all' }, contactListId: listId });
    const { handler } = await import('../../../functions/workers/crm-import');
    const context = { getRemainingTimeInMillis: () => 60_000 } as Context;

    const [first] = pages();
    const answer = await handler(sqsEvent(sqsRecord(first?.body), sqsRecord({ namespaceId: 'x' })), context);

    expect(answer.batchItemFailures).toHaveLength(1);
    expect(await deps.imports.get(ctx, 'HUBSPOT')).toMatchObject({ state: 'RUNNING', page: 1, counts: { created: 100 } });
  });
});

describe('the incremental sync', () => {
  it('reads what changed since its watermark, into the last import list, and moves the watermark only forward', async () => {
    const { ctx, crm, listId } = await arrange(3);
    await startCrmImport(deps, ctx, 'HUBSPOT', { selection: { kind: 'LIST', id: 'all' }, contactListId: listId });
    await drain();
    expect(await deps.syncs.get(ctx, 'HUBSPOT')).toMatchObject({ watermark: '2026-03-01T10:00:00.000Z', contactListId: listId });
    crm.contacts.push(crmContact('5000', 'late@acme.example', { updatedAt: '2026-03-01T11:00:00.000Z' }));
    clock.set('2026-03-01T12:00:00.000Z');

    const summary = await runCrmSync(deps, {
      hasTime: () => true,
      onError: (at, error) => {
        throw error;
      },
    });
    await drain();

    expect(summary.started).toBeGreaterThanOrEqual(1);
    expect(crm.calls.at(-1)?.selection).toEqual({ kind: 'CHANGED_SINCE', since: '2026-03-01T10:00:00.000Z' });
    expect(await stores.contacts.findByEmail(ctx, 'late@acme.example')).toMatchObject({ contactListId: listId });
    expect(await deps.syncs.get(ctx, 'HUBSPOT')).toMatchObject({
      watermark: '2026-03-01T11:00:00.000Z',
      lastSyncAt: '2026-03-01T12:00:00.000Z',
    });
    expect(await deps.syncs.advance(ctx, 'HUBSPOT', '2026-03-01T10:30:00.000Z', '2026-03-01T12:05:00.000Z')).toBe(false);
    expect((await deps.syncs.get(ctx, 'HUBSPOT'))?.watermark).toBe('2026-03-01T11:00:00.000Z');
  });

  it('skips an instance whose Read contacts is off or whose CRM is in error', async () => {
    const off = await arrange(1);
    const errored = await arrange(1);
    for (const { ctx, listId } of [off, errored]) {
      await startCrmImport(deps, ctx, 'HUBSPOT', { selection: { kind: 'LIST', id: 'all' }, contactListId: listId });
    }
    await drain();
    await stores.integrations.update(off.ctx, 'HUBSPOT', { options: { READ_CONTACTS: 'INACTIVE' } });
    await connections.markError(errored.ctx, 'HUBSPOT', 'revoked');

    await runCrmSync(deps, { hasTime: () => true, onError: () => undefined });

    const syncing = pages().map((message) => message.body.namespaceId);
    expect(syncing).not.toContain(off.namespaceId);
    expect(syncing).not.toContain(errored.namespaceId);
  });
});

describe('request counts', () => {
  it('reads 1,000 contacts in 10 CRM calls, pages of 100', async () => {
    const { ctx, crm, listId } = await arrange(1000);
    await startCrmImport(deps, ctx, 'HUBSPOT', { selection: { kind: 'LIST', id: 'all' }, contactListId: listId });
    await drain();

    expect(crm.calls.length).toBe(10);
    expect((await deps.imports.get(ctx, 'HUBSPOT'))?.counts.created).toBe(1000);
  }, 120_000);
});
