import { MODEL_TOKENS_PER_MINUTE } from '../../shared/domain/ai';
import { createDynamoTokenBudget } from '../adapters/dynamodb/token-budget';
import type { TokenBudget } from '../core/ports/token-budget';
import { integerEnv, optionalEnv } from './environment';
import { requireNeed, table, type Wiring } from './wiring';

/** Refill held back from the shared bucket, so the budget never runs ahead of the model's own limiter. */
export const TOKEN_BUDGET_RESERVE_MS = 2_000;

/** The model's limit, tokens a minute: `MODEL_TOKENS_PER_MINUTE`, else 600,000 (docs/product.md, Writing rules). */
export function tokensPerMinuteFromEnv(): number {
  return integerEnv('MODEL_TOKENS_PER_MINUTE', MODEL_TOKENS_PER_MINUTE, 1);
}

/**
 * The token budget every writer shares, for a function that writes with the model: one bucket per
 * model (`OPENAI_MODEL`, else the default), kept in the table.
 */
export function tokenBudget(wiring: Wiring): TokenBudget {
  requireNeed(wiring, wiring.fn.needs.modelKey, 'the model key');
  const { client, name } = table(wiring, 'readWrite');
  return createDynamoTokenBudget(client, name, {
    name: optionalEnv('OPENAI_MODEL') ?? 'default',
    tokensPerMinute: tokensPerMinuteFromEnv(),
    reserveMs: TOKEN_BUDGET_RESERVE_MS,
    now: wiring.now,
  });
}
