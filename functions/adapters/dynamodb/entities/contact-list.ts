import { Entity, type EntityItem } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

import { tenantSchema } from './attributes';

/** Contact list: pk `<ns>#contact-list`, sk `<id>`. */
export function contactListEntity(client: DynamoDBDocumentClient, table: string) {
  const schema = tenantSchema('contact-list', {
    name: { type: 'string', required: true },
    description: { type: 'string' },
    contactCount: { type: 'number', required: true, default: 0 },
  });
  return new Entity(schema, { client, table });
}

export type ContactListItem = EntityItem<ReturnType<typeof contactListEntity>>;
