import type { FakeSalesforceServer } from '../../../bin/local/fakes/salesforce-server';
import type { CrmAccess } from '../../../functions/core/ports/crm';
import { refreshCrmToken, type CrmOAuthClient } from '../../../functions/adapters/crm/crm-oauth';

/** The fake org's app, as the product's token endpoint client sees it. */
export function salesforceClient(fake: FakeSalesforceServer): CrmOAuthClient {
  return { label: 'Salesforce', tokenEndpoint: fake.tokenEndpoint, clientId: fake.clientId, clientSecret: fake.clientSecret };
}

/**
 * A connection's access as the product keeps it: the instance URL and tokens the org answered, a
 * refresh through the token endpoint that keeps the rotated refresh token, and a count of refreshes.
 */
export function salesforceAccess(
  fake: FakeSalesforceServer,
  tokens: { accessToken: string; refreshToken: string; instanceUrl: string },
): { access: CrmAccess; state: { accessToken: string; refreshToken: string; refreshes: number } } {
  const state = { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken, refreshes: 0 };
  const access: CrmAccess = {
    apiBase: tokens.instanceUrl,
    token: () => Promise.resolve(state.accessToken),
    refresh: async () => {
      state.refreshes += 1;
      const next = await refreshCrmToken(salesforceClient(fake), state.refreshToken, Date.now());
      state.accessToken = next.accessToken;
      state.refreshToken = next.refreshToken;
      return next.accessToken;
    },
  };
  return { access, state };
}
