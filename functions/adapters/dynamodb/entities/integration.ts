import { Entity } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

import { INTEGRATION_STATUSES, INTEGRATION_TYPES } from '../../../../shared/domain/integration';
import { OPTION_STATUSES } from '../../../../shared/domain/option';
import { model } from './attributes';

/** CRM integration of a namespace: pk `<ns>#integration`, sk `<type>`. Unset types are NOT_SETUP. */
export function integrationEntity(client: DynamoDBDocumentClient, table: string) {
  return new Entity(
    {
      model: model('integration'),
      attributes: {
        namespaceId: { type: 'string', required: true, readOnly: true },
        type: { type: INTEGRATION_TYPES, required: true, readOnly: true },
        status: { type: INTEGRATION_STATUSES, required: true },
        options: {
          type: 'map',
          required: true,
          properties: {
            READ_CONTACTS: { type: OPTION_STATUSES, required: true },
            UPDATE_CONTACTS: { type: OPTION_STATUSES, required: true },
          },
        },
        createdAt: { type: 'string', required: true, readOnly: true },
        updatedAt: { type: 'string', required: true },
      },
      indexes: {
        byNamespace: {
          pk: { field: 'pk', composite: ['namespaceId'], template: '${namespaceId}#integration', casing: 'none' },
          sk: { field: 'sk', composite: ['type'], template: '${type}', casing: 'none' },
        },
      },
    },
    { client, table },
  );
}
