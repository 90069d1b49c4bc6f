import { Entity, type EntityItem } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

import { CONTACT_STATUSES } from '../../../../shared/domain/contact';
import { CONTACT_EMAIL_STATUSES, EMAIL_STATUSES } from '../../../../shared/domain/email';
import { EMAIL_REPLY_KINDS, REPLY_INTERESTS } from '../../../../shared/schemas/email-reply';
import { model } from './attributes';

/**
 * A message that answered one of our emails, as the rep's mailbox received it (a person's reply,
 * a request to stop, an absence notice, another machine's answer, a delivery report, a complaint):
 * pk `<ns>#email-reply`, sk `<contactId>#<emailId>#<key>`, where the key is derived from the
 * message (its Message-ID, else its content). It is written only when new, so a message read twice
 * (a replayed notification, two polls) is kept once. A contact's replies, and one email's, are each
 * one query on the key's prefix. The replies inbox lists an instance's on gsi1
 * (`<ns>#reply-inbox`, sk `<receivedAt>#<contactId>#<emailId>#<key>`), newest first: gsi1 projects
 * every attribute, and its keys never change after the message is kept (a correction or a handled
 * mark writes attributes, not keys).
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
        /** the class the classifier read (a correction is `label`, this stays as read) */
        kind: { type: EMAIL_REPLY_KINDS, required: true, readOnly: true },
        receivedAt: { type: 'string', required: true, readOnly: true },
        fromAddress: { type: 'string' },
        /** the message's Message-ID, which a follow-up written by hand answers (In-Reply-To) */
        messageId: { type: 'string', readOnly: true },
        subject: { type: 'string' },
        text: { type: 'string' },
        interest: { type: REPLY_INTERESTS },
        referral: { type: 'boolean' },
        meetingRequest: { type: 'boolean' },
        reason: { type: 'string' },
        secondOpinion: { type: 'string' },
        deliveryStatus: { type: 'string' },
        /** an absence notice's return date (YYYY-MM-DD) when it gave one */
        returnDate: { type: 'string' },
        /** an absence notice: when the next follow-up may go */
        followUpNotBefore: { type: 'string' },
        /** the contact's statuses and the email's when the message came, for a correction to put back */
        contactStatusBefore: { type: CONTACT_STATUSES },
        contactEmailStatusBefore: { type: CONTACT_EMAIL_STATUSES },
        emailStatusBefore: { type: EMAIL_STATUSES },
        /** a member's correction of the class: this instance's label, never shared */
        label: { type: EMAIL_REPLY_KINDS },
        labelInterest: { type: REPLY_INTERESTS },
        labelledBy: { type: 'string' },
        labelledAt: { type: 'string' },
        handledBy: { type: 'string' },
        handledAt: { type: 'string' },
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
        inbox: {
          index: 'gsi1',
          pk: { field: 'gsi1pk', composite: ['namespaceId'], template: '${namespaceId}#reply-inbox', casing: 'none' },
          sk: {
            field: 'gsi1sk',
            composite: ['receivedAt', 'contactId', 'emailId', 'key'],
            template: '${receivedAt}#${contactId}#${emailId}#${key}',
            casing: 'none',
          },
        },
      },
    },
    { client, table },
  );
}

export type EmailReplyItem = EntityItem<ReturnType<typeof emailReplyEntity>>;
