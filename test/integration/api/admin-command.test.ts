import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';

import { userRoutes } from '../../../shared/api/routes';
import { ADMIN_USAGE, adminOperations, runAdminCommand } from '../../../bin/admin';
import { contactRoutes } from '../../../shared/api/routes/contact';
import { emailRoutes } from '../../../shared/api/routes/email';
import { createSendStore } from '../../../functions/adapters/dynamodb/send-store';
import { makeEmail, signUp } from './contract-fixtures';
import type { TestDeps } from '../../support/http';
import { call, installDeps, settableClock } from '../../support/http';
import { useTestTable } from '../../support/table-per-file';

const table = useTestTable();
let deps: TestDeps;
beforeAll(() => {
  deps = installDeps(table, settableClock('2026-03-01T10:00:00.000Z'));
});

async function run(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runAdminCommand(
    argv,
    adminOperations(table.client, table.tableName, deps.now),
    (line) => out.push(line),
    (line) => err.push(line),
  );
  return { code, out, err };
}

describe('npm run admin -- grant-admin', () => {
  it('makes a user ADMIN of their default instance, which the API then reports', async () => {
    const identity = { sub: 'sub-ops', email: 'ops@acme.example' };
    const { body } = await call(userRoutes.authenticate, { identity });
    const namespaceId = (body as { defaultNamespaceId: string }).defaultNamespaceId;
    await call(userRoutes.acceptTerms, { identity, namespaceId });

    const result = await run('grant-admin', 'OPS@acme.example');

    expect(result).toEqual({ code: 0, out: [`OPS@acme.example is now ADMIN of ${namespaceId}.`], err: [] });
    await expect(call(userRoutes.role, { identity, namespaceId })).resolves.toMatchObject({ body: { role: 'ADMIN' } });
  });

  it('refuses an instance the user does not belong to', async () => {
    await call(userRoutes.authenticate, { identity: { sub: 'sub-x', email: 'x@acme.example' } });

    const result = await run('grant-admin', 'x@acme.example', '--namespace', 'someone-else');

    expect(result).toEqual({ code: 1, out: [], err: ['Instance Not Found (x@acme.example in someone-else)'] });
  });

  it('says the user is unknown', async () => {
    const result = await run('grant-admin', 'nobody@acme.example');

    expect(result).toEqual({ code: 1, out: [], err: ['User Not Found (nobody@acme.example)'] });
  });

  it('prints the usage for a bad command line', async () => {
    await expect(run()).resolves.toEqual({ code: 2, out: [], err: [ADMIN_USAGE] });
    await expect(run('grant-admin')).resolves.toEqual({ code: 2, out: [], err: [ADMIN_USAGE] });
    await expect(run('grant-admin', 'a@b.example', '--bogus')).resolves.toMatchObject({ code: 2 });
  });
});

describe('npm run admin -- set-plan', () => {
  it('marks a blocked instance paid, and the API serves it again', async () => {
    const tenant = await signUp(deps, 'set-plan-paid');
    await deps.repos.namespaces.update(tenant.namespaceId, { trialEndDate: '2026-02-01' });
    const contacts = () => call(contactRoutes.list, { identity: tenant.identity, namespaceId: tenant.namespaceId, body: {} });
    await expect(contacts()).resolves.toMatchObject({ status: 488 });

    const result = await run('set-plan', tenant.namespaceId, '--paid');

    expect(result).toEqual({ code: 0, out: [`${tenant.namespaceId} is now paid, on the FREE tier.`], err: [] });
    await expect(contacts()).resolves.toMatchObject({ status: 200, headers: { 'is-paid': 'true' } });
  });

  it("changes an instance's tier, and marks it unpaid again", async () => {
    const tenant = await signUp(deps, 'set-plan-tier');

    const result = await run('set-plan', tenant.namespaceId, '--tier', 'PRO', '--unpaid');

    expect(result).toEqual({ code: 0, out: [`${tenant.namespaceId} is now not paid, on the PRO tier.`], err: [] });
    await expect(deps.repos.namespaces.get(tenant.namespaceId)).resolves.toMatchObject({ tier: 'PRO', isPaid: false });
  });

  it('says the instance is unknown, and creates none', async () => {
    const result = await run('set-plan', 'no-such-instance', '--paid');

    expect(result).toEqual({ code: 1, out: [], err: ['Instance Not Found (no-such-instance)'] });
    await expect(deps.repos.namespaces.find('no-such-instance')).resolves.toBeNull();
  });

  it('refuses a command line that names no change, an unknown tier or an unknown argument', async () => {
    await expect(run('set-plan')).resolves.toEqual({ code: 2, out: [], err: [ADMIN_USAGE] });
    await expect(run('set-plan', 'acme')).resolves.toMatchObject({ code: 2, err: [expect.stringContaining('--paid')] });
    await expect(run('set-plan', 'acme', '--tier', 'GOLD')).resolves.toMatchObject({
      code: 2,
      err: [expect.stringContaining('--tier takes one of TEST, FREE, BASIC, PRO, ENTERPRISE.')],
    });
    await expect(run('set-plan', 'acme', '--paid', '--bogus')).resolves.toMatchObject({ code: 2 });
  });
});

describe('npm run admin -- reindex-emails', () => {
  it("gives emails stored before the review queue's index their place in it, once", async () => {
    const tenant = await signUp(deps, 'reindex');
    const id = await makeEmail(deps, tenant);
    // as an email written before the index existed: without its keys
    await table.client.send(
      new UpdateCommand({
        TableName: table.tableName,
        Key: { pk: `${tenant.namespaceId}#email`, sk: id },
        UpdateExpression: 'REMOVE gsi4pk, gsi4sk, tab',
      }),
    );
    const listed = async () => {
      const { body } = await call(emailRoutes.list, { identity: tenant.identity, namespaceId: tenant.namespaceId, body: {} });
      return (body as { items: { id: string }[] }).items.map((item) => item.id);
    };
    await expect(listed()).resolves.toEqual([]);

    const first = await run('reindex-emails');
    const again = await run('reindex-emails');

    expect(first).toEqual({ code: 0, out: ['1 emails reindexed.'], err: [] });
    expect(again).toEqual({ code: 0, out: ['0 emails reindexed.'], err: [] });
    await expect(listed()).resolves.toEqual([id]);
  });

  it("gives scheduled emails stored before the send planner's due index their place in it, due at their scheduled time", async () => {
    const tenant = await signUp(deps, 'reindex-due');
    // written as an email scheduled before the due index existed: without its keys
    const id = await makeEmail(deps, tenant, { status: 'SCHEDULED' });
    const dueIds = async () => {
      const { items } = await createSendStore(table.client, table.tableName).due('2026-03-02T10:00:00.000Z', { limit: 100 });
      return items.filter((item) => item.namespaceId === tenant.namespaceId).map((item) => item.id);
    };
    await expect(dueIds()).resolves.toEqual([]);

    await run('reindex-emails');

    await expect(dueIds()).resolves.toEqual([id]);
  });
});

describe('npm run admin -- reindex-senders', () => {
  it('gives senders stored before the index of every sender their place in it, once, and leaves the rest as they are', async () => {
    const tenant = await signUp(deps, 'reindex-senders');
    const ctx = { namespaceId: tenant.namespaceId, userId: 'ops', role: 'ADMIN' as const };
    const old = await deps.repos.emailSenderConfigs.create(ctx, {
      senderName: 'Ana Rep',
      senderEmail: 'ana@reindex.example',
      type: 'SMTP',
      status: 'ACTIVE',
    });
    const recent = await deps.repos.emailSenderConfigs.create(ctx, {
      senderName: 'Bo Rep',
      senderEmail: 'bo@reindex.example',
      type: 'SMTP',
      status: 'ACTIVE',
    });
    // as a sender written before the index existed: without its keys
    await table.client.send(
      new UpdateCommand({
        TableName: table.tableName,
        Key: { pk: `${tenant.namespaceId}#sender`, sk: old.id },
        UpdateExpression: 'REMOVE gsi3pk, gsi3sk',
      }),
    );
    const walked = async () => {
      const ids: string[] = [];
      let cursor: string | null = null;
      do {
        const page = await deps.repos.emailSenderConfigs.listEvery({ cursor, limit: 100 });
        ids.push(...page.items.filter((item) => item.namespaceId === tenant.namespaceId).map((item) => item.id));
        cursor = page.cursor;
      } while (cursor);
      return ids.sort();
    };
    await expect(walked()).resolves.toEqual([recent.id]);
    const before = await deps.repos.emailSenderConfigs.get(ctx, old.id);

    const first = await run('reindex-senders');
    const again = await run('reindex-senders');

    expect(first).toEqual({ code: 0, out: ['1 senders reindexed.'], err: [] });
    expect(again).toEqual({ code: 0, out: ['0 senders reindexed.'], err: [] });
    await expect(walked()).resolves.toEqual([old.id, recent.id].sort());
    // nothing but its place in the index changed
    await expect(deps.repos.emailSenderConfigs.get(ctx, old.id)).resolves.toEqual(before);
  });
});
