import { emailStatusRoutes } from '../../../shared/api/routes/email-status';
import { RESOURCE_NOT_FOUND_MESSAGES } from '../../../shared/domain/messages';
import { InvalidInputError, NotFoundError } from '../errors';
import type { EmailReviewStore } from '../ports/review';
import { requireTenant, type TenantContext } from '../tenant';
import type { LinkSigner } from '../sending/link-token';
import { unsubscribeUrl } from '../sending/unsubscribe';
import { isTrackableUrl } from './tracked-body';

/** The signed links of one email. */
interface EmailLinks {
  readonly emailId: string;
  readonly openUrl: string;
  readonly unsubscribeUrl: string;
  readonly clickUrl?: string;
}

interface EmailLinksDeps {
  readonly signer: LinkSigner;
  readonly emails: Pick<EmailReviewStore, 'get'>;
  /** the public origin that serves `/api/*` */
  readonly apiBaseUrl: string;
}

/**
 * `POST /api/email-status/encrypt`: the signed links of one of the caller's instance's emails, for
 * a rep who writes to the contact outside the product and wants the same open pixel, click link or
 * unsubscribe link the product's own emails carry. Only a signed-in member gets them, and only for
 * an email of the instance they act in: the email is read in that instance, and the token names it
 * and its contact, so a link made here opens nothing else.
 */
export function createEmailLinksService(deps: EmailLinksDeps) {
  const api = new URL(deps.apiBaseUrl).origin;
  return {
    async links(ctx: TenantContext, input: { id: string; url?: string | undefined }): Promise<EmailLinks> {
      const namespaceId = requireTenant(ctx);
      if (input.url !== undefined && !isTrackableUrl(input.url, api)) {
        throw new InvalidInputError('URL is not an address a click link may lead to.', [
          { path: 'url', message: 'URL must be an absolute http or https address outside this product.' },
        ]);
      }
      const email = await deps.emails.get(ctx, input.id);
      if (!email || email.namespaceId !== namespaceId || email.channel !== 'EMAIL') {
        throw new NotFoundError(RESOURCE_NOT_FOUND_MESSAGES.emailMessage);
      }
      const ids = { namespaceId, contactId: email.contactId, emailId: email.id };
      const openToken = await deps.signer.sign({ purpose: 'open', ...ids });
      const clickToken =
        input.url === undefined ? undefined : await deps.signer.sign({ purpose: 'click', ...ids, url: input.url });
      return {
        emailId: email.id,
        openUrl: `${api}${emailStatusRoutes.read.path}?token=${openToken}`,
        unsubscribeUrl: await unsubscribeUrl(deps.signer, { apiBaseUrl: api, ...ids }),
        ...(clickToken === undefined ? {} : { clickUrl: `${api}${emailStatusRoutes.click.path}?token=${clickToken}` }),
      };
    },
  };
}
