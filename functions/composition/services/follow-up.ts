import { createManualEmailStore } from '../../adapters/dynamodb/manual-email-store';
import { signatureStore } from '../../adapters/dynamodb/component-stores';
import { createContactStore } from '../../adapters/dynamodb/contact-store';
import { createSenderStore } from '../../adapters/dynamodb/sender-store';
import { createReplyInboxStore } from '../../adapters/dynamodb/reply-inbox-store';
import { createEmailReviewStore } from '../../adapters/dynamodb/review-store';
import { createFollowUps } from '../../core/replies/follow-up';
import { tableStore, table, type Wiring } from '../wiring';

/** Follow-ups written by hand from the replies inbox: the draft reads the table, the send writes the email. */
export function followUpService(wiring: Wiring) {
  return createFollowUps({
    inbox: tableStore(wiring, createReplyInboxStore),
    emails: tableStore(wiring, createEmailReviewStore),
    contacts: tableStore(wiring, createContactStore),
    senders: tableStore(wiring, createSenderStore),
    signatures: tableStore(wiring, signatureStore),
    manual: tableStore(wiring, createManualEmailStore),
    now: wiring.now,
  });
}

/** The follow-up's send: the table, read-write. */
export function followUpWriteService(wiring: Wiring) {
  table(wiring, 'readWrite');
  return followUpService(wiring);
}
