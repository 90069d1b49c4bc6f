import { Entity, type EntityItem } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

import { INTEGRATION_TYPES } from '../../../../shared/domain/integration';
import { CRM_OUTBOX_KINDS, CRM_OUTBOX_STATES } from '../../../core/ports/crm-outbox';
import { TABLE_KEYS } from '../table';
import { model } from './attributes';

/** gsi5's partition of the CRM outbox events due, of every instance. */
export const CRM_OUTBOX_DUE_PARTITION = 'crm-outbox';

/** gsi5's sort key of a PENDING or CALLING event: `<nextAttemptAt>#<ns>#<type>#<eventId>`. */
export function crmOutboxDueKey(event: { nextAttemptAt: string; namespaceId: string; type: string; id: string }): string {
  return `${event.nextAttemptAt}#${event.namespaceId}#${event.type}#${event.id}`;
}

/** gsi1's partition of an instance's dead events of one CRM (`<ns>#crm-outbox-dead#<type>`), newest first by `deadKey`. */
export function crmOutboxDeadPartition(namespaceId: string, type: string): string {
  return `${namespaceId}#crm-outbox-dead#${type}`;
}

/**
 * An event to write to a CRM: pk `<ns>#crm-outbox`, sk `<type>#<eventId>` (the id derives from the
 * event's cause, so a replayed cause finds it: recorded with `attribute_not_exists`). While PENDING
 * or CALLING it is on gsi5, sparse, across instances, at its next try (`duePartition`
 * CRM_OUTBOX_DUE_PARTITION, `dueKey` crmOutboxDueKey); while DEAD it is on gsi1 (`deadPartition`,
 * `deadKey` `<updatedAt>#<id>`) for the integration page. Settled events are removed by the table's
 * TTL (`expiresAt`) after 30 days.
 */
export function crmOutboxEntity(client: DynamoDBDocumentClient, table: string) {
  return new Entity(
    {
      model: model('crm-outbox'),
      attributes: {
        namespaceId: { type: 'string', required: true, readOnly: true },
        /** the CRM written to */
        type: { type: INTEGRATION_TYPES, required: true, readOnly: true },
        /** the event's id (CrmOutboxEvent.eventId) */
        id: { type: 'string', required: true, readOnly: true },
        kind: { type: CRM_OUTBOX_KINDS, required: true, readOnly: true },
        contactId: { type: 'string', required: true, readOnly: true },
        emailId: { type: 'string', readOnly: true },
        /** when the event happened */
        at: { type: 'string', required: true, readOnly: true },
        state: { type: CRM_OUTBOX_STATES, required: true },
        attempts: { type: 'number', required: true },
        nextAttemptAt: { type: 'string', required: true },
        leaseUntil: { type: 'number' },
        crmRecordId: { type: 'string' },
        reason: { type: 'string' },
        createdAt: { type: 'string', required: true, readOnly: true },
        updatedAt: { type: 'string', required: true },
        duePartition: { type: 'string', hidden: true },
        dueKey: { type: 'string', hidden: true },
        deadPartition: { type: 'string', hidden: true },
        deadKey: { type: 'string', hidden: true },
        [TABLE_KEYS.ttlAttribute]: { type: 'number' },
      },
      indexes: {
        byEvent: {
          pk: { field: 'pk', composite: ['namespaceId'], template: '${namespaceId}#crm-outbox', casing: 'none' },
          sk: { field: 'sk', composite: ['type', 'id'], template: '${type}#${id}', casing: 'none' },
        },
        /** sparse: PENDING and CALLING events of every instance by their next try, oldest first */
        due: {
          index: 'gsi5',
          pk: { field: 'gsi5pk', composite: ['duePartition'], template: '${duePartition}', casing: 'none' },
          sk: { field: 'gsi5sk', composite: ['dueKey'], template: '${dueKey}', casing: 'none' },
        },
        /** sparse: an instance's DEAD events of one CRM, by when they were given up */
        dead: {
          index: 'gsi1',
          pk: { field: 'gsi1pk', composite: ['deadPartition'], template: '${deadPartition}', casing: 'none' },
          sk: { field: 'gsi1sk', composite: ['deadKey'], template: '${deadKey}', casing: 'none' },
        },
      },
    },
    { client, table },
  );
}

export type CrmOutboxEntityItem = EntityItem<ReturnType<typeof crmOutboxEntity>>;
