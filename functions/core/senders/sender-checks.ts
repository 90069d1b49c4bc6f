import type { ValidateEmailSenderConfigInput } from '../../../shared/schemas/email-sender-config';
import { isOAuthSenderType, isSmtpSenderType } from '../../../shared/schemas/email-sender-config';
import { senderHealth } from '../../../shared/rules/sender';
import { findSenderByEmail } from '../campaigns/find-sender';
import type { EmailSenderConfigItem } from '../ports/items';
import { OAuthProviderError, type OAuthDeps } from '../ports/oauth';
import type { Stores } from '../ports/stores';
import type { SealedCredentialReader, SecretBox } from '../ports/secrets';
import type { SmtpLogin, SmtpVerifier } from '../ports/smtp';
import { InvalidInputError } from '../errors';
import type { TenantContext } from '../tenant';
import { afterRefresh, openTokens, sealTokens } from './oauth-tokens';
import { notConfiguredMessage } from './sender-oauth';
import { blockedHostMessage, smtpFailureMessage } from './smtp-messages';

const PASSWORD_AGAIN_FOR_NEW_SERVER =
  'Enter the SMTP password again to check this sender against a different SMTP host, port or username.';
export const NO_SAVED_PASSWORD = 'No SMTP password is saved for this sender. Enter it again.';

/** The outcome of checking a sender's credentials. */
interface CredentialCheck {
  /** true or false when the check says so; undefined when it could not tell (the server was unreachable) */
  readonly credentialsValid: boolean | undefined;
  readonly message?: string;
  /** renewed tokens to store, sealed */
  readonly sealed?: string;
}

interface SenderChecksDeps {
  readonly repos: Pick<Stores, 'emailSenderConfigs'>;
  readonly secrets: SecretBox;
  readonly oauth: OAuthDeps;
  /** reads a saved sender's sealed password or tokens */
  readonly readSealedCredential: SealedCredentialReader;
  readonly smtp: SmtpVerifier;
}

function blockedHost(host: string): InvalidInputError {
  const message = blockedHostMessage(host);
  return new InvalidInputError(message, [{ path: 'smtp.host', message }]);
}

/** Credential checks of senders: SMTP sign-in, Google and Microsoft token refresh. */
export function createSenderChecks(deps: SenderChecksDeps) {
  async function checkSmtp(login: SmtpLogin): Promise<CredentialCheck & { blocked: boolean }> {
    const result = await deps.smtp.verify(login);
    if (result.ok) return { credentialsValid: true, blocked: false };
    return {
      // only a refused sign-in says the credentials are wrong; an unreachable server says nothing about them
      credentialsValid: result.failure === 'AUTH' ? false : undefined,
      message: smtpFailureMessage(result.failure, login),
      blocked: result.failure === 'BLOCKED_HOST',
    };
  }

  async function checkTokens(ctx: TenantContext, sender: EmailSenderConfigItem, at: Date): Promise<CredentialCheck> {
    if (!isOAuthSenderType(sender.type)) return { credentialsValid: undefined };
    const provider = deps.oauth.settings.providers[sender.type];
    const reconnect = `Sign in with ${provider.label} again to connect ${sender.senderEmail}.`;
    const sealed = await deps.readSealedCredential(ctx, sender.id);
    const tokens = sealed === null ? null : await openTokens(deps.secrets, sealed);
    if (!tokens) return { credentialsValid: false, message: reconnect };
    if (!provider.clientId) return { credentialsValid: undefined, message: notConfiguredMessage(provider) };
    try {
      const fresh = await deps.oauth.client.refreshTokens(provider, tokens.refreshToken, at.getTime());
      return { credentialsValid: true, sealed: await sealTokens(deps.secrets, afterRefresh(tokens, fresh)) };
    } catch (error) {
      if (error instanceof OAuthProviderError && error.failure === 'invalid_grant') {
        return { credentialsValid: false, message: `${provider.label} no longer accepts this sender's sign-in. ${reconnect}` };
      }
      if (error instanceof OAuthProviderError) {
        return { credentialsValid: undefined, message: `${provider.label} could not be asked for a new token. Try again later.` };
      }
      throw error;
    }
  }

  /** The saved password of an SMTP sender, opened, or null when none is saved. */
  async function savedPassword(ctx: TenantContext, sender: EmailSenderConfigItem): Promise<string | null> {
    const sealed = await deps.readSealedCredential(ctx, sender.id);
    return sealed === null ? null : deps.secrets.open(sealed);
  }

  /** Checks a sender's saved credentials now; nothing is stored here. */
  async function checkSaved(ctx: TenantContext, sender: EmailSenderConfigItem, at: Date): Promise<CredentialCheck> {
    if (sender.type === 'STUB') return { credentialsValid: true };
    if (isSmtpSenderType(sender.type)) {
      if (!sender.smtp) return { credentialsValid: false, message: NO_SAVED_PASSWORD };
      const password = await savedPassword(ctx, sender);
      if (password === null) return { credentialsValid: false, message: NO_SAVED_PASSWORD };
      const { blocked: _blocked, ...check } = await checkSmtp({ ...sender.smtp, password });
      return check;
    }
    return checkTokens(ctx, sender, at);
  }

  return {
    checkSaved,

    /** `validate`: whether this configuration (or saved sender `id` with these settings) can send. */
    async validate(
      ctx: TenantContext,
      input: ValidateEmailSenderConfigInput,
      at: Date,
    ): Promise<{ valid: boolean; message?: string }> {
      if (input.type === 'STUB') return { valid: true };
      const saved = input.id === undefined ? undefined : await deps.repos.emailSenderConfigs.get(ctx, input.id);
      if (isSmtpSenderType(input.type) && input.smtp) {
        let password = input.password;
        if (password === undefined) {
          // the saved password only goes to the server it was saved for
          const same =
            saved?.smtp !== undefined &&
            saved.smtp.host.toLowerCase() === input.smtp.host.toLowerCase() &&
            saved.smtp.port === input.smtp.port &&
            saved.smtp.username === input.smtp.username;
          if (!saved || !same) {
            throw new InvalidInputError(PASSWORD_AGAIN_FOR_NEW_SERVER, [
              { path: 'password', message: PASSWORD_AGAIN_FOR_NEW_SERVER },
            ]);
          }
          const opened = await savedPassword(ctx, saved);
          if (opened === null) throw new InvalidInputError(NO_SAVED_PASSWORD, [{ path: 'password', message: NO_SAVED_PASSWORD }]);
          password = opened;
        }
        const check = await checkSmtp({ ...input.smtp, password });
        if (check.blocked) throw blockedHost(input.smtp.host);
        return check.credentialsValid === true ? { valid: true } : { valid: false, message: check.message ?? '' };
      }
      if (isOAuthSenderType(input.type)) {
        const provider = deps.oauth.settings.providers[input.type];
        if (!saved || saved.type !== input.type) {
          return { valid: false, message: `Sign in with ${provider.label} to connect this mailbox.` };
        }
        const check = await checkTokens(ctx, saved, at);
        return check.credentialsValid === true ? { valid: true } : { valid: false, message: check.message ?? '' };
      }
      return { valid: false, message: 'SMTP settings are required for SMTP senders.' };
    },

    /**
     * Checks one sender's credentials now (SMTP sign-in, token refresh; a STUB sender is always
     * fine), stores `credentialsValid` and `lastHealthCheckAt`, and answers its health. Only a
     * refused sign-in marks the credentials expired; an unreachable server leaves them as they were.
     */
    async health(ctx: TenantContext, senderEmail: string, at: Date) {
      const found = await findSenderByEmail(deps.repos, ctx, senderEmail);
      const check = await checkSaved(ctx, found, at);
      const sender = await deps.repos.emailSenderConfigs.update(ctx, found.id, {
        lastHealthCheckAt: at.toISOString(),
        ...(check.credentialsValid === undefined ? {} : { credentialsValid: check.credentialsValid }),
        ...(check.sealed === undefined ? {} : { secretCiphertext: check.sealed }),
      });
      const credentialsValid = sender.credentialsValid !== false;
      return {
        senderEmail: sender.senderEmail,
        status: sender.status,
        // from what holds now: the stored health may predate this check
        health: senderHealth({ status: sender.status, credentialsValid, paused: sender.sendingPausedAt !== undefined }),
        credentialsValid,
        ...(sender.spamRate === undefined ? {} : { spamRate: sender.spamRate }),
        ...(sender.lastHealthCheckAt === undefined ? {} : { lastHealthCheckAt: sender.lastHealthCheckAt }),
        ...(check.message === undefined ? {} : { message: check.message }),
      };
    },
  };
}
