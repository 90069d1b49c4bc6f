import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

import type { EmailReply } from '../../../shared/schemas/email-reply';
import type { ReplyStore } from '../../core/ports/replies';
import { requireTenant } from '../../core/tenant';
import { contactEntity } from './entities/contact';
import { emailReplyEntity, type EmailReplyItem } from './entities/email-reply';
import { isConditionalCheckFailure } from './errors';

/** Replies one contact has at most in one read; more than that is not a conversation we keep whole. */
const REPLIES_PER_CONTACT = 200;

/** The reply as kept (what the classifier read), without its keys, correction or handled mark. */
function replyOf(item: EmailReplyItem): EmailReply {
  const {
    namespaceId: _namespace,
    key: _key,
    createdAt: _created,
    label: _label,
    labelInterest: _labelInterest,
    labelledBy: _labelledBy,
    labelledAt: _labelledAt,
    handledBy: _handledBy,
    handledAt: _handledAt,
    ...reply
  } = item;
  return reply;
}

/** The replies kept on threads (entity `email-reply`) and the contact's REPLIED mark. */
export function createReplyStore(client: DynamoDBDocumentClient, table: string): ReplyStore {
  const replies = emailReplyEntity(client, table);
  const contacts = contactEntity(client, table);

  return {
    async keep(ctx, reply, at) {
      const namespaceId = requireTenant(ctx);
      try {
        await replies.create({ ...reply, namespaceId, createdAt: at }).go();
        return true;
      } catch (error) {
        if (isConditionalCheckFailure(error)) return false;
        throw error;
      }
    },

    async find(ctx, ref) {
      const namespaceId = requireTenant(ctx);
      const { data } = await replies.get({ namespaceId, ...ref }).go({ consistent: true });
      return data ? replyOf(data) : undefined;
    },

    async ofContact(ctx, contactId, emailId) {
      const namespaceId = requireTenant(ctx);
      const query = replies.query.byContact({ namespaceId, contactId, ...(emailId === undefined ? {} : { emailId }) });
      const { data } = await query.go({ limit: REPLIES_PER_CONTACT });
      return data.map(replyOf).sort((a, b) => a.receivedAt.localeCompare(b.receivedAt));
    },

    async markContactReplied(ctx, contactId, at) {
      const namespaceId = requireTenant(ctx);
      try {
        await contacts
          .patch({ namespaceId, id: contactId })
          .set({ status: 'REPLIED', emailStatus: 'REPLIED', updatedAt: at })
          .where(
            (attributes, op) =>
              `${op.ne(attributes.status, 'DO_NOT_CONTACT')} AND ${op.ne(attributes.emailStatus, 'DO_NOT_CONTACT')} AND (${op.ne(attributes.status, 'REPLIED')} OR ${op.ne(attributes.emailStatus, 'REPLIED')})`,
          )
          .go({ response: 'none' });
        return 'CHANGED';
      } catch (error) {
        if (!isConditionalCheckFailure(error)) throw error;
      }
      const { data } = await contacts.get({ namespaceId, id: contactId }).go({ consistent: true, attributes: ['id'] });
      return data ? 'ALREADY' : 'MISSING';
    },

    async contactState(ctx, contactId) {
      const namespaceId = requireTenant(ctx);
      const { data } = await contacts
        .get({ namespaceId, id: contactId })
        .go({ consistent: true, attributes: ['status', 'emailStatus'] });
      return data ? { status: data.status, emailStatus: data.emailStatus } : undefined;
    },
  };
}
