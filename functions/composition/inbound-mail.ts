import { createReplyStore } from '../adapters/dynamodb/reply-store';
import { createContactStore } from '../adapters/dynamodb/contact-store';
import type { InboundMailHandler } from '../core/ports/inbound-mail';
import { createInboundMailHandler, MAILBOX_ACTOR, type InboundProcessorDeps } from '../core/replies/inbound-processor';
import { cancelPendingEmailsOf, suppressContact } from '../core/sending/suppression';
import { cadenceStopsFor } from './cadence';
import { hardBounceDeps } from './inbound-events';
import { secondOpinionFor } from './reply-reader';
import { suppressionDeps } from './services/suppression';
import { tableStore, type Wiring } from './wiring';

/**
 * What applying a message read from a rep's mailbox writes through: what a hard bounce writes
 * through (the emails, suppression, the mailbox counters and the senders judged from them), the
 * replies kept on threads, and the contacts' cadence runs, all in the table; and, when a model is
 * configured, the model's second opinion on the replies the rules leave NEUTRAL, under the token
 * budget every writer shares.
 */
function inboundMailDeps(wiring: Wiring): InboundProcessorDeps {
  const suppression = suppressionDeps(wiring);
  return {
    ...hardBounceDeps(wiring),
    emails: suppression.store,
    replies: tableStore(wiring, createReplyStore),
    unsubscribe: async (ctx, contactId, count) => {
      await suppressContact(suppression, ctx, contactId, { reason: 'UNSUBSCRIBED', at: wiring.now(), by: MAILBOX_ACTOR, count });
    },
    cancelPending: (ctx, contactId, input) => cancelPendingEmailsOf(suppression, ctx, contactId, input),
    cadences: cadenceStopsFor(wiring),
    contacts: tableStore(wiring, createContactStore),
    secondOpinion: secondOpinionFor(wiring),
  };
}

/** The handler the mailbox readers (IMAP, Gmail, Microsoft Graph) give each message to. */
export function inboundMailHandler(wiring: Wiring): InboundMailHandler {
  return createInboundMailHandler(inboundMailDeps(wiring));
}
