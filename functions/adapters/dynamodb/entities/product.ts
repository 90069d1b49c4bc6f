import { Entity, type EntityItem } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

import { tenantSchema } from './attributes';

/** Product or service: pk `<ns>#product`, sk `<id>`. */
export function productEntity(client: DynamoDBDocumentClient, table: string) {
  const schema = tenantSchema('product', {
    name: { type: 'string', required: true },
    description: { type: 'string', required: true },
    achievements: { type: 'string' },
    companyId: { type: 'string' },
  });
  return new Entity(schema, { client, table });
}

export type ProductItem = EntityItem<ReturnType<typeof productEntity>>;
