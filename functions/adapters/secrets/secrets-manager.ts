import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';

let client: SecretsManagerClient | undefined;
const cache = new Map<string, Promise<string>>();

/** Sets the client secrets are read with (tests); by default one is made on first use. */
export function useSecretsManagerClient(next: SecretsManagerClient): void {
  client = next;
  cache.clear();
}

/**
 * The text of a Secrets Manager secret (an OAuth client secret named by
 * `<PROVIDER>_OAUTH_CLIENT_SECRET_ARN`, the model key named by `OPENAI_SECRET_ARN`), read once per
 * container; a failed read is tried again on the next request.
 */
export function readSecretString(secretId: string): Promise<string> {
  let pending = cache.get(secretId);
  if (!pending) {
    pending = (async () => {
      client ??= new SecretsManagerClient({});
      const answer = await client.send(new GetSecretValueCommand({ SecretId: secretId }));
      if (!answer.SecretString) throw new Error(`Secret ${secretId} has no text value.`);
      return answer.SecretString.trim();
    })();
    pending.catch(() => cache.delete(secretId));
    cache.set(secretId, pending);
  }
  return pending;
}

/**
 * The text of a secret that may not exist yet (the model key, which the operator creates after the
 * deploy): null when Secrets Manager has no such secret; any other failure is thrown.
 */
export async function readOptionalSecretString(secretId: string): Promise<string | null> {
  try {
    return await readSecretString(secretId);
  } catch (error) {
    if (error instanceof Error && error.name === 'ResourceNotFoundException') return null;
    throw error;
  }
}
