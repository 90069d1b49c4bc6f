import { Entity } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

import { ROLES } from '../../../../shared/domain/role';
import { model } from './attributes';

/**
 * Membership of a user in a namespace: pk `<ns>#membership`, sk `<userId>` (the authorisation
 * check is one GetItem); by user on gsi1 (`user#<userId>#membership`), a global lookup that lists a
 * user's namespaces.
 */
export function membershipEntity(client: DynamoDBDocumentClient, table: string) {
  return new Entity(
    {
      model: model('membership'),
      attributes: {
        namespaceId: { type: 'string', required: true, readOnly: true },
        userId: { type: 'string', required: true, readOnly: true },
        email: { type: 'string', required: true },
        role: { type: ROLES, required: true },
        firstName: { type: 'string' },
        createdAt: { type: 'string', required: true, readOnly: true },
        updatedAt: { type: 'string', required: true },
      },
      indexes: {
        byNamespace: {
          pk: { field: 'pk', composite: ['namespaceId'], template: '${namespaceId}#membership', casing: 'none' },
          sk: { field: 'sk', composite: ['userId'], template: '${userId}', casing: 'none' },
        },
        byUser: {
          index: 'gsi1',
          pk: { field: 'gsi1pk', composite: ['userId'], template: 'user#${userId}#membership', casing: 'none' },
          sk: { field: 'gsi1sk', composite: ['namespaceId'], template: '${namespaceId}', casing: 'none' },
        },
      },
    },
    { client, table },
  );
}
