import { createCrmWebhookEventStore } from '../adapters/dynamodb/crm-webhook-event-store';
import type { CrmEventDeps } from '../core/crm/crm-events';
import { crmConnections } from './crm';
import { crmContactSync } from './crm-contact-sync';
import { tableStore, type Wiring } from './wiring';

/**
 * The CRM events consumer's parts: the instances' event ledgers (table), each instance's connected
 * CRM, and the contact sync that applies a record as an import does.
 */
export function crmEventDeps(wiring: Wiring): CrmEventDeps {
  return {
    ledger: tableStore(wiring, createCrmWebhookEventStore),
    connections: crmConnections(wiring),
    contacts: crmContactSync(wiring),
  };
}
