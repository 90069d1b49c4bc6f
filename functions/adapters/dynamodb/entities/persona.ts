import { Entity, type EntityItem } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

import { tenantSchema } from './attributes';

/** Persona: pk `<ns>#persona`, sk `<id>`. */
export function personaEntity(client: DynamoDBDocumentClient, table: string) {
  const schema = tenantSchema('persona', {
    name: { type: 'string', required: true },
    responsibilities: { type: 'string', required: true },
    instructions: { type: 'string' },
  });
  return new Entity(schema, { client, table });
}

export type PersonaItem = EntityItem<ReturnType<typeof personaEntity>>;
