import { describe, expect, it } from 'vitest';

import { EMAIL_STATUSES, type EmailStatus } from '../../../../shared/domain/email';
import { EMAIL_ACTION_FROM } from '../../../../shared/domain/email-review';
import { EmailScheduleInputSchema } from '../../../../shared/schemas/email-review';
import { nextReviewStatus, PANEL_ACTIONS, panelActions } from '../../../../web/src/pages/email/detail/email-actions';
import { historyEntryText, writerLabel } from '../../../../web/src/pages/email/detail/history-text';
import { localDateOf, pickedTime } from '../../../../web/src/pages/email/detail/schedule-time';

/** A member's user id, as sign-in gives it. */
const MEMBER = '5f0c2a8e-3b1d-4c7a-9e2f-8d6b1a0c4e77';

describe('the buttons an email offers', () => {
  it.each(EMAIL_STATUSES)('offers for %s exactly the actions EMAIL_ACTION_FROM allows', (status) => {
    const email = panelActions({ status, channel: 'EMAIL' });
    const message = panelActions({ status, channel: 'LINKEDIN' });
    const allowed = (action: keyof typeof EMAIL_ACTION_FROM) => EMAIL_ACTION_FROM[action].includes(status);

    expect(email.has('save')).toBe(allowed('edit'));
    for (const action of ['regenerate', 'review', 'schedule', 'unschedule', 'cancel', 'delete'] as const) {
      expect(email.has(action), action).toBe(allowed(action));
      expect(message.has(action), action).toBe(allowed(action));
    }
    expect(email.has('copy')).toBe(false);
    expect(message.has('copy')).toBe(allowed('copy'));
  });

  it('offers nothing for an email sent or being sent', () => {
    for (const status of ['SENDING', 'SENT', 'READ', 'CLICKED', 'REPLIED', 'BOUNCED', 'SPAM'] satisfies EmailStatus[]) {
      expect(panelActions({ status, channel: 'LINKEDIN' }).size, status).toBe(0);
    }
  });

  it('offers a draft every change but taking it off a schedule it is not on', () => {
    expect([...panelActions({ status: 'SAVED', channel: 'LINKEDIN' })]).toEqual(
      PANEL_ACTIONS.filter((action) => action !== 'unschedule'),
    );
  });

  it('offers an email being written only to be cancelled or deleted', () => {
    expect([...panelActions({ status: 'CREATED', channel: 'EMAIL' })]).toEqual(['cancel', 'delete']);
  });

  it('toggles the review mark', () => {
    expect(nextReviewStatus('NOT_REVIEWED')).toBe('REVIEWED');
    expect(nextReviewStatus('REVIEWED')).toBe('NOT_REVIEWED');
  });
});

describe('a send time picked by the rep', () => {
  const now = new Date(2026, 2, 10, 9, 30);

  it('is the date and time in the browser’s time zone, as an ISO time the contract takes', () => {
    const picked = pickedTime('2026-03-11', '14:05', now);

    expect(picked).toEqual({ at: new Date(2026, 2, 11, 14, 5).toISOString() });
    expect(EmailScheduleInputSchema.safeParse({ ...picked, acceptViolations: true }).success).toBe(true);
  });

  it.each([
    ['missing', '', '10:00'],
    ['missing', '2026-03-11', ''],
    ['invalid', '2026-02-31', '10:00'],
    ['invalid', '2026-03-11', '25:00'],
    ['invalid', '11/03/2026', '10:00'],
    ['past', '2026-03-10', '09:30'],
    ['past', '2026-03-09', '23:59'],
  ])('is %s for %j at %j', (error, date, time) => {
    expect(pickedTime(date, time, now)).toEqual({ error });
  });

  it('writes local dates as the date picker does', () => {
    expect(localDateOf(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});

describe('the history of an email', () => {
  it('names what wrote each version', () => {
    expect(writerLabel('offline')).toBe('the offline writer');
    expect(writerLabel('openai:gpt-4o-mini')).toBe('the AI model gpt-4o-mini');
    expect(writerLabel('edited')).toBe('an edit by hand');
    expect(writerLabel(undefined)).toBeUndefined();
  });

  it('says what each entry was', () => {
    const base = { emailId: 'e1', at: '2026-03-10T09:00:00.000Z' };

    expect(historyEntryText({ ...base, kind: 'VERSION', by: MEMBER, writer: 'openai:gpt-4o', instruction: 'Shorter.' })).toEqual({
      title: 'Earlier version',
      details: ['Written by the AI model gpt-4o', 'Instruction: “Shorter.”'],
    });
    expect(historyEntryText({ ...base, kind: 'STATUS', by: 'system', fromStatus: 'SCHEDULED', toStatus: 'READ' })).toEqual({
      title: 'Scheduled → Opened',
      details: ['by Reachwise'],
    });
    expect(historyEntryText({ ...base, kind: 'REVIEW', by: MEMBER, reviewStatus: 'NOT_REVIEWED' })).toEqual({
      title: 'Marked not reviewed',
      details: ['by a team member'],
    });
    expect(
      historyEntryText({
        ...base,
        kind: 'STATUS',
        by: 'recipient',
        fromStatus: 'SENT',
        toStatus: 'REPLIED',
        note: 'The contact replied.',
      }),
    ).toEqual({ title: 'Sent → Replied', details: ['by the recipient', 'The contact replied.'] });
  });
});
