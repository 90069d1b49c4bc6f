import { HUBSPOT_CLIENT_ENV } from '../../shared/platform/environment';
import { readSecretString } from '../adapters/secrets/secrets-manager';
import { optionalEnv } from './environment';
import { requireNeed, type Wiring } from './wiring';

/**
 * The HubSpot app's client secret, which signs HubSpot's webhooks: `HUBSPOT_CLIENT_SECRET`
 * (local runs and tests), else the Secrets Manager secret named by `HUBSPOT_CLIENT_SECRET_ARN`
 * (the cloud, read when first needed, once per container), else undefined (not configured).
 * Only functions that declare `hubspotClient` read it.
 */
export function hubspotClientSecret(wiring: Wiring): () => Promise<string | undefined> {
  requireNeed(wiring, wiring.fn.needs.hubspotClient, 'the HubSpot app’s client secret');
  const secret = optionalEnv(HUBSPOT_CLIENT_ENV.clientSecret);
  const secretArn = optionalEnv(HUBSPOT_CLIENT_ENV.clientSecretArn);
  if (secret !== undefined) return () => Promise.resolve(secret);
  if (secretArn !== undefined) return () => readSecretString(secretArn);
  return () => Promise.resolve(undefined);
}
