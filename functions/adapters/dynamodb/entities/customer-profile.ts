import { Entity, type EntityItem } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

import { BUSINESS_MODELS, REVENUE_SIZES } from '../../../../shared/domain/audience';
import { tenantSchema } from './attributes';

/** Customer profile (audience): pk `<ns>#customer-profile`, sk `<id>`. */
export function customerProfileEntity(client: DynamoDBDocumentClient, table: string) {
  const schema = tenantSchema('customer-profile', {
    name: { type: 'string', required: true },
    description: { type: 'string' },
    revenueSize: { type: REVENUE_SIZES },
    businessModel: { type: BUSINESS_MODELS },
    jobTitles: { type: 'list', items: { type: 'string' } },
    industries: { type: 'list', items: { type: 'string' } },
    personaId: { type: 'string' },
  });
  return new Entity(schema, { client, table });
}

export type CustomerProfileItem = EntityItem<ReturnType<typeof customerProfileEntity>>;
