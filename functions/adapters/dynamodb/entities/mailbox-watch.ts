import { Entity, type EntityItem } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

import { PUSH_PROVIDERS } from '../../../core/ports/mailbox-watch';
import { TABLE_KEYS } from '../table';
import { model } from './attributes';

/**
 * A sender's push set-up: pk `<ns>#mailbox-watch`, sk `<senderId>`. Gmail: the watch's end and the
 * history id read up to (`historyOrder`, the same id zero-padded to 20 digits, is what the
 * conditional write that moves it forward compares). Microsoft: the subscription, its end, the
 * SHA-256 of its client state and when notifications were last handled.
 */
export function mailboxWatchEntity(client: DynamoDBDocumentClient, table: string) {
  return new Entity(
    {
      model: model('mailbox-watch'),
      attributes: {
        namespaceId: { type: 'string', required: true, readOnly: true },
        senderId: { type: 'string', required: true, readOnly: true },
        provider: { type: PUSH_PROVIDERS, required: true },
        senderEmail: { type: 'string', required: true },
        /** epoch ms */
        watchExpiresAt: { type: 'number', required: true },
        historyId: { type: 'string' },
        historyOrder: { type: 'string' },
        subscriptionId: { type: 'string' },
        clientStateHash: { type: 'string' },
        lastHandledAt: { type: 'string' },
        updatedAt: { type: 'string', required: true },
      },
      indexes: {
        bySender: {
          pk: { field: 'pk', composite: ['namespaceId'], template: '${namespaceId}#mailbox-watch', casing: 'none' },
          sk: { field: 'sk', composite: ['senderId'], template: '${senderId}', casing: 'none' },
        },
      },
    },
    { client, table },
  );
}

export type MailboxWatchItem = EntityItem<ReturnType<typeof mailboxWatchEntity>>;

/**
 * The global lookups the mailbox webhooks find a sender by (a push names no instance):
 * pk `mailbox-address#<lower-case address>`, sk `<ns>#<senderId>` (every sender watching that
 * Gmail mailbox), and pk `mailbox-subscription#<subscriptionId>`, sk `<ns>#<senderId>` (the one
 * sender of a Graph subscription, with its client state's hash). Written with the watch.
 */
export function mailboxLookupEntity(client: DynamoDBDocumentClient, table: string) {
  return new Entity(
    {
      model: model('mailbox-lookup'),
      attributes: {
        lookup: { type: 'string', required: true, readOnly: true },
        namespaceId: { type: 'string', required: true, readOnly: true },
        senderId: { type: 'string', required: true, readOnly: true },
        clientStateHash: { type: 'string' },
      },
      indexes: {
        byLookup: {
          pk: { field: 'pk', composite: ['lookup'], template: '${lookup}', casing: 'none' },
          sk: { field: 'sk', composite: ['namespaceId', 'senderId'], template: '${namespaceId}#${senderId}', casing: 'none' },
        },
      },
    },
    { client, table },
  );
}

/**
 * A provider message a sender's mailbox handed over already (Graph): pk `<ns>#mailbox-message`,
 * sk `<senderId>#<providerMessageId>`, so a replayed notification is not read again. Removed by the
 * table's TTL (`expiresAt`, epoch seconds) after 30 days.
 */
export function mailboxMessageEntity(client: DynamoDBDocumentClient, table: string) {
  return new Entity(
    {
      model: model('mailbox-message'),
      attributes: {
        namespaceId: { type: 'string', required: true, readOnly: true },
        senderId: { type: 'string', required: true, readOnly: true },
        providerMessageId: { type: 'string', required: true, readOnly: true },
        at: { type: 'string', required: true, readOnly: true },
        [TABLE_KEYS.ttlAttribute]: { type: 'number', required: true, readOnly: true },
      },
      indexes: {
        byMessage: {
          pk: { field: 'pk', composite: ['namespaceId'], template: '${namespaceId}#mailbox-message', casing: 'none' },
          sk: {
            field: 'sk',
            composite: ['senderId', 'providerMessageId'],
            template: '${senderId}#${providerMessageId}',
            casing: 'none',
          },
        },
      },
    },
    { client, table },
  );
}
