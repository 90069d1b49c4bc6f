import { Entity, type EntityItem } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

import { tenantSchema } from './attributes';

/** Signature: pk `<ns>#signature`, sk `<id>`. */
export function signatureEntity(client: DynamoDBDocumentClient, table: string) {
  const schema = tenantSchema('signature', {
    name: { type: 'string', required: true },
    content: { type: 'string', required: true },
  });
  return new Entity(schema, { client, table });
}

export type SignatureItem = EntityItem<ReturnType<typeof signatureEntity>>;
