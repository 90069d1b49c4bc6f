import { Entity } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

import { INTEGRATION_TYPES } from '../../../../shared/domain/integration';
import { TABLE_KEYS } from '../table';
import { model } from './attributes';

/**
 * The global lookup a CRM webhook finds its instances by (HubSpot names only its portal):
 * pk `crm-account#<type>#<accountId>`, sk `<ns>`, one item per instance connected to that account.
 * Written when the CRM is connected, removed when it is disconnected.
 */
export function crmAccountEntity(client: DynamoDBDocumentClient, table: string) {
  return new Entity(
    {
      model: model('crm-account'),
      attributes: {
        type: { type: INTEGRATION_TYPES, required: true, readOnly: true },
        accountId: { type: 'string', required: true, readOnly: true },
        namespaceId: { type: 'string', required: true, readOnly: true },
        registeredAt: { type: 'string', required: true },
      },
      indexes: {
        byAccount: {
          pk: { field: 'pk', composite: ['type', 'accountId'], template: 'crm-account#${type}#${accountId}', casing: 'none' },
          sk: { field: 'sk', composite: ['namespaceId'], template: '${namespaceId}', casing: 'none' },
        },
      },
    },
    { client, table },
  );
}

/**
 * A CRM webhook event in an instance: pk `<ns>#crm-webhook-event`, sk `<eventId>`. `HELD` while a
 * delivery applies it (until `heldUntil`, epoch ms, by the hold's token), `DONE` once applied, so a
 * duplicate or a retried delivery does nothing twice. Removed by the table's TTL (`expiresAt`, epoch
 * seconds) after 7 days, longer than HubSpot retries a delivery (3 days) or a message stays queued.
 */
export function crmWebhookEventEntity(client: DynamoDBDocumentClient, table: string) {
  return new Entity(
    {
      model: model('crm-webhook-event'),
      attributes: {
        namespaceId: { type: 'string', required: true, readOnly: true },
        eventId: { type: 'string', required: true, readOnly: true },
        state: { type: ['HELD', 'DONE'] as const, required: true },
        hold: { type: 'string', required: true },
        heldUntil: { type: 'number', required: true },
        updatedAt: { type: 'string', required: true },
        [TABLE_KEYS.ttlAttribute]: { type: 'number', required: true },
      },
      indexes: {
        byEvent: {
          pk: { field: 'pk', composite: ['namespaceId'], template: '${namespaceId}#crm-webhook-event', casing: 'none' },
          sk: { field: 'sk', composite: ['eventId'], template: '${eventId}', casing: 'none' },
        },
      },
    },
    { client, table },
  );
}
