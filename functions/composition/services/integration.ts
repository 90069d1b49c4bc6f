import { createCrmAccountStore } from '../../adapters/dynamodb/crm-account-store';
import { createCrmOutboxStore } from '../../adapters/dynamodb/crm-outbox-store';
import { createIntegrationStore } from '../../adapters/dynamodb/integration-store';
import { createCrmOutboxService } from '../../core/crm/outbox-service';
import type { CrmConnectorFactory } from '../../core/ports/crm';
import { createIntegrationService } from '../../core/integrations/integration-service';
import { crmConnectorFactory } from '../../adapters/crm/connectors';
import { crmTokenClient } from '../crm';
import { webOriginsFromEnv } from '../oauth';
import { senderSecretBox } from '../secrets';
import { tableStore, type Wiring } from '../wiring';

/** The CRM integrations over the given connectors: the builder `integrationService` and tests share. */
export function integrationServiceWith(wiring: Wiring, connectors: CrmConnectorFactory) {
  return createIntegrationService({
    repos: { integrations: tableStore(wiring, createIntegrationStore) },
    // listing seals nothing: only the routes that connect declare the sender key
    secrets: senderSecretBox(wiring, { unlessUndeclared: true }),
    tokens: crmTokenClient(wiring),
    connectors,
    webOrigins: wiring.fn.needs.webOrigins ? webOriginsFromEnv() : [],
    now: wiring.now,
    accounts: tableStore(wiring, createCrmAccountStore),
  });
}

/** The CRM integrations of the instance: listing, connecting (OAuth, a private-app token), pausing, options, disconnecting. */
export function integrationService(wiring: Wiring) {
  return integrationServiceWith(wiring, wiring.overrides?.crmConnectors ?? crmConnectorFactory);
}

/** The CRM outbox as the integration page sees it: the writes given up, and a manager's retry. */
export function crmOutboxService(wiring: Wiring) {
  return createCrmOutboxService(tableStore(wiring, createCrmOutboxStore), wiring.now);
}
