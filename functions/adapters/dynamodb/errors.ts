/** True when DynamoDB refused a write because its condition did not hold (ElectroDB wraps the SDK error). */
export function isConditionalCheckFailure(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current !== 'object') return false;
    const name = 'name' in current ? current.name : undefined;
    if (name === 'ConditionalCheckFailedException') return true;
    if (name === 'TransactionCanceledException') {
      const reasons = 'CancellationReasons' in current ? current.CancellationReasons : undefined;
      return Array.isArray(reasons) && reasons.some((reason: { Code?: string }) => reason.Code === 'ConditionalCheckFailed');
    }
    const message = 'message' in current ? current.message : undefined;
    if (typeof message === 'string' && /conditional request failed/i.test(message)) return true;
    current = 'cause' in current ? current.cause : undefined;
  }
  return false;
}

/** Runs a conditional write: true when it applied, false when DynamoDB refused it because its condition failed. */
export async function appliedIf(write: () => Promise<unknown>): Promise<boolean> {
  try {
    await write();
    return true;
  } catch (error) {
    if (isConditionalCheckFailure(error)) return false;
    throw error;
  }
}

/** Runs a conditional write; when DynamoDB refuses it because its condition failed, throws `onFailed()` instead. */
export async function conditionally<T>(write: () => Promise<T>, onFailed: () => Error): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isConditionalCheckFailure(error)) throw onFailed();
    throw error;
  }
}

/** True when `error`, or an error it wraps (ElectroDB wraps the SDK's), is the named DynamoDB error. */
export function isDynamoDbError(error: unknown, name: string): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current !== 'object') return false;
    if ('name' in current && current.name === name) return true;
    current = 'cause' in current ? current.cause : undefined;
  }
  return false;
}

/**
 * Options of an ElectroDB call on a request's hot path: errors as the SDK throws them (the helpers
 * above read either). Unless told so, ElectroDB builds an error with its stack trace on every call,
 * in case the call fails: tens of microseconds of each request's own time (docs/architecture.md,
 * Budgets).
 */
export const SDK_ERRORS = { originalErr: true } as const;
