import { createHash } from 'node:crypto';

import { CRM_OAUTH_REDIRECT_PATH } from '../../shared/domain/integration';
import { CRM_ENV } from '../../shared/platform/environment';
import { startHubSpotFake, type HubSpotFakeServer } from './fakes/hubspot-server';
import { FakeSalesforceServer } from './fakes/salesforce-server';

/** What the integrations page connects to under `npm start`: one fake per CRM, and how to reach it. */
export interface LocalCrms {
  readonly hubspot: {
    readonly url: string;
    /** the OAuth consent page the web app sends the browser to */
    readonly consentUrl: string;
    /** a private-app token of the fake portal, to paste on the integrations page */
    readonly privateAppToken: string;
    readonly fake: HubSpotFakeServer;
  };
  readonly salesforce: {
    readonly url: string;
    readonly consentUrl: string;
    readonly fake: FakeSalesforceServer;
  };
}

interface LocalCrmOptions {
  readonly ports: { readonly hubspot: number; readonly salesforce: number; readonly api: number };
  /** the web app's origins: the fake Salesforce app allows only their OAuth callback */
  readonly webOrigins: readonly string[];
  /** a secret of this data folder: the OAuth clients and the private-app token derive from it, the same on every start */
  readonly seed: string;
}

/** A value derived from the data folder's secret, so a restart keeps the tokens a connection was made with. */
function derived(seed: string, name: string): string {
  return createHash('sha256').update(`${name}:${seed}`).digest('hex').slice(0, 32);
}

/**
 * Starts the fake HubSpot and the fake Salesforce on their fixed ports, each seeded with its demo
 * data (50 contacts), and points the product at them through the `CRM_ENV` settings, as a
 * deployment points it at the real ones: the integrations page connects by OAuth through their
 * consent pages, or (HubSpot) with a private-app token. HubSpot's contact changes are sent to the
 * local API's webhook, signed with the app's client secret. `stop` ends both.
 */
export async function startLocalCrms(options: LocalCrmOptions): Promise<LocalCrms & { stop: () => Promise<void> }> {
  const { ports, seed } = options;
  const hubspotClient = { clientId: 'reachwise-local-hubspot', clientSecret: derived(seed, 'hubspot-client-secret') };
  const privateAppToken = `pat-na1-${derived(seed, 'hubspot-private-app')}`;
  const hubspot = await startHubSpotFake({
    port: ports.hubspot,
    client: hubspotClient,
    privateAppTokens: [privateAppToken],
    seed: 'demo',
    webhook: {
      url: `http://127.0.0.1:${String(ports.api)}/api/webhook/hubspot`,
      clientSecret: hubspotClient.clientSecret,
    },
  });
  let salesforce: FakeSalesforceServer;
  try {
    salesforce = await new FakeSalesforceServer({
      port: ports.salesforce,
      clientId: 'reachwise-local-salesforce',
      clientSecret: derived(seed, 'salesforce-client-secret'),
      redirectUris: options.webOrigins.map((origin) => `${origin}${CRM_OAUTH_REDIRECT_PATH}`),
    }).start();
  } catch (error) {
    await hubspot.stop();
    throw error;
  }
  salesforce.seedDemo();
  const hubspotAuthorize = `${hubspot.baseUrl}/oauth/authorize`;
  Object.assign(process.env, {
    [CRM_ENV.hubspotClientId]: hubspotClient.clientId,
    [CRM_ENV.hubspotClientSecret]: hubspotClient.clientSecret,
    [CRM_ENV.hubspotApiUrl]: hubspot.baseUrl,
    [CRM_ENV.hubspotAuthorizeUrl]: hubspotAuthorize,
    [CRM_ENV.salesforceClientId]: salesforce.clientId,
    [CRM_ENV.salesforceClientSecret]: salesforce.clientSecret,
    [CRM_ENV.salesforceLoginUrl]: salesforce.baseUrl,
  });
  return {
    hubspot: { url: hubspot.baseUrl, consentUrl: hubspotAuthorize, privateAppToken, fake: hubspot },
    salesforce: { url: salesforce.baseUrl, consentUrl: salesforce.authorizationEndpoint, fake: salesforce },
    stop: async () => {
      await salesforce.stop();
      await hubspot.stop();
    },
  };
}
