import { beforeAll, describe, expect, it } from 'vitest';

import { createContactStore, DUPLICATE_CONTACT_EMAIL_MESSAGE } from '../../../functions/adapters/dynamodb/contact-store';
import type { ContactStore } from '../../../functions/core/ports/stores';
import { steppingClock, TENANT_A, TENANT_B } from '../../support/fixtures';
import { useTestTable } from '../../support/table-per-file';

const table = useTestTable();
let contacts: ContactStore;
beforeAll(() => {
  contacts = createContactStore(table.client, table.tableName, { now: steppingClock() });
});

function contact(email: string, extra: Record<string, unknown> = {}) {
  return {
    email,
    firstName: 'Ana',
    status: 'NEW' as const,
    lifecycleStage: 'LEAD' as const,
    source: 'UNKNOWN' as const,
    emailStatus: 'NEW' as const,
    sharingStatus: 'NOT_SHARED' as const,
    ...extra,
  };
}

describe('contact store', () => {
  it('stores the email lower-cased and finds the contact by any casing', async () => {
    const created = await contacts.create(TENANT_A, contact('  Ana.Ruiz@Example.COM '));

    expect(created.email).toBe('ana.ruiz@example.com');
    await expect(contacts.findByEmail(TENANT_A, 'ANA.RUIZ@example.com')).resolves.toEqual(created);
  });

  it('refuses a second contact with the same email in any casing and writes nothing', async () => {
    await contacts.create(TENANT_A, contact('dup@example.com'));
    const before = await contacts.list(TENANT_A, { limit: 100 });

    await expect(contacts.create(TENANT_A, contact('DUP@example.com', { firstName: 'Other' }))).rejects.toThrow(
      DUPLICATE_CONTACT_EMAIL_MESSAGE,
    );

    const after = await contacts.list(TENANT_A, { limit: 100 });
    expect(after.items).toEqual(before.items);
  });

  it('lets another namespace use an email that namespace A already has', async () => {
    await contacts.create(TENANT_A, contact('shared@example.com'));

    const inB = await contacts.create(TENANT_B, contact('shared@example.com'));

    expect(inB.namespaceId).toBe(TENANT_B.namespaceId);
    await expect(contacts.findByEmail(TENANT_B, 'shared@example.com')).resolves.toEqual(inB);
  });

  it('moves the uniqueness of the email when a contact changes it', async () => {
    const created = await contacts.create(TENANT_A, contact('old@example.com'));

    const updated = await contacts.update(TENANT_A, created.id, { email: 'New@Example.com', jobTitle: 'COO' });

    expect(updated).toMatchObject({ email: 'new@example.com', jobTitle: 'COO' });
    await expect(contacts.get(TENANT_A, created.id)).resolves.toEqual(updated);
    await expect(contacts.findByEmail(TENANT_A, 'old@example.com')).resolves.toBeNull();
    const reuse = await contacts.create(TENANT_A, contact('old@example.com'));
    expect(reuse.email).toBe('old@example.com');
  });

  it('refuses to change an email to one another contact has, and keeps both contacts as they were', async () => {
    const first = await contacts.create(TENANT_A, contact('first@example.com'));
    const second = await contacts.create(TENANT_A, contact('second@example.com'));

    await expect(contacts.update(TENANT_A, second.id, { email: 'FIRST@example.com' })).rejects.toThrow(
      DUPLICATE_CONTACT_EMAIL_MESSAGE,
    );

    await expect(contacts.get(TENANT_A, second.id)).resolves.toEqual(second);
    await expect(contacts.findByEmail(TENANT_A, 'first@example.com')).resolves.toEqual(first);
    await expect(contacts.findByEmail(TENANT_A, 'second@example.com')).resolves.toEqual(second);
  });

  it('frees the email when a contact is deleted', async () => {
    const created = await contacts.create(TENANT_A, contact('gone@example.com'));

    await contacts.remove(TENANT_A, created.id);

    await expect(contacts.get(TENANT_A, created.id)).rejects.toThrow('Contact Not Found');
    await expect(contacts.findByEmail(TENANT_A, 'gone@example.com')).resolves.toBeNull();
    await expect(contacts.create(TENANT_A, contact('gone@example.com'))).resolves.toMatchObject({ email: 'gone@example.com' });
  });

  it('does not let namespace B read, change or delete a contact of namespace A', async () => {
    const created = await contacts.create(TENANT_A, contact('private@example.com'));

    await expect(contacts.get(TENANT_B, created.id)).rejects.toThrow('Contact Not Found');
    await expect(contacts.findByEmail(TENANT_B, 'private@example.com')).resolves.toBeNull();
    await expect(contacts.update(TENANT_B, created.id, { email: 'x@example.com' })).rejects.toThrow('Contact Not Found');
    await expect(contacts.remove(TENANT_B, created.id)).rejects.toThrow('Contact Not Found');
    await expect(contacts.get(TENANT_A, created.id)).resolves.toEqual(created);
  });
});
