import { describeLinkToken } from '../../core/tracking/link-inspection';
import { linkVerifier } from '../links';
import type { Wiring } from '../wiring';

/** `decrypt`: the link key alone (no table): whether a token is good, and for what. */
export function linkInspectionService(wiring: Wiring) {
  const verifier = linkVerifier(wiring);
  return { describe: (token: string) => describeLinkToken(verifier, token) };
}
