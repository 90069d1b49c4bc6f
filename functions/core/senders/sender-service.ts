import {
  isSmtpSenderType,
  type CreateEmailSenderConfigInput,
  type UpdateEmailSenderConfigInput,
} from '../../../shared/schemas/email-sender-config';
import { RESOURCE_NOT_FOUND_MESSAGES } from '../../../shared/domain/messages';
import { senderHealth } from '../../../shared/rules/sender';
import type { EmailSenderConfigItem } from '../../adapters/dynamodb/entities/email-sender-config';
import type { Repositories } from '../../adapters/dynamodb/repositories';
import type { SecretBox } from '../../adapters/secrets/secret-box';
import { findSenderByEmail } from '../campaigns/campaign-service';
import { createComponentService } from '../components/component-service';
import { AppError, ConflictError, InvalidInputError } from '../errors';
import type { TenantContext } from '../tenant';

export const DUPLICATE_SENDER_MESSAGE = 'A sender with this email already exists in this instance.';
export const SMTP_PASSWORD_REQUIRED = 'SMTP password is required for SMTP senders.';
export const SENDER_VALIDATION_UNAVAILABLE = 'Checking SMTP, Google and Microsoft senders is not available yet.';

type SenderFields = Omit<EmailSenderConfigItem, 'namespaceId' | 'id' | 'createdAt' | 'updatedAt'>;

/** Sender configurations. Passwords are sealed before they are stored and never answered. */
export function createSenderService(repos: Repositories, secrets: SecretBox) {
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
      // a sender that stops being an SMTP sender drops its SMTP settings and password
      toRemovals: (input) => (input.type && !isSmtpSenderType(input.type) ? ['smtp', 'secretCiphertext'] : []),
    },
  );

  async function assertEmailFree(ctx: TenantContext, senderEmail: string, exceptId?: string): Promise<void> {
    const existing = await repos.emailSenderConfigs.findBySenderEmail(ctx, senderEmail);
    if (existing && existing.id !== exceptId) throw new ConflictError(DUPLICATE_SENDER_MESSAGE);
  }

  return {
    ...base,
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
    /** A STUB sender always works; real mailboxes are checked by connecting to them. */
    validate(input: CreateEmailSenderConfigInput): Promise<{ valid: boolean; message?: string }> {
      if (input.type === 'STUB') return Promise.resolve({ valid: true });
      return Promise.reject(new AppError(SENDER_VALIDATION_UNAVAILABLE, 501, 'NOT_IMPLEMENTED'));
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
    async health(ctx: TenantContext, senderEmail: string) {
      const sender = await findSenderByEmail(repos, ctx, senderEmail);
      const credentialsValid = sender.credentialsValid !== false;
      return {
        senderEmail: sender.senderEmail,
        status: sender.status,
        health: sender.health ?? senderHealth({ status: sender.status, credentialsValid }),
        credentialsValid,
        ...(sender.spamRate === undefined ? {} : { spamRate: sender.spamRate }),
      };
    },
  };
}
export type SenderService = ReturnType<typeof createSenderService>;
