import { describe, expect, it } from 'vitest';

import { OPEN_WINDOW_JITTER_MS, plannedSendTime, SEND_TIME_JITTER_MS } from '../../../functions/core/sending/send-time';
import { inSendWindow } from '../../../shared/rules/send-slot';

const OFFICE = { officeHoursOnly: true, weekdaysOnly: true } as const;

describe('the planned send time of an email', () => {
  it('reads office hours in the zone of its window', () => {
    // Tuesday 06:00 UTC: 07:00 in Paris (closed), 15:00 in Tokyo (open)
    const from = new Date('2026-03-03T06:00:00.000Z');

    const inTokyo = plannedSendTime(from, { ...OFFICE, timeZone: 'Asia/Tokyo' }, 'e1');
    const inParis = plannedSendTime(from, { ...OFFICE, timeZone: 'Europe/Paris' }, 'e1');

    expect(inTokyo.timeZone).toBe('Asia/Tokyo');
    expect(inTokyo.at.getTime() - from.getTime()).toBeLessThan(OPEN_WINDOW_JITTER_MS);
    expect(inParis.timeZone).toBe('Europe/Paris');
    expect(inParis.at.getTime()).toBeGreaterThanOrEqual(Date.parse('2026-03-03T08:00:00.000Z'));
  });

  it('spreads the emails held overnight over the first quarter hour, and those due in the window over 2 minutes', () => {
    const overnight = new Date('2026-03-03T06:00:00.000Z');
    const open = new Date('2026-03-03T10:00:00.000Z');
    const at = (from: Date) =>
      Array.from(
        { length: 100 },
        (_, index) => plannedSendTime(from, { ...OFFICE, timeZone: 'UTC' }, `spread-${index}`).at.getTime() - from.getTime(),
      );

    const opening = at(overnight).map((ms) => ms - (Date.parse('2026-03-03T09:00:00.000Z') - overnight.getTime()));
    expect(Math.max(...opening)).toBeLessThan(SEND_TIME_JITTER_MS);
    expect(Math.max(...opening)).toBeGreaterThan(OPEN_WINDOW_JITTER_MS);
    expect(Math.max(...at(open))).toBeLessThan(OPEN_WINDOW_JITTER_MS);
    expect(Math.min(...at(open))).toBeGreaterThanOrEqual(0);
  });

  it('spreads an email due in the open window over 2 minutes when it is due between two minutes, as a lost message planned again is', () => {
    const midMinute = new Date('2026-03-03T10:17:17.142Z');

    const after = Array.from(
      { length: 100 },
      (_, index) => plannedSendTime(midMinute, { ...OFFICE, timeZone: 'UTC' }, `mid-${index}`).at.getTime() - midMinute.getTime(),
    );

    expect(Math.min(...after)).toBeGreaterThanOrEqual(0);
    // the next whole minute, then at most 2 minutes of jitter
    expect(Math.max(...after)).toBeLessThan(60_000 + OPEN_WINDOW_JITTER_MS);
  });

  it('gives the same email the same time, and emails of one slot different seconds', () => {
    const from = new Date('2026-03-03T10:00:00.000Z');
    const times = Array.from(
      { length: 50 },
      (_, index) => plannedSendTime(from, { ...OFFICE, timeZone: 'UTC' }, `email-${index}`).at,
    );

    expect(plannedSendTime(from, { ...OFFICE, timeZone: 'UTC' }, 'email-0').at).toEqual(times[0]);
    expect(new Set(times.map((time) => time.getTime())).size).toBe(50);
    expect(times.filter((time) => time.getUTCSeconds() === 0 && time.getUTCMilliseconds() === 0)).toHaveLength(0);
  });

  it('stays inside the window when the jitter runs past closing time', () => {
    for (let index = 0; index < 200; index += 1) {
      const from = new Date('2026-03-06T16:55:00.000Z');
      const planned = plannedSendTime(from, { ...OFFICE, timeZone: 'UTC' }, `late-${index}`);

      expect(inSendWindow(planned.at, { ...OFFICE, timeZone: 'UTC' })).toBe(true);
      expect(planned.at.getTime()).toBeGreaterThanOrEqual(from.getTime());
    }
  });
});
