import { describe, expect, it } from 'vitest';

import { createEmailReviewService } from '../../../functions/core/review/review-service';
import type { EmailMessageItem } from '../../../functions/core/ports/items';
import type { TenantContext } from '../../../functions/core/tenant';
import { anEmail } from '../../support/fakes/emails';
import { emptyReviewReaders } from '../../support/fakes/readers';
import { createFakeEmailReviewStore } from '../../support/fakes/review-store';

const maya: TenantContext = { namespaceId: 'ns-north', userId: 'user-maya', role: 'DEFAULT' };

/** The review service over in-memory ports, its clock at 2026-03-10T08:00:00.000Z. */
function reviewQueue(emails: readonly EmailMessageItem[]) {
  const fake = createFakeEmailReviewStore();
  for (const email of emails) fake.create(email);
  const service = createEmailReviewService({
    store: fake.store,
    ...emptyReviewReaders(),
    now: () => new Date('2026-03-10T08:00:00.000Z'),
  });
  return { service, fake };
}

/** `count` written emails, the n-th created n minutes after 09:00. */
function writtenEmails(count: number): EmailMessageItem[] {
  return Array.from({ length: count }, (_, n) =>
    anEmail({
      id: `e${String(n).padStart(2, '0')}`,
      createdAt: new Date(Date.parse('2026-03-02T09:00:00.000Z') + n * 60_000).toISOString(),
    }),
  );
}

describe('a bulk change of the review queue', () => {
  it('schedules the emails it may, and says why it left each other one as it was', async () => {
    const { service, fake } = reviewQueue([
      anEmail({ id: 'not-reviewed' }),
      anEmail({ id: 'reviewed', reviewStatus: 'REVIEWED' }),
      anEmail({ id: 'sent', status: 'SENT', reviewStatus: 'REVIEWED', sentAt: '2026-03-03T10:00:00.000Z' }),
      anEmail({ id: 'same-time', status: 'SCHEDULED', reviewStatus: 'REVIEWED', scheduledAt: '2026-03-11T09:30:00.000Z' }),
      anEmail({ id: 'elsewhere', namespaceId: 'ns-south' }),
    ]);

    const result = await service.bulk(maya, {
      action: 'SCHEDULE',
      ids: ['not-reviewed', 'reviewed', 'sent', 'same-time', 'gone', 'elsewhere'],
      at: '2026-03-11T09:30:00.000Z',
    });

    expect(result).toEqual({
      processed: 6,
      changed: 1,
      cursor: null,
      skipped: [
        {
          id: 'not-reviewed',
          status: 'SAVED',
          reason: "This email is not reviewed, and 'Send reviewed emails only' is on: mark it reviewed first.",
        },
        {
          id: 'sent',
          status: 'SENT',
          reason: 'This email is SENT and cannot be scheduled: it has been sent or is being sent (SENT → SCHEDULED).',
        },
        { id: 'same-time', status: 'SCHEDULED', reason: 'Already scheduled for that time.' },
        { id: 'gone', reason: 'Email Not Found' },
        { id: 'elsewhere', reason: 'Email Not Found' },
      ],
    });
    expect((await fake.store.get(maya, 'reviewed'))?.status).toBe('SCHEDULED');
    expect((await fake.store.get({ ...maya, namespaceId: 'ns-south' }, 'elsewhere'))?.status).toBe('SAVED');
  });

  it('goes through a filtered tab 25 emails a call, with the total on the first call only', async () => {
    const { service, fake } = reviewQueue(writtenEmails(27));
    const filter = { tab: 'GENERATED' as const, reviewStatus: 'NOT_REVIEWED' as const };

    const first = await service.bulk(maya, { action: 'REVIEW', filter });

    expect(first).toMatchObject({ processed: 25, changed: 25, skipped: [], total: 27 });
    expect(first.cursor).not.toBeNull();
    const second = await service.bulk(maya, { action: 'REVIEW', filter, cursor: first.cursor ?? undefined });
    expect(second).toEqual({ processed: 2, changed: 2, skipped: [], cursor: null });
    expect(await fake.store.count(maya, { tab: 'GENERATED', reviewStatus: 'NOT_REVIEWED' })).toBe(0);
  });

  it('skips an email already cancelled, naming its status, and cancels the others', async () => {
    const { service } = reviewQueue([anEmail({ id: 'e1', status: 'CANCELLED' }), anEmail({ id: 'e2' })]);

    expect(await service.bulk(maya, { action: 'CANCEL', ids: ['e1', 'e2'] })).toEqual({
      processed: 2,
      changed: 1,
      cursor: null,
      skipped: [
        { id: 'e1', status: 'CANCELLED', reason: 'This email is CANCELLED and cannot be cancelled (CANCELLED → CANCELLED).' },
      ],
    });
  });
});
