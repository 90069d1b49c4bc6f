import { IntegrationTypeSchema, INTEGRATION_MESSAGES, type IntegrationType } from '../../../shared/domain/integration';
import { signInState, type SignInStateClaims } from '../oauth-state';

export { OAUTH_STATE_TTL_MS as CRM_OAUTH_STATE_TTL_MS } from '../oauth-state';

/** What a CRM sign-in's `state` binds. */
export type CrmOAuthStateClaims = SignInStateClaims<IntegrationType>;

// apart from the senders' purpose: a mailbox sign-in's state is never accepted for a CRM, nor the reverse
const crmState = signInState({
  purpose: 'reachwise-crm-oauth-state',
  type: IntegrationTypeSchema,
  invalidMessage: INTEGRATION_MESSAGES.stateInvalid,
});

/** Seals a CRM sign-in's state. */
export const sealCrmOAuthState = crmState.seal;
/** Opens a CRM sign-in's state for this caller, instance, CRM and redirect URI: its PKCE verifier, or a 400 on `state`. */
export const openCrmOAuthState = crmState.open;
