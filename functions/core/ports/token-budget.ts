/** A grant of model tokens: give back what was not used once the call's usage is known. */
export interface TokenGrant {
  readonly tokens: number;
  /** records what the call really used (the difference returns to the budget) */
  settle(usedTokens: number): Promise<void>;
}

/**
 * The model's tokens per minute, shared by every writer of the account. `acquire` answers a grant,
 * or null with how long to wait when the minute's budget is spent: callers wait or give the work
 * back to the queue, never call the model over the budget.
 */
export interface TokenBudget {
  acquire(estimatedTokens: number): Promise<TokenGrant | { readonly retryAfterMs: number }>;
}
