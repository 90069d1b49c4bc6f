/** The model asked when OPENAI_MODEL is not set. */
export const DEFAULT_OPENAI_MODEL = 'gpt-4o-mini';

/** Shared model budget across the account. */
export const MODEL_TOKENS_PER_MINUTE = 600_000;
/** Rough cost of writing one email. */
export const MODEL_TOKENS_PER_EMAIL = 5_000;

/** The call to action used when a user has not written one. */
export const DEFAULT_CALL_TO_ACTION = {
  objective: 'Sell our product / service.',
  description: 'Book a demo meeting.',
} as const;

/**
 * Why the offline writer writes a deployment's emails: no model is configured at all, or the
 * stage names a model key secret that does not exist (the operator has not created it yet).
 */
export const OFFLINE_WRITER_REASONS = ['NO_MODEL_CONFIGURED', 'MODEL_SECRET_MISSING'] as const;
