import { createReplyInboxStore } from '../../adapters/dynamodb/reply-inbox-store';
import { createReplyStore } from '../../adapters/dynamodb/reply-store';
import { createEmailReviewStore } from '../../adapters/dynamodb/review-store';
import { createReplyInbox } from '../../core/replies/reply-inbox';
import { cancelPendingEmailsOf, suppressContact } from '../../core/sending/suppression';
import { cadenceStopsFor } from '../cadence';
import { tableStore, table, type Wiring } from '../wiring';
import { suppressionDeps } from './suppression';

/** The replies inbox's list: the table, read only. */
export function replyInboxReadService(wiring: Wiring) {
  const inbox = createReplyInbox({
    inbox: tableStore(wiring, createReplyInboxStore),
    replies: tableStore(wiring, createReplyStore),
    emails: tableStore(wiring, createEmailReviewStore),
    suppress: () => Promise.reject(new Error('The replies inbox reads only here.')),
    cancelPending: () => Promise.reject(new Error('The replies inbox reads only here.')),
    cadences: { stopRunsOfContact: () => Promise.reject(new Error('The replies inbox reads only here.')) },
    now: wiring.now,
  });
  return { list: (...args: Parameters<typeof inbox.list>) => inbox.list(...args) };
}

/**
 * The replies inbox's changes: handled marks and corrections, which write what suppression writes
 * (the contact, its pending emails, its cadence runs) and the message itself. The table, read-write.
 */
export function replyInboxService(wiring: Wiring) {
  table(wiring, 'readWrite');
  const suppression = suppressionDeps(wiring);
  return createReplyInbox({
    inbox: tableStore(wiring, createReplyInboxStore),
    replies: tableStore(wiring, createReplyStore),
    emails: suppression.store,
    suppress: (ctx, contactId, reason, by) => suppressContact(suppression, ctx, contactId, { reason, at: wiring.now(), by }),
    cancelPending: (ctx, contactId, input) => cancelPendingEmailsOf(suppression, ctx, contactId, input),
    cadences: cadenceStopsFor(wiring),
    now: wiring.now,
  });
}
