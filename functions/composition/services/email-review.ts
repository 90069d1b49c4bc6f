import { createEmailActivityStore } from '../../adapters/dynamodb/email-activity-store';
import { campaignStore } from '../../adapters/dynamodb/component-stores';
import { createContactStore } from '../../adapters/dynamodb/contact-store';
import { createSenderStore } from '../../adapters/dynamodb/sender-store';
import { createReplyStore } from '../../adapters/dynamodb/reply-store';
import { createEmailReviewStore } from '../../adapters/dynamodb/review-store';
import { emailChecker } from '../../core/review/email-checker';
import { createEmailEdit } from '../../core/review/email-edit';
import { linkedInSession } from '../../core/review/linkedin-session';
import { createEmailReviewService } from '../../core/review/review-service';
import type { TenantContext } from '../../core/tenant';
import type { LinkedInSessionInput } from '../../../shared/schemas/email-review';
import { instanceZones } from '../instances';
import { tableStore, table, type Wiring } from '../wiring';
import { campaignParts } from './campaign-parts';

/** What the review queue's routes read and write through. */
export function reviewDeps(wiring: Wiring) {
  return {
    ...campaignParts(wiring),
    store: tableStore(wiring, createEmailReviewStore),
    campaigns: tableStore(wiring, campaignStore),
    contacts: tableStore(wiring, createContactStore),
    replies: tableStore(wiring, createReplyStore),
    senders: tableStore(wiring, createSenderStore),
    instanceTimeZone: instanceZones(wiring),
    now: wiring.now,
  };
}

/**
 * The review queue: list, read and change emails (reads only for the read routes); one email is
 * read with its opens and clicks, from the same table.
 */
export function emailReviewService(wiring: Wiring) {
  return createEmailReviewService({ ...reviewDeps(wiring), activity: tableStore(wiring, createEmailActivityStore) });
}

/** One email's edit with the email checker, without the rest of the review queue. */
export function emailEditService(wiring: Wiring) {
  table(wiring, 'readWrite');
  return createEmailEdit({ ...reviewDeps(wiring), checker: emailChecker });
}

/** The LinkedIn browser extension's session. */
export function linkedInSessionService(wiring: Wiring) {
  table(wiring, 'readWrite');
  const deps = {
    store: tableStore(wiring, createEmailReviewStore),
    campaigns: tableStore(wiring, campaignStore),
    contacts: tableStore(wiring, createContactStore),
    now: wiring.now,
  };
  return { session: (ctx: TenantContext, input: LinkedInSessionInput | undefined) => linkedInSession(deps, ctx, input) };
}
