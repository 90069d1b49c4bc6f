import { Entity, type EntityItem } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

import { tenantSchema } from './attributes';

/** Call to action: pk `<ns>#call-to-action`, sk `<id>`. */
export function callToActionEntity(client: DynamoDBDocumentClient, table: string) {
  const schema = tenantSchema('call-to-action', {
    objective: { type: 'string', required: true },
    description: { type: 'string' },
    url: { type: 'string' },
  });
  return new Entity(schema, { client, table });
}

export type CallToActionItem = EntityItem<ReturnType<typeof callToActionEntity>>;
