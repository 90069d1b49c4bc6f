import { Entity, type EntityItem } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

import { CADENCE_OBJECTIVES } from '../../../../shared/domain/cadence';
import { tenantSchema } from './attributes';

/** Cadence with its steps (validated by the shared schema): pk `<ns>#cadence`, sk `<id>`. */
export function cadenceEntity(client: DynamoDBDocumentClient, table: string) {
  const schema = tenantSchema('cadence', {
    name: { type: 'string', required: true },
    objective: { type: CADENCE_OBJECTIVES, required: true },
    steps: { type: 'any', required: true },
  });
  return new Entity(schema, { client, table });
}

export type CadenceItem = EntityItem<ReturnType<typeof cadenceEntity>>;
