/** Length of the free trial in days. */
export const TRIAL_DAYS = 14;
/** Days before the trial end when the expiring notice starts. */
export const TRIAL_WARNING_DAYS = 7;
/** Days of grace after the trial end before the account is blocked. */
export const TRIAL_GRACE_DAYS = 7;
/** The terms text states a longer trial, with continued-use talks in its final days. */
export const TERMS_TRIAL_DAYS = 60;
export const TERMS_CONTINUED_USE_TALKS_DAYS = 15;

/** Response headers that carry the trial flags (value `true`). */
export const TRIAL_HEADERS = {
  expiring: 'is-expiring',
  gracePeriod: 'is-grace-period-x',
  paid: 'is-paid',
} as const;

/** HTTP statuses with a meaning of their own in the app. */
export const HTTP_STATUS = {
  trialExpiringWarning: 201,
  unauthorized: 401,
  forbidden: 403,
  trialExpired: 488,
  termsNotSigned: 489,
} as const;

export const TRIAL_EXPIRING_BANNER_TEXT = 'Your free trial is about to expire. Want to keep using';
export const TRIAL_EXPIRED_TITLE = 'Your free trial has expired!';
