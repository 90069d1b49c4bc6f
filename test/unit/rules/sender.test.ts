import { describe, expect, it } from 'vitest';

import type { SenderHealth, SenderStatus } from '../../../shared/domain';
import { SPAM_RATE_SUSPENDED, SPAM_RATE_WARNING } from '../../../shared/domain';
import {
  formatRatePercent,
  notJudgedText,
  rollupSenderHealth,
  senderHealth,
  senderStatusFromOutcomes,
  senderStatusFromSpamRate,
} from '../../../shared/rules';

describe('spam-rate thresholds', () => {
  it('reads the spam thresholds 0.05 and 0.1 as percentages', () => {
    expect(SPAM_RATE_WARNING).toBe(0.0005);
    expect(SPAM_RATE_SUSPENDED).toBe(0.001);
  });
});

describe('senderStatusFromSpamRate', () => {
  it.each<[number, SenderStatus]>([
    [0, 'ACTIVE'],
    [0.00049, 'ACTIVE'],
    [0.0005, 'WARNING'],
    [0.00099, 'WARNING'],
    [0.001, 'SUSPENDED'],
    [0.05, 'SUSPENDED'],
    [1, 'SUSPENDED'],
  ])('gives %d the status %s when not warming up', (spamRate, expected) => {
    const status = senderStatusFromSpamRate(spamRate);
    expect(status).toBe(expected);
  });

  it.each<[number, SenderStatus]>([
    [0, 'WARMING_UP'],
    [0.00049, 'WARMING_UP'],
    [0.0005, 'WARNING'],
    [0.001, 'SUSPENDED'],
  ])('gives %d the status %s when warming up', (spamRate, expected) => {
    const status = senderStatusFromSpamRate(spamRate, { warmingUp: true });
    expect(status).toBe(expected);
  });

  it('gives ACTIVE when warmingUp is false', () => {
    const status = senderStatusFromSpamRate(0.0001, { warmingUp: false });
    expect(status).toBe('ACTIVE');
  });

  it.each([Number.NaN, -0.01, 1.01, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])(
    'throws a RangeError when the spam rate is %d',
    (spamRate) => {
      const act = (): unknown => senderStatusFromSpamRate(spamRate);
      expect(act).toThrow(RangeError);
      expect(act).toThrow(/spam rate/);
    },
  );
});

describe('senderHealth', () => {
  it.each<[SenderStatus, SenderHealth]>([
    ['ACTIVE', 'OPERATIONAL'],
    ['WARMING_UP', 'MINOR_ISSUES'],
    ['WARNING', 'WARNINGS'],
    ['SUSPENDED', 'URGENT_ISSUES'],
  ])('gives %s the health %s when the credentials are valid', (status, expected) => {
    const health = senderHealth({ status, credentialsValid: true });
    expect(health).toBe(expected);
  });

  it.each<SenderStatus>(['ACTIVE', 'WARMING_UP', 'WARNING', 'SUSPENDED'])(
    'gives URGENT_ISSUES when %s has invalid credentials',
    (status) => {
      const health = senderHealth({ status, credentialsValid: false });
      expect(health).toBe('URGENT_ISSUES');
    },
  );

  it('ignores a valid bounce rate when deciding the health', () => {
    const health = senderHealth({ status: 'ACTIVE', credentialsValid: true, bounceRate: 0.5 });
    expect(health).toBe('OPERATIONAL');
  });

  it.each<SenderStatus>(['ACTIVE', 'WARMING_UP', 'WARNING'])('gives URGENT_ISSUES when %s has its sending paused', (status) => {
    const health = senderHealth({ status, credentialsValid: true, paused: true });
    expect(health).toBe('URGENT_ISSUES');
  });

  it.each([Number.NaN, -0.1, 2])('throws a RangeError when the bounce rate is %d', (bounceRate) => {
    const act = (): unknown => senderHealth({ status: 'ACTIVE', credentialsValid: true, bounceRate });
    expect(act).toThrow(RangeError);
    expect(act).toThrow(/bounce rate/);
  });
});

describe('rollupSenderHealth', () => {
  it('gives OPERATIONAL when the list is empty', () => {
    const health = rollupSenderHealth([]);
    expect(health).toBe('OPERATIONAL');
  });

  it.each<[SenderHealth[], SenderHealth]>([
    [['OPERATIONAL'], 'OPERATIONAL'],
    [['OPERATIONAL', 'MINOR_ISSUES'], 'MINOR_ISSUES'],
    [['WARNINGS', 'MINOR_ISSUES', 'OPERATIONAL'], 'WARNINGS'],
    [['OPERATIONAL', 'URGENT_ISSUES', 'WARNINGS'], 'URGENT_ISSUES'],
    [['URGENT_ISSUES', 'URGENT_ISSUES'], 'URGENT_ISSUES'],
  ])('gives the worst health when the list is %j', (healths, expected) => {
    const health = rollupSenderHealth(healths);
    expect(health).toBe(expected);
  });

  it('rolls up senders when each health comes from a status and credentials', () => {
    const healths = [
      senderHealth({ status: senderStatusFromSpamRate(0.0001), credentialsValid: true }),
      senderHealth({ status: senderStatusFromSpamRate(0.0002, { warmingUp: true }), credentialsValid: true }),
      senderHealth({ status: senderStatusFromSpamRate(0.0006), credentialsValid: true }),
    ];
    const health = rollupSenderHealth(healths);
    expect(healths).toEqual(['OPERATIONAL', 'MINOR_ISSUES', 'WARNINGS']);
    expect(health).toBe('WARNINGS');
  });
});

describe('senderStatusFromOutcomes', () => {
  it.each<[number, boolean]>([
    [99, false],
    [100, true],
  ])('judges the outcomes when %d emails were delivered: %s', (delivered, judged) => {
    // 10 complaints would suspend a judged sender
    const counts = { sent: delivered, bounced: 0, complained: 10 };
    const verdict = senderStatusFromOutcomes(counts);
    expect(verdict.judged).toBe(judged);
    expect(verdict.status).toBe(judged ? 'SUSPENDED' : 'ACTIVE');
    expect(verdict.delivered).toBe(delivered);
  });

  it('counts delivered as sent less hard bounces when deciding whether to judge', () => {
    // 105 sent, 6 bounced: 99 delivered
    const counts = { sent: 105, bounced: 6, complained: 3 };
    const verdict = senderStatusFromOutcomes(counts, { warmingUp: true });
    expect(verdict).toMatchObject({ judged: false, delivered: 99, status: 'WARMING_UP', pauseSending: false, reasons: [] });
  });

  it.each<[number, number, SenderStatus]>([
    [10_000, 4, 'ACTIVE'],
    [10_000, 5, 'WARNING'],
    [2_000, 1, 'WARNING'],
    [10_000, 9, 'WARNING'],
    [10_000, 10, 'SUSPENDED'],
    [1_000, 1, 'SUSPENDED'],
    [100, 1, 'SUSPENDED'],
  ])(
    'gives %d delivered with %d complaints the status %s (warning at 0.05 %, suspended at 0.1 %)',
    (sent, complained, expected) => {
      const verdict = senderStatusFromOutcomes({ sent, bounced: 0, complained });
      expect(verdict.status).toBe(expected);
      expect(verdict.spamRate).toBeCloseTo(complained / sent, 10);
      expect(verdict.pauseSending).toBe(false);
    },
  );

  it('says why a sender is suspended, with its rate and the threshold', () => {
    // 3 complaints over 2,500 delivered = 0.12 %
    const counts = { sent: 2_500, bounced: 0, complained: 3 };
    const verdict = senderStatusFromOutcomes(counts);
    expect(verdict.reasons).toEqual(['Spam complaints 0.12 % over 30 days (suspended at 0.1 %)']);
  });

  it.each<[number, SenderStatus, boolean]>([
    [3, 'ACTIVE', false],
    [4, 'WARNING', false],
    [5, 'WARNING', false],
    [6, 'WARNING', true],
  ])('gives %d %% hard bounces the status %s, paused %s', (bounced, status, paused) => {
    // 10,000 sent, so `bounced` hundreds are `bounced` %
    const counts = { sent: 100 * 100, bounced: bounced * 100, complained: 0 };
    const verdict = senderStatusFromOutcomes(counts);
    expect(verdict.status).toBe(status);
    expect(verdict.pauseSending).toBe(paused);
    expect(verdict.bounceRate).toBeCloseTo(bounced / 100, 10);
  });

  it('pauses just above 5 % and not exactly at it', () => {
    const at = senderStatusFromOutcomes({ sent: 2_000, bounced: 100, complained: 0 });
    const above = senderStatusFromOutcomes({ sent: 2_000, bounced: 101, complained: 0 });
    expect(at.pauseSending).toBe(false);
    expect(above.pauseSending).toBe(true);
  });

  it('warns just above 3 % and not exactly at it', () => {
    const at = senderStatusFromOutcomes({ sent: 1_000, bounced: 30, complained: 0 });
    const above = senderStatusFromOutcomes({ sent: 1_000, bounced: 31, complained: 0 });
    expect(at).toMatchObject({ status: 'ACTIVE', reasons: [] });
    expect(above).toMatchObject({ status: 'WARNING', reasons: ['Hard bounces 3.1 % over 30 days (warning above 3 %)'] });
  });

  it('says why sending pauses, with the bounce rate', () => {
    // 27 of 500 = 5.4 %
    const counts = { sent: 500, bounced: 27, complained: 0 };
    const verdict = senderStatusFromOutcomes(counts);
    expect(verdict.reasons).toEqual(['Hard bounces 5.4 % over 30 days: sending paused above 5 %']);
  });

  it('keeps a warming-up sender WARMING_UP while no rule is met, and suspends it when one is', () => {
    const quiet = senderStatusFromOutcomes({ sent: 1_000, bounced: 0, complained: 0 }, { warmingUp: true });
    const complained = senderStatusFromOutcomes({ sent: 1_000, bounced: 0, complained: 1 }, { warmingUp: true });
    expect(quiet.status).toBe('WARMING_UP');
    expect(complained.status).toBe('SUSPENDED');
  });

  it('keeps SUSPENDED and gives both reasons when complaints and bounces are both too high', () => {
    const counts = { sent: 1_000, bounced: 60, complained: 5 };
    const verdict = senderStatusFromOutcomes(counts);
    expect(verdict.status).toBe('SUSPENDED');
    expect(verdict.pauseSending).toBe(true);
    expect(verdict.reasons).toHaveLength(2);
  });

  it.each([-1, 1.5, Number.NaN])('throws a RangeError when a count is %d', (count) => {
    const act = (): unknown => senderStatusFromOutcomes({ sent: count, bounced: 0, complained: 0 });
    expect(act).toThrow(RangeError);
  });
});

describe('rate words', () => {
  it.each<[number, string]>([
    [0, '0 %'],
    [0.0012, '0.12 %'],
    [0.054, '5.4 %'],
    [1, '100 %'],
  ])('writes %d as %s', (rate, text) => {
    expect(formatRatePercent(rate)).toBe(text);
  });

  it('says how far a sender is from being judged', () => {
    expect(notJudgedText(37)).toBe('Not judged yet: 37 of 100 delivered');
  });
});
