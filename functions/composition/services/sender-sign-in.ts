import { verifyIdToken } from '../../adapters/oauth/id-token';
import type { Wiring } from '../wiring';
import { senderOAuth } from './sender-oauth';

/** Finishing a mailbox sign-in: the OAuth flow with the id_token verifier (only this route loads it). */
export function senderSignIn(wiring: Wiring) {
  return senderOAuth(wiring, verifyIdToken);
}
