import { GMAIL_PUSH_ENV } from '../../../shared/platform/environment';
import { createMailboxWatchStore } from '../../adapters/dynamodb/mailbox-watch-store';
import { googlePushVerifier } from '../../adapters/oauth/google-push-token';
import type { MailboxNotice } from '../../core/mailbox/mailbox-notices';
import type { PushTokenVerifier, PushWebhookDeps } from '../../core/mailbox/push-webhooks';
import { optionalEnv } from '../environment';
import { workQueue } from '../queues';
import { tableStore, requireNeed, table, type Wiring } from '../wiring';

/**
 * The verifier of Gmail pushes' tokens, from `GMAIL_PUSH_AUDIENCE` and `GMAIL_PUSH_SERVICE_ACCOUNT`
 * (every push is refused without them) and `GOOGLE_PUSH_JWKS_URL` (Google's keys unless set).
 */
function gmailPushVerifier(wiring: Wiring): PushTokenVerifier {
  requireNeed(wiring, wiring.fn.needs.gmailPush, 'the Gmail push settings');
  return googlePushVerifier({
    audience: optionalEnv(GMAIL_PUSH_ENV.audience),
    serviceAccountEmail: optionalEnv(GMAIL_PUSH_ENV.serviceAccount),
    jwksUrl: optionalEnv(GMAIL_PUSH_ENV.jwksUrl),
  });
}

/**
 * The mailbox webhooks' parts: the global lookups (table, read), the inbound queue, and (for the
 * Gmail route, which declares `gmailPush`) the push token verifier. The Outlook route's
 * verifier refuses everything: it has no use for one.
 */
export function mailboxPushService(wiring: Wiring): PushWebhookDeps {
  table(wiring, 'read');
  const verify: PushTokenVerifier = wiring.fn.needs.gmailPush
    ? gmailPushVerifier(wiring)
    : () => Promise.reject(new Error(`${wiring.fn.name} does not verify Gmail pushes.`));
  return {
    watches: tableStore(wiring, createMailboxWatchStore),
    queue: workQueue<MailboxNotice>(wiring, 'inbound'),
    verifyGmailPush: verify,
  };
}
