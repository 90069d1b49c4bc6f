import { describe, expect, it } from 'vitest';

import { inSendWindow, nextSendSlot } from '../../../shared/rules/send-slot';

const OFFICE = { officeHoursOnly: true, weekdaysOnly: true } as const;

function slot(from: string, window: Parameters<typeof nextSendSlot>[1]): string {
  return nextSendSlot(new Date(from), window).toISOString();
}

describe('the next send slot', () => {
  it('is now, to the minute, inside office hours on a weekday', () => {
    // Tuesday 2026-03-03, 10:15:30 UTC
    expect(slot('2026-03-03T10:15:30.000Z', OFFICE)).toBe('2026-03-03T10:16:00.000Z');
  });

  it('is 9:00 the same day before office hours, the next weekday after them', () => {
    expect(slot('2026-03-03T06:00:00.000Z', OFFICE)).toBe('2026-03-03T09:00:00.000Z');
    expect(slot('2026-03-03T17:01:00.000Z', OFFICE)).toBe('2026-03-04T09:00:00.000Z');
  });

  it('skips the weekend: Friday evening and Saturday lead to Monday 9:00', () => {
    expect(slot('2026-03-06T18:00:00.000Z', OFFICE)).toBe('2026-03-09T09:00:00.000Z');
    expect(slot('2026-03-07T11:00:00.000Z', OFFICE)).toBe('2026-03-09T09:00:00.000Z');
  });

  it('reads hours and days in the time zone given', () => {
    // 07:30 UTC is 08:30 in Paris (before opening) and 16:30 in Tokyo (open)
    expect(slot('2026-03-03T07:30:00.000Z', { ...OFFICE, timeZone: 'Europe/Paris' })).toBe('2026-03-03T08:00:00.000Z');
    expect(slot('2026-03-03T07:30:00.000Z', { ...OFFICE, timeZone: 'Asia/Tokyo' })).toBe('2026-03-03T07:30:00.000Z');
    // Friday 23:00 in New York is Saturday 04:00 UTC: the next slot is Monday 9:00 New York time
    expect(slot('2026-03-07T04:00:00.000Z', { ...OFFICE, timeZone: 'America/New_York' })).toBe('2026-03-09T13:00:00.000Z');
  });

  it('opens at 9:00 local across a change to summer time', () => {
    // Paris moves to UTC+2 on Sunday 2026-03-29: Monday's 9:00 is 07:00 UTC
    expect(slot('2026-03-27T17:30:00.000Z', { ...OFFICE, timeZone: 'Europe/Paris' })).toBe('2026-03-30T07:00:00.000Z');
  });

  it('keeps only the rules that are on', () => {
    expect(slot('2026-03-07T22:00:00.000Z', { officeHoursOnly: false, weekdaysOnly: false })).toBe('2026-03-07T22:00:00.000Z');
    expect(slot('2026-03-07T22:00:00.000Z', { officeHoursOnly: false, weekdaysOnly: true })).toBe('2026-03-09T00:00:00.000Z');
    expect(slot('2026-03-07T22:00:00.000Z', { officeHoursOnly: true, weekdaysOnly: false })).toBe('2026-03-08T09:00:00.000Z');
  });

  it('answers a time the window allows, whatever the start', () => {
    for (let hour = 0; hour < 24 * 7; hour += 5) {
      const from = new Date(Date.UTC(2026, 2, 2, hour, 17));
      for (const timeZone of ['UTC', 'Europe/Paris', 'America/Los_Angeles', 'Asia/Kolkata']) {
        const next = nextSendSlot(from, { ...OFFICE, timeZone });
        expect(inSendWindow(next, { ...OFFICE, timeZone }), `${from.toISOString()} ${timeZone}`).toBe(true);
        expect(next.getTime()).toBeGreaterThanOrEqual(from.getTime());
      }
    }
  });

  it("opens at a campaign's send hour instead of 9:00, and is closed before it that day", () => {
    const window = { ...OFFICE, startHour: 14, timeZone: 'Europe/Berlin' };
    // Tuesday 11:00 in Berlin: the window opens at 14:00 Berlin (13:00 UTC) that day
    expect(inSendWindow(new Date('2026-03-03T10:00:00.000Z'), window)).toBe(false);
    expect(slot('2026-03-03T10:00:00.000Z', window)).toBe('2026-03-03T13:00:00.000Z');
    expect(inSendWindow(new Date('2026-03-03T13:30:00.000Z'), window)).toBe(true);
    // after office hours the next day's send hour, not its 9:00
    expect(slot('2026-03-03T16:30:00.000Z', window)).toBe('2026-03-04T13:00:00.000Z');
  });

  it('keeps a 17:00 send hour its whole hour, the last slot office hours offer, so that it can send at all', () => {
    const window = { ...OFFICE, startHour: 17, timeZone: 'UTC' };

    expect(inSendWindow(new Date('2026-03-03T16:59:00.000Z'), window)).toBe(false);
    expect(inSendWindow(new Date('2026-03-03T17:45:00.000Z'), window)).toBe(true);
    expect(inSendWindow(new Date('2026-03-03T18:01:00.000Z'), window)).toBe(false);
    // a 16:00 send hour still closes with office hours
    expect(inSendWindow(new Date('2026-03-03T17:30:00.000Z'), { ...window, startHour: 16 })).toBe(false);
  });

  it('keeps the send hour when office hours are off: the day opens at it and closes at midnight', () => {
    const window = { officeHoursOnly: false, weekdaysOnly: false, startHour: 10 } as const;

    expect(slot('2026-03-07T08:00:00.000Z', window)).toBe('2026-03-07T10:00:00.000Z');
    expect(inSendWindow(new Date('2026-03-07T22:00:00.000Z'), window)).toBe(true);
  });
});
