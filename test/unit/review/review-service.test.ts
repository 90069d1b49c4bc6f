import { describe, expect, it } from 'vitest';

import type { OptionName, OptionStatus } from '../../../shared/domain/option';
import { createEmailReviewService } from '../../../functions/core/review/review-service';
import type { EmailChecker } from '../../../functions/core/review/email-checker';
import type { EmailMessageItem } from '../../../functions/core/ports/items';
import type { EmailReviewStore } from '../../../functions/core/ports/review';
import type { TenantContext } from '../../../functions/core/tenant';
import { anEmail } from '../../support/fakes/emails';
import { emptyReviewReaders } from '../../support/fakes/readers';
import { createFakeEmailReviewStore } from '../../support/fakes/review-store';

const maya: TenantContext = { namespaceId: 'ns-north', userId: 'user-maya', role: 'DEFAULT' };
const other: TenantContext = { namespaceId: 'ns-south', userId: 'user-ola', role: 'DEFAULT' };

/** A checker that finds no rule broken and reads the text as the tags' content. */
const checker: EmailChecker = { violations: () => [], plainText: (html) => html.replace(/<[^>]+>/g, '') };

/**
 * The review service over in-memory ports, its clock reading 2026-03-10T08:00:00.000Z and moving on
 * a millisecond each read (so every change has its own time); `race` wraps the store so a change is
 * raced by another writer before it is written.
 */
function reviewQueue(
  emails: readonly EmailMessageItem[],
  options: { set?: Partial<Record<OptionName, OptionStatus>>; race?: (store: EmailReviewStore) => EmailReviewStore } = {},
) {
  const fake = createFakeEmailReviewStore();
  for (const email of emails) fake.create(email);
  let tick = 0;
  const now = () => new Date(Date.parse('2026-03-10T08:00:00.000Z') + tick++);
  const service = createEmailReviewService({
    store: options.race ? options.race(fake.store) : fake.store,
    ...emptyReviewReaders(options.set),
    checker,
    now,
  });
  return { service, fake };
}

/** A store whose emails are changed by another writer right after each of the first `times` reads. */
function racedReads(times: number, touch: (id: string, n: number) => void) {
  return (store: EmailReviewStore): EmailReviewStore => {
    let raced = 0;
    return {
      ...store,
      async get(ctx, id, options) {
        const email = await store.get(ctx, id, options);
        if (email && raced < times) touch(id, ++raced);
        return email;
      },
    };
  };
}

describe('the review queue marks emails reviewed', () => {
  it('marks an email reviewed by the rep, with a REVIEW entry, and leaves it SAVED while auto send is off', async () => {
    const { service, fake } = reviewQueue([anEmail({ id: 'e1' })]);

    const email = await service.review(maya, 'e1', 'REVIEWED');

    expect(email).toMatchObject({ status: 'SAVED', reviewStatus: 'REVIEWED', updatedAt: '2026-03-10T08:00:00.000Z' });
    expect(await fake.store.history(maya, 'contact-1', 'e1')).toEqual([
      expect.objectContaining({ kind: 'REVIEW', reviewStatus: 'REVIEWED', by: 'user-maya', at: '2026-03-10T08:00:00.000Z' }),
    ]);
  });

  it('changes nothing for an email already reviewed: no write, no entry', async () => {
    const { service, fake } = reviewQueue([anEmail({ id: 'e1', reviewStatus: 'REVIEWED' })]);

    const email = await service.review(maya, 'e1', 'REVIEWED');

    expect(email.updatedAt).toBe('2026-03-02T09:00:00.000Z');
    expect(await fake.store.history(maya, 'contact-1')).toEqual([]);
  });

  it('with auto send on, schedules the email it marks reviewed, for now, by the system', async () => {
    const { service, fake } = reviewQueue([anEmail({ id: 'e1' })], { set: { AUTO_SEND_EMAILS: 'ACTIVE' } });

    const email = await service.review(maya, 'e1', 'REVIEWED');

    expect(email).toMatchObject({ status: 'SCHEDULED', reviewStatus: 'REVIEWED', scheduledAt: '2026-03-10T08:00:00.000Z' });
    expect((await fake.store.history(maya, 'contact-1', 'e1')).map(({ kind, by, toStatus }) => ({ kind, by, toStatus }))).toEqual(
      [
        { kind: 'REVIEW', by: 'user-maya', toStatus: undefined },
        { kind: 'STATUS', by: 'system', toStatus: 'SCHEDULED' },
      ],
    );
    expect(fake.progress(maya, 'campaign-1')).toEqual({ scheduled: 1 });
  });

  it('with auto send on, leaves an email that breaks a rule where it is', async () => {
    const broken = anEmail({ id: 'e1', violations: [{ code: 'LINK', message: 'A link is missing.' }] });
    const { service } = reviewQueue([broken], { set: { AUTO_SEND_EMAILS: 'ACTIVE' } });

    expect(await service.review(maya, 'e1', 'REVIEWED')).toMatchObject({ status: 'SAVED', reviewStatus: 'REVIEWED' });
  });

  it('refuses to mark a sent email, naming its status', async () => {
    const { service } = reviewQueue([anEmail({ id: 'e1', status: 'SENT', sentAt: '2026-03-03T10:00:00.000Z' })]);

    await expect(service.review(maya, 'e1', 'REVIEWED')).rejects.toMatchObject({
      status: 409,
      message: 'This email is SENT and cannot be marked reviewed: it has been sent or is being sent (SENT → SENT).',
    });
  });
});

describe('the review queue schedules emails', () => {
  it('schedules an email at the time asked and marks it reviewed while only reviewed emails may go', async () => {
    const { service, fake } = reviewQueue([anEmail({ id: 'e1' })]);

    const email = await service.schedule(maya, 'e1', { at: '2026-03-11T09:30:00.000Z' });

    expect(email).toMatchObject({ status: 'SCHEDULED', reviewStatus: 'REVIEWED', scheduledAt: '2026-03-11T09:30:00.000Z' });
    expect((await fake.store.history(maya, 'contact-1', 'e1')).map(({ kind, note }) => ({ kind, note }))).toEqual([
      { kind: 'REVIEW', note: undefined },
      { kind: 'STATUS', note: 'Scheduled for 2026-03-11T09:30:00.000Z.' },
    ]);
    expect(fake.progress(maya, 'campaign-1')).toEqual({ scheduled: 1 });
  });

  it('reschedules a scheduled email with a RESCHEDULED note and no new count, and drops the planner’s plan', async () => {
    const planned = anEmail({
      id: 'e1',
      status: 'SCHEDULED',
      reviewStatus: 'REVIEWED',
      scheduledAt: '2026-03-11T09:30:00.000Z',
      plannedAt: '2026-03-11T09:41:00.000Z',
      plannedTimeZone: 'Europe/Berlin',
      holdReason: 'Outside office hours.',
    });
    const { service, fake } = reviewQueue([planned]);

    const email = await service.schedule(maya, 'e1', { at: '2026-03-12T09:30:00.000Z' });

    expect(email.scheduledAt).toBe('2026-03-12T09:30:00.000Z');
    expect(email).not.toHaveProperty('plannedAt');
    expect(email).not.toHaveProperty('holdReason');
    expect((await fake.store.history(maya, 'contact-1', 'e1')).map((entry) => entry.note)).toEqual([
      'Rescheduled for 2026-03-12T09:30:00.000Z.',
    ]);
    expect(fake.progress(maya, 'campaign-1')).toEqual({});
  });

  it('changes nothing when the email is scheduled again for the time it has', async () => {
    const scheduled = anEmail({
      id: 'e1',
      status: 'SCHEDULED',
      reviewStatus: 'REVIEWED',
      scheduledAt: '2026-03-11T09:30:00.000Z',
    });
    const { service, fake } = reviewQueue([scheduled]);

    expect((await service.schedule(maya, 'e1', { at: '2026-03-11T09:30:00.000Z' })).updatedAt).toBe('2026-03-02T09:00:00.000Z');
    expect(await fake.store.history(maya, 'contact-1')).toEqual([]);
  });

  it('refuses a time in the past (beyond a minute), naming the field', async () => {
    const { service } = reviewQueue([anEmail({ id: 'e1' })]);

    await expect(service.schedule(maya, 'e1', { at: '2026-03-10T07:58:59.000Z' })).rejects.toMatchObject({
      status: 400,
      message: 'Send time must be now or later.',
    });
    expect((await service.schedule(maya, 'e1', { at: '2026-03-10T07:59:30.000Z' })).status).toBe('SCHEDULED');
  });

  it('refuses an email that breaks rules until the rep accepts them, then counts it as sent against the rules', async () => {
    const broken = anEmail({ id: 'e1', violations: [{ code: 'LINK', message: 'A link is missing.' }] });
    const { service } = reviewQueue([broken]);

    await expect(service.schedule(maya, 'e1', { at: '2026-03-11T09:30:00.000Z' })).rejects.toMatchObject({
      status: 409,
      message: 'This email breaks 1 writing rule. Confirm to schedule it anyway; it is then counted as sent against the rules.',
    });
    const email = await service.schedule(maya, 'e1', { at: '2026-03-11T09:30:00.000Z', acceptViolations: true });
    expect(email).toMatchObject({ status: 'SCHEDULED', sentAgainstRules: true });
  });

  it('refuses an email with no text yet', async () => {
    const failed = anEmail({ id: 'e1', status: 'FAILED' });
    const { service } = reviewQueue([{ ...failed, bodyHtml: undefined, subject: undefined }]);

    await expect(service.schedule(maya, 'e1', { at: '2026-03-11T09:30:00.000Z' })).rejects.toMatchObject({ status: 409 });
  });

  it('takes a scheduled email off the schedule: SAVED, no time, no plan, one fewer scheduled', async () => {
    const scheduled = anEmail({
      id: 'e1',
      status: 'SCHEDULED',
      scheduledAt: '2026-03-11T09:30:00.000Z',
      sentAgainstRules: true,
      plannedAt: '2026-03-11T09:41:00.000Z',
    });
    const { service, fake } = reviewQueue([scheduled]);

    const email = await service.unschedule(maya, 'e1');

    expect(email.status).toBe('SAVED');
    for (const gone of ['scheduledAt', 'sentAgainstRules', 'plannedAt']) expect(email).not.toHaveProperty(gone);
    expect(fake.progress(maya, 'campaign-1')).toEqual({ scheduled: -1 });
    await expect(service.unschedule(maya, 'e1')).rejects.toMatchObject({
      status: 409,
      message: 'This email is SAVED and cannot be taken off the schedule (SAVED → SAVED).',
    });
  });
});

describe('the review queue edits, cancels, copies and deletes', () => {
  it('keeps the version an edit replaces, and no more than five versions', async () => {
    const { service, fake } = reviewQueue([anEmail({ id: 'e1' })]);

    for (let n = 1; n <= 6; n += 1) {
      await service.edit(maya, 'e1', { subject: `Pallets, take ${n}`, bodyHtml: `<p>Take ${n}</p>` });
    }

    expect(await fake.store.get(maya, 'e1')).toMatchObject({ subject: 'Pallets, take 6', writer: 'edited', bodyText: 'Take 6' });
    const versions = (await fake.store.history(maya, 'contact-1', 'e1')).filter((entry) => entry.kind === 'VERSION');
    expect(versions.map((version) => version.subject)).toEqual([
      'Pallets, take 1',
      'Pallets, take 2',
      'Pallets, take 3',
      'Pallets, take 4',
      'Pallets, take 5',
    ]);
  });

  it('refuses an edit of an email that changed since the rep opened it, and an email without a subject', async () => {
    const { service } = reviewQueue([anEmail({ id: 'e1' })]);

    await expect(
      service.edit(maya, 'e1', { subject: 'New', bodyHtml: '<p>New</p>', updatedAt: '2026-03-01T00:00:00.000Z' }),
    ).rejects.toMatchObject({ status: 409 });
    await expect(service.edit(maya, 'e1', { subject: ' ', bodyHtml: '<p>New</p>' })).rejects.toMatchObject({
      status: 400,
      message: 'Subject is required for emails.',
    });
  });

  it('cancels a draft with a STATUS entry, and refuses to cancel one already sent', async () => {
    const { service, fake } = reviewQueue([
      anEmail({ id: 'e1' }),
      anEmail({ id: 'e2', status: 'READ', sentAt: '2026-03-03T10:00:00.000Z' }),
    ]);

    expect((await service.cancel(maya, 'e1')).status).toBe('CANCELLED');
    expect(await fake.store.history(maya, 'contact-1', 'e1')).toEqual([
      expect.objectContaining({ kind: 'STATUS', fromStatus: 'SAVED', toStatus: 'CANCELLED', by: 'user-maya' }),
    ]);
    await expect(service.cancel(maya, 'e2')).rejects.toMatchObject({
      status: 409,
      message: 'This email is READ and cannot be cancelled: it has been sent or is being sent (READ → CANCELLED).',
    });
  });

  it('marks a LinkedIn message copied as sent, and refuses an email', async () => {
    const linkedIn = { ...anEmail({ id: 'e1', channel: 'LINKEDIN' }), subject: undefined };
    const { service, fake } = reviewQueue([linkedIn, anEmail({ id: 'e2' })]);

    expect(await service.copied(maya, 'e1')).toMatchObject({
      status: 'SENT',
      copyStatus: 'SENT',
      sentAt: '2026-03-10T08:00:00.000Z',
    });
    expect(fake.progress(maya, 'campaign-1')).toEqual({ sent: 1 });
    await expect(service.copied(maya, 'e2')).rejects.toMatchObject({ status: 400 });
  });

  it('deletes an email with its history, and refuses one already sent', async () => {
    const { service, fake } = reviewQueue([
      anEmail({ id: 'e1' }),
      anEmail({ id: 'e2', status: 'SENT', sentAt: '2026-03-03T10:00:00.000Z' }),
    ]);
    await service.review(maya, 'e1', 'REVIEWED');

    await service.remove(maya, 'e1');

    expect(await fake.store.get(maya, 'e1')).toBeNull();
    expect(await fake.store.history(maya, 'contact-1', 'e1')).toEqual([]);
    await expect(service.remove(maya, 'e2')).rejects.toMatchObject({ status: 409 });
  });
});

describe('the review queue under concurrent changes', () => {
  it('applies a change raced once on the new state', async () => {
    const { service, fake } = reviewQueue([anEmail({ id: 'e1' })], {
      race: racedReads(1, (id) => fake.touch(maya, id, '2026-03-09T12:00:00.000Z', { subject: 'Changed by a colleague' })),
    });

    const email = await service.review(maya, 'e1', 'REVIEWED');

    expect(email).toMatchObject({ reviewStatus: 'REVIEWED', subject: 'Changed by a colleague' });
    expect(await fake.store.history(maya, 'contact-1', 'e1')).toHaveLength(1);
  });

  it('refuses a change raced twice, writing nothing', async () => {
    const { service, fake } = reviewQueue([anEmail({ id: 'e1' })], {
      race: racedReads(2, (id, n) => fake.touch(maya, id, `2026-03-09T12:00:0${n}.000Z`)),
    });

    await expect(service.cancel(maya, 'e1')).rejects.toMatchObject({
      status: 409,
      message: 'This email changed while it was being changed. Open it again and retry.',
    });
    expect((await fake.store.get(maya, 'e1'))?.status).toBe('SAVED');
    expect(await fake.store.history(maya, 'contact-1')).toEqual([]);
  });

  it('refuses a delete raced twice', async () => {
    const { service, fake } = reviewQueue([anEmail({ id: 'e1' })], {
      race: racedReads(2, (id, n) => fake.touch(maya, id, `2026-03-09T12:00:0${n}.000Z`)),
    });

    await expect(service.remove(maya, 'e1')).rejects.toMatchObject({
      status: 409,
      message: 'This email changed while it was being deleted. Open it again and retry.',
    });
    expect(await fake.store.get(maya, 'e1')).not.toBeNull();
  });

  it("answers 404 for another instance's email and leaves it as it was", async () => {
    const { service, fake } = reviewQueue([anEmail({ id: 'e1' })]);

    await expect(service.cancel(other, 'e1')).rejects.toMatchObject({ status: 404 });
    expect((await fake.store.get(maya, 'e1'))?.status).toBe('SAVED');
  });
});
