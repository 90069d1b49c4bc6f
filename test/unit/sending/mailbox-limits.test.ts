import { describe, expect, it } from 'vitest';

import {
  dailyCapOf,
  holdReasonText,
  mailboxAllowance,
  MAX_SPACING_JITTER_MS,
  MIN_SEND_SPACING_MS,
  nextSpacedSendTime,
  type MailboxState,
} from '../../../shared/rules/mailbox-limits';
import { warmUpDailyCap } from '../../../shared/rules/warm-up';

const NOW = Date.parse('2026-03-03T10:00:00.000Z');

const FRESH: MailboxState = {
  type: 'SMTP',
  status: 'ACTIVE',
  credentialsValid: true,
  sentToday: 0,
  sentThisWeek: 0,
  sentLastMinute: 0,
  sentTotal: 500,
  warmUpDay: 0,
};

function allowance(changes: Partial<MailboxState>, throttles: readonly number[] = [30]) {
  return mailboxAllowance({ ...FRESH, ...changes }, throttles, NOW);
}

describe('what a mailbox may send in a run', () => {
  it('is at most 10 a run, however much of its daily cap is left', () => {
    expect(allowance({}, [50])).toEqual({ sends: 10, nextAt: NOW });
  });

  it('is what is left of the daily cap, then nothing, said as the SCHEDULED tab says it', () => {
    expect(allowance({ sentToday: 26 }).sends).toBe(4);
    const full = allowance({ sentToday: 30 });

    expect(full).toMatchObject({ sends: 0, held: { code: 'DAILY_CAP', cap: 30 } });
    expect(holdReasonText(full.held ?? { code: 'SENDER_SUSPENDED' })).toBe('daily cap of this sender reached (30)');
  });

  it('takes the largest throttle of the campaigns sharing the mailbox as its daily cap, never their sum', () => {
    expect(dailyCapOf(FRESH, [10, 30, 20])).toEqual({ cap: 30, source: 'THROTTLE' });
    expect(allowance({ sentToday: 30 }, [10, 30, 20])).toMatchObject({ sends: 0, held: { code: 'DAILY_CAP', cap: 30 } });
  });

  it('counts the lowest throttle choice, 10, for a mailbox whose campaigns name none', () => {
    expect(dailyCapOf(FRESH, [])).toEqual({ cap: 10, source: 'THROTTLE' });
    expect(allowance({ sentToday: 10 }, [])).toMatchObject({ sends: 0, held: { code: 'DAILY_CAP', cap: 10 } });
  });

  it('sends nothing while suspended or while its credentials have failed', () => {
    expect(allowance({ status: 'SUSPENDED' })).toMatchObject({ sends: 0, held: { code: 'SENDER_SUSPENDED' } });
    const expired = allowance({ credentialsValid: false });

    expect(expired).toMatchObject({ sends: 0, held: { code: 'CREDENTIALS_EXPIRED' } });
    expect(holdReasonText(expired.held ?? { code: 'SENDER_SUSPENDED' })).toBe('sender credentials expired');
  });

  it('warms a new mailbox up: 10 a day at first, 2 more each day up to 30, 150 a week, until 200 messages', () => {
    expect([0, 1, 5, 10, 11, 40].map(warmUpDailyCap)).toEqual([10, 12, 20, 30, 30, 30]);
    const warming = { status: 'WARMING_UP' as const, sentTotal: 40 };

    expect(allowance({ ...warming, warmUpDay: 0, sentToday: 4 }, [50]).sends).toBe(6);
    expect(allowance({ ...warming, warmUpDay: 0, sentToday: 10 }, [50])).toMatchObject({
      held: { code: 'DAILY_CAP', cap: 10 },
    });
    expect(allowance({ ...warming, warmUpDay: 3, sentThisWeek: 146 }, [50]).sends).toBe(4);
    expect(allowance({ ...warming, warmUpDay: 3, sentThisWeek: 150 }, [50])).toMatchObject({
      held: { code: 'WARM_UP_WEEK_CAP', cap: 150 },
    });
    // a throttle below warm-up's cap still holds
    expect(allowance({ ...warming, warmUpDay: 10, sentToday: 10 }, [10])).toMatchObject({ held: { code: 'DAILY_CAP', cap: 10 } });
    // 200 messages sent: warm-up's caps no longer apply
    expect(allowance({ status: 'WARMING_UP', sentTotal: 200, warmUpDay: 0, sentToday: 10 }, [50]).sends).toBe(10);
  });

  it("never crosses a provider's own ceiling: Gmail 2,000 a day, Microsoft 30 a minute", () => {
    expect(allowance({ type: 'GOOGLE', sentToday: 2000 }, [5000])).toMatchObject({ held: { code: 'DAILY_CAP', cap: 2000 } });
    expect(allowance({ type: 'MICROSOFT', sentLastMinute: 25 }, [50]).sends).toBe(5);
    expect(allowance({ type: 'MICROSOFT', sentLastMinute: 30 }, [50])).toMatchObject({
      held: { code: 'PROVIDER_MINUTE_CAP', cap: 30 },
    });
  });

  it('lets the next send leave 10 s after the last at the earliest', () => {
    expect(allowance({ lastSentAt: NOW - 4_000 }).nextAt).toBe(NOW + 6_000);
    expect(allowance({ lastSentAt: NOW - 60_000 }).nextAt).toBe(NOW);
  });
});

describe('the send times of a mailbox', () => {
  it('are at least 10 s apart, with jitter below the bound, and never on a beat', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return (seed - 1) / 2147483646;
    };

    const times: number[] = [];
    for (let index = 0; index < 10; index += 1) times.push(nextSpacedSendTime(times[times.length - 1], NOW, random));

    expect(times).toHaveLength(10);
    expect(times[0]).toBeGreaterThanOrEqual(NOW);
    for (let index = 1; index < times.length; index += 1) {
      const gap = (times[index] ?? 0) - (times[index - 1] ?? 0);
      expect(gap).toBeGreaterThanOrEqual(MIN_SEND_SPACING_MS);
      expect(gap).toBeLessThan(MIN_SEND_SPACING_MS + MAX_SPACING_JITTER_MS);
    }
    expect(new Set(times.map((time, index) => time - NOW - index * MIN_SEND_SPACING_MS)).size).toBeGreaterThan(1);
  });

  it('start no earlier than the time given, the first with its jitter only', () => {
    expect(nextSpacedSendTime(undefined, NOW, () => 0)).toBe(NOW);
    expect(nextSpacedSendTime(NOW, NOW, () => 0.5)).toBe(NOW + MIN_SEND_SPACING_MS + MAX_SPACING_JITTER_MS / 2);
  });
});

describe('the daily cap of a mailbox and what sets it', () => {
  it("is the lowest of the throttle, the sender's own limit, warm-up's cap and the provider's ceiling", () => {
    expect(dailyCapOf({ ...FRESH, dailyLimit: 15 }, [30])).toEqual({ cap: 15, source: 'SENDER' });
    expect(dailyCapOf({ ...FRESH, status: 'WARMING_UP', sentTotal: 40, warmUpDay: 1 }, [50])).toEqual({
      cap: 12,
      source: 'WARM_UP',
    });
    expect(dailyCapOf({ ...FRESH, type: 'GOOGLE' }, [5000])).toEqual({ cap: 2000, source: 'PROVIDER' });
  });

  it('names the throttle when another limit is as low, and ignores warm-up once the mailbox is warm', () => {
    expect(dailyCapOf({ ...FRESH, dailyLimit: 30 }, [30])).toEqual({ cap: 30, source: 'THROTTLE' });
    expect(dailyCapOf({ ...FRESH, status: 'WARMING_UP', sentTotal: 200 }, [50])).toEqual({ cap: 50, source: 'THROTTLE' });
  });
});

describe("a sender's own daily limit", () => {
  it("caps the mailbox below its campaigns' throttles, and never raises the cap above them", () => {
    const base = {
      type: 'SMTP',
      status: 'ACTIVE',
      credentialsValid: true,
      sentThisWeek: 0,
      sentLastMinute: 0,
      sentTotal: 500,
      warmUpDay: 0,
    } as const;
    const now = Date.parse('2026-03-03T10:00:00.000Z');

    expect(mailboxAllowance({ ...base, sentToday: 15, dailyLimit: 15 }, [30], now).held).toEqual({ code: 'DAILY_CAP', cap: 15 });
    expect(mailboxAllowance({ ...base, sentToday: 14, dailyLimit: 15 }, [30], now).sends).toBe(1);
    expect(mailboxAllowance({ ...base, sentToday: 20, dailyLimit: 45 }, [20], now).held).toEqual({ code: 'DAILY_CAP', cap: 20 });
  });
});
