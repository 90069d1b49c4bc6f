import { Entity } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

import { model } from './attributes';

/**
 * An instance whose counters may be short: pk `recount-due`, sk `<namespaceId>`, one partition for
 * every instance (few items: one is written only when the counts of a written change could not be),
 * so the daily job reads them without a Scan. `since` is the first time it was marked; the recount
 * removes the mark only while it still holds that time.
 */
export function recountDueEntity(client: DynamoDBDocumentClient, table: string) {
  return new Entity(
    {
      model: model('recount-due'),
      attributes: {
        namespaceId: { type: 'string', required: true, readOnly: true },
        since: { type: 'string', required: true },
      },
      indexes: {
        byInstance: {
          pk: { field: 'pk', composite: [], template: 'recount-due', casing: 'none' },
          sk: { field: 'sk', composite: ['namespaceId'], template: '${namespaceId}', casing: 'none' },
        },
      },
    },
    { client, table },
  );
}
