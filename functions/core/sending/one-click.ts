import { HISTORY_RECIPIENT } from '../../../shared/domain/email';
import { INVALID_LINK_MESSAGE } from '../../../shared/domain/links';
import { BadRequestError } from '../errors';
import type { EmailReviewStore } from '../ports/review';
import type { TenantContext } from '../tenant';
import type { LinkSigner } from './link-token';
import { suppressContact, type SuppressionDeps } from './suppression';

/** Who history entries name when the recipient acts (an unsubscribe through a link, a reply). */
export const RECIPIENT = HISTORY_RECIPIENT;

interface OneClickDeps extends SuppressionDeps {
  readonly links: Pick<LinkSigner, 'verify'>;
  readonly store: SuppressionDeps['store'] & Pick<EmailReviewStore, 'get'>;
  readonly now: () => Date;
}

/**
 * One-click unsubscribe (RFC 8058) from a link's signed token: no sign-in, the token is the proof.
 * The token must be valid and made for unsubscribing (400 otherwise, nothing changed); its ids are
 * read within the instance it names only, and an email it names must be one to its contact. The
 * contact is then suppressed (see {@link suppressContact}), and the unsubscribe counted once, in the
 * campaign and the send week of the email; a contact no longer there, or one already unsubscribed
 * (or suppressed for another reason), is nothing more to do and counts nothing.
 *
 * @returns the instance the token named, for the request's logs
 * @throws BadRequestError when the token is not a valid unsubscribe token of this product
 */
export async function unsubscribeByLink(deps: OneClickDeps, token: string): Promise<{ namespaceId: string }> {
  const claims = await deps.links.verify(token, 'unsubscribe');
  if (!claims) throw new BadRequestError(INVALID_LINK_MESSAGE);
  const ctx: TenantContext = { namespaceId: claims.namespaceId, userId: RECIPIENT, role: 'DEFAULT' };
  const email = await deps.store.get(ctx, claims.emailId);
  if (email && email.contactId !== claims.contactId) throw new BadRequestError(INVALID_LINK_MESSAGE);
  await suppressContact(deps, ctx, claims.contactId, {
    reason: 'UNSUBSCRIBED',
    at: deps.now(),
    by: RECIPIENT,
    ...(email ? { count: { campaignId: email.campaignId, sentAt: email.sentAt } } : {}),
  });
  return { namespaceId: claims.namespaceId };
}
