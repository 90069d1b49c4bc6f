import { Entity } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

import { model } from './attributes';

/** The period of a mailbox's all-time counters (send slot, warm-up total). */
export const ALL_TIME = 'all';

/**
 * A mailbox's send counters: pk `<ns>#mailbox-usage`, sk `<mailbox>#<period>`, where the period is a
 * day (`YYYY-MM-DD` in the mailbox's time zone: reserved and sent that day, the hard bounces and
 * spam complaints recorded that day, and the send planner's last send time given out and emails
 * queued that day) or ALL_TIME (sent in all and the last send slot taken). Counters change by
 * atomic ADD; the send slot is taken with a conditional write; the planner's plan is written by the
 * one planner that holds the lease.
 */
export function mailboxUsageEntity(client: DynamoDBDocumentClient, table: string) {
  return new Entity(
    {
      model: model('mailbox-usage'),
      attributes: {
        namespaceId: { type: 'string', required: true, readOnly: true },
        mailbox: { type: 'string', required: true, readOnly: true },
        period: { type: 'string', required: true, readOnly: true },
        reserved: { type: 'number' },
        sent: { type: 'number' },
        /** hard bounces recorded that day (of emails the mailbox sent) */
        bounced: { type: 'number' },
        /** spam complaints recorded that day */
        complained: { type: 'number' },
        lastSendAt: { type: 'number' },
        lastPlannedAt: { type: 'number' },
        /** the emails the planner queued that day whose messages may still wait on the queue, with their send times */
        queued: {
          type: 'list',
          items: {
            type: 'map',
            properties: { id: { type: 'string', required: true }, at: { type: 'number', required: true } },
          },
        },
      },
      indexes: {
        byMailbox: {
          pk: { field: 'pk', composite: ['namespaceId'], template: '${namespaceId}#mailbox-usage', casing: 'none' },
          sk: { field: 'sk', composite: ['mailbox', 'period'], template: '${mailbox}#${period}', casing: 'none' },
        },
      },
    },
    { client, table },
  );
}

/**
 * A job's lease (global: a scheduled job runs for every instance): pk `job-lease#<job>`, sk `lease`.
 * Held by `owner` until `until` (epoch ms); taken only when free or run out.
 */
export function jobLeaseEntity(client: DynamoDBDocumentClient, table: string) {
  return new Entity(
    {
      model: model('job-lease'),
      attributes: {
        job: { type: 'string', required: true, readOnly: true },
        owner: { type: 'string', required: true },
        until: { type: 'number', required: true },
      },
      indexes: {
        byJob: {
          pk: { field: 'pk', composite: ['job'], template: 'job-lease#${job}', casing: 'none' },
          sk: { field: 'sk', composite: [], template: 'lease', casing: 'none' },
        },
      },
    },
    { client, table },
  );
}
