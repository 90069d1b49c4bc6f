import { beforeAll, describe, expect, it } from 'vitest';

import { INVALID_CURSOR_MESSAGE } from '../../../functions/adapters/dynamodb/cursor';
import { createStores } from '../../../functions/adapters/dynamodb/stores';
import type { Stores } from '../../../functions/core/ports/stores';
import { MEMBERSHIP_EXISTS_MESSAGE } from '../../../functions/adapters/dynamodb/membership-store';
import { NAMESPACE_EXISTS_MESSAGE } from '../../../functions/adapters/dynamodb/namespace-store';
import { USER_EXISTS_MESSAGE } from '../../../functions/adapters/dynamodb/user-store';
import { steppingClock, TENANT_A, TENANT_B } from '../../support/fixtures';
import { useTestTable } from '../../support/table-per-file';

const table = useTestTable();
let repos: Stores;
beforeAll(() => {
  repos = createStores(table.client, table.tableName, { now: steppingClock() });
});

describe('user store', () => {
  it('creates a user, finds it by id and by email, updates and deletes it', async () => {
    const user = await repos.users.create({ id: 'sub-1', email: 'Rep@Acme.example', firstName: 'Ana' });

    await expect(repos.users.get('sub-1')).resolves.toEqual(user);
    await expect(repos.users.findByEmail('rep@acme.EXAMPLE')).resolves.toEqual(user);
    const updated = await repos.users.update('sub-1', {
      termsAcceptedAt: '2026-03-01T10:00:00.000Z',
      defaultNamespaceId: 'acme',
    });
    expect(updated).toMatchObject({ termsAcceptedAt: '2026-03-01T10:00:00.000Z', defaultNamespaceId: 'acme' });
    await repos.users.remove('sub-1');
    await expect(repos.users.get('sub-1')).rejects.toThrow('User Not Found');
  });

  it('refuses to create the same user twice', async () => {
    await repos.users.create({ id: 'sub-2', email: 'two@acme.example', firstName: 'Bo' });

    await expect(repos.users.create({ id: 'sub-2', email: 'two@acme.example', firstName: 'Bo' })).rejects.toThrow(
      USER_EXISTS_MESSAGE,
    );
  });

  it('says not found when updating or deleting a user that does not exist', async () => {
    await expect(repos.users.update('nobody', { firstName: 'X' })).rejects.toThrow('User Not Found');
    await expect(repos.users.remove('nobody')).rejects.toThrow('User Not Found');
  });
});

describe('namespace store', () => {
  it('creates a namespace with its trial end date and reads it back', async () => {
    const created = await repos.namespaces.create({
      id: 'initech',
      name: 'Initech',
      tier: 'FREE',
      trialEndDate: '2026-03-15',
      isPaid: false,
      warmedUp: true,
    });

    await expect(repos.namespaces.get('initech')).resolves.toEqual(created);
    const onboarded = await repos.namespaces.update('initech', { onboardedAt: '2026-03-02T10:00:00.000Z', tier: 'BASIC' });
    expect(onboarded).toMatchObject({ onboardedAt: '2026-03-02T10:00:00.000Z', tier: 'BASIC' });
  });

  it('refuses a namespace id that is taken', async () => {
    const input = {
      id: 'taken',
      name: 'Taken',
      tier: 'FREE' as const,
      trialEndDate: '2026-03-15',
      isPaid: false,
      warmedUp: true,
    };
    await repos.namespaces.create(input);

    await expect(repos.namespaces.create({ ...input, name: 'Other' })).rejects.toThrow(NAMESPACE_EXISTS_MESSAGE);
    await expect(repos.namespaces.get('taken')).resolves.toMatchObject({ name: 'Taken' });
  });

  it('says not found for an unknown namespace', async () => {
    await expect(repos.namespaces.get('missing')).rejects.toThrow('Instance Not Found');
    await expect(repos.namespaces.update('missing', { isPaid: true })).rejects.toThrow('Instance Not Found');
  });
});

describe('membership store', () => {
  it('lists a user namespaces sorted by id over several pages', async () => {
    for (const namespaceId of ['delta', 'alpha', 'charlie', 'bravo', 'echo']) {
      await repos.memberships.add({ namespaceId, userId: 'multi', email: 'multi@example.com', role: 'DEFAULT' });
    }

    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await repos.memberships.listByUser('multi', { limit: 2, cursor });
      seen.push(...page.items.map((item) => item.namespaceId));
      cursor = page.cursor;
      pages += 1;
    } while (cursor);

    expect(pages).toBe(3);
    expect(seen).toEqual(['alpha', 'bravo', 'charlie', 'delta', 'echo']);
  });

  it('rejects a user cursor used by another user or as a namespace cursor', async () => {
    for (const namespaceId of ['one', 'two']) {
      await repos.memberships.add({ namespaceId, userId: 'owner', email: 'owner@example.com', role: 'ADMIN' });
    }
    const page = await repos.memberships.listByUser('owner', { limit: 1 });

    await expect(repos.memberships.listByUser('intruder', { cursor: page.cursor })).rejects.toThrow(INVALID_CURSOR_MESSAGE);
    await expect(repos.memberships.listByNamespace({ ...TENANT_A, namespaceId: 'one' }, { cursor: page.cursor })).rejects.toThrow(
      INVALID_CURSOR_MESSAGE,
    );
  });

  it('finds a membership for the authorisation check and none in another namespace', async () => {
    await repos.memberships.add({ namespaceId: TENANT_A.namespaceId, userId: 'member', email: 'm@example.com', role: 'ADMIN' });

    await expect(repos.memberships.find(TENANT_A.namespaceId, 'member')).resolves.toMatchObject({ role: 'ADMIN' });
    await expect(repos.memberships.find(TENANT_B.namespaceId, 'member')).resolves.toBeNull();
  });

  it('refuses a duplicate membership and lists only the members of the caller namespace', async () => {
    await repos.memberships.add({ namespaceId: 'team', userId: 'u1', email: 'u1@example.com', role: 'ADMIN' });
    await repos.memberships.add({ namespaceId: 'team', userId: 'u2', email: 'u2@example.com', role: 'DEFAULT' });
    await repos.memberships.add({ namespaceId: 'other-team', userId: 'u3', email: 'u3@example.com', role: 'DEFAULT' });

    await expect(
      repos.memberships.add({ namespaceId: 'team', userId: 'u1', email: 'u1@example.com', role: 'DEFAULT' }),
    ).rejects.toThrow(MEMBERSHIP_EXISTS_MESSAGE);
    const members = await repos.memberships.listByNamespace({ ...TENANT_A, namespaceId: 'team' });
    expect(members.items.map((item) => item.userId)).toEqual(['u1', 'u2']);
  });

  it('changes a role and removes a member only within the caller namespace', async () => {
    await repos.memberships.add({ namespaceId: 'roles', userId: 'r1', email: 'r1@example.com', role: 'DEFAULT' });
    const ctx = { ...TENANT_A, namespaceId: 'roles' };

    await expect(repos.memberships.update(ctx, 'r1', { role: 'ADMIN' })).resolves.toMatchObject({ role: 'ADMIN' });
    await expect(repos.memberships.remove(TENANT_B, 'r1')).rejects.toThrow('User Not Found');
    await repos.memberships.remove(ctx, 'r1');
    await expect(repos.memberships.find('roles', 'r1')).resolves.toBeNull();
  });
});
