import { Entity } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

import { model } from './attributes';

/**
 * The model's token bucket, shared by every writer of the deployment (global: the model's limit
 * is the account's, not an instance's): pk `token-budget#<name>`, sk `bucket`. `tokens` is what is
 * left at `updatedAt` (epoch ms); the bucket refills continuously at its rate.
 */
export function tokenBudgetEntity(client: DynamoDBDocumentClient, table: string) {
  return new Entity(
    {
      model: model('token-budget'),
      attributes: {
        name: { type: 'string', required: true, readOnly: true },
        tokens: { type: 'number', required: true },
        updatedAt: { type: 'number', required: true },
      },
      indexes: {
        byName: {
          pk: { field: 'pk', composite: ['name'], template: 'token-budget#${name}', casing: 'none' },
          sk: { field: 'sk', composite: [], template: 'bucket', casing: 'none' },
        },
      },
    },
    { client, table },
  );
}
