import { describe, expect, it } from 'vitest';

import { EMAIL_STATUSES, isSentOrLater, type EmailStatus } from '../../../shared/domain/email';
import { createEmailReviewService } from '../../../functions/core/review/review-service';
import type { EmailMessageItem } from '../../../functions/core/ports/items';
import type { TenantContext } from '../../../functions/core/tenant';
import { anEmail } from '../../support/fakes/emails';
import { emptyReviewReaders } from '../../support/fakes/readers';
import { createFakeEmailReviewStore } from '../../support/fakes/review-store';

const maya: TenantContext = { namespaceId: 'ns-north', userId: 'user-maya', role: 'DEFAULT' };

/** The statuses each action of the review queue is allowed from (SPEC: the review queue), written out. */
const ALLOWED_FROM = {
  edit: ['SAVED', 'REGENERATED', 'FAILED', 'SCHEDULED', 'CANCELLED'],
  review: ['SAVED', 'REGENERATED', 'FAILED', 'SCHEDULED', 'CANCELLED'],
  schedule: ['SAVED', 'REGENERATED', 'SCHEDULED'],
  unschedule: ['SCHEDULED'],
  cancel: ['CREATED', 'SAVED', 'REGENERATED', 'FAILED', 'SCHEDULED'],
  delete: ['CREATED', 'SAVED', 'REGENERATED', 'FAILED', 'SCHEDULED', 'CANCELLED', 'LIFECYCLE_STAGE_TOO_HIGH'],
  copy: ['SAVED', 'REGENERATED', 'SCHEDULED'],
} as const satisfies Record<string, readonly EmailStatus[]>;

type Action = keyof typeof ALLOWED_FROM;

/** An email in `status`, with what that status implies; a LinkedIn message for `copy`. */
function emailIn(status: EmailStatus, action: Action): EmailMessageItem {
  const email = anEmail({
    id: `${action}-${status}`,
    status,
    reviewStatus: 'REVIEWED',
    ...(status === 'SCHEDULED' || status === 'SENDING' ? { scheduledAt: '2026-03-11T09:30:00.000Z' } : {}),
    ...(isSentOrLater(status) ? { sentAt: '2026-03-03T10:00:00.000Z' } : {}),
    ...(action === 'copy' ? { channel: 'LINKEDIN' as const } : {}),
  });
  const { subject: _subject, ...linkedIn } = email;
  if (status === 'CREATED') {
    const { bodyHtml: _body, ...created } = linkedIn;
    return created;
  }
  return action === 'copy' ? linkedIn : email;
}

/** Does `action` to the email; answers its status after (null when it is gone). */
async function act(action: Action, email: EmailMessageItem): Promise<EmailStatus | null> {
  const fake = createFakeEmailReviewStore();
  fake.create(email);
  const service = createEmailReviewService({
    store: fake.store,
    ...emptyReviewReaders(),
    checker: { violations: () => [], plainText: (html) => html },
    now: () => new Date('2026-03-10T08:00:00.000Z'),
  });
  const id = email.id;
  switch (action) {
    case 'edit':
      return (await service.edit(maya, id, { subject: 'Pallets', bodyHtml: '<p>Pallets</p>' })).status;
    case 'review':
      return (await service.review(maya, id, 'NOT_REVIEWED')).status;
    case 'schedule':
      return (await service.schedule(maya, id, { at: '2026-03-12T09:30:00.000Z' })).status;
    case 'unschedule':
      return (await service.unschedule(maya, id)).status;
    case 'cancel':
      return (await service.cancel(maya, id)).status;
    case 'copy':
      return (await service.copied(maya, id)).status;
    case 'delete':
      await service.remove(maya, id);
      return (await fake.store.get(maya, id))?.status ?? null;
  }
}

/** The status each action leaves an email in (review keeps it; delete leaves none). */
const LEAVES: Record<Action, (from: EmailStatus) => EmailStatus | null> = {
  edit: () => 'SAVED',
  review: (from) => from,
  schedule: () => 'SCHEDULED',
  unschedule: () => 'SAVED',
  cancel: () => 'CANCELLED',
  delete: () => null,
  copy: () => 'SENT',
};

const PAIRS = (Object.keys(ALLOWED_FROM) as Action[]).flatMap((action) =>
  EMAIL_STATUSES.map((status) => ({
    action,
    status,
    allowed: (ALLOWED_FROM[action] as readonly EmailStatus[]).includes(status),
  })),
);

describe('every action of the review queue, from every status', () => {
  it.each(PAIRS.filter((pair) => pair.allowed).map(({ action, status }) => [action, status] as const))(
    '%s is allowed from %s',
    async (action, status) => {
      expect(await act(action, emailIn(status, action))).toBe(LEAVES[action](status));
    },
  );

  it.each(PAIRS.filter((pair) => !pair.allowed).map(({ action, status }) => [action, status] as const))(
    '%s is refused from %s with a 409 naming the status',
    async (action, status) => {
      const refused = act(action, emailIn(status, action));
      await expect(refused).rejects.toMatchObject({ status: 409 });
      await expect(refused).rejects.toThrow(new RegExp(`^This email is ${status} and cannot be `));
    },
  );
});
