import {
  isSmtpSenderType,
  type CreateEmailSenderConfigInput,
  type UpdateEmailSenderConfigInput,
  type ValidateEmailSenderConfigInput,
} from '../../../shared/schemas/email-sender-config';
import { RESOURCE_NOT_FOUND_MESSAGES } from '../../../shared/domain/messages';
import { senderHealth } from '../../../shared/rules/sender';
import type { EmailSenderConfigItem } from '../../adapters/dynamodb/entities/email-sender-config';
import type { Repositories } from '../../adapters/dynamodb/repositories';
import type { SealedCredentialReader } from '../../adapters/mail/sealed-credentials';
import type { SmtpVerifier } from '../../adapters/mail/smtp-verifier';
import { oauthSettingsFromEnv, type OAuthSettings } from '../../adapters/oauth/providers';
import type { SecretBox } from '../../adapters/secrets/secret-box';
import { findSenderByEmail } from '../campaigns/campaign-service';
import { createComponentService } from '../components/component-service';
import { AppError, ConflictError, InvalidInputError } from '../errors';
import type { TenantContext } from '../tenant';
import { createSenderChecks } from './sender-checks';
import { createSenderOAuth } from './sender-oauth';

export const DUPLICATE_SENDER_MESSAGE = 'A sender with this email already exists in this instance.';
export const SMTP_PASSWORD_REQUIRED = 'SMTP password is required for SMTP senders.';
export const SAVED_CREDENTIALS_UNAVAILABLE = 'Checking saved sender credentials is not available on this server yet.';

type SenderFields = Omit<EmailSenderConfigItem, 'namespaceId' | 'id' | 'createdAt' | 'updatedAt'>;

/**
 * What the sender service reads beyond its repositories. The SMTP verifier (nodemailer) and the
 * id_token verifier (jose) are not here: the handlers of the routes that need them pass them in, so
 * no other function bundles them.
 */
export interface SenderServiceOptions {
  /** Google and Microsoft clients and the web origins (default: from the environment, read per request) */
  readonly oauth?: () => OAuthSettings;
  /** reads a saved sender's sealed password or tokens; without one, checks of saved credentials answer 501 */
  readonly readSealedCredential?: SealedCredentialReader;
}

const unavailableReader: SealedCredentialReader = () =>
  Promise.reject(new AppError(SAVED_CREDENTIALS_UNAVAILABLE, 501, 'NOT_IMPLEMENTED'));

/** Sender configurations. Passwords and tokens are sealed before they are stored and never answered. */
export function createSenderService(repos: Repositories, secrets: SecretBox, options: SenderServiceOptions = {}) {
  const oauthSettings = options.oauth ?? oauthSettingsFromEnv;
  const checks = createSenderChecks({
    repos,
    secrets,
    oauth: oauthSettings,
    readSealedCredential: options.readSealedCredential ?? unavailableReader,
  });
  const oauth = createSenderOAuth(repos, secrets, oauthSettings);

  async function toStored(input: CreateEmailSenderConfigInput | UpdateEmailSenderConfigInput): Promise<Partial<SenderFields>> {
    const { password, ...fields } = input;
    return { ...fields, ...(password === undefined ? {} : { secretCiphertext: await secrets.seal(password) }) };
  }

  const base = createComponentService<EmailSenderConfigItem, CreateEmailSenderConfigInput, UpdateEmailSenderConfigInput>(
    repos.emailSenderConfigs,
    {
      references: (input) => [[repos.signatures, input.signatureId, RESOURCE_NOT_FOUND_MESSAGES.signature]],
      toItem: async (_ctx, input) => ({ ...(await toStored(input)), status: 'ACTIVE' }) as SenderFields,
      toChanges: (_ctx, input, current) => {
        // a sender that becomes an SMTP sender needs a password (only SMTP senders have one stored)
        if (input.type && isSmtpSenderType(input.type) && input.password === undefined && !isSmtpSenderType(current.type)) {
          throw new InvalidInputError(SMTP_PASSWORD_REQUIRED, [{ path: 'password', message: SMTP_PASSWORD_REQUIRED }]);
        }
        return toStored(input);
      },
      // a sender that stops being an SMTP sender drops its SMTP settings, and a sender whose kind of
      // credential changes (password, tokens, none) drops the one it had; a Google or Microsoft
      // sender keeps its tokens through other changes
      toRemovals: (input, current) => {
        if (!input.type || isSmtpSenderType(input.type)) return [];
        return input.type === current.type ? ['smtp'] : ['smtp', 'secretCiphertext'];
      },
    },
  );

  async function assertEmailFree(ctx: TenantContext, senderEmail: string, exceptId?: string): Promise<void> {
    const existing = await repos.emailSenderConfigs.findBySenderEmail(ctx, senderEmail);
    if (existing && existing.id !== exceptId) throw new ConflictError(DUPLICATE_SENDER_MESSAGE);
  }

  return {
    ...base,
    ...oauth,
    async create(ctx: TenantContext, input: CreateEmailSenderConfigInput) {
      await assertEmailFree(ctx, input.senderEmail);
      return base.create(ctx, input);
    },
    async update(ctx: TenantContext, id: string, input: UpdateEmailSenderConfigInput) {
      if (input.senderEmail !== undefined) await assertEmailFree(ctx, input.senderEmail, id);
      return base.update(ctx, id, input);
    },
    /** Onboarding: adds the sender, or replaces the settings of the one with the same email. */
    async onboard(ctx: TenantContext, input: CreateEmailSenderConfigInput) {
      const existing = await repos.emailSenderConfigs.findBySenderEmail(ctx, input.senderEmail);
      return existing ? base.update(ctx, existing.id, input) : base.create(ctx, input);
    },
    /**
     * Whether a sender configuration can send: a STUB sender always can; an SMTP one is signed in
     * to (with the saved password of sender `id` when none is given); a saved Google or Microsoft
     * one refreshes its token. Nothing is stored.
     */
    validate(ctx: TenantContext, input: ValidateEmailSenderConfigInput, at: Date, smtp: SmtpVerifier) {
      return checks.validate(ctx, input, at, smtp);
    },
    /** 200 for each sender whose credentials work, 401 for each whose credentials have expired. */
    async healthchecks(ctx: TenantContext) {
      const senders = await repos.emailSenderConfigs.listAll(ctx);
      return {
        responseStatuses: senders.map((sender) => ({
          status: sender.credentialsValid === false ? 401 : 200,
          senderEmail: sender.senderEmail,
        })),
      };
    },
    /**
     * Checks one sender's credentials now (SMTP sign-in, token refresh; a STUB sender is always
     * fine), stores `credentialsValid` and `lastHealthCheckAt`, and answers its health. Only a
     * refused sign-in marks the credentials expired; an unreachable server leaves them as they were.
     */
    async health(ctx: TenantContext, senderEmail: string, at: Date, smtp: SmtpVerifier) {
      const found = await findSenderByEmail(repos, ctx, senderEmail);
      const check = await checks.checkSaved(ctx, found, at, smtp);
      const sender = await repos.emailSenderConfigs.update(ctx, found.id, {
        lastHealthCheckAt: at.toISOString(),
        ...(check.credentialsValid === undefined ? {} : { credentialsValid: check.credentialsValid }),
        ...(check.sealed === undefined ? {} : { secretCiphertext: check.sealed }),
      });
      const credentialsValid = sender.credentialsValid !== false;
      return {
        senderEmail: sender.senderEmail,
        status: sender.status,
        health: credentialsValid
          ? (sender.health ?? senderHealth({ status: sender.status, credentialsValid }))
          : senderHealth({ status: sender.status, credentialsValid }),
        credentialsValid,
        ...(sender.spamRate === undefined ? {} : { spamRate: sender.spamRate }),
        ...(sender.lastHealthCheckAt === undefined ? {} : { lastHealthCheckAt: sender.lastHealthCheckAt }),
        ...(check.message === undefined ? {} : { message: check.message }),
      };
    },
  };
}
export type SenderService = ReturnType<typeof createSenderService>;
