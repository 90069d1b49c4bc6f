import type { FakeSalesforceServer } from '../../../bin/local/fakes/salesforce-server';
import { createCrmTokenClient, type CrmOAuthClientSettings } from '../../../functions/adapters/crm/crm-token-client';
import { accessErrorOf } from '../../../functions/core/integrations/crm-access';
import { CrmAuthError, type CrmTokenClient } from '../../../functions/core/ports/crm-auth';
import type { CrmAccess } from '../../../functions/core/ports/crm';

/** The scopes the product asks Salesforce for (see `functions/composition/crm.ts`). */
const SALESFORCE_SCOPES = ['api', 'refresh_token', 'offline_access'];

/** The fake org's app as the product's token client sees it; HubSpot has no OAuth client here. */
export function salesforceTokenClient(fake: FakeSalesforceServer, clientSecret = fake.clientSecret): CrmTokenClient {
  const unconfigured: CrmOAuthClientSettings = {
    label: 'HubSpot',
    clientId: undefined,
    clientSecret: () => Promise.resolve(undefined),
    authorizationEndpoint: `${fake.baseUrl}/unused`,
    tokenEndpoint: `${fake.baseUrl}/unused`,
    apiBase: fake.baseUrl,
    scopes: [],
  };
  return createCrmTokenClient({
    HUBSPOT: unconfigured,
    SALESFORCE: {
      label: 'Salesforce',
      clientId: fake.clientId,
      clientSecret: () => Promise.resolve(clientSecret),
      authorizationEndpoint: fake.authorizationEndpoint,
      tokenEndpoint: fake.tokenEndpoint,
      apiBase: fake.baseUrl,
      scopes: SALESFORCE_SCOPES,
    },
  });
}

/**
 * A connection's access as the product keeps it: the instance URL and tokens the org answered, a
 * refresh through the token endpoint that keeps the rotated refresh token (or the held one when
 * none is answered), failing as a `CrmError`, and a count of refreshes.
 */
export function salesforceAccess(
  fake: FakeSalesforceServer,
  tokens: { accessToken: string; refreshToken: string; instanceUrl: string },
): { access: CrmAccess; state: { accessToken: string; refreshToken: string; refreshes: number } } {
  const state = { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken, refreshes: 0 };
  const client = salesforceTokenClient(fake);
  const access: CrmAccess = {
    apiBase: tokens.instanceUrl,
    token: () => Promise.resolve(state.accessToken),
    refresh: async () => {
      state.refreshes += 1;
      // a refused refresh fails the call as the product's access does (invalid_grant: auth, reconnect)
      const next = await client.refresh('SALESFORCE', state.refreshToken, Date.now()).catch((error: unknown) => {
        throw error instanceof CrmAuthError ? accessErrorOf('SALESFORCE', error) : error;
      });
      state.accessToken = next.accessToken;
      state.refreshToken = next.refreshToken ?? state.refreshToken;
      return next.accessToken;
    },
  };
  return { access, state };
}
