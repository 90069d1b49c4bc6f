import { describeLinkToken } from '../../core/tracking/link-inspection';
import { linkSigner } from '../links';
import type { Wiring } from '../wiring';

/** `decrypt`: the link key alone (no table): whether a token is good, and for what. */
export function linkInspectionService(wiring: Wiring) {
  const signer = linkSigner(wiring);
  return { describe: (token: string) => describeLinkToken(signer, token) };
}
