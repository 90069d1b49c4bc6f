import { Entity, type EntityItem } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

import { SENDER_HEALTH, SENDER_STATUSES, SENDER_TYPES } from '../../../../shared/domain/sender';
import { tenantSchema } from './attributes';

/**
 * Email sender config: pk `<ns>#sender`, sk `<id>`; by sender email on gsi1; every sender of every
 * instance on gsi3 (`sender`, sk `<ns>#<id>`), which the daily sender health check walks. Secrets
 * are stored only as ciphertext.
 */
export function emailSenderConfigEntity(client: DynamoDBDocumentClient, table: string) {
  const schema = tenantSchema(
    'sender',
    {
      senderEmail: { type: 'string', required: true },
      senderName: { type: 'string', required: true },
      type: { type: SENDER_TYPES, required: true },
      status: { type: SENDER_STATUSES, required: true },
      health: { type: SENDER_HEALTH },
      spamRate: { type: 'number' },
      dailyLimit: { type: 'number' },
      signatureId: { type: 'string' },
      /** IANA time zone; the instance's when absent */
      timeZone: { type: 'string' },
      smtp: {
        type: 'map',
        properties: {
          host: { type: 'string', required: true },
          port: { type: 'number', required: true },
          username: { type: 'string', required: true },
          secure: { type: 'boolean', required: true },
        },
      },
      /** where replies are read; derived from the SMTP host when absent (`imapSettingsOf`) */
      imap: {
        type: 'map',
        properties: {
          host: { type: 'string', required: true },
          port: { type: 'number', required: true },
          secure: { type: 'boolean', required: true },
        },
      },
      secretCiphertext: { type: 'string', hidden: true },
      credentialsValid: { type: 'boolean' },
      lastHealthCheckAt: { type: 'string' },
      bounceRate: { type: 'number' },
      statusReason: { type: 'string' },
      sendingPausedAt: { type: 'string' },
      sendingPausedReason: { type: 'string' },
      sendingResumedAt: { type: 'string' },
      bouncesAtResume: { type: 'number' },
      healthCheckedAt: { type: 'string' },
      mailboxReadFailure: { type: 'string' },
      mailboxReadFailedAt: { type: 'string' },
      recentOutcomes: {
        type: 'map',
        properties: {
          fromDay: { type: 'string', required: true },
          toDay: { type: 'string', required: true },
          sent: { type: 'number', required: true },
          bounced: { type: 'number', required: true },
          complained: { type: 'number', required: true },
          delivered: { type: 'number', required: true },
          judged: { type: 'boolean', required: true },
        },
      },
    },
    {
      bySenderEmail: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: ['namespaceId'], template: '${namespaceId}#sender-email', casing: 'none' },
        sk: { field: 'gsi1sk', composite: ['senderEmail'], template: '${senderEmail}', casing: 'none' },
      },
      everySender: {
        index: 'gsi3',
        pk: { field: 'gsi3pk', composite: [], template: 'sender', casing: 'none' },
        sk: { field: 'gsi3sk', composite: ['namespaceId', 'id'], template: '${namespaceId}#${id}', casing: 'none' },
      },
    },
  );
  return new Entity(schema, { client, table });
}

export type EmailSenderConfigItem = EntityItem<ReturnType<typeof emailSenderConfigEntity>>;
