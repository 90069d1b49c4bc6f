import { checkHubSpotSignatureV3 } from '../../adapters/crm/hubspot-signature';
import { createCrmAccountStore } from '../../adapters/dynamodb/crm-account-store';
import type { CrmEventMessage } from '../../core/crm/crm-events';
import type { HubSpotWebhookDeps } from '../../core/crm/hubspot-webhook';
import { hubspotClientSecret } from '../crm';
import { publicUrls } from '../public-urls';
import { workQueue } from '../queues';
import { table, tableStore, type Wiring } from '../wiring';

/** The HubSpot webhook's parts, and the public origin of the API whose URL HubSpot signs. */
export interface HubSpotWebhookService extends HubSpotWebhookDeps {
  readonly publicApiOrigin: string;
}

/**
 * The HubSpot webhook's parts: the app's client secret and the v3 signature check, the CRM
 * accounts' global lookup (table, read), the CRM events queue, and the API's public origin (the
 * signed URL is rebuilt on it, never on the host the request reached).
 */
export function hubspotWebhookService(wiring: Wiring): HubSpotWebhookService {
  table(wiring, 'read');
  return {
    clientSecret: hubspotClientSecret(wiring),
    checkSignature: checkHubSpotSignatureV3,
    accounts: tableStore(wiring, createCrmAccountStore),
    queue: workQueue<CrmEventMessage>(wiring, 'crmEvents'),
    publicApiOrigin: publicUrls(wiring).api,
  };
}
