import { ENV } from '../../shared/platform/environment';
import { secretsManagerLinkKey } from '../adapters/secrets/link-key';
import type { LinkKey } from '../core/ports/link-key';
import { createLinkSigner, createLinkVerifier, type LinkSigner } from '../core/sending/link-token';
import { requireEnv } from './environment';
import { requireNeed, type Wiring } from './wiring';

export { publicUrls, type PublicUrls } from './public-urls';

/**
 * The key that signs the links in emails: the runtime's (the local stack's `linkSigningKey`, a
 * test's), else the Secrets Manager secret `LINK_KEY_SECRET_ARN` names, read on first use. Only
 * functions that declare `linkKey` get it.
 */
export function linkKey(wiring: Wiring): LinkKey {
  requireNeed(wiring, wiring.fn.needs.linkKey, 'the link key');
  return wiring.overrides?.linkKey ?? secretsManagerLinkKey(requireEnv(ENV.linkKeySecretArn));
}

/** Signs and verifies link tokens with the function's link key. */
export function linkSigner(wiring: Wiring): LinkSigner {
  return createLinkSigner(linkKey(wiring));
}

/** Verifies link tokens with the function's link key, for a function that signs none. */
export function linkVerifier(wiring: Wiring): Pick<LinkSigner, 'verify'> {
  return createLinkVerifier(linkKey(wiring));
}
