import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

import type { MailboxCursorStore } from '../../core/ports/imap';
import { mailboxCursorEntity } from './entities/mailbox-cursor';
import { appliedIf } from './errors';

/** The mailbox read cursors (pattern 40 of the data model), moved with a conditional write. */
export function createMailboxCursorStore(client: DynamoDBDocumentClient, table: string): MailboxCursorStore {
  const cursors = mailboxCursorEntity(client, table);
  return {
    async get({ namespaceId, senderId }) {
      const { data } = await cursors.get({ namespaceId, senderId }).go();
      return data ? { uidValidity: data.uidValidity, lastUid: data.lastUid } : null;
    },
    advance({ namespaceId, senderId }, { uidValidity, lastUid }, at) {
      return appliedIf(() =>
        cursors
          .put({ namespaceId, senderId, uidValidity, lastUid, updatedAt: at.toISOString() })
          .where(
            (attributes, op) =>
              `${op.notExists(attributes.lastUid)} OR ${op.ne(attributes.uidValidity, uidValidity)} OR ${op.lt(attributes.lastUid, lastUid)}`,
          )
          .go({ response: 'none' }),
      );
    },
  };
}
