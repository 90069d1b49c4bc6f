import { OAuthSenderTypeSchema, type OAuthSenderType } from '../../../shared/schemas/email-sender-config';
import { signInState, type SignInStateClaims } from '../oauth-state';

export { OAUTH_STATE_TTL_MS } from '../oauth-state';

export const OAUTH_STATE_INVALID =
  'This sign-in was not started here, or it took longer than 10 minutes. Start connecting the mailbox again.';

/** What a mailbox sign-in's `state` binds. */
export type OAuthStateClaims = SignInStateClaims<OAuthSenderType>;

const senderState = signInState({
  purpose: 'reachwise-sender-oauth-state',
  type: OAuthSenderTypeSchema,
  invalidMessage: OAUTH_STATE_INVALID,
});

/** Seals a mailbox sign-in's state. */
export const sealOAuthState = senderState.seal;
/** Opens a mailbox sign-in's state for this caller, instance, provider and redirect URI: its PKCE verifier, or a 400 on `state`. */
export const openOAuthState = senderState.open;
