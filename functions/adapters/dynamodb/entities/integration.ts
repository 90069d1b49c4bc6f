import { Entity } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

import {
  CRM_AUTH_METHODS,
  CRM_CONNECTION_STATES,
  INTEGRATION_STATUSES,
  INTEGRATION_TYPES,
} from '../../../../shared/domain/integration';
import { OPTION_STATUSES } from '../../../../shared/domain/option';
import { model } from './attributes';

/**
 * CRM integration of a namespace: pk `<ns>#integration`, sk `<type>`. Unset types are NOT_SETUP.
 * A connected one keeps its connection, method and account, and its credential sealed with the
 * sender key in a hidden attribute (never in an entity read), with a version every write of it
 * counts up, so two refreshes never both replace it.
 */
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
        connection: {
          type: 'map',
          properties: {
            state: { type: CRM_CONNECTION_STATES, required: true },
            reason: { type: 'string' },
            at: { type: 'string', required: true },
          },
        },
        method: { type: CRM_AUTH_METHODS },
        account: {
          type: 'map',
          properties: {
            id: { type: 'string', required: true },
            name: { type: 'string', required: true },
            instanceUrl: { type: 'string' },
          },
        },
        connectedAt: { type: 'string' },
        connectedBy: { type: 'string' },
        secretCiphertext: { type: 'string', hidden: true },
        credentialVersion: { type: 'number', hidden: true },
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
