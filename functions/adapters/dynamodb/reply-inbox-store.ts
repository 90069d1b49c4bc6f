import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

import {
  REPLY_FILTER_KINDS,
  type EmailReplyKind,
  type ReplyInboxFilter,
  type ReplyInboxItem,
} from '../../../shared/schemas/email-reply';
import type { ConditionalOutcome, ReplyInboxStore, ReplyRef } from '../../core/ports/replies';
import { requireTenant } from '../../core/tenant';
import { decodeCursor, encodeCursor, withCursor } from './cursor';
import { contactEntity } from './entities/contact';
import { emailReplyEntity, type EmailReplyItem } from './entities/email-reply';
import { isConditionalCheckFailure } from './errors';
import { MAX_SEARCH_READS } from './tenant-store';

type Op = {
  eq(attribute: unknown, value: unknown): string;
  exists(attribute: unknown): string;
  notExists(attribute: unknown): string;
};
type Attributes = Record<string, unknown>;

/** The message's id in the inbox: `<contactId>.<emailId>.<key>`. */
function replyIdOf(item: Pick<EmailReplyItem, 'contactId' | 'emailId' | 'key'>): string {
  return `${item.contactId}.${item.emailId}.${item.key}`;
}

function inboxItem(item: EmailReplyItem): ReplyInboxItem {
  const { namespaceId: _namespace, key: _key, createdAt: _created, ...kept } = item;
  return { ...kept, id: replyIdOf(item) };
}

/** `the message stands as <kind>`: its label is that kind, or it has none and was read as it. */
function standsAs(attributes: Attributes, op: Op, kind: EmailReplyKind): string {
  return `(${op.eq(attributes.label, kind)} OR (${op.notExists(attributes.label)} AND ${op.eq(attributes.kind, kind)}))`;
}

/** `the message's interest stands as <interest>`, with its correction's interest taking the place of the one read. */
function interestIs(attributes: Attributes, op: Op, interest: string): string {
  return `((${op.exists(attributes.label)} AND ${op.eq(attributes.labelInterest, interest)}) OR (${op.notExists(attributes.label)} AND ${op.eq(attributes.interest, interest)}))`;
}

/** The filter expression of one of the inbox's filters, on the class and interest a message stands as. */
function filterExpression(filter: ReplyInboxFilter) {
  return (attributes: Attributes, op: Op): string => {
    if (filter === 'REFERRAL') return op.eq(attributes.referral, true);
    if (filter === 'UNHANDLED') return op.notExists(attributes.handledAt);
    const each = (REPLY_FILTER_KINDS[filter] ?? []).map((kind) => standsAs(attributes, op, kind));
    // DynamoDB refuses parentheses around one term that has its own
    const kinds = each.length === 1 ? (each[0] ?? '') : `(${each.join(' OR ')})`;
    if (filter === 'INTERESTED' || filter === 'NOT_INTERESTED') return `${kinds} AND ${interestIs(attributes, op, filter)}`;
    return kinds;
  };
}

/**
 * The replies inbox over the `email-reply` items: an instance's, newest first, on gsi1 (the
 * `inbox` index), or one contact's on the table's key; corrections and handled marks are
 * conditional writes of the item's own attributes, which leave its keys alone.
 */
export function createReplyInboxStore(client: DynamoDBDocumentClient, table: string): ReplyInboxStore {
  const replies = emailReplyEntity(client, table);
  const contacts = contactEntity(client, table);

  function inboxQuery(namespaceId: string, query: { filter?: ReplyInboxFilter | undefined; contactId?: string | undefined }) {
    const base =
      query.contactId === undefined
        ? replies.query.inbox({ namespaceId })
        : replies.query.byContact({ namespaceId, contactId: query.contactId });
    return query.filter === undefined ? base : base.where(filterExpression(query.filter));
  }

  async function conditional(
    write: () => Promise<unknown>,
    ctx: Parameters<ReplyInboxStore['get']>[0],
    ref: ReplyRef,
  ): Promise<ConditionalOutcome> {
    try {
      await write();
      return 'CHANGED';
    } catch (error) {
      if (!isConditionalCheckFailure(error)) throw error;
    }
    return (await store.get(ctx, ref)) ? 'CONFLICT' : 'MISSING';
  }

  const store: ReplyInboxStore = {
    async list(ctx, query, page) {
      const namespaceId = requireTenant(ctx);
      const byContact = query.contactId !== undefined;
      const scope = `${namespaceId}#${byContact ? 'email-reply' : 'reply-inbox'}`;
      let from =
        decodeCursor(namespaceId, page.cursor, byContact ? ['pk'] : ['gsi1pk'], {
          attributes: byContact ? ['pk', 'sk'] : ['pk', 'sk', 'gsi1pk', 'gsi1sk'],
          equal: byContact ? { pk: scope } : { pk: `${namespaceId}#email-reply`, gsi1pk: scope },
        }) ?? null;
      const read = inboxQuery(namespaceId, query);
      const items: ReplyInboxItem[] = [];
      let reads = 0;
      do {
        const cursor = from;
        const result = await withCursor(cursor, () => read.go({ cursor, limit: page.limit - items.length, order: 'desc' }));
        items.push(...result.data.map(inboxItem));
        from = result.cursor;
        reads += 1;
      } while (from && items.length < page.limit && reads < MAX_SEARCH_READS);
      // one contact's are read by key (contact, email, message): newest first is by their time
      if (byContact) items.sort((a, b) => b.receivedAt.localeCompare(a.receivedAt));
      return { items, cursor: encodeCursor(namespaceId, from) };
    },

    async get(ctx, ref) {
      const namespaceId = requireTenant(ctx);
      const { data } = await replies.get({ namespaceId, ...ref }).go({ consistent: true });
      return data ? inboxItem(data) : null;
    },

    label(ctx, ref, expected, label) {
      const namespaceId = requireTenant(ctx);
      const write = replies
        .patch({ namespaceId, ...ref })
        .set({ label: label.label, labelledBy: label.by, labelledAt: label.at })
        .remove(label.labelInterest === undefined ? ['labelInterest'] : []);
      const withInterest = label.labelInterest === undefined ? write : write.set({ labelInterest: label.labelInterest });
      return conditional(
        () => withInterest.where((attributes, op) => standsAs(attributes, op, expected)).go({ response: 'none' }),
        ctx,
        ref,
      );
    },

    handled(ctx, ref, handled) {
      const namespaceId = requireTenant(ctx);
      const write = handled
        ? replies.patch({ namespaceId, ...ref }).set({ handledBy: handled.by, handledAt: handled.at })
        : replies.patch({ namespaceId, ...ref }).remove(['handledBy', 'handledAt']);
      return conditional(() => write.go({ response: 'none' }), ctx, ref);
    },

    async moveContact(ctx, contactId, from, to, at) {
      const namespaceId = requireTenant(ctx);
      try {
        await contacts
          .patch({ namespaceId, id: contactId })
          .set({ status: to.status, emailStatus: to.emailStatus, updatedAt: at })
          .where(
            (attributes, op) => `${op.eq(attributes.status, from.status)} AND ${op.eq(attributes.emailStatus, from.emailStatus)}`,
          )
          .go({ response: 'none' });
        return 'CHANGED';
      } catch (error) {
        if (!isConditionalCheckFailure(error)) throw error;
      }
      const { data } = await contacts.get({ namespaceId, id: contactId }).go({ consistent: true, attributes: ['id'] });
      return data ? 'CONFLICT' : 'MISSING';
    },
  };
  return store;
}
