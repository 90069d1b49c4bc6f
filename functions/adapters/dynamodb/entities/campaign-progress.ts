import { Entity, type EntityItem } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

import { counter, model, outcomeCounters } from './attributes';

/**
 * A campaign's progress counters: pk `<ns>#campaign-progress`, sk `<campaignId>`. Kept apart from
 * the campaign so counting never conflicts with a rep's edit; each count moves with an atomic ADD
 * once the email change it counts is written (not in a transaction, which DynamoDB charges twice);
 * a recount (counter-recount.ts) restores a count a stopped function left short.
 */
export function campaignProgressEntity(client: DynamoDBDocumentClient, table: string) {
  return new Entity(
    {
      model: model('campaign-progress'),
      attributes: {
        namespaceId: { type: 'string', required: true, readOnly: true },
        campaignId: { type: 'string', required: true, readOnly: true },
        inScope: counter,
        /** first emails created (step 0): the audience reached so far */
        created: counter,
        queued: counter,
        written: counter,
        failed: counter,
        scheduled: counter,
        ...outcomeCounters,
      },
      indexes: {
        byCampaign: {
          pk: { field: 'pk', composite: ['namespaceId'], template: '${namespaceId}#campaign-progress', casing: 'none' },
          sk: { field: 'sk', composite: ['campaignId'], template: '${campaignId}', casing: 'none' },
        },
      },
    },
    { client, table },
  );
}

export type CampaignProgressItem = EntityItem<ReturnType<typeof campaignProgressEntity>>;
