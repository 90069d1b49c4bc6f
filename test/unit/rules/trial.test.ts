import { describe, expect, it } from 'vitest';

import { addDays, instanceTrialState, toDateOnly, toUtcDateOnly, trialEndDateFrom, trialState } from '../../../shared/rules';

const END = '2026-03-15';

describe('trialState', () => {
  it('reports 0 days left, not expired and expiring when today is the end day', () => {
    const input = { trialEndDate: END, today: END, isPaid: false };
    const state = trialState(input);
    expect(state).toEqual({
      daysLeft: 0,
      expiring: true,
      expired: false,
      gracePeriod: false,
      graceDaysLeft: 7,
      blocked: false,
      isPaid: false,
    });
  });

  it('reports 1 day left and expiring when today is the day before the end', () => {
    const input = { trialEndDate: END, today: '2026-03-14', isPaid: false };
    const state = trialState(input);
    expect(state.daysLeft).toBe(1);
    expect(state.expiring).toBe(true);
    expect(state.expired).toBe(false);
  });

  it('reports expired and in grace with 6 grace days left when today is the day after the end', () => {
    const input = { trialEndDate: END, today: '2026-03-16', isPaid: false };
    const state = trialState(input);
    expect(state).toEqual({
      daysLeft: -1,
      expiring: false,
      expired: true,
      gracePeriod: true,
      graceDaysLeft: 6,
      blocked: false,
      isPaid: false,
    });
  });

  it('reports expiring when today is exactly 7 days before the end', () => {
    const input = { trialEndDate: END, today: '2026-03-08', isPaid: false };
    const state = trialState(input);
    expect(state.daysLeft).toBe(7);
    expect(state.expiring).toBe(true);
  });

  it('reports not expiring when today is 8 days before the end', () => {
    const input = { trialEndDate: END, today: '2026-03-07', isPaid: false };
    const state = trialState(input);
    expect(state).toEqual({
      daysLeft: 8,
      expiring: false,
      expired: false,
      gracePeriod: false,
      graceDaysLeft: 7,
      blocked: false,
      isPaid: false,
    });
  });

  it('keeps the grace period with 0 grace days left when today is 7 days past the end', () => {
    const input = { trialEndDate: END, today: '2026-03-22', isPaid: false };
    const state = trialState(input);
    expect(state).toEqual({
      daysLeft: -7,
      expiring: false,
      expired: true,
      gracePeriod: true,
      graceDaysLeft: 0,
      blocked: false,
      isPaid: false,
    });
  });

  it('blocks the account when today is 8 days past the end', () => {
    const input = { trialEndDate: END, today: '2026-03-23', isPaid: false };
    const state = trialState(input);
    expect(state).toEqual({
      daysLeft: -8,
      expiring: false,
      expired: true,
      gracePeriod: false,
      graceDaysLeft: 0,
      blocked: true,
      isPaid: false,
    });
  });

  it('keeps blocking with 0 grace days left when today is long past the end', () => {
    const input = { trialEndDate: END, today: '2027-01-01', isPaid: false };
    const state = trialState(input);
    expect(state.blocked).toBe(true);
    expect(state.graceDaysLeft).toBe(0);
  });

  it.each([
    ['the end day', END],
    ['1 day past the end', '2026-03-16'],
    ['7 days past the end', '2026-03-22'],
    ['8 days past the end', '2026-03-23'],
  ])('is never expiring, in grace or blocked when the account is paid on %s', (_label, today) => {
    const input = { trialEndDate: END, today, isPaid: true };
    const state = trialState(input);
    expect(state).toMatchObject({ expiring: false, gracePeriod: false, blocked: false, isPaid: true });
  });

  it('still states the dates when the account is paid and past the end', () => {
    const input = { trialEndDate: END, today: '2026-03-23', isPaid: true };
    const state = trialState(input);
    expect(state.daysLeft).toBe(-8);
    expect(state.expired).toBe(true);
  });

  it.each([
    ['2028-02-28', 1],
    ['2028-02-29', 0],
  ])('counts the leap day when today is %s and the trial ends 2028-02-29', (today, daysLeft) => {
    const input = { trialEndDate: '2028-02-29', today, isPaid: false };
    const state = trialState(input);
    expect(state.daysLeft).toBe(daysLeft);
  });

  it('counts 2028-02-28 to 2028-03-01 as 2 days when the year is a leap year', () => {
    const input = { trialEndDate: '2028-03-01', today: '2028-02-28', isPaid: false };
    const state = trialState(input);
    expect(state.daysLeft).toBe(2);
  });

  it('counts 2027-02-28 to 2027-03-01 as 1 day when the year is not a leap year', () => {
    const input = { trialEndDate: '2027-03-01', today: '2027-02-28', isPaid: false };
    const state = trialState(input);
    expect(state.daysLeft).toBe(1);
  });

  it('counts across a month boundary when the end is in the next month', () => {
    const input = { trialEndDate: '2026-05-03', today: '2026-04-28', isPaid: false };
    const state = trialState(input);
    expect(state.daysLeft).toBe(5);
  });

  it('counts across a year boundary when the trial ended last year', () => {
    const input = { trialEndDate: '2026-12-30', today: '2027-01-02', isPaid: false };
    const state = trialState(input);
    expect(state).toMatchObject({ daysLeft: -3, expired: true, gracePeriod: true, graceDaysLeft: 4 });
  });

  it.each([
    ['2026-03-29', '2026-03-28', 1],
    ['2026-03-30', '2026-03-29', 1],
    ['2026-11-02', '2026-10-31', 2],
  ])('counts whole days across a DST change when the end is %s and today %s', (trialEndDate, today, daysLeft) => {
    const input = { trialEndDate, today, isPaid: false };
    const state = trialState(input);
    expect(state.daysLeft).toBe(daysLeft);
  });

  it.each(['2026-3-15', '15/03/2026', '2026-02-30', '2026-13-01', '2026-00-10', '', '2026-03-15T00:00:00Z'])(
    'throws a RangeError when the end date is %j',
    (trialEndDate) => {
      const input = { trialEndDate, today: END, isPaid: false };
      const act = (): unknown => trialState(input);
      expect(act).toThrow(RangeError);
      expect(act).toThrow(/trial end date/);
    },
  );

  it('throws a RangeError naming today when today is not a real date', () => {
    const input = { trialEndDate: END, today: '2027-02-29', isPaid: false };
    const act = (): unknown => trialState(input);
    expect(act).toThrow(new RangeError('Invalid today "2027-02-29": no such calendar day'));
  });
});

describe('trialEndDateFrom', () => {
  it('adds 14 days when the trial starts', () => {
    const start = '2026-03-01';
    const end = trialEndDateFrom(start);
    expect(end).toBe('2026-03-15');
  });

  it('ends on 2028-03-05 when a trial starts on 2028-02-20 in a leap year', () => {
    const start = '2028-02-20';
    const end = trialEndDateFrom(start);
    expect(end).toBe('2028-03-05');
  });

  it('ends on 2027-03-06 when a trial starts on 2027-02-20 in a common year', () => {
    const start = '2027-02-20';
    const end = trialEndDateFrom(start);
    expect(end).toBe('2027-03-06');
  });

  it('crosses into the next year when a trial starts late in December', () => {
    const start = '2026-12-25';
    const end = trialEndDateFrom(start);
    expect(end).toBe('2027-01-08');
  });

  it('ignores the DST change when a trial starts the day before it', () => {
    // Europe moves its clocks on 2026-03-29, the US on 2026-03-08.
    const start = '2026-03-07';
    const end = trialEndDateFrom(start);
    expect(end).toBe('2026-03-21');
  });

  it('throws a RangeError when the start date is not a real date', () => {
    const start = '2026-02-29';
    const act = (): unknown => trialEndDateFrom(start);
    expect(act).toThrow(new RangeError('Invalid trial start date "2026-02-29": no such calendar day'));
  });
});

describe('toDateOnly', () => {
  it.each([
    ['Europe/Berlin', '2026-03-02'],
    ['America/New_York', '2026-03-01'],
    ['UTC', '2026-03-01'],
    ['Asia/Tokyo', '2026-03-02'],
  ])('gives the calendar day in %s when the instant is 2026-03-01T23:30:00Z', (timeZone, expected) => {
    const instant = new Date('2026-03-01T23:30:00Z');
    const day = toDateOnly(instant, timeZone);
    expect(day).toBe(expected);
  });

  it.each([
    ['2026-03-02T04:59:59Z', '2026-03-01'],
    ['2026-03-02T05:00:00Z', '2026-03-02'],
  ])('turns the day at New York midnight when the instant is %s', (iso, expected) => {
    const instant = new Date(iso);
    const day = toDateOnly(instant, 'America/New_York');
    expect(day).toBe(expected);
  });

  it.each([
    ['2026-03-28T22:59:59Z', '2026-03-28'],
    ['2026-03-28T23:00:00Z', '2026-03-29'],
    ['2026-03-29T21:59:59Z', '2026-03-29'],
    ['2026-03-29T22:00:00Z', '2026-03-30'],
  ])('follows the Berlin offset change when the instant is %s on the DST-change day', (iso, expected) => {
    // Berlin moves from UTC+1 to UTC+2 at 01:00 UTC on 2026-03-29.
    const instant = new Date(iso);
    const day = toDateOnly(instant, 'Europe/Berlin');
    expect(day).toBe(expected);
  });

  it('gives the day before the year turns when the instant is New Year in UTC and the zone is Los Angeles', () => {
    const instant = new Date('2027-01-01T00:00:00Z');
    const day = toDateOnly(instant, 'America/Los_Angeles');
    expect(day).toBe('2026-12-31');
  });

  it('gives the leap day when the instant falls on it', () => {
    const instant = new Date('2028-02-29T12:00:00Z');
    const day = toDateOnly(instant, 'UTC');
    expect(day).toBe('2028-02-29');
  });

  it('throws a RangeError when the time zone is unknown', () => {
    const instant = new Date('2026-03-01T23:30:00Z');
    const act = (): unknown => toDateOnly(instant, 'Mars/Olympus_Mons');
    expect(act).toThrow(RangeError);
    expect(act).toThrow(/Invalid time zone "Mars\/Olympus_Mons"/);
  });

  it('throws a RangeError when the date is invalid', () => {
    const instant = new Date('not a date');
    const act = (): unknown => toDateOnly(instant, 'UTC');
    expect(act).toThrow(RangeError);
  });

  it('feeds trialState with the local day when the instant is near midnight', () => {
    // Late evening in New York, already the next day in Berlin.
    const instant = new Date('2026-03-15T23:30:00Z');
    const inNewYork = trialState({ trialEndDate: END, today: toDateOnly(instant, 'America/New_York'), isPaid: false });
    const inBerlin = trialState({ trialEndDate: END, today: toDateOnly(instant, 'Europe/Berlin'), isPaid: false });
    expect(inNewYork).toMatchObject({ daysLeft: 0, expired: false, expiring: true });
    expect(inBerlin).toMatchObject({ daysLeft: -1, expired: true, gracePeriod: true });
  });
});

describe('toUtcDateOnly', () => {
  it.each([
    '2026-03-01T00:00:00.000Z',
    '2026-02-28T23:59:59.999Z',
    '2028-02-29T12:00:00Z',
    '2026-12-31T23:59:59.999Z',
    '1969-12-31T23:59:59.999Z',
    '0999-06-01T08:00:00Z',
  ])('gives the day toDateOnly gives in UTC for %s', (iso) => {
    const instant = new Date(iso);
    const day = toUtcDateOnly(instant);
    expect(day).toBe(toDateOnly(instant, 'UTC'));
  });

  it('gives the UTC day of an instant that is already the next day in Berlin', () => {
    expect(toUtcDateOnly(new Date('2026-03-01T23:30:00Z'))).toBe('2026-03-01');
  });
});

describe('addDays', () => {
  it.each([
    ['2026-03-01', 10, '2026-03-11'],
    ['2028-02-25', 5, '2028-03-01'],
    ['2027-02-25', 5, '2027-03-02'],
    ['2026-12-28', 7, '2027-01-04'],
    ['2026-03-01', -1, '2026-02-28'],
  ])('moves %s by %i days to %s, across month, leap and year ends', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });

  it('refuses a date that does not exist', () => {
    expect(() => addDays('2027-02-29', 1)).toThrow(RangeError);
  });
});

describe('instanceTrialState', () => {
  it('blocks an unpaid instance from the 8th day past its end, the day read in UTC, and never a paid one', () => {
    const instance = { trialEndDate: '2026-03-01', isPaid: false };

    const lastGraceMinute = instanceTrialState(instance, new Date('2026-03-08T23:59:00Z'));
    const firstBlockedMinute = instanceTrialState(instance, new Date('2026-03-09T00:00:00Z'));
    const paid = instanceTrialState({ ...instance, isPaid: true }, new Date('2026-04-30T12:00:00Z'));

    expect(lastGraceMinute).toMatchObject({ gracePeriod: true, blocked: false });
    expect(firstBlockedMinute).toMatchObject({ gracePeriod: false, blocked: true });
    expect(paid).toMatchObject({ expired: true, blocked: false });
  });
});
