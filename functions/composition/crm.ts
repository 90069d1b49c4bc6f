import type { IntegrationType } from '../../shared/domain/integration';
import { CRM_ENV } from '../../shared/platform/environment';
import { crmConnectorFactory } from '../adapters/crm/connectors';
import { createCrmTokenClient, type CrmOAuthClientSettings } from '../adapters/crm/crm-token-client';
import { createIntegrationStore } from '../adapters/dynamodb/integration-store';
import { readSecretString } from '../adapters/secrets/secrets-manager';
import type { CrmConnections, CrmConnectorFactory } from '../core/ports/crm';
import type { CrmTokenClient } from '../core/ports/crm-auth';
import { createCrmConnections } from '../core/integrations/crm-connections';
import { optionalEnv } from './environment';
import { senderSecretBox } from './secrets';
import { requireNeed, tableStore, type Wiring } from './wiring';

/** The CRMs' public origins, unless the environment points them elsewhere (tests, `npm start`'s fakes). */
const HUBSPOT_API_URL = 'https://api.hubapi.com';
const HUBSPOT_AUTHORIZE_URL = 'https://app.hubspot.com/oauth/authorize';
const SALESFORCE_LOGIN_URL = 'https://login.salesforce.com';

/**
 * What a connected CRM may do: read and write contacts (and HubSpot's lists and sent-email logs),
 * with a refresh token; HubSpot's opt-out is written through its subscriptions API
 * (`hs_email_optout` is read-only), hence `communication_preferences.write`.
 */
const HUBSPOT_SCOPES = [
  'crm.objects.contacts.read',
  'crm.objects.contacts.write',
  'crm.lists.read',
  'sales-email-read',
  'communication_preferences.write',
];
const SALESFORCE_SCOPES = ['api', 'refresh_token', 'offline_access'];

function origin(name: string, fallback: string): string {
  return (optionalEnv(name) ?? fallback).replace(/\/+$/, '');
}

function secretFrom(plainName: string, arnName: string): () => Promise<string | undefined> {
  const plain = optionalEnv(plainName);
  const arn = optionalEnv(arnName);
  return () => (plain !== undefined ? Promise.resolve(plain) : arn ? readSecretString(arn) : Promise.resolve(undefined));
}

/** Both CRMs' OAuth clients from the environment (see CRM_ENV): HubSpot's `/oauth/2026-03/token`, Salesforce's web-server flow. */
export function crmOAuthSettings(): Record<IntegrationType, CrmOAuthClientSettings> {
  const hubspotApi = origin(CRM_ENV.hubspotApiUrl, HUBSPOT_API_URL);
  const salesforceLogin = origin(CRM_ENV.salesforceLoginUrl, SALESFORCE_LOGIN_URL);
  return {
    HUBSPOT: {
      label: 'HubSpot',
      clientId: optionalEnv(CRM_ENV.hubspotClientId),
      clientSecret: secretFrom(CRM_ENV.hubspotClientSecret, CRM_ENV.hubspotClientSecretArn),
      authorizationEndpoint: optionalEnv(CRM_ENV.hubspotAuthorizeUrl) ?? HUBSPOT_AUTHORIZE_URL,
      // the current endpoint: /oauth/v1/token (secrets in the query) stops on 16 February 2027
      tokenEndpoint: `${hubspotApi}/oauth/2026-03/token`,
      apiBase: hubspotApi,
      scopes: HUBSPOT_SCOPES,
    },
    SALESFORCE: {
      label: 'Salesforce',
      clientId: optionalEnv(CRM_ENV.salesforceClientId),
      clientSecret: secretFrom(CRM_ENV.salesforceClientSecret, CRM_ENV.salesforceClientSecretArn),
      authorizationEndpoint: `${salesforceLogin}/services/oauth2/authorize`,
      tokenEndpoint: `${salesforceLogin}/services/oauth2/token`,
      // each token names the instance its API is called at; this is only a fallback
      apiBase: salesforceLogin,
      scopes: SALESFORCE_SCOPES,
    },
  };
}

/** The CRMs' OAuth client, read from the environment when the function is composed. Only functions that declare `crm` get it. */
export function crmTokenClient(wiring: Wiring): CrmTokenClient {
  requireNeed(wiring, wiring.fn.needs.crm, 'the CRMs’ OAuth clients');
  return createCrmTokenClient(crmOAuthSettings());
}

/** The connected CRMs of an instance over the given connectors: the builder `crmConnections` and tests share. */
export function crmConnectionsWith(wiring: Wiring, connectors: CrmConnectorFactory): CrmConnections {
  return createCrmConnections({
    repos: { integrations: tableStore(wiring, createIntegrationStore) },
    secrets: senderSecretBox(wiring),
    tokens: crmTokenClient(wiring),
    now: wiring.now,
    connectors,
  });
}

/**
 * The connected CRMs of an instance, for the jobs that import from them and write to them: they
 * declare `crm`, the sender key and the table read-write (a refreshed token is saved at once).
 */
export function crmConnections(wiring: Wiring): CrmConnections {
  return crmConnectionsWith(wiring, wiring.overrides?.crmConnectors ?? crmConnectorFactory);
}

/**
 * The HubSpot app's client secret, which also signs HubSpot's webhooks (the OAuth client's own:
 * `HUBSPOT_OAUTH_CLIENT_SECRET` locally and in tests, else the Secrets Manager secret its ARN
 * names, read when first needed); undefined when HubSpot is not configured.
 */
export function hubspotClientSecret(wiring: Wiring): () => Promise<string | undefined> {
  requireNeed(wiring, wiring.fn.needs.crm, 'the HubSpot app’s client secret');
  return crmOAuthSettings().HUBSPOT.clientSecret;
}
