import { describe, expect, it } from 'vitest';

import {
  HTTP_STATUS,
  TERMS,
  TERMS_CONTINUED_USE_TALKS_DAYS,
  TERMS_TRIAL_DAYS,
  TRIAL_DAYS,
  TRIAL_EXPIRED_TITLE,
  TRIAL_EXPIRING_BANNER_TEXT,
  TRIAL_GRACE_DAYS,
  TRIAL_HEADERS,
  TRIAL_WARNING_DAYS,
} from '../../../shared/domain';

describe('trial constants', () => {
  it('runs 14 days with a warning 7 days before and 7 days of grace when read', () => {
    // Arrange / Act / Assert
    expect(TRIAL_DAYS).toBe(14);
    expect(TRIAL_WARNING_DAYS).toBe(7);
    expect(TRIAL_GRACE_DAYS).toBe(7);
  });

  it('states 60 days with continued-use talks in the final 15 days when read from the terms text', () => {
    // Arrange / Act / Assert
    expect(TERMS_TRIAL_DAYS).toBe(60);
    expect(TERMS_CONTINUED_USE_TALKS_DAYS).toBe(15);
  });

  it('names the trial response headers when read', () => {
    // Arrange / Act
    const headers = { ...TRIAL_HEADERS };
    // Assert
    expect(headers).toEqual({ expiring: 'is-expiring', gracePeriod: 'is-grace-period-x', paid: 'is-paid' });
  });

  it('maps the trial, terms and auth statuses when read', () => {
    // Arrange / Act
    const statuses = { ...HTTP_STATUS };
    // Assert
    expect(statuses).toEqual({
      trialExpiringWarning: 201,
      unauthorized: 401,
      forbidden: 403,
      trialExpired: 488,
      termsNotSigned: 489,
    });
  });

  it('words the trial notices as the SPEC does when shown', () => {
    // Arrange / Act / Assert
    expect(TRIAL_EXPIRING_BANNER_TEXT).toBe('Your free trial is about to expire. Want to keep using');
    expect(TRIAL_EXPIRED_TITLE).toBe('Your free trial has expired!');
  });
});

describe('terms text values', () => {
  it('holds every value of the terms text when read', () => {
    // Arrange / Act
    const terms = { ...TERMS };
    // Assert
    expect(terms).toEqual({
      lastUpdated: 'August 6, 2024',
      confidentialReturnDays: 5,
      confidentialityMonths: 6,
      confidentialityExtraYears: 1,
      nonCompeteYears: 2,
      curePeriodDays: 14,
      negotiationDaysBeforeArbitration: 30,
      governingLaw: 'the State of Texas',
      thirdPartyAccessAllowed: false,
      endsAtTrialEnd: true,
    });
  });
});
