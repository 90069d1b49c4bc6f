import { Entity, type EntityItem } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

import { EMAIL_REPLY_KINDS, REPLY_INTERESTS } from '../../../../shared/schemas/email-reply';
import { model } from './attributes';

/**
 * A message that answered one of our emails, as the rep's mailbox received it (a person's reply,
 * a request to stop, an absence notice): pk `<ns>#email-reply`, sk `<contactId>#<emailId>#<key>`,
 * where the key is derived from the message (its Message-ID, else its content). It is written only
 * when new, so a message read twice (a replayed notification, two polls) is kept once. A contact's
 * replies, and one email's, are each one query on the key's prefix.
 */
export function emailReplyEntity(client: DynamoDBDocumentClient, table: string) {
  return new Entity(
    {
      model: model('email-reply'),
      attributes: {
        namespaceId: { type: 'string', required: true, readOnly: true },
        contactId: { type: 'string', required: true, readOnly: true },
        emailId: { type: 'string', required: true, readOnly: true },
        key: { type: 'string', required: true, readOnly: true },
        campaignId: { type: 'string', required: true, readOnly: true },
        kind: { type: EMAIL_REPLY_KINDS, required: true, readOnly: true },
        receivedAt: { type: 'string', required: true, readOnly: true },
        fromAddress: { type: 'string' },
        subject: { type: 'string' },
        text: { type: 'string' },
        interest: { type: REPLY_INTERESTS },
        /** an absence notice's return date (YYYY-MM-DD) when it gave one */
        returnDate: { type: 'string' },
        /** an absence notice: when the next follow-up may go */
        followUpNotBefore: { type: 'string' },
        createdAt: { type: 'string', required: true, readOnly: true },
      },
      indexes: {
        byContact: {
          pk: { field: 'pk', composite: ['namespaceId'], template: '${namespaceId}#email-reply', casing: 'none' },
          sk: {
            field: 'sk',
            composite: ['contactId', 'emailId', 'key'],
            template: '${contactId}#${emailId}#${key}',
            casing: 'none',
          },
        },
      },
    },
    { client, table },
  );
}

export type EmailReplyItem = EntityItem<ReturnType<typeof emailReplyEntity>>;
