/** Reads a required environment variable; throws at start-up when it is missing, not at the tenth request. */
export function requireEnv(name: string): string {
  const value = process.env[name];
  if (value === undefined || value === '') throw new Error(`Missing required environment variable ${name}.`);
  return value;
}

/** Reads an optional environment variable; undefined when absent or empty. */
export function optionalEnv(name: string): string | undefined {
  const value = process.env[name];
  return value === undefined || value === '' ? undefined : value;
}

/**
 * Reads an optional integer environment variable: `fallback` when absent or empty.
 *
 * @throws Error naming the variable when it is not an integer of at least `min`.
 */
export function integerEnv(name: string, fallback: number, min: number): number {
  const raw = optionalEnv(name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be an integer of at least ${min}, not "${raw}".`);
  return value;
}
