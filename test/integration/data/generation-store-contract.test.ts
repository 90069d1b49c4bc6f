import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';

import { createEmailStore } from '../../../functions/adapters/dynamodb/email-store';
import { createGenerationStore } from '../../../functions/adapters/dynamodb/generation-store';
import type { EmailLease, EmailWrite, GenerationStore } from '../../../functions/core/ports/generation';
import type { EmailMessageItem } from '../../../functions/core/ports/items';
import type { TenantContext } from '../../../functions/core/tenant';
import { anEmail } from '../../support/fakes/emails';
import { createFakeGenerationStore } from '../../support/fakes/generation-store';
import { useTestTable } from '../../support/table-per-file';

/** A generation store with the email store's create beside it, as the cases below set emails up. */
interface Subject {
  readonly store: GenerationStore;
  create(email: EmailMessageItem): Promise<boolean>;
}

const table = useTestTable();

/**
 * The same cases against the in-memory fake the unit tests use and the DynamoDB adapter: a lease
 * is taken only on a CREATED email nobody holds, given back only by its holder, and a write is
 * saved and counted once, in the caller's instance only.
 */
const subjects: readonly [string, () => Subject][] = [
  [
    'the in-memory fake',
    () => {
      const fake = createFakeGenerationStore();
      return { store: fake.store, create: (email) => Promise.resolve(fake.create(email)) };
    },
  ],
  [
    'the DynamoDB adapter',
    () => {
      const emails = createEmailStore(table.client, table.tableName);
      return { store: createGenerationStore(table.client, table.tableName), create: (email) => emails.create(email) };
    },
  ],
];

const write: EmailWrite = {
  status: 'SAVED',
  bodyHtml: '<p>Hi Ada</p>',
  bodyText: 'Hi Ada',
  subject: 'Pallets',
  writer: 'openai:test',
  promptTokens: 10,
  completionTokens: 5,
  totalTokens: 15,
  violations: [],
  attempts: 1,
};

describe.each(subjects)('the generation store (%s)', (_name, subjectOf) => {
  const namespaceId = `ns-${randomUUID().slice(0, 8)}`;
  const ctx: TenantContext = { namespaceId, userId: 'generation-worker', role: 'DEFAULT' };
  const other: TenantContext = { namespaceId: `${namespaceId}-other`, userId: 'generation-worker', role: 'DEFAULT' };

  async function pending(subject: Subject, campaignId = randomUUID()): Promise<EmailMessageItem> {
    const email = anEmail({ id: randomUUID(), namespaceId, campaignId, status: 'CREATED' });
    const { subject: _subject, bodyHtml: _body, writer: _writer, violations: _violations, ...created } = email;
    expect(await subject.create(created)).toBe(true);
    return created;
  }

  async function leased(subject: Subject, emailId: string, until: number, now: number): Promise<EmailLease> {
    const lease = await subject.store.lease(ctx, emailId, until, now);
    if (typeof lease === 'string') throw new Error(`The lease was refused: ${lease}`);
    return lease;
  }

  it('leases a CREATED email to one worker at a time, and to another once the lease has ended', async () => {
    const subject = subjectOf();
    const email = await pending(subject);

    expect((await leased(subject, email.id, 2_000, 1_000)).until).toBe(2_000);
    expect(await subject.store.lease(ctx, email.id, 3_000, 2_000)).toBe('HELD');
    expect((await leased(subject, email.id, 4_000, 2_001)).until).toBe(4_000);
  });

  it('answers MISSING for an email that does not exist or is of another instance', async () => {
    const subject = subjectOf();
    const email = await pending(subject);

    expect(await subject.store.lease(ctx, randomUUID(), 2_000, 1_000)).toBe('MISSING');
    expect(await subject.store.lease(other, email.id, 2_000, 1_000)).toBe('MISSING');
  });

  it('gives a lease back for its holder only', async () => {
    const subject = subjectOf();
    const email = await pending(subject);
    const first = await leased(subject, email.id, 2_000, 1_000);

    await subject.store.release(ctx, { ...first, until: 1_999 });
    expect(await subject.store.lease(ctx, email.id, 3_000, 1_500)).toBe('HELD');
    await subject.store.release(ctx, first);
    expect((await leased(subject, email.id, 3_000, 1_500)).until).toBe(3_000);
  });

  it('saves a write once and counts it, then answers DONE to a lease', async () => {
    const subject = subjectOf();
    const email = await pending(subject);
    const lease = await leased(subject, email.id, 2_000, 1_000);

    expect(await subject.store.complete(ctx, lease, write, '2026-03-10T08:00:00.000Z')).toBe(true);
    expect(await subject.store.complete(ctx, lease, { ...write, status: 'FAILED' }, '2026-03-10T08:00:01.000Z')).toBe(false);
    expect(await subject.store.lease(ctx, email.id, 9_000, 8_000)).toBe('DONE');
    expect((await subject.store.progress(ctx, [email.campaignId])).get(email.campaignId)).toMatchObject({
      queued: -1,
      written: 1,
      failed: 0,
    });
  });
});
