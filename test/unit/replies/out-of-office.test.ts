import { describe, expect, it } from 'vitest';

import {
  followUpAfterAbsence,
  OUT_OF_OFFICE_DEFAULT_DAYS,
  OUT_OF_OFFICE_MAX_DAYS,
} from '../../../functions/core/replies/out-of-office';

// a Tuesday
const RECEIVED = new Date('2026-12-01T10:30:00Z');
const DAY_MS = 86_400_000;

describe('followUpAfterAbsence', () => {
  it.each([
    ['a Monday', '2026-12-07', '2026-12-08T09:00:00.000Z'],
    ['a Thursday', '2026-12-10', '2026-12-11T09:00:00.000Z'],
    ['a Friday: the Monday after', '2026-12-11', '2026-12-14T09:00:00.000Z'],
    ['a Saturday', '2026-12-12', '2026-12-14T09:00:00.000Z'],
    ['a Sunday', '2026-12-13', '2026-12-14T09:00:00.000Z'],
    ['the day of the notice', '2026-12-01', '2026-12-02T09:00:00.000Z'],
    ['after the new year', '2027-01-08', '2027-01-11T09:00:00.000Z'],
  ])('after a return on %s: 09:00 UTC of the next business day', (_label, returnDate, expected) => {
    expect(followUpAfterAbsence(returnDate, RECEIVED).toISOString()).toBe(expected);
  });

  it(`waits ${OUT_OF_OFFICE_DEFAULT_DAYS} days after the notice when it gave no date`, () => {
    expect(followUpAfterAbsence(undefined, RECEIVED)).toEqual(new Date(RECEIVED.getTime() + 7 * DAY_MS));
  });

  it.each([
    ['in the past', '2026-11-30'],
    ['last year', '2025-12-07'],
    [`more than ${OUT_OF_OFFICE_MAX_DAYS} days ahead`, '2027-03-02'],
    ['not a day', '2026-02-30'],
    ['malformed', '7 December'],
  ])('counts a return date %s as not found', (_label, returnDate) => {
    expect(followUpAfterAbsence(returnDate, RECEIVED)).toEqual(new Date(RECEIVED.getTime() + 7 * DAY_MS));
  });

  it(`believes a return date exactly ${OUT_OF_OFFICE_MAX_DAYS} days ahead`, () => {
    // 2026-12-01 + 90 days = 2027-03-01, a Monday
    expect(followUpAfterAbsence('2027-03-01', RECEIVED).toISOString()).toBe('2027-03-02T09:00:00.000Z');
  });
});
