import { Entity } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

import { TABLE_KEYS } from '../table';
import { model } from './attributes';

/**
 * An inbound event already counted: pk `<ns>#inbound-event`, sk `<eventKey>` (SES's feedbackId of
 * a soft bounce). Written with a condition that it does not exist, in one transaction with the
 * counter it moves, so a replayed or duplicated event counts once. Removed by the table's TTL
 * (`expiresAt`, epoch seconds) after 30 days, far longer than a message stays in the queue.
 */
export function inboundEventEntity(client: DynamoDBDocumentClient, table: string) {
  return new Entity(
    {
      model: model('inbound-event'),
      attributes: {
        namespaceId: { type: 'string', required: true, readOnly: true },
        eventKey: { type: 'string', required: true, readOnly: true },
        /** what the event counted */
        kind: { type: ['SOFT_BOUNCE'] as const, required: true, readOnly: true },
        emailId: { type: 'string', required: true, readOnly: true },
        contactId: { type: 'string', required: true, readOnly: true },
        /** when it was counted */
        at: { type: 'string', required: true, readOnly: true },
        [TABLE_KEYS.ttlAttribute]: { type: 'number', required: true, readOnly: true },
      },
      indexes: {
        byEvent: {
          pk: { field: 'pk', composite: ['namespaceId'], template: '${namespaceId}#inbound-event', casing: 'none' },
          sk: { field: 'sk', composite: ['eventKey'], template: '${eventKey}', casing: 'none' },
        },
      },
    },
    { client, table },
  );
}
