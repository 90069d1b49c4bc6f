import { Entity } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

import { TABLE_KEYS } from '../table';
import { model } from './attributes';

/**
 * A generation worker's hold on an email it writes: pk `<ns>#email-lease`, sk `<emailId>`. Kept
 * apart from the email so that taking and giving back the hold writes this small item alone, not
 * the email and its copy on gsi3 (which projects every attribute). Taken with a condition that no
 * hold is live (`until`, epoch ms); removed by the table's TTL (`expiresAt`, epoch seconds) once
 * long past, as an email written since needs no hold.
 */
export function emailLeaseEntity(client: DynamoDBDocumentClient, table: string) {
  return new Entity(
    {
      model: model('email-lease'),
      attributes: {
        namespaceId: { type: 'string', required: true, readOnly: true },
        emailId: { type: 'string', required: true, readOnly: true },
        /** the hold's end (epoch ms) */
        until: { type: 'number', required: true },
        [TABLE_KEYS.ttlAttribute]: { type: 'number', required: true },
      },
      indexes: {
        byEmail: {
          pk: { field: 'pk', composite: ['namespaceId'], template: '${namespaceId}#email-lease', casing: 'none' },
          sk: { field: 'sk', composite: ['emailId'], template: '${emailId}', casing: 'none' },
        },
      },
    },
    { client, table },
  );
}
