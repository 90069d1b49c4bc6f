/** The part of the AWS SDK's Secrets Manager client this module uses. */
interface SecretsManagerModule {
  SecretsManagerClient: new (config: object) => { send(command: object): Promise<{ SecretString?: string }> };
  GetSecretValueCommand: new (input: { SecretId: string }) => object;
}

const cache = new Map<string, Promise<string>>();

/**
 * The text of a Secrets Manager secret, read once per container. Only cloud functions read one (an
 * OAuth client secret named by `<PROVIDER>_OAUTH_CLIENT_SECRET_ARN`), and the Lambda runtime
 * provides the AWS SDK v3, so the client is loaded there and never bundled.
 */
export function readSecretString(secretId: string): Promise<string> {
  let pending = cache.get(secretId);
  if (!pending) {
    pending = (async () => {
      const moduleName = '@aws-sdk/client-secrets-manager';
      const sdk = (await import(/* @vite-ignore */ moduleName)) as SecretsManagerModule;
      const answer = await new sdk.SecretsManagerClient({}).send(new sdk.GetSecretValueCommand({ SecretId: secretId }));
      if (!answer.SecretString) throw new Error(`Secret ${secretId} has no text value.`);
      return answer.SecretString.trim();
    })();
    // a failed read is tried again on the next request
    pending.catch(() => cache.delete(secretId));
    cache.set(secretId, pending);
  }
  return pending;
}
