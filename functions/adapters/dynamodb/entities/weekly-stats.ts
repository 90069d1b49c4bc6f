import { Entity } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

import { model, outcomeCounters } from './attributes';

/**
 * An instance's outcome counters of one send week: pk `<ns>#weekly-stats`, sk the week's Monday
 * (`YYYY-MM-DD`, UTC). Counted by cohort: every outcome of an email (an open, a click, a reply, a
 * bounce, an unsubscribe through it) goes to the week the email was SENT, whenever it happens, so
 * a week's open rate is the share of that week's sends that were opened. Each count moves with an
 * atomic ADD once the change it counts is written, as the campaign's progress does; a recount
 * (counter-recount.ts) restores a count a stopped function left short.
 */
export function weeklyStatsEntity(client: DynamoDBDocumentClient, table: string) {
  return new Entity(
    {
      model: model('weekly-stats'),
      attributes: {
        namespaceId: { type: 'string', required: true, readOnly: true },
        /** the week's Monday, `YYYY-MM-DD` in UTC */
        week: { type: 'string', required: true, readOnly: true },
        ...outcomeCounters,
      },
      indexes: {
        byWeek: {
          pk: { field: 'pk', composite: ['namespaceId'], template: '${namespaceId}#weekly-stats', casing: 'none' },
          sk: { field: 'sk', composite: ['week'], template: '${week}', casing: 'none' },
        },
      },
    },
    { client, table },
  );
}
