import { Entity, type EntityItem } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

import { tenantSchema } from './attributes';

/** Sample email, used as a style example: pk `<ns>#sample-email`, sk `<id>`. */
export function sampleEmailEntity(client: DynamoDBDocumentClient, table: string) {
  const schema = tenantSchema('sample-email', {
    name: { type: 'string', required: true },
    subject: { type: 'string', required: true },
    body: { type: 'string', required: true },
  });
  return new Entity(schema, { client, table });
}

export type SampleEmailItem = EntityItem<ReturnType<typeof sampleEmailEntity>>;
