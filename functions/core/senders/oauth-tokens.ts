import * as z from '../../../shared/schemas/zod';
import type { TokenSet } from '../ports/oauth';
import type { SecretBox } from '../ports/secrets';

const PURPOSE = 'reachwise-sender-oauth-tokens';

const StoredTokensSchema = z.object({
  purpose: z.literal(PURPOSE),
  accessToken: z.string().check(z.minLength(1)),
  refreshToken: z.string().check(z.minLength(1)),
  expiresAt: z.optional(z.number()),
});

/** The tokens of a Google or Microsoft sender, as sealed in its credential. */
export interface StoredTokens {
  readonly accessToken: string;
  readonly refreshToken: string;
  /** epoch milliseconds */
  readonly expiresAt: number | undefined;
}

/** Seals a sender's tokens (one sealed value holds both, like an SMTP sender's password). */
export function sealTokens(box: SecretBox, tokens: StoredTokens): Promise<string> {
  return box.seal(
    JSON.stringify({
      purpose: PURPOSE,
      accessToken: tokens.accessToken,
      refreshToken: tokens.refreshToken,
      ...(tokens.expiresAt === undefined ? {} : { expiresAt: tokens.expiresAt }),
    }),
  );
}

/** The sealed tokens, or null when the credential is not a token set (an SMTP password, or unreadable). */
export async function openTokens(box: SecretBox, sealed: string): Promise<StoredTokens | null> {
  try {
    const parsed = StoredTokensSchema.safeParse(JSON.parse(await box.open(sealed)));
    if (!parsed.success) return null;
    return { accessToken: parsed.data.accessToken, refreshToken: parsed.data.refreshToken, expiresAt: parsed.data.expiresAt };
  } catch {
    return null;
  }
}

/** The tokens to keep after a refresh: providers that rotate refresh tokens send a new one, others keep the old. */
export function afterRefresh(previous: StoredTokens, fresh: TokenSet): StoredTokens {
  return {
    accessToken: fresh.accessToken,
    refreshToken: fresh.refreshToken ?? previous.refreshToken,
    expiresAt: fresh.expiresAt,
  };
}
