import { describe, expect, it } from 'vitest';

import type { SenderHealth, SenderStatus } from '../../../shared/domain';
import { rollupSenderHealth, senderHealth, senderStatusFromSpamRate } from '../../../shared/rules';

describe('senderStatusFromSpamRate', () => {
  it.each<[number, SenderStatus]>([
    [0, 'ACTIVE'],
    [0.049, 'ACTIVE'],
    [0.05, 'WARNING'],
    [0.099, 'WARNING'],
    [0.1, 'SUSPENDED'],
    [1, 'SUSPENDED'],
  ])('gives %d the status %s when not warming up', (spamRate, expected) => {
    // Arrange / Act
    const status = senderStatusFromSpamRate(spamRate);
    // Assert
    expect(status).toBe(expected);
  });

  it.each<[number, SenderStatus]>([
    [0, 'WARMING_UP'],
    [0.049, 'WARMING_UP'],
    [0.05, 'WARNING'],
    [0.1, 'SUSPENDED'],
  ])('gives %d the status %s when warming up', (spamRate, expected) => {
    // Arrange / Act
    const status = senderStatusFromSpamRate(spamRate, { warmingUp: true });
    // Assert
    expect(status).toBe(expected);
  });

  it('gives ACTIVE when warmingUp is false', () => {
    // Arrange / Act
    const status = senderStatusFromSpamRate(0.01, { warmingUp: false });
    // Assert
    expect(status).toBe('ACTIVE');
  });

  it.each([Number.NaN, -0.01, 1.01, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])(
    'throws a RangeError when the spam rate is %d',
    (spamRate) => {
      // Arrange / Act
      const act = (): unknown => senderStatusFromSpamRate(spamRate);
      // Assert
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
    // Arrange / Act
    const health = senderHealth({ status, credentialsValid: true });
    // Assert
    expect(health).toBe(expected);
  });

  it.each<SenderStatus>(['ACTIVE', 'WARMING_UP', 'WARNING', 'SUSPENDED'])(
    'gives URGENT_ISSUES when %s has invalid credentials',
    (status) => {
      // Arrange / Act
      const health = senderHealth({ status, credentialsValid: false });
      // Assert
      expect(health).toBe('URGENT_ISSUES');
    },
  );

  it('ignores a valid bounce rate when deciding the health', () => {
    // Arrange / Act
    const health = senderHealth({ status: 'ACTIVE', credentialsValid: true, bounceRate: 0.5 });
    // Assert
    expect(health).toBe('OPERATIONAL');
  });

  it.each([Number.NaN, -0.1, 2])('throws a RangeError when the bounce rate is %d', (bounceRate) => {
    // Arrange / Act
    const act = (): unknown => senderHealth({ status: 'ACTIVE', credentialsValid: true, bounceRate });
    // Assert
    expect(act).toThrow(RangeError);
    expect(act).toThrow(/bounce rate/);
  });
});

describe('rollupSenderHealth', () => {
  it('gives OPERATIONAL when the list is empty', () => {
    // Arrange / Act
    const health = rollupSenderHealth([]);
    // Assert
    expect(health).toBe('OPERATIONAL');
  });

  it.each<[SenderHealth[], SenderHealth]>([
    [['OPERATIONAL'], 'OPERATIONAL'],
    [['OPERATIONAL', 'MINOR_ISSUES'], 'MINOR_ISSUES'],
    [['WARNINGS', 'MINOR_ISSUES', 'OPERATIONAL'], 'WARNINGS'],
    [['OPERATIONAL', 'URGENT_ISSUES', 'WARNINGS'], 'URGENT_ISSUES'],
    [['URGENT_ISSUES', 'URGENT_ISSUES'], 'URGENT_ISSUES'],
  ])('gives the worst health when the list is %j', (healths, expected) => {
    // Arrange / Act
    const health = rollupSenderHealth(healths);
    // Assert
    expect(health).toBe(expected);
  });

  it('rolls up senders when each health comes from a status and credentials', () => {
    // Arrange
    const healths = [
      senderHealth({ status: senderStatusFromSpamRate(0.01), credentialsValid: true }),
      senderHealth({ status: senderStatusFromSpamRate(0.02, { warmingUp: true }), credentialsValid: true }),
      senderHealth({ status: senderStatusFromSpamRate(0.06), credentialsValid: true }),
    ];
    // Act
    const health = rollupSenderHealth(healths);
    // Assert
    expect(healths).toEqual(['OPERATIONAL', 'MINOR_ISSUES', 'WARNINGS']);
    expect(health).toBe('WARNINGS');
  });
});
