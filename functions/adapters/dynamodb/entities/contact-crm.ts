import { Entity } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

import { INTEGRATION_TYPES } from '../../../../shared/domain/integration';
import { model } from './attributes';

/**
 * Link of a CRM record to the one contact it was imported as: pk `<ns>#contact-crm`, sk
 * `<type>#<crmId>`. Written in the same transaction as the contact's CRM fields, with a
 * not-exists condition, so one record never maps to two contacts.
 */
export function contactCrmEntity(client: DynamoDBDocumentClient, table: string) {
  return new Entity(
    {
      model: model('contact-crm'),
      attributes: {
        namespaceId: { type: 'string', required: true, readOnly: true },
        type: { type: INTEGRATION_TYPES, required: true, readOnly: true },
        crmId: { type: 'string', required: true, readOnly: true },
        contactId: { type: 'string', required: true },
      },
      indexes: {
        byRecord: {
          pk: { field: 'pk', composite: ['namespaceId'], template: '${namespaceId}#contact-crm', casing: 'none' },
          sk: { field: 'sk', composite: ['type', 'crmId'], template: '${type}#${crmId}', casing: 'none' },
        },
      },
    },
    { client, table },
  );
}
