import { IntegrationTypeSchema, INTEGRATION_MESSAGES, type IntegrationType } from '../../../shared/domain/integration';
import * as z from '../../../shared/schemas/zod';
import type { SecretBox } from '../ports/secrets';
import { InvalidInputError } from '../errors';

/** How long a started CRM sign-in may take before its state is refused. */
export const CRM_OAUTH_STATE_TTL_MS = 10 * 60 * 1000;

// apart from the senders' purpose: a mailbox sign-in's state is never accepted for a CRM, nor the reverse
const PURPOSE = 'reachwise-crm-oauth-state';

/** What a CRM sign-in's `state` binds: who started it, in which instance, for which CRM and redirect, its PKCE verifier and expiry. */
export interface CrmOAuthStateClaims {
  readonly namespaceId: string;
  readonly userId: string;
  readonly type: IntegrationType;
  readonly redirectUri: string;
  readonly codeVerifier: string;
  /** epoch milliseconds */
  readonly expiresAt: number;
}

const StateSchema = z.object({
  purpose: z.literal(PURPOSE),
  namespaceId: z.string().check(z.minLength(1)),
  userId: z.string().check(z.minLength(1)),
  type: IntegrationTypeSchema,
  redirectUri: z.string().check(z.minLength(1)),
  codeVerifier: z.string().check(z.minLength(43)),
  expiresAt: z.number(),
});

/** Seals the claims with the secret box: opaque to the browser and the CRM, and impossible to forge. */
export function sealCrmOAuthState(box: SecretBox, claims: CrmOAuthStateClaims): Promise<string> {
  return box.seal(JSON.stringify({ purpose: PURPOSE, ...claims }));
}

function refused(): InvalidInputError {
  return new InvalidInputError(INTEGRATION_MESSAGES.stateInvalid, [
    { path: 'state', message: INTEGRATION_MESSAGES.stateInvalid },
  ]);
}

/**
 * Opens a state and checks it belongs to this caller, instance, CRM and redirect URI and has not
 * expired; answers the PKCE verifier.
 *
 * @throws InvalidInputError (400 on `state`) otherwise.
 */
export async function openCrmOAuthState(
  box: SecretBox,
  sealed: string,
  expected: Omit<CrmOAuthStateClaims, 'codeVerifier' | 'expiresAt'> & { readonly now: number },
): Promise<string> {
  let claims: z.infer<typeof StateSchema>;
  try {
    claims = StateSchema.parse(JSON.parse(await box.open(sealed)));
  } catch {
    throw refused();
  }
  const matches =
    claims.namespaceId === expected.namespaceId &&
    claims.userId === expected.userId &&
    claims.type === expected.type &&
    claims.redirectUri === expected.redirectUri &&
    expected.now < claims.expiresAt;
  if (!matches) throw refused();
  return claims.codeVerifier;
}
