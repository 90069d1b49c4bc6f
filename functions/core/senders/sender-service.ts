import {
  isSmtpSenderType,
  type CreateEmailSenderConfigInput,
  type UpdateEmailSenderConfigInput,
} from '../../../shared/schemas/email-sender-config';
import { RESOURCE_NOT_FOUND_MESSAGES } from '../../../shared/domain/messages';
import { initialSenderStatus } from '../../../shared/rules/warm-up';
import { createComponentService } from '../components/component-service';
import { pausedReasonOf } from '../../../shared/rules/mailbox-limits';
import { ConflictError, InvalidInputError } from '../errors';
import type { EmailSenderConfigItem } from '../ports/items';
import type { Stores } from '../ports/stores';
import type { SecretBox } from '../ports/secrets';
import type { TenantContext } from '../tenant';

const DUPLICATE_SENDER_MESSAGE = 'A sender with this email already exists in this instance.';
const SMTP_PASSWORD_REQUIRED = 'SMTP password is required for SMTP senders.';
const IMAP_ONLY_FOR_SMTP = 'IMAP settings apply only to SMTP senders. Remove them.';

type SenderFields = Omit<EmailSenderConfigItem, 'namespaceId' | 'id' | 'createdAt' | 'updatedAt'>;

interface SenderServiceDeps {
  readonly repos: Pick<Stores, 'emailSenderConfigs' | 'signatures'>;
  /** seals passwords before they are stored */
  readonly secrets: SecretBox;
}

/** Sender configurations. Passwords and tokens are sealed before they are stored and never answered. */
export function createSenderService({ repos, secrets }: SenderServiceDeps) {
  async function toStored(input: CreateEmailSenderConfigInput | UpdateEmailSenderConfigInput): Promise<Partial<SenderFields>> {
    // the warm-up answer decides the status a new sender starts with; it is not stored itself
    const { password, alreadyWarmedUp: _answer, ...fields } = { alreadyWarmedUp: undefined, ...input };
    return { ...fields, ...(password === undefined ? {} : { secretCiphertext: await secrets.seal(password) }) };
  }

  const base = createComponentService<EmailSenderConfigItem, CreateEmailSenderConfigInput, UpdateEmailSenderConfigInput>(
    repos.emailSenderConfigs,
    {
      references: (input) => [[repos.signatures, input.signatureId, RESOURCE_NOT_FOUND_MESSAGES.signature]],
      toItem: async (_ctx, input) =>
        ({ ...(await toStored(input)), status: initialSenderStatus(input.type, input.alreadyWarmedUp) }) as SenderFields,
      toChanges: (_ctx, input, current) => {
        // a sender that becomes an SMTP sender needs a password (only SMTP senders have one stored)
        if (input.type && isSmtpSenderType(input.type) && input.password === undefined && !isSmtpSenderType(current.type)) {
          throw new InvalidInputError(SMTP_PASSWORD_REQUIRED, [{ path: 'password', message: SMTP_PASSWORD_REQUIRED }]);
        }
        // IMAP settings read an SMTP sender's mailbox; an update that does not name the type is checked here
        if (input.imap && !isSmtpSenderType(input.type ?? current.type)) {
          throw new InvalidInputError(IMAP_ONLY_FOR_SMTP, [{ path: 'imap', message: IMAP_ONLY_FOR_SMTP }]);
        }
        return toStored(input);
      },
      // a sender that stops being an SMTP sender drops its SMTP settings, and a sender whose kind of
      // credential changes (password, tokens, none) drops the one it had; a Google or Microsoft
      // sender keeps its tokens through other changes
      toRemovals: (input, current) => {
        if (!input.type || isSmtpSenderType(input.type)) return [];
        return input.type === current.type ? ['smtp', 'imap'] : ['smtp', 'imap', 'secretCiphertext'];
      },
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
    /**
     * Onboarding: adds the sender, or replaces the settings of the one with the same email. An SMTP
     * sender sent without IMAP settings drops those it had: its mailbox is read on the server derived
     * from the SMTP host.
     */
    async onboard(ctx: TenantContext, input: CreateEmailSenderConfigInput) {
      const existing = await repos.emailSenderConfigs.findBySenderEmail(ctx, input.senderEmail);
      if (!existing) return base.create(ctx, input);
      const updated = await base.update(ctx, existing.id, input);
      const dropsImap = isSmtpSenderType(input.type) && input.imap === undefined && updated.imap !== undefined;
      return dropsImap ? repos.emailSenderConfigs.update(ctx, existing.id, {}, ['imap']) : updated;
    },
    /**
     * 200 for each sender whose credentials work, 401 for each whose credentials have expired; with
     * its status, health and why, and its pause's reason while its sending is paused.
     */
    async healthchecks(ctx: TenantContext) {
      const senders = await repos.emailSenderConfigs.listAll(ctx);
      return {
        responseStatuses: senders.map((sender) => ({
          status: sender.credentialsValid === false ? 401 : 200,
          senderEmail: sender.senderEmail,
          senderStatus: sender.status,
          ...(sender.health === undefined ? {} : { health: sender.health }),
          ...(sender.statusReason === undefined ? {} : { statusReason: sender.statusReason }),
          ...(pausedReasonOf(sender) === undefined ? {} : { sendingPausedReason: pausedReasonOf(sender) }),
        })),
      };
    },
  };
}
