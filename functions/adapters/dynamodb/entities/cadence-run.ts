import { Entity, type EntityItem } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

import { CADENCE_END_REASONS, CADENCE_RUN_STATES } from '../../../../shared/domain/cadence';
import { model } from './attributes';

/** gsi5's partition of the cadence runs due for the cadence job, of every instance. */
export const CADENCE_DUE_PARTITION = 'cadence';

/** gsi5's sort key of an ACTIVE run: `<nextAt>#<ns>#<contactId>#<campaignId>`. */
export function cadenceDueKey(run: { namespaceId: string; contactId: string; campaignId: string; nextAt: string }): string {
  return `${run.nextAt}#${run.namespaceId}#${run.contactId}#${run.campaignId}`;
}

/**
 * A contact's cadence run in a campaign: pk `<ns>#cadence-run`, sk `<contactId>#<campaignId>`, so a
 * contact's runs in every campaign are one query. Created with the campaign's first email to the
 * contact (written just before it, only if absent), it tracks which step of the cadence comes next (`position`),
 * the step number of the thread's latest email (`lastStep`, 0 for the first) and when the cadence
 * job looks at it next (`nextAt`). While ACTIVE it is on gsi5, sparse, across instances, at
 * `nextAt` (`duePartition` CADENCE_DUE_PARTITION, `dueKey` from cadenceDueKey); ending it removes
 * both keys.
 */
export function cadenceRunEntity(client: DynamoDBDocumentClient, table: string) {
  return new Entity(
    {
      model: model('cadence-run'),
      attributes: {
        namespaceId: { type: 'string', required: true, readOnly: true },
        contactId: { type: 'string', required: true, readOnly: true },
        campaignId: { type: 'string', required: true, readOnly: true },
        /** index of the next cadence step to run */
        position: { type: 'number', required: true },
        /** step number of the thread's latest email (0: the first email) */
        lastStep: { type: 'number', required: true },
        /** when the cadence job looks at the run next */
        nextAt: { type: 'string', required: true },
        /** no follow-up before this time (an out-of-office reply) */
        notBefore: { type: 'string' },
        state: { type: CADENCE_RUN_STATES, required: true },
        endReason: { type: CADENCE_END_REASONS },
        endedAt: { type: 'string' },
        createdAt: { type: 'string', required: true, readOnly: true },
        updatedAt: { type: 'string', required: true },
        /** gsi5's partition (CADENCE_DUE_PARTITION) while the run is ACTIVE */
        duePartition: { type: 'string', hidden: true },
        /** gsi5's sort key while the run is ACTIVE: cadenceDueKey */
        dueKey: { type: 'string', hidden: true },
      },
      indexes: {
        byContact: {
          pk: { field: 'pk', composite: ['namespaceId'], template: '${namespaceId}#cadence-run', casing: 'none' },
          sk: {
            field: 'sk',
            composite: ['contactId', 'campaignId'],
            template: '${contactId}#${campaignId}',
            casing: 'none',
          },
        },
        /** sparse: ACTIVE runs of every instance by when they are due, oldest first */
        due: {
          index: 'gsi5',
          pk: { field: 'gsi5pk', composite: ['duePartition'], template: '${duePartition}', casing: 'none' },
          sk: { field: 'gsi5sk', composite: ['dueKey'], template: '${dueKey}', casing: 'none' },
        },
      },
    },
    { client, table },
  );
}

export type CadenceRunItem = EntityItem<ReturnType<typeof cadenceRunEntity>>;
