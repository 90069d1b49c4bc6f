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
