import { createEmailReviewStore } from '../../adapters/dynamodb/review-store';
import { createEmailLinksService } from '../../core/tracking/email-links';
import { linkSigner, publicUrls } from '../links';
import { tableStore, type Wiring } from '../wiring';

/** `encrypt`: an instance's emails and the link key, for a member's own email's links. */
export function emailLinksService(wiring: Wiring) {
  return createEmailLinksService({
    signer: linkSigner(wiring),
    emails: tableStore(wiring, createEmailReviewStore),
    apiBaseUrl: publicUrls(wiring).api,
  });
}
