import { Entity, type EntityItem } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

import { CHANNELS, LANGUAGES } from '../../../../shared/domain/campaign';
import { COPY_STATUSES, EMAIL_STATUSES, EMAIL_TYPES, REVIEW_STATUSES } from '../../../../shared/domain/email';
import { tenantSchema } from './attributes';

/** Email message: pk `<ns>#email`, sk `<id>`; by campaign on gsi1, by contact on gsi2. */
export function emailMessageEntity(client: DynamoDBDocumentClient, table: string) {
  const schema = tenantSchema(
    'email',
    {
      campaignId: { type: 'string', required: true },
      contactId: { type: 'string', required: true },
      senderEmail: { type: 'string' },
      type: { type: EMAIL_TYPES, required: true },
      status: { type: EMAIL_STATUSES, required: true },
      reviewStatus: { type: REVIEW_STATUSES, required: true },
      copyStatus: { type: COPY_STATUSES, required: true },
      channel: { type: CHANNELS, required: true },
      language: { type: LANGUAGES, required: true },
      subject: { type: 'string' },
      bodyHtml: { type: 'string', required: true },
      bodyText: { type: 'string' },
      threadRootId: { type: 'string' },
      step: { type: 'number' },
      scheduledAt: { type: 'string' },
      sentAt: { type: 'string' },
      failureReason: { type: 'string' },
    },
    {
      byCampaign: {
        index: 'gsi1',
        pk: {
          field: 'gsi1pk',
          composite: ['namespaceId', 'campaignId'],
          template: '${namespaceId}#campaign#${campaignId}#email',
          casing: 'none',
        },
        sk: { field: 'gsi1sk', composite: ['id'], template: '${id}', casing: 'none' },
      },
      byContact: {
        index: 'gsi2',
        pk: {
          field: 'gsi2pk',
          composite: ['namespaceId', 'contactId'],
          template: '${namespaceId}#contact#${contactId}#email',
          casing: 'none',
        },
        sk: { field: 'gsi2sk', composite: ['id'], template: '${id}', casing: 'none' },
      },
    },
  );
  return new Entity(schema, { client, table });
}

export type EmailMessageItem = EntityItem<ReturnType<typeof emailMessageEntity>>;
