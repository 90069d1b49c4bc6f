import type { Clock } from '../clock';
import type { EmailSenderConfigItem } from '../ports/items';
import type { OAuthDeps } from '../ports/oauth';
import type { Stores } from '../ports/stores';
import type { SecretBox } from '../ports/secrets';
import type { TenantContext } from '../tenant';
import { afterRefresh, sealTokens, type StoredTokens } from './oauth-tokens';

/** An access token is renewed this long before it expires, so it does not expire mid-call. */
const TOKEN_EXPIRY_MARGIN_MS = 60_000;

interface MailboxTokenDeps {
  readonly repos: Pick<Stores, 'emailSenderConfigs'>;
  readonly secrets: SecretBox;
  readonly oauth: OAuthDeps;
  readonly now: Clock;
}

/**
 * The access token of a Google or Microsoft sender, for a mailer: the held one while it is valid,
 * a new one from the provider when it expires or when asked (`forceRefresh`, after a 401). Renewed
 * tokens are sealed and saved on the sender at once (a provider that rotates refresh tokens may
 * not take the old one again). Concurrent calls share one refresh. Fails with the OAuth client's
 * OAuthProviderError (`invalid_grant`: the rep must sign in again).
 */
export function mailboxAccessToken(
  deps: MailboxTokenDeps,
  ctx: TenantContext,
  sender: EmailSenderConfigItem & { type: 'GOOGLE' | 'MICROSOFT' },
  tokens: StoredTokens,
): (forceRefresh: boolean) => Promise<string> {
  const provider = deps.oauth.settings.providers[sender.type];
  let current = tokens;
  let refreshing: Promise<string> | undefined;

  async function refresh(): Promise<string> {
    const now = deps.now().getTime();
    const fresh = await deps.oauth.client.refreshTokens(provider, current.refreshToken, now);
    current = afterRefresh(current, fresh);
    // a hidden attribute: writable, but left out of the entity's item type and of every read
    const credential = { secretCiphertext: await sealTokens(deps.secrets, current) };
    // the provider renewing the sign-in proves it still holds
    await deps.repos.emailSenderConfigs.update(ctx, sender.id, { credentialsValid: true, ...credential });
    return current.accessToken;
  }

  return (forceRefresh) => {
    const valid = current.expiresAt === undefined || current.expiresAt - TOKEN_EXPIRY_MARGIN_MS > deps.now().getTime();
    if (!forceRefresh && valid) return Promise.resolve(current.accessToken);
    refreshing ??= refresh().finally(() => {
      refreshing = undefined;
    });
    return refreshing;
  };
}
