/** Shared model budget across the account. */
export const MODEL_TOKENS_PER_MINUTE = 600_000;
/** Rough cost of writing one email. */
export const MODEL_TOKENS_PER_EMAIL = 5_000;

/** The call to action used when a user has not written one. */
export const DEFAULT_CALL_TO_ACTION = {
  objective: 'Sell our product / service.',
  description: 'Book a demo meeting.',
} as const;
