import { describe, expect, it } from 'vitest';

import type { SenderUsageResponse } from '../../../../shared/api/schemas';
import {
  dailyCapPercent,
  dailyCapText,
  plannedTodayText,
  sentTodayText,
  usageDayText,
  warmUpText,
} from '../../../../web/src/pages/email-sender-config/usage-format';

const USAGE: SenderUsageResponse = {
  day: '2026-03-03',
  timeZone: 'America/New_York',
  sentToday: 12,
  reservedToday: 15,
  dailyCap: 30,
  capSource: 'THROTTLE',
  throttles: [20, 30],
  warmUp: { active: false, day: 62, dailyCap: 30, sentThisWeek: 45, weekCap: 150, sentTotal: 900, until: 200 },
};

describe("a sender's sends today", () => {
  it('says how many left today against the cap, and how many more are planned', () => {
    expect(sentTodayText(USAGE)).toBe('12 of 30 sent today');
    expect(plannedTodayText(USAGE)).toBe('3 more planned today');
    expect(plannedTodayText({ sentToday: 30, reservedToday: 30 })).toBe('Nothing more planned today');
  });

  it('fills the bar with the sends given out, sent or planned, and never past full', () => {
    expect(dailyCapPercent(USAGE)).toBe(50);
    expect(dailyCapPercent({ sentToday: 31, reservedToday: 31, dailyCap: 30 })).toBe(100);
    expect(dailyCapPercent({ sentToday: 0, reservedToday: 0, dailyCap: 0 })).toBe(0);
  });

  it('names the limit that sets the daily cap', () => {
    expect(dailyCapText(USAGE)).toBe('30 a day: the largest throttle of its campaigns (20, 30)');
    expect(dailyCapText({ ...USAGE, throttles: [30] })).toBe('30 a day: the throttle of its campaign');
    expect(dailyCapText({ ...USAGE, dailyCap: 10, throttles: [] })).toBe(
      '10 a day: no running or paused campaign sends from it, so the lowest throttle applies',
    );
    expect(dailyCapText({ ...USAGE, dailyCap: 16, capSource: 'WARM_UP', warmUp: { ...USAGE.warmUp, day: 4 } })).toBe(
      "16 a day: warm-up's cap on day 4",
    );
    expect(dailyCapText({ ...USAGE, dailyCap: 2000, capSource: 'PROVIDER' })).toBe("2000 a day: the provider's own daily limit");
  });

  it('says where the mailbox stands in warm-up', () => {
    expect(warmUpText({ active: true, day: 4, dailyCap: 16, sentThisWeek: 48, weekCap: 150, sentTotal: 60, until: 200 })).toBe(
      'Warming up: day 4, 16 a day, 48 of 150 this week, 60 of 200 messages',
    );
    expect(warmUpText(USAGE.warmUp)).toBe('Warmed up; 900 messages sent so far');
    expect(warmUpText({ ...USAGE.warmUp, sentTotal: 1 })).toBe('Warmed up; 1 message sent so far');
  });

  it("names the sender's day in its zone, the same day whatever the browser's zone", () => {
    expect(usageDayText(USAGE, 'en-GB')).toBe('Tue, 3 Mar 2026 in America/New York');
  });
});
