import { OAuthSenderTypeSchema, type OAuthSenderType } from '../../../shared/schemas/email-sender-config';
import * as z from '../../../shared/schemas/zod';
import type { SecretBox } from '../ports/secrets';
import { InvalidInputError } from '../errors';

/** How long a started sign-in may take before its state is refused. */
export const OAUTH_STATE_TTL_MS = 10 * 60 * 1000;

export const OAUTH_STATE_INVALID =
  'This sign-in was not started here, or it took longer than 10 minutes. Start connecting the mailbox again.';

const PURPOSE = 'reachwise-sender-oauth-state';

/** What a sign-in's `state` binds: who started it, where, for which provider and redirect, its PKCE verifier and expiry. */
export interface OAuthStateClaims {
  readonly namespaceId: string;
  readonly userId: string;
  readonly type: OAuthSenderType;
  readonly redirectUri: string;
  readonly codeVerifier: string;
  /** epoch milliseconds */
  readonly expiresAt: number;
}

const StateSchema = z.object({
  purpose: z.literal(PURPOSE),
  namespaceId: z.string().check(z.minLength(1)),
  userId: z.string().check(z.minLength(1)),
  type: OAuthSenderTypeSchema,
  redirectUri: z.string().check(z.minLength(1)),
  codeVerifier: z.string().check(z.minLength(43)),
  expiresAt: z.number(),
});

/** Seals the claims with the secret box: the state is opaque to the browser and the provider, and cannot be forged. */
export function sealOAuthState(box: SecretBox, claims: OAuthStateClaims): Promise<string> {
  return box.seal(JSON.stringify({ purpose: PURPOSE, ...claims }));
}

function refused(): InvalidInputError {
  return new InvalidInputError(OAUTH_STATE_INVALID, [{ path: 'state', message: OAUTH_STATE_INVALID }]);
}

/**
 * Opens a state and checks it belongs to this caller, instance, provider and redirect URI and has
 * not expired; answers the PKCE verifier.
 *
 * @throws InvalidInputError (400 on `state`) otherwise.
 */
export async function openOAuthState(
  box: SecretBox,
  sealed: string,
  expected: { namespaceId: string; userId: string; type: OAuthSenderType; redirectUri: string; now: number },
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
