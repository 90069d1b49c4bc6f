/** Paths allowed before the terms are accepted. */
export const TERMS_EXEMPT_API_PATHS = ['/api/user/acceptTerms', '/api/namespace/trial-end-date'] as const;

/** Whether an instance tracks its emails' opens and clicks: on unless it turned tracking off. */
export function tracksOpensAndClicks(namespace: { readonly trackOpensAndClicks?: boolean | undefined }): boolean {
  return namespace.trackOpensAndClicks !== false;
}

/**
 * How many instances a person may create besides their first: enough for a team per market or
 * client, and a bound on what one account can provision on the free trial.
 */
export const MAX_CREATED_INSTANCES = 10;
