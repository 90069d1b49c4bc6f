import { describe, expect, it } from 'vitest';

import {
  AUTO_RUN_INTERVAL_MINUTES,
  EMAIL_BACK_OFF_DAYS,
  EMAIL_HISTORY_SIZE,
  EMAIL_MAX_RETRIES,
  EXPIRED_CREDENTIALS_LINK,
  EXPIRED_CREDENTIALS_WARNING,
  OUTBOX_RATE_PER_SECOND,
  PER_EXECUTION,
  SEND_AFTER_DAYS,
  SEND_HOURS,
  SEND_TIME_OPTIONS,
  SENDER_HEALTH,
  SENDER_STATUSES,
  SENDER_TYPES,
  SenderHealthSchema,
  SenderStatusSchema,
  SenderTypeSchema,
  SPAM_RATE_SUSPENDED,
  SPAM_RATE_WARNING,
  THROTTLE_OPTIONS,
  WARM_UP,
} from '../../../shared/domain';
import { pinEnums } from './enum-pins';

pinEnums([
  {
    name: 'SENDER_TYPES',
    actual: SENDER_TYPES,
    schema: SenderTypeSchema,
    expected: ['STUB', 'SMTP', 'SMTP_SSL', 'GOOGLE', 'MICROSOFT'],
  },
  {
    name: 'SENDER_STATUSES',
    actual: SENDER_STATUSES,
    schema: SenderStatusSchema,
    expected: ['ACTIVE', 'WARMING_UP', 'WARNING', 'SUSPENDED'],
  },
  {
    name: 'SENDER_HEALTH',
    actual: SENDER_HEALTH,
    schema: SenderHealthSchema,
    expected: ['OPERATIONAL', 'MINOR_ISSUES', 'WARNINGS', 'URGENT_ISSUES'],
  },
]);

describe('spam rate thresholds', () => {
  it('warns at 0.05 and suspends at 0.1 when a sender is checked', () => {
    // Arrange / Act / Assert
    expect(SPAM_RATE_WARNING).toBe(0.05);
    expect(SPAM_RATE_SUSPENDED).toBe(0.1);
  });
});

describe('expired sender credentials', () => {
  it('words the warning and links to the add-sender page when credentials expire', () => {
    // Arrange / Act / Assert
    expect(EXPIRED_CREDENTIALS_WARNING).toBe(
      'Email credentials for {emails} have expired. Please update them by signing in here.',
    );
    expect(EXPIRED_CREDENTIALS_LINK).toBe('/email-sender-config/add');
  });
});

describe('sending constants', () => {
  it('counts accounts as warmed up and limits warm-up threads to 200/150/30/10 when warming up', () => {
    // Arrange / Act
    const warmUp = { ...WARM_UP };
    // Assert
    expect(warmUp).toEqual({
      warmedUpByDefault: true,
      minimumMessages: 200,
      maxThreadsPerWeek: 150,
      maxThreadsPerDay: 30,
      initialThreadsPerDay: 10,
    });
  });

  it('sends 10, generates 10 or 25 automatically and takes 5 minutes when one execution runs', () => {
    // Arrange / Act
    const perExecution = { ...PER_EXECUTION };
    // Assert
    expect(perExecution).toEqual({ emailsSent: 10, emailsGenerated: 10, emailsGeneratedAutomatic: 25, minutes: 5 });
  });

  it('sends 0.1 emails per second when draining the outbox', () => {
    // Arrange / Act / Assert
    expect(OUTBOX_RATE_PER_SECOND).toBe(0.1);
  });

  it('keeps a history of 5, backs off 30 days and retries 3 times when sending', () => {
    // Arrange / Act / Assert
    expect(EMAIL_HISTORY_SIZE).toBe(5);
    expect(EMAIL_BACK_OFF_DAYS).toBe(30);
    expect(EMAIL_MAX_RETRIES).toBe(3);
  });

  it('generates and sends every 5 minutes when campaigns run automatically', () => {
    // Arrange / Act
    const interval = { ...AUTO_RUN_INTERVAL_MINUTES };
    // Assert
    expect(interval).toEqual({ generate: 5, send: 5 });
  });

  it('offers hourly send times from 9 to 17 when picking a send time', () => {
    // Arrange / Act
    const hours = [...SEND_TIME_OPTIONS];
    // Assert
    expect({ ...SEND_HOURS }).toEqual({ first: 9, last: 17 });
    expect(hours).toEqual([9, 10, 11, 12, 13, 14, 15, 16, 17]);
  });

  it('allows a send-after delay from 1 to 30 days when scheduling a follow-up', () => {
    // Arrange / Act
    const delay = { ...SEND_AFTER_DAYS };
    // Assert
    expect(delay).toEqual({ min: 1, max: 30 });
  });

  it('offers throttles of 10 to 50 in steps of 10 when throttling', () => {
    // Arrange / Act / Assert
    expect([...THROTTLE_OPTIONS]).toEqual([10, 20, 30, 40, 50]);
  });
});
