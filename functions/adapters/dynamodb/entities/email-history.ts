import { Entity, type EntityItem } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

import { EMAIL_STATUSES, REVIEW_STATUSES } from '../../../../shared/domain/email';
import { EMAIL_HISTORY_KINDS } from '../../../../shared/schemas/email-review';
import { model } from './attributes';

/**
 * One entry of an email's history (an earlier version, a status change, a review mark):
 * pk `<ns>#email-history`, sk `<contactId>#<emailId>#<at>#<seq>`. A contact's entries, and one
 * email's, are each one query on the key's prefix; an entry is written once the change it records
 * is written, so the history never tells of a change that did not happen.
 */
export function emailHistoryEntity(client: DynamoDBDocumentClient, table: string) {
  return new Entity(
    {
      model: model('email-history'),
      attributes: {
        namespaceId: { type: 'string', required: true, readOnly: true },
        contactId: { type: 'string', required: true, readOnly: true },
        emailId: { type: 'string', required: true, readOnly: true },
        at: { type: 'string', required: true, readOnly: true },
        /** orders entries of one change made in the same millisecond */
        seq: { type: 'string', required: true, readOnly: true },
        campaignId: { type: 'string', required: true },
        kind: { type: EMAIL_HISTORY_KINDS, required: true },
        by: { type: 'string', required: true },
        fromStatus: { type: EMAIL_STATUSES },
        toStatus: { type: EMAIL_STATUSES },
        reviewStatus: { type: REVIEW_STATUSES },
        subject: { type: 'string' },
        bodyHtml: { type: 'string' },
        writer: { type: 'string' },
        instruction: { type: 'string' },
        note: { type: 'string' },
      },
      indexes: {
        byContact: {
          pk: { field: 'pk', composite: ['namespaceId'], template: '${namespaceId}#email-history', casing: 'none' },
          sk: {
            field: 'sk',
            composite: ['contactId', 'emailId', 'at', 'seq'],
            template: '${contactId}#${emailId}#${at}#${seq}',
            casing: 'none',
          },
        },
      },
    },
    { client, table },
  );
}

export type EmailHistoryItem = EntityItem<ReturnType<typeof emailHistoryEntity>>;
