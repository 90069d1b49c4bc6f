import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';

import { createEmailStore } from '../../../functions/adapters/dynamodb/email-store';
import { createEmailReviewStore } from '../../../functions/adapters/dynamodb/review-store';
import type { EmailMessageItem } from '../../../functions/core/ports/items';
import type { EmailChange, EmailReviewStore } from '../../../functions/core/ports/review';
import type { TenantContext } from '../../../functions/core/tenant';
import { anEmail } from '../../support/fakes/emails';
import { createFakeEmailReviewStore } from '../../support/fakes/review-store';
import { useTestTable } from '../../support/table-per-file';

/** A review store with the email store's create beside it, as the cases below set emails up. */
interface Subject {
  readonly store: EmailReviewStore;
  create(email: EmailMessageItem): Promise<boolean>;
}

const table = useTestTable();

/**
 * The same cases against the in-memory fake the unit tests use and the DynamoDB adapter, so the
 * fake answers as the adapter does: a change applies only to the email as read and its lease,
 * answers CONFLICT or MISSING otherwise, and every call is scoped to the caller's instance.
 */
const subjects: readonly [string, () => Subject][] = [
  [
    'the in-memory fake',
    () => {
      const fake = createFakeEmailReviewStore();
      return { store: fake.store, create: (email) => Promise.resolve(fake.create(email)) };
    },
  ],
  [
    'the DynamoDB adapter',
    () => {
      const emails = createEmailStore(table.client, table.tableName);
      return { store: createEmailReviewStore(table.client, table.tableName), create: (email) => emails.create(email) };
    },
  ],
];

const AT = '2026-03-10T08:00:00.000Z';

describe.each(subjects)('the review store (%s)', (_name, subjectOf) => {
  const namespaceId = `ns-${randomUUID().slice(0, 8)}`;
  const maya: TenantContext = { namespaceId, userId: 'user-maya', role: 'DEFAULT' };
  const other: TenantContext = { namespaceId: `${namespaceId}-other`, userId: 'user-ola', role: 'DEFAULT' };
  const cancel: EmailChange = {
    set: { status: 'CANCELLED' },
    remove: ['scheduledAt'],
    history: [{ kind: 'STATUS', at: AT, by: 'user-maya', fromStatus: 'SCHEDULED', toStatus: 'CANCELLED' }],
    progress: { scheduled: -1 },
  };

  async function stored(subject: Subject, overrides: Partial<EmailMessageItem> = {}): Promise<EmailMessageItem> {
    const email = anEmail({ id: randomUUID(), namespaceId, ...overrides });
    expect(await subject.create(email)).toBe(true);
    const read = await subject.store.get(maya, email.id);
    if (!read) throw new Error('The email just created cannot be read.');
    return read;
  }

  it('creates an email once: a second create of its id answers false', async () => {
    const subject = subjectOf();
    const email = await stored(subject);

    expect(await subject.create({ ...email, subject: 'Another' })).toBe(false);
    expect((await subject.store.get(maya, email.id))?.subject).toBe('Could your pallets tell you their temperature?');
  });

  it("reads an email in its own instance only: another instance's read answers null", async () => {
    const subject = subjectOf();
    const email = await stored(subject);

    expect(await subject.store.get(other, email.id)).toBeNull();
    expect(await subject.store.get(maya, randomUUID())).toBeNull();
  });

  it('changes the email as read, dropping the plan with SCHEDULED, and records its history', async () => {
    const subject = subjectOf();
    const email = await stored(subject, {
      status: 'SCHEDULED',
      scheduledAt: '2026-03-11T09:30:00.000Z',
      plannedAt: '2026-03-11T09:41:00.000Z',
      holdReason: 'Outside office hours.',
    });

    const result = await subject.store.change(maya, email, cancel, AT);

    expect(result).toMatchObject({ outcome: 'CHANGED', email: { id: email.id, status: 'CANCELLED', updatedAt: AT } });
    const read = await subject.store.get(maya, email.id);
    expect(read).toMatchObject({ status: 'CANCELLED', updatedAt: AT, subject: email.subject });
    for (const gone of ['scheduledAt', 'plannedAt', 'holdReason']) expect(read).not.toHaveProperty(gone);
    expect(await subject.store.history(maya, email.contactId, email.id)).toEqual([
      expect.objectContaining({ kind: 'STATUS', emailId: email.id, fromStatus: 'SCHEDULED', toStatus: 'CANCELLED', at: AT }),
    ]);
  });

  it('answers CONFLICT for an email no longer as read, and changes nothing', async () => {
    const subject = subjectOf();
    const email = await stored(subject, { status: 'SCHEDULED', scheduledAt: '2026-03-11T09:30:00.000Z' });

    expect(await subject.store.change(maya, { ...email, updatedAt: '2026-03-01T00:00:00.000Z' }, cancel, AT)).toEqual({
      outcome: 'CONFLICT',
    });
    expect(await subject.store.change(maya, { ...email, status: 'SAVED' }, cancel, AT)).toEqual({ outcome: 'CONFLICT' });
    expect(await subject.store.get(maya, email.id)).toMatchObject({ status: 'SCHEDULED', updatedAt: email.updatedAt });
    expect(await subject.store.history(maya, email.contactId, email.id)).toEqual([]);
  });

  it("answers MISSING for an email that is gone, or of another instance, and leaves the other instance's as it was", async () => {
    const subject = subjectOf();
    const email = await stored(subject, { status: 'SCHEDULED', scheduledAt: '2026-03-11T09:30:00.000Z' });

    expect(await subject.store.change(maya, { ...email, id: randomUUID() }, cancel, AT)).toEqual({ outcome: 'MISSING' });
    expect(await subject.store.change(other, email, cancel, AT)).toEqual({ outcome: 'MISSING' });
    expect((await subject.store.get(maya, email.id))?.status).toBe('SCHEDULED');
  });

  it('applies a change that waits for a lease only once the lease has ended', async () => {
    const subject = subjectOf();
    const email = await stored(subject, { status: 'SCHEDULED', scheduledAt: '2026-03-11T09:30:00.000Z' });
    const leased = await subject.store.change(maya, email, { set: {}, history: [], leaseUntil: 2_000 }, AT);
    if (leased.outcome !== 'CHANGED') throw new Error(`The lease was not taken: ${leased.outcome}`);

    expect(await subject.store.change(maya, leased.email, { ...cancel, leaseEndedBefore: 2_000 }, AT)).toEqual({
      outcome: 'CONFLICT',
    });
    expect(await subject.store.change(maya, leased.email, { ...cancel, leaseEndedBefore: 2_001 }, AT)).toMatchObject({
      outcome: 'CHANGED',
    });
  });

  it('removes the email as read with its history, and refuses one changed meanwhile', async () => {
    const subject = subjectOf();
    const email = await stored(subject, { status: 'SCHEDULED', scheduledAt: '2026-03-11T09:30:00.000Z' });
    const changed = await subject.store.change(maya, email, cancel, AT);
    if (changed.outcome !== 'CHANGED') throw new Error(`The change was not made: ${changed.outcome}`);

    expect(await subject.store.remove(maya, email, undefined)).toBe(false);
    expect(await subject.store.remove(maya, changed.email, undefined)).toBe(true);
    expect(await subject.store.get(maya, email.id)).toBeNull();
    expect(await subject.store.history(maya, email.contactId, email.id)).toEqual([]);
  });
});
