import { Entity, type EntityItem } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

import { TABLE_KEYS } from '../table';
import { model } from './attributes';

/**
 * Registration details sent before the first sign-in (global: no namespace exists yet):
 * pk `registration#<email>`, sk `registration`. Expires after a week (TTL).
 */
export function registrationEntity(client: DynamoDBDocumentClient, table: string) {
  return new Entity(
    {
      model: model('registration'),
      attributes: {
        email: { type: 'string', required: true, readOnly: true },
        firstName: { type: 'string', required: true },
        lastName: { type: 'string' },
        companyName: { type: 'string' },
        createdAt: { type: 'string', required: true },
        [TABLE_KEYS.ttlAttribute]: { type: 'number', required: true },
      },
      indexes: {
        byEmail: {
          pk: { field: 'pk', composite: ['email'], template: 'registration#${email}', casing: 'none' },
          sk: { field: 'sk', composite: [], template: 'registration', casing: 'none' },
        },
      },
    },
    { client, table },
  );
}
export type RegistrationItem = EntityItem<ReturnType<typeof registrationEntity>>;
