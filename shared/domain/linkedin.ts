/** Longest LinkedIn message, in characters. */
export const LINKEDIN_MESSAGE_LIMIT = 200;
export const LINKEDIN_MESSAGE_LIMIT_PREMIUM = 300;
/** Messages the browser extension handles at once. */
export const LINKEDIN_EXTENSION_MAX_MESSAGES = 10;
