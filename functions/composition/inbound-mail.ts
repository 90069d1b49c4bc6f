import { createContactSuppressor } from '../adapters/dynamodb/contact-suppressor';
import { createReplyStore } from '../adapters/dynamodb/reply-store';
import { createEmailReviewStore } from '../adapters/dynamodb/review-store';
import { createSendStore } from '../adapters/dynamodb/send-store';
import type { InboundMailHandler } from '../core/ports/inbound-mail';
import { createInboundMailHandler, MAILBOX_ACTOR, type InboundProcessorDeps } from '../core/replies/inbound-processor';
import { cancelPendingEmailsOf, suppressContact } from '../core/sending/suppression';
import { cadenceStopsFor } from './cadence';
import { senderStatusDeps } from './services/sender-health';
import { suppressionFor } from './services/suppression';
import { repository, table, type Wiring } from './wiring';

/**
 * What applying a message read from a rep's mailbox writes through: the review queue's store for
 * the emails, the replies kept on threads, suppression (a bounce, a request to stop), the mailbox
 * counters and the senders judged from them, and the contacts' cadence runs. All of it is the
 * table, read-write: nothing else.
 */
export function inboundMailDeps(wiring: Wiring): InboundProcessorDeps {
  table(wiring, 'readWrite');
  const emails = repository(wiring, createEmailReviewStore);
  const contacts = repository(wiring, createContactSuppressor);
  const suppress = suppressionFor(wiring);
  return {
    ...senderStatusDeps(wiring),
    store: repository(wiring, createSendStore),
    emails,
    replies: repository(wiring, createReplyStore),
    suppress: (ctx, contactId, reason) => suppress(ctx, contactId, reason),
    unsubscribe: async (ctx, contactId, count) => {
      await suppressContact({ contacts, store: emails }, ctx, contactId, {
        reason: 'UNSUBSCRIBED',
        at: wiring.now(),
        by: MAILBOX_ACTOR,
        count,
      });
    },
    cancelPending: (ctx, contactId, input) => cancelPendingEmailsOf({ store: emails }, ctx, contactId, input),
    cadences: cadenceStopsFor(wiring),
  };
}

/** The handler the mailbox readers (IMAP, Gmail, Microsoft Graph) give each message to. */
export function inboundMailHandler(wiring: Wiring): InboundMailHandler {
  return createInboundMailHandler(inboundMailDeps(wiring));
}
