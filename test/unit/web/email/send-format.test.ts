import { describe, expect, it } from 'vitest';

import {
  failureNoticeOf,
  holdIndicatorOf,
  plannedTimeText,
  scheduledTimeText,
} from '../../../../web/src/pages/email/send-format';

// Tuesday 3 March 2026, 23:07 UTC: 15:07 on Tuesday in Los Angeles, 08:07 on Wednesday in Tokyo
const PLANNED = '2026-03-03T23:07:00.000Z';
const NOW = new Date('2026-03-03T12:00:00.000Z');
const IN_LOS_ANGELES = { repTimeZone: 'America/Los_Angeles', now: NOW, locale: 'en-GB' };

describe('a planned send time', () => {
  it("shows the rep's time, then the recipient's when their zone shows another", () => {
    expect(plannedTimeText(PLANNED, 'Asia/Tokyo', IN_LOS_ANGELES)).toBe('Tue 15:07 (Wed 08:07 in Asia/Tokyo)');
  });

  it("shows the rep's time alone when the zone is theirs, unknown, or reads the same", () => {
    expect(plannedTimeText(PLANNED, 'America/Los_Angeles', IN_LOS_ANGELES)).toBe('Tue 15:07');
    expect(plannedTimeText(PLANNED, undefined, IN_LOS_ANGELES)).toBe('Tue 15:07');
    // Vancouver keeps Los Angeles' time
    expect(plannedTimeText(PLANNED, 'America/Vancouver', IN_LOS_ANGELES)).toBe('Tue 15:07');
    expect(plannedTimeText(PLANNED, 'Mars/Olympus', IN_LOS_ANGELES)).toBe('Tue 15:07');
  });

  it('names the zone as people read it', () => {
    expect(plannedTimeText(PLANNED, 'America/New_York', IN_LOS_ANGELES)).toBe('Tue 15:07 (Tue 18:07 in America/New York)');
  });

  it('adds the date when the time is more than 6 days away', () => {
    const later = '2026-03-17T08:07:00.000Z';

    expect(plannedTimeText(later, 'Europe/Paris', { ...IN_LOS_ANGELES, repTimeZone: 'UTC' })).toBe(
      'Tue 17 Mar, 08:07 (Tue 17 Mar, 09:07 in Europe/Paris)',
    );
  });

  it('falls back to the time it was scheduled for until the planner has planned it, in the rep’s zone only', () => {
    const scheduled = { scheduledAt: '2026-03-03T20:00:00.000Z', plannedTimeZone: 'Asia/Tokyo' };

    expect(scheduledTimeText(scheduled, IN_LOS_ANGELES)).toBe('Tue 12:00');
    expect(scheduledTimeText({ ...scheduled, plannedAt: PLANNED }, IN_LOS_ANGELES)).toBe('Tue 15:07 (Wed 08:07 in Asia/Tokyo)');
    expect(scheduledTimeText({}, IN_LOS_ANGELES)).toBe('—');
  });
});

describe('why an email is held back', () => {
  it('is pending while time will end it: office hours, a weekend, a cap', () => {
    expect(holdIndicatorOf('daily cap of this sender reached (30)')).toEqual({
      type: 'pending',
      text: 'Held: daily cap of this sender reached (30)',
    });
    expect(holdIndicatorOf('outside office hours in Europe/Paris')).toEqual({
      type: 'pending',
      text: 'Held: outside office hours in Europe/Paris',
    });
    expect(holdIndicatorOf('weekend in Asia/Tokyo')?.type).toBe('pending');
    expect(holdIndicatorOf('warm-up weekly cap of this sender reached (150)')?.type).toBe('pending');
    expect(holdIndicatorOf("the provider's limit of 30 a minute reached")?.type).toBe('pending');
  });

  it("is pending while the campaign's send hour has not come", () => {
    expect(holdIndicatorOf("waits for the campaign's send hour, 14:00 in Europe/Berlin")).toEqual({
      type: 'pending',
      text: "Held: waits for the campaign's send hour, 14:00 in Europe/Berlin",
    });
  });

  it('is a warning while it waits for someone to act', () => {
    expect(holdIndicatorOf('sender credentials expired')).toEqual({ type: 'warning', text: 'Held: sender credentials expired' });
    expect(holdIndicatorOf('not reviewed')?.type).toBe('warning');
    expect(holdIndicatorOf('campaign is paused')?.type).toBe('warning');
    expect(holdIndicatorOf('sender suspended')?.type).toBe('warning');
  });

  it('is not shown when nothing holds it', () => {
    expect(holdIndicatorOf(undefined)).toBeUndefined();
    expect(holdIndicatorOf('  ')).toBeUndefined();
  });
});

describe('why an email failed', () => {
  const failed = { status: 'FAILED' as const, channel: 'EMAIL' as const, senderEmail: 'ana@seller.example' };

  it('tells the rep to look in the Sent folder of its mailbox when its delivery is unknown', () => {
    const notice = failureNoticeOf({
      ...failed,
      sendAttempts: 1,
      failureReason: 'Delivery unknown: the send was interrupted and the mailbox could not be searched',
    });

    expect(notice).toEqual({
      header: 'It is not known whether this email was sent',
      reason: 'Delivery unknown: the send was interrupted and the mailbox could not be searched',
      advice: 'Look in the Sent folder of ana@seller.example before scheduling it again: it may have reached the recipient.',
    });
  });

  it('says whether its sending or its writing failed', () => {
    expect(failureNoticeOf({ ...failed, sendAttempts: 3, failureReason: 'Refused 3 times for now: mailbox full' })).toEqual({
      header: 'Sending this email failed',
      reason: 'Refused 3 times for now: mailbox full',
    });
    expect(failureNoticeOf({ ...failed, failureReason: 'The model did not answer.' })).toEqual({
      header: 'Writing this email failed',
      reason: 'The model did not answer.',
    });
    expect(failureNoticeOf({ ...failed, sendAttempts: 1 })).toMatchObject({ reason: 'No reason was recorded.' });
  });

  it('gives no Sent-folder advice for a LinkedIn message, and nothing for an email that did not fail', () => {
    expect(
      failureNoticeOf({ status: 'FAILED', channel: 'LINKEDIN', failureReason: 'Delivery unknown: the extension never reported' }),
    ).not.toHaveProperty('advice');
    expect(failureNoticeOf({ ...failed, status: 'SENT' })).toBeUndefined();
  });
});
