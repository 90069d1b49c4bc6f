import type { OAuthCompleteBody, OAuthStartBody } from '../../../shared/api/schemas';
import {
  OAUTH_REDIRECT_PATH,
  OAUTH_SENDER_TYPES,
  type EmailSenderConfig,
  type OAuthSenderType,
} from '../../../shared/schemas/email-sender-config';
import { NAME_MAX_LENGTH } from '../../../shared/schemas/common';
import { initialSenderStatus } from '../../../shared/rules/warm-up';
import { OAuthProviderError, type IdTokenVerifier, type OAuthDeps, type OAuthProvider } from '../ports/oauth';
import type { Stores } from '../ports/stores';
import type { SecretBox } from '../ports/secrets';
import { BadRequestError, InvalidInputError } from '../errors';
import type { TenantContext } from '../tenant';
import { OAUTH_STATE_TTL_MS, openOAuthState, sealOAuthState } from './oauth-state';
import { sealTokens } from './oauth-tokens';

/** 'Google sign-in is not configured on this server.' (or Microsoft). */
export function notConfiguredMessage(provider: OAuthProvider): string {
  return `${provider.label} sign-in is not configured on this server.`;
}

const REDIRECT_URI_NOT_ALLOWED = `Redirect URI must be this app's ${OAUTH_REDIRECT_PATH} page.`;

/** What the user reads when a provider call fails during sign-in. */
function signInFailureMessage(provider: OAuthProvider, error: unknown): string {
  const failure = error instanceof OAuthProviderError ? error.failure : 'unavailable';
  switch (failure) {
    case 'invalid_grant':
      return `${provider.label} did not accept this sign-in: it was already used or has expired. Start connecting the mailbox again.`;
    case 'invalid_id_token':
      return `${provider.label} did not confirm the mailbox's email address. Start connecting the mailbox again.`;
    case 'rejected':
      return `${provider.label} refused the sign-in request. Check this server's ${provider.label} sign-in settings.`;
    case 'unavailable':
      return `${provider.label} could not be reached. Try again in a moment.`;
  }
}

/**
 * A sign-in's redirect URI must be one of the web app's origins plus the page it returns to (the
 * add-sender path unless named), exactly.
 */
export function isAllowedRedirectUri(redirectUri: string, webOrigins: readonly string[], path = OAUTH_REDIRECT_PATH): boolean {
  let url: URL;
  try {
    url = new URL(redirectUri);
  } catch {
    return false;
  }
  if (url.search !== '' || url.hash !== '' || url.username !== '' || url.password !== '') return false;
  return url.pathname === path && webOrigins.includes(url.origin) && redirectUri === `${url.origin}${path}`;
}

function defaultSenderName(name: string | undefined, email: string): string {
  return (name ?? email.split('@')[0] ?? email).slice(0, NAME_MAX_LENGTH);
}

interface SenderOAuthDeps {
  readonly repos: Pick<Stores, 'emailSenderConfigs'>;
  readonly secrets: SecretBox;
  readonly oauth: OAuthDeps;
  /** only finishing a sign-in verifies an id_token */
  readonly verifyIdToken?: IdTokenVerifier | undefined;
}

/** Connecting Google and Microsoft mailboxes: the authorization-code flow with PKCE and a sealed state. */
export function createSenderOAuth({ repos, secrets, oauth, verifyIdToken }: SenderOAuthDeps) {
  const { settings, client } = oauth;
  function configuredProvider(type: OAuthSenderType): OAuthProvider & { clientId: string } {
    const provider = settings.providers[type];
    if (!provider.clientId) throw new BadRequestError(notConfiguredMessage(provider));
    return { ...provider, clientId: provider.clientId };
  }

  function checkRedirectUri(redirectUri: string): void {
    if (!isAllowedRedirectUri(redirectUri, settings.webOrigins)) {
      throw new InvalidInputError(REDIRECT_URI_NOT_ALLOWED, [{ path: 'redirectUri', message: REDIRECT_URI_NOT_ALLOWED }]);
    }
  }

  return {
    /** Each provider, and whether this server has a client id for it. */
    oauthProviders() {
      const { providers } = settings;
      return { providers: OAUTH_SENDER_TYPES.map((type) => ({ type, configured: providers[type].clientId !== undefined })) };
    },

    /** The provider's sign-in address, with a state sealed for this caller that expires in 10 minutes. */
    async oauthStart(ctx: TenantContext, input: OAuthStartBody, at: Date) {
      const provider = configuredProvider(input.type);
      checkRedirectUri(input.redirectUri);
      const pkce = client.createPkce();
      const state = await sealOAuthState(secrets, {
        namespaceId: ctx.namespaceId,
        userId: ctx.userId,
        type: input.type,
        redirectUri: input.redirectUri,
        codeVerifier: pkce.verifier,
        expiresAt: at.getTime() + OAUTH_STATE_TTL_MS,
      });
      return {
        authorizationUrl: client.authorizationUrl(provider, {
          clientId: provider.clientId,
          redirectUri: input.redirectUri,
          state,
          codeChallenge: pkce.challenge,
        }),
      };
    },

    /**
     * Exchanges the code, reads the mailbox from the verified id_token and stores its tokens
     * sealed: adds the sender, or renews the credentials of the one with that email.
     */
    async oauthComplete(ctx: TenantContext, input: OAuthCompleteBody, at: Date): Promise<EmailSenderConfig> {
      const provider = configuredProvider(input.type);
      checkRedirectUri(input.redirectUri);
      const codeVerifier = await openOAuthState(secrets, input.state, {
        namespaceId: ctx.namespaceId,
        userId: ctx.userId,
        type: input.type,
        redirectUri: input.redirectUri,
        now: at.getTime(),
      });
      let mailbox: { email: string; name: string | undefined };
      let sealed: string;
      try {
        const tokens = await client.exchangeCode(
          provider,
          { code: input.code, redirectUri: input.redirectUri, codeVerifier },
          at.getTime(),
        );
        if (!tokens.idToken) throw new OAuthProviderError('invalid_id_token', `${provider.label} sent no identity token.`);
        if (!verifyIdToken)
          throw new Error('Finishing a sign-in needs the id_token verifier: wire it where the route is composed.');
        mailbox = await verifyIdToken(provider, tokens.idToken, at.getTime());
        if (!tokens.refreshToken) throw new OAuthProviderError('rejected', `${provider.label} sent no refresh token.`);
        sealed = await sealTokens(secrets, {
          accessToken: tokens.accessToken,
          refreshToken: tokens.refreshToken,
          expiresAt: tokens.expiresAt,
        });
      } catch (error) {
        if (error instanceof OAuthProviderError) throw new BadRequestError(signInFailureMessage(provider, error));
        throw error;
      }
      const checkedAt = at.toISOString();
      // a hidden attribute: writable, but left out of the entity's item type and of every read
      const credential = { secretCiphertext: sealed };
      const existing = await repos.emailSenderConfigs.findBySenderEmail(ctx, mailbox.email);
      if (existing) {
        return repos.emailSenderConfigs.update(
          ctx,
          existing.id,
          {
            type: input.type,
            ...credential,
            credentialsValid: true,
            lastHealthCheckAt: checkedAt,
            ...(input.senderName === undefined ? {} : { senderName: input.senderName }),
          },
          [...(existing.smtp ? (['smtp'] as const) : []), ...(existing.imap ? (['imap'] as const) : [])],
        );
      }
      return repos.emailSenderConfigs.create(ctx, {
        senderEmail: mailbox.email,
        senderName: input.senderName ?? defaultSenderName(mailbox.name, mailbox.email),
        type: input.type,
        // a mailbox that connects again keeps its status above: warm-up is decided when it is added
        status: initialSenderStatus(input.type, input.alreadyWarmedUp),
        ...credential,
        credentialsValid: true,
        lastHealthCheckAt: checkedAt,
      });
    },
  };
}
