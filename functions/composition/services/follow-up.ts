import { createManualEmailStore } from '../../adapters/dynamodb/manual-email-store';
import { signatureRepository } from '../../adapters/dynamodb/repositories/components';
import { createContactRepository } from '../../adapters/dynamodb/repositories/contact-repository';
import { createSenderRepository } from '../../adapters/dynamodb/repositories/sender-repository';
import { createReplyInboxStore } from '../../adapters/dynamodb/reply-inbox-store';
import { createEmailReviewStore } from '../../adapters/dynamodb/review-store';
import { createFollowUps } from '../../core/replies/follow-up';
import { repository, table, type Wiring } from '../wiring';

/** Follow-ups written by hand from the replies inbox: the draft reads the table, the send writes the email. */
export function followUpService(wiring: Wiring) {
  return createFollowUps({
    inbox: repository(wiring, createReplyInboxStore),
    emails: repository(wiring, createEmailReviewStore),
    contacts: repository(wiring, createContactRepository),
    senders: repository(wiring, createSenderRepository),
    signatures: repository(wiring, signatureRepository),
    manual: repository(wiring, createManualEmailStore),
    now: wiring.now,
  });
}

/** The follow-up's send: the table, read-write. */
export function followUpWriteService(wiring: Wiring) {
  table(wiring, 'readWrite');
  return followUpService(wiring);
}
