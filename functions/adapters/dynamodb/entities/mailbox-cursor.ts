import { Entity } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

import { model } from './attributes';

/**
 * How far an SMTP sender's mailbox has been read over IMAP: pk `<ns>#mailbox-cursor`, sk
 * `<senderId>`. Every message of `uidValidity` with a UID up to `lastUid` has been handled. Written
 * only forward (a condition on the stored UID), or anew when the mailbox's UIDVALIDITY changed.
 */
export function mailboxCursorEntity(client: DynamoDBDocumentClient, table: string) {
  return new Entity(
    {
      model: model('mailbox-cursor'),
      attributes: {
        namespaceId: { type: 'string', required: true, readOnly: true },
        senderId: { type: 'string', required: true, readOnly: true },
        /** the INBOX's UIDVALIDITY, as decimal text */
        uidValidity: { type: 'string', required: true },
        lastUid: { type: 'number', required: true },
        /** when it last moved */
        updatedAt: { type: 'string', required: true },
      },
      indexes: {
        bySender: {
          pk: { field: 'pk', composite: ['namespaceId'], template: '${namespaceId}#mailbox-cursor', casing: 'none' },
          sk: { field: 'sk', composite: ['senderId'], template: '${senderId}', casing: 'none' },
        },
      },
    },
    { client, table },
  );
}
