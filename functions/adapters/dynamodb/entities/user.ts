import { Entity } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

import { model } from './attributes';

/**
 * User (global: a user belongs to no single namespace): pk `user#<id>`, sk `user`; by e-mail on
 * gsi1 (`user-email#<email>`) to find an existing account on registration.
 */
export function userEntity(client: DynamoDBDocumentClient, table: string) {
  return new Entity(
    {
      model: model('user'),
      attributes: {
        id: { type: 'string', required: true, readOnly: true },
        email: { type: 'string', required: true },
        firstName: { type: 'string', required: true },
        lastName: { type: 'string' },
        termsAcceptedAt: { type: 'string' },
        defaultNamespaceId: { type: 'string' },
        /** instances the user created besides their first, bounded by MAX_CREATED_INSTANCES */
        createdInstances: { type: 'number' },
        createdAt: { type: 'string', required: true, readOnly: true },
        updatedAt: { type: 'string', required: true },
      },
      indexes: {
        byId: {
          pk: { field: 'pk', composite: ['id'], template: 'user#${id}', casing: 'none' },
          sk: { field: 'sk', composite: [], template: 'user', casing: 'none' },
        },
        byEmail: {
          index: 'gsi1',
          pk: { field: 'gsi1pk', composite: ['email'], template: 'user-email#${email}', casing: 'none' },
          sk: { field: 'gsi1sk', composite: [], template: 'user', casing: 'none' },
        },
      },
    },
    { client, table },
  );
}
