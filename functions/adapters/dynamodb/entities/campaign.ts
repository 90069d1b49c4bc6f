import { CustomAttributeType, Entity, type EntityItem } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

import { CAMPAIGN_STATUSES, CHANNELS, GENERATOR_VERSIONS, LANGUAGES } from '../../../../shared/domain/campaign';
import type { ThrottleOption } from '../../../../shared/domain/sending';
import { tenantSchema } from './attributes';

/**
 * Campaign: pk `<ns>#campaign`, sk `<id>`; by status on gsi1 (an instance's campaigns of one status).
 * Running campaigns of every instance are also on gsi3 (`campaign-status#RUNNING`, sk `<ns>#<id>`),
 * a sparse index the generation planner reads: a campaign leaves it when it stops running.
 */
export function campaignEntity(client: DynamoDBDocumentClient, table: string) {
  const schema = tenantSchema(
    'campaign',
    {
      name: { type: 'string', required: true },
      ownerId: { type: 'string' },
      status: { type: CAMPAIGN_STATUSES, required: true },
      generatorVersion: { type: GENERATOR_VERSIONS, required: true },
      channel: { type: CHANNELS, required: true },
      language: { type: LANGUAGES, required: true },
      companyId: { type: 'string', required: true },
      productId: { type: 'string', required: true },
      customerProfileId: { type: 'string' },
      personaId: { type: 'string' },
      callToActionId: { type: 'string', required: true },
      contactListId: { type: 'string' },
      contactIds: { type: 'list', items: { type: 'string' } },
      /** where the generation planner goes on in the audience (opaque to everything else) */
      plannerCursor: { type: 'string' },
      senderConfigIds: { type: 'list', items: { type: 'string' }, required: true },
      sampleEmailIds: { type: 'list', items: { type: 'string' } },
      cadenceId: { type: 'string' },
      // stored as a number; the type is the offered throttles, which the input schema enforces
      throttle: { type: CustomAttributeType<ThrottleOption>('number') },
      sendHour: { type: 'number' },
      followUpAfterDays: { type: 'number' },
    },
    {
      byStatus: {
        index: 'gsi1',
        pk: {
          field: 'gsi1pk',
          composite: ['namespaceId', 'status'],
          template: '${namespaceId}#campaign-status#${status}',
          casing: 'none',
        },
        sk: { field: 'gsi1sk', composite: ['id'], template: '${id}', casing: 'none' },
      },
      running: {
        index: 'gsi3',
        // sparse: only RUNNING campaigns carry these keys; status is a composite so a status change re-keys it
        condition: (attributes: Record<string, unknown>) => attributes.status === 'RUNNING',
        pk: { field: 'gsi3pk', composite: ['status'], template: 'campaign-status#${status}', casing: 'none' },
        sk: { field: 'gsi3sk', composite: ['namespaceId', 'id'], template: '${namespaceId}#${id}', casing: 'none' },
      },
    },
  );
  return new Entity(schema, { client, table });
}

export type CampaignItem = EntityItem<ReturnType<typeof campaignEntity>>;
