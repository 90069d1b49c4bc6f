import * as z from '../../shared/schemas/zod';
import type { SecretBox } from './ports/secrets';
import { InvalidInputError } from './errors';

/** How long a started OAuth sign-in (a mailbox's, a CRM's) may take before its state is refused. */
export const OAUTH_STATE_TTL_MS = 10 * 60 * 1000;

/** What a sign-in's `state` binds: who started it, in which instance, for what and where back to, its PKCE verifier and expiry. */
export interface SignInStateClaims<Type extends string> {
  readonly namespaceId: string;
  readonly userId: string;
  readonly type: Type;
  readonly redirectUri: string;
  readonly codeVerifier: string;
  /** epoch milliseconds */
  readonly expiresAt: number;
}

/**
 * The sealed `state` of one kind of OAuth sign-in. Each kind has its own purpose, so a mailbox
 * sign-in's state is never accepted for a CRM, nor the reverse; the secret box makes it opaque to
 * the browser and the provider, and impossible to forge.
 */
export function signInState<Type extends string>(options: {
  readonly purpose: string;
  readonly type: z.ZodMiniType<Type>;
  /** the 400's message (on `state`) for a state that is not this caller's, or has expired */
  readonly invalidMessage: string;
}) {
  const StateSchema = z.object({
    purpose: z.literal(options.purpose),
    namespaceId: z.string().check(z.minLength(1)),
    userId: z.string().check(z.minLength(1)),
    type: options.type,
    redirectUri: z.string().check(z.minLength(1)),
    codeVerifier: z.string().check(z.minLength(43)),
    expiresAt: z.number(),
  });
  const refused = () => new InvalidInputError(options.invalidMessage, [{ path: 'state', message: options.invalidMessage }]);

  return {
    seal: (box: SecretBox, claims: SignInStateClaims<Type>): Promise<string> =>
      box.seal(JSON.stringify({ purpose: options.purpose, ...claims })),

    /**
     * Opens a state and checks it belongs to this caller, instance, type and redirect URI and has
     * not expired; answers the PKCE verifier.
     *
     * @throws InvalidInputError (400 on `state`) otherwise.
     */
    open: async (
      box: SecretBox,
      sealed: string,
      expected: Omit<SignInStateClaims<Type>, 'codeVerifier' | 'expiresAt'> & { readonly now: number },
    ): Promise<string> => {
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
    },
  };
}
