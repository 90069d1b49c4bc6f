/** Warm-up of a new mailbox. Accounts count as warmed up by default. */
export const WARM_UP = {
  warmedUpByDefault: true,
  minimumMessages: 200,
  maxThreadsPerWeek: 150,
  maxThreadsPerDay: 30,
  initialThreadsPerDay: 10,
} as const;

/** What one run of a planner may do. */
export const PER_EXECUTION = {
  emailsSent: 10,
  emailsGenerated: 10,
  emailsGeneratedAutomatic: 25,
  minutes: 5,
} as const;

/** Emails per second a mailbox sends at most. */
export const OUTBOX_RATE_PER_SECOND = 0.1;

/** Automatic runs: generation and sending each every 5 minutes. */
export const AUTO_RUN_INTERVAL_MINUTES = { generate: 5, send: 5 } as const;

/** Email history and retries. */
export const EMAIL_HISTORY_SIZE = 5;
export const EMAIL_BACK_OFF_DAYS = 30;
export const EMAIL_MAX_RETRIES = 3;

/** Office hours: sending starts at 9:00 and the last hourly slot is 17:00. */
export const SEND_HOURS = { first: 9, last: 17 } as const;
/** The hourly send times a user can pick, 9:00 AM to 5:00 PM. */
export const SEND_TIME_OPTIONS = Array.from(
  { length: SEND_HOURS.last - SEND_HOURS.first + 1 },
  (_, index) => SEND_HOURS.first + index,
);
/** Delay before a follow-up may be sent, in days. */
export const SEND_AFTER_DAYS = { min: 1, max: 30 } as const;
/** Throttle choices: emails a day per sender (a daily cap the send planner enforces). */
export const THROTTLE_OPTIONS = [10, 20, 30, 40, 50] as const;
export type ThrottleOption = (typeof THROTTLE_OPTIONS)[number];
