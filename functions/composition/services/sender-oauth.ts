import { createSenderStore } from '../../adapters/dynamodb/sender-store';
import type { IdTokenVerifier } from '../../core/ports/oauth';
import { createSenderOAuth } from '../../core/senders/sender-oauth';
import { oauthDeps } from '../oauth';
import { senderSecretBox } from '../secrets';
import { tableStore, type Wiring } from '../wiring';

/** Connecting Google and Microsoft mailboxes: the providers, and the start of a sign-in. */
export function senderOAuth(wiring: Wiring, verifyIdToken?: IdTokenVerifier) {
  return createSenderOAuth({
    repos: { emailSenderConfigs: tableStore(wiring, createSenderStore) },
    // the state of a sign-in is sealed with the sender key; listing the providers needs none
    secrets: senderSecretBox(wiring, { unlessUndeclared: true }),
    oauth: oauthDeps(wiring),
    ...(verifyIdToken ? { verifyIdToken } : {}),
  });
}
