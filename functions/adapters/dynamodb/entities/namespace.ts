import { Entity } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

import { TIERS } from '../../../../shared/domain/tier';
import { model } from './attributes';

/** Namespace (instance) record: pk `<id>#namespace`, sk `namespace`. */
export function namespaceEntity(client: DynamoDBDocumentClient, table: string) {
  return new Entity(
    {
      model: model('namespace'),
      attributes: {
        id: { type: 'string', required: true, readOnly: true },
        name: { type: 'string', required: true },
        tier: { type: TIERS, required: true },
        onboardedAt: { type: 'string' },
        trialEndDate: { type: 'string', required: true },
        isPaid: { type: 'boolean', required: true },
        warmedUp: { type: 'boolean', required: true },
        /** IANA time zone; UTC when absent */
        timeZone: { type: 'string' },
        /** false when the instance turned tracking off; absent means on */
        trackOpensAndClicks: { type: 'boolean' },
        createdAt: { type: 'string', required: true, readOnly: true },
        updatedAt: { type: 'string', required: true },
      },
      indexes: {
        byId: {
          pk: { field: 'pk', composite: ['id'], template: '${id}#namespace', casing: 'none' },
          sk: { field: 'sk', composite: [], template: 'namespace', casing: 'none' },
        },
      },
    },
    { client, table },
  );
}
