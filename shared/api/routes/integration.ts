import { route } from '../route';
import * as api from '../schemas';

const INTEGRATION = '/api/integration';

// Connecting needs the CRMs' OAuth clients (`crm`), the sender key (the state and the credential
// are sealed with it) and the web origins (a sign-in's redirect must be one of them).
export const integrationRoutes = {
  list: route({
    name: 'integration.list',
    method: 'GET',
    path: INTEGRATION,
    access: 'tenant',
    handler: 'integration/list',
    response: api.IntegrationsResponseSchema,
    summary:
      'The CRM integrations of the instance (both types; NOT_SETUP until connected): status, options, connection (CONNECTED, or ERROR with why), method, account, who connected it when, and whether OAuth is set up on this server. Never a credential.',
    needs: { table: 'read', crm: true },
  }),
  oauthStart: route({
    name: 'integration.oauthStart',
    method: 'POST',
    path: `${INTEGRATION}/{type}/oauth/start`,
    access: 'tenant',
    handler: 'integration/oauth-start',
    params: api.IntegrationTypeParamsSchema,
    body: api.CrmOAuthStartBodySchema,
    response: api.CrmOAuthStartResponseSchema,
    summary:
      "Start connecting HubSpot or Salesforce by OAuth (managers): the CRM's sign-in address, with PKCE and a state sealed for the caller and instance (10 minutes).",
    needs: { table: 'read', senderKey: true, crm: true, webOrigins: true },
  }),
  oauthComplete: route({
    name: 'integration.oauthComplete',
    method: 'POST',
    path: `${INTEGRATION}/{type}/oauth/complete`,
    access: 'tenant',
    handler: 'integration/oauth-complete',
    params: api.IntegrationTypeParamsSchema,
    body: api.CrmOAuthCompleteBodySchema,
    response: api.EffectiveIntegrationSchema,
    summary:
      'Finish connecting a CRM with the code it sent back (managers): the tokens are exchanged, the account checked and the credential stored sealed; the integration becomes ACTIVE and CONNECTED.',
    needs: { table: 'readWrite', senderKey: true, crm: true, webOrigins: true },
  }),
  privateAppToken: route({
    name: 'integration.privateAppToken',
    method: 'POST',
    path: `${INTEGRATION}/HUBSPOT/token`,
    access: 'tenant',
    handler: 'integration/private-app-token',
    body: api.PrivateAppTokenBodySchema,
    response: api.EffectiveIntegrationSchema,
    summary:
      'Connect HubSpot with a private-app token (managers): checked with one call to HubSpot, then stored sealed; 400 naming `token` when HubSpot refuses it.',
    needs: { table: 'readWrite', senderKey: true, crm: true },
  }),
  update: route({
    name: 'integration.update',
    method: 'PUT',
    path: `${INTEGRATION}/{type}`,
    access: 'tenant',
    handler: 'integration/update',
    params: api.IntegrationTypeParamsSchema,
    body: api.UpdateIntegrationBodySchema,
    response: api.EffectiveIntegrationSchema,
    summary:
      'Pause (INACTIVE) or resume (ACTIVE) a connected CRM, or switch its options (managers); options not named keep their value. 409 while it is not connected.',
    needs: { table: 'readWrite', crm: true },
  }),
  disconnect: route({
    name: 'integration.disconnect',
    method: 'DELETE',
    path: `${INTEGRATION}/{type}`,
    access: 'tenant',
    handler: 'integration/disconnect',
    params: api.IntegrationTypeParamsSchema,
    response: api.EffectiveIntegrationSchema,
    summary: 'Disconnect a CRM (managers): its credential is removed and it reads NOT_SETUP again.',
    needs: { table: 'readWrite', crm: true },
  }),
};
