import { Entity, type EntityItem } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

import { tenantSchema } from './attributes';

/** Company: pk `<ns>#company`, sk `<id>`. */
export function companyEntity(client: DynamoDBDocumentClient, table: string) {
  const schema = tenantSchema('company', {
    name: { type: 'string', required: true },
    website: { type: 'string' },
    description: { type: 'string', required: true },
  });
  return new Entity(schema, { client, table });
}

export type CompanyItem = EntityItem<ReturnType<typeof companyEntity>>;
