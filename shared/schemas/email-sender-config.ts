import * as z from './zod';

import { DEFAULT_SENDER_STATUS, SenderHealthSchema, SenderStatusSchema, SenderTypeSchema } from '../domain';
import type { SenderType } from '../domain';
import {
  NAME_MAX_LENGTH,
  addIssue,
  booleanField,
  EmailSchema,
  emailField,
  enumField,
  inputObject,
  intField,
  isoDateTimeField,
  optionalField,
  optionalId,
  requiredText,
  tenantEntity,
  updateInputObject,
} from './common';
import { TimeZoneSchema } from './time-zone';

/** Sender types that connect to a mail server of their own and need SMTP settings. */
const SMTP_SENDER_TYPES = ['SMTP', 'SMTP_SSL'] as const satisfies readonly SenderType[];

export function isSmtpSenderType(type: SenderType): boolean {
  return (SMTP_SENDER_TYPES as readonly SenderType[]).includes(type);
}

/** Input fields that carry secrets: the API stores them encrypted and never returns them. */
export const SENDER_SECRET_FIELDS = ['password'] as const;

const SENDER_DAILY_LIMIT = { min: 1, max: 500 } as const;
const SMTP_PASSWORD_MAX_LENGTH = 256;
const HOST_MAX_LENGTH = 253;

const smtpSettingsShape = {
  host: requiredText('SMTP host', HOST_MAX_LENGTH, { requiredMessage: 'SMTP host is required for SMTP senders.' }),
  port: intField('SMTP port', 1, 65_535, { requiredMessage: 'SMTP port is required for SMTP senders.' }),
  username: requiredText('SMTP username', NAME_MAX_LENGTH, {
    requiredMessage: 'SMTP username is required for SMTP senders.',
  }),
  secure: booleanField('SMTP secure connection'),
};

const SmtpSettingsSchema = z.object(smtpSettingsShape);
const SmtpSettingsInputSchema = inputObject('SMTP settings', smtpSettingsShape);
type SmtpSettings = z.infer<typeof SmtpSettingsSchema>;

export const SMTP_PASSWORD_REQUIRED_MESSAGE = 'SMTP password is required for SMTP senders.';

/**
 * Where an SMTP sender's replies and bounce notices are read (IMAP), signing in with the SMTP
 * username and password: the same account. `secure` true is TLS from the first byte (usually port
 * 993); false is STARTTLS (usually 143), which must be offered before the password is sent. Without
 * them, `imapSettingsOf` derives the server from the SMTP host.
 */
const imapSettingsShape = {
  host: requiredText('IMAP host', HOST_MAX_LENGTH, { requiredMessage: 'IMAP host is required when IMAP settings are given.' }),
  port: intField('IMAP port', 1, 65_535, { requiredMessage: 'IMAP port is required when IMAP settings are given.' }),
  secure: booleanField('IMAP secure connection'),
};

const ImapSettingsSchema = z.object(imapSettingsShape);
const ImapSettingsInputSchema = inputObject('IMAP settings', imapSettingsShape);
type ImapSettings = z.infer<typeof ImapSettingsSchema>;

/** The usual IMAP ports: TLS from the start on 993, STARTTLS on 143. */
export const DEFAULT_IMAP_PORT = 993;
export const STARTTLS_IMAP_PORT = 143;

/**
 * The IMAP server an SMTP sender's mailbox is read on: its own IMAP settings, else the SMTP host
 * with a leading `smtp.` changed to `imap.` (any other host as it is), port 993 over TLS. Null for
 * a sender without SMTP settings.
 */
export function imapSettingsOf(sender: {
  smtp?: SmtpSettings | undefined;
  imap?: ImapSettings | undefined;
}): ImapSettings | null {
  if (sender.imap) return sender.imap;
  if (!sender.smtp) return null;
  const host = sender.smtp.host.replace(/^smtp\./i, 'imap.');
  return { host, port: DEFAULT_IMAP_PORT, secure: true };
}

/** Not trimmed: spaces may be part of a password. */
const SmtpPasswordSchema = z
  .string({
    error: (issue) => (issue.input === undefined ? SMTP_PASSWORD_REQUIRED_MESSAGE : 'SMTP password must be text.'),
  })
  .check(
    z.minLength(1, { error: SMTP_PASSWORD_REQUIRED_MESSAGE, abort: true }),
    z.maxLength(SMTP_PASSWORD_MAX_LENGTH, `SMTP password must be at most ${SMTP_PASSWORD_MAX_LENGTH} characters.`),
  );

const senderFieldsShape = {
  senderEmail: emailField('Sender email'),
  senderName: requiredText('Sender name', NAME_MAX_LENGTH),
  type: enumField(SenderTypeSchema, 'Sender type'),
  dailyLimit: z.optional(intField('Daily limit', SENDER_DAILY_LIMIT.min, SENDER_DAILY_LIMIT.max)),
  signatureId: optionalId('Signature ID'),
  /** The sender's IANA time zone; without one, the instance's is used. */
  timeZone: optionalField('Time zone', TimeZoneSchema),
};

const senderInputShape = {
  ...senderFieldsShape,
  smtp: z.optional(SmtpSettingsInputSchema),
  imap: z.optional(ImapSettingsInputSchema),
  password: z.optional(SmtpPasswordSchema),
};

/**
 * Asked when a mailbox is added: has it already sent at least 200 messages? Without `true` it starts
 * WARMING_UP (see `initialSenderStatus`). Only on create: the status is the server's from then on.
 */
export const alreadyWarmedUpField = z.optional(booleanField('Already sent 200 messages'));

const newSenderInputShape = { ...senderInputShape, alreadyWarmedUp: alreadyWarmedUpField };

const SMTP_SETTINGS_NOT_CLEARABLE =
  'SMTP settings cannot be removed on their own. Change the sender type to one without them instead.';
const PASSWORD_NOT_CLEARABLE = 'The password cannot be removed. Enter a new one, or change the sender type.';

type SmtpRuleMode = 'create' | 'update' | 'stored' | 'validate';

interface SmtpRuleInput {
  type?: SenderType | undefined;
  smtp?: unknown;
  imap?: unknown;
  password?: unknown;
  id?: unknown;
}

const SMTP_PASSWORD_OR_ID_REQUIRED = 'SMTP password is required to check a sender that is not saved yet.';

/**
 * SMTP settings (and, on create, a password) are required for SMTP and SMTP_SSL senders
 * and refused for the others. An update is checked only when it names the type.
 */
function checkSmtpFields(value: SmtpRuleInput, ctx: z.core.$RefinementCtx, mode: SmtpRuleMode): void {
  // an update may clear optional fields with null, but not these: they go with the sender type
  if (value.smtp === null) addIssue(ctx, ['smtp'], SMTP_SETTINGS_NOT_CLEARABLE);
  if (value.password === null) addIssue(ctx, ['password'], PASSWORD_NOT_CLEARABLE);
  if (value.type === undefined) return;
  if (isSmtpSenderType(value.type)) {
    if (value.smtp === undefined) addIssue(ctx, ['smtp'], 'SMTP settings are required for SMTP senders.');
    if (mode === 'create' && value.password === undefined) {
      addIssue(ctx, ['password'], SMTP_PASSWORD_REQUIRED_MESSAGE);
    }
    if (mode === 'validate' && value.password === undefined && value.id === undefined) {
      addIssue(ctx, ['password'], SMTP_PASSWORD_OR_ID_REQUIRED);
    }
    return;
  }
  if (value.smtp !== undefined) addIssue(ctx, ['smtp'], 'SMTP settings apply only to SMTP senders. Remove them.');
  if (value.imap !== undefined && value.imap !== null) {
    addIssue(ctx, ['imap'], 'IMAP settings apply only to SMTP senders. Remove them.');
  }
  if (value.password !== undefined) addIssue(ctx, ['password'], 'A password applies only to SMTP senders. Remove it.');
}

/** The SMTP rule of a sender object, as a check. */
function smtpRule(mode: SmtpRuleMode) {
  return z.superRefine((value: SmtpRuleInput, ctx) => checkSmtpFields(value, ctx, mode));
}

const countField = z.number().check(z.int(), z.minimum(0));

/** A sender's sends and outcomes over its last 30 local days, as its status was judged on them. */
const SenderRecentOutcomesSchema = z.object({
  /** first and last local day of the window (`YYYY-MM-DD`, the sender's time zone) */
  fromDay: z.string(),
  toDay: z.string(),
  sent: countField,
  /** hard bounces */
  bounced: countField,
  /** spam complaints */
  complained: countField,
  /** sent less hard bounces */
  delivered: countField,
  /** false below 100 delivered: the outcomes did not change the status */
  judged: z.boolean(),
});

/** A mailbox campaigns send from. Never carries the password. */
export const EmailSenderConfigSchema = tenantEntity({
  ...senderFieldsShape,
  smtp: z.optional(SmtpSettingsSchema),
  imap: z.optional(ImapSettingsSchema),
  status: z._default(enumField(SenderStatusSchema, 'Sender status'), DEFAULT_SENDER_STATUS),
  health: z.optional(enumField(SenderHealthSchema, 'Sender health')),
  spamRate: z.optional(
    z
      .number({ error: 'Spam rate must be a number from 0 to 1.' })
      .check(z.minimum(0, 'Spam rate must be a number from 0 to 1.'), z.maximum(1, 'Spam rate must be a number from 0 to 1.')),
  ),
  credentialsValid: z.optional(booleanField('Credentials valid')),
  lastHealthCheckAt: z.optional(isoDateTimeField('Last health check')),
  /** hard bounces over sends in the last 30 days, 0 to 1, as of `healthCheckedAt` */
  bounceRate: z.optional(z.number().check(z.minimum(0), z.maximum(1))),
  /** why the status is what it is (or why sending is paused), for the rep */
  statusReason: z.optional(z.string()),
  /** set while its campaigns do not send from it (hard bounces above 5 %), until the rep resumes */
  sendingPausedAt: z.optional(isoDateTimeField('Sending paused at')),
  sendingPausedReason: z.optional(z.string()),
  /** when the rep last resumed sending after a pause */
  sendingResumedAt: z.optional(isoDateTimeField('Sending resumed at')),
  /** hard bounces already counted on the local day of the resume when the rep resumed (later ones are new) */
  bouncesAtResume: z.optional(z.number().check(z.int(), z.minimum(0))),
  /** when the status was last judged from the outcomes */
  healthCheckedAt: z.optional(isoDateTimeField('Health checked at')),
  /** the figures of the last 30 local days the status was judged on */
  recentOutcomes: z.optional(SenderRecentOutcomesSchema),
  /** why an SMTP sender's mailbox cannot be read for replies and bounces (IMAP), for the rep; absent while it can */
  mailboxReadFailure: z.optional(z.string()),
  /** since when it cannot be read */
  mailboxReadFailedAt: z.optional(isoDateTimeField('Mailbox read failed at')),
}).check(smtpRule('stored'));

/**
 * What a client sends to add a sender. Status, health, spam rate and credential checks are
 * measured by the server and cannot be sent.
 */
export const CreateEmailSenderConfigInputSchema = inputObject('Sender', newSenderInputShape).check(smtpRule('create'));
export const UpdateEmailSenderConfigInputSchema = updateInputObject('Sender', senderInputShape).check(smtpRule('update'));

/**
 * What `validate` checks: a sender as it would be created, or a saved one (`id`) being changed. With
 * `id` and no `password`, the saved sender's stored password is used, so a user can check a saved
 * SMTP sender without typing its password again (only against the host and username it was saved with).
 */
export const ValidateEmailSenderConfigInputSchema = inputObject('Sender', {
  ...newSenderInputShape,
  id: optionalId('Sender ID'),
}).check(smtpRule('validate'));

/** Sender types connected by signing in to the provider (OAuth) rather than with a password. */
export const OAUTH_SENDER_TYPES = ['GOOGLE', 'MICROSOFT'] as const satisfies readonly SenderType[];
export const OAuthSenderTypeSchema = z.enum(OAUTH_SENDER_TYPES);
export type OAuthSenderType = z.infer<typeof OAuthSenderTypeSchema>;

export function isOAuthSenderType(type: SenderType): type is OAuthSenderType {
  return (OAUTH_SENDER_TYPES as readonly SenderType[]).includes(type);
}

/** The path of the web app an OAuth provider sends the user back to (the add-sender page). */
export const OAUTH_REDIRECT_PATH = '/email-sender-config/add';

export type EmailSenderConfig = z.infer<typeof EmailSenderConfigSchema>;
export type CreateEmailSenderConfigInput = z.infer<typeof CreateEmailSenderConfigInputSchema>;
export type UpdateEmailSenderConfigInput = z.infer<typeof UpdateEmailSenderConfigInputSchema>;
export type ValidateEmailSenderConfigInput = z.infer<typeof ValidateEmailSenderConfigInputSchema>;

/**
 * `GET /api/email-sender-config/healthchecks`: per sender, `status` 200 when its credentials work
 * and 401 when they expired (docs/product.md, Senders and health), with its sender status, health and why, and the reason its
 * sending is paused while it is, for the shell's warnings.
 */
export const SenderHealthchecksResponseSchema = z.object({
  responseStatuses: z.array(
    z.object({
      status: z.number().check(z.int()),
      senderEmail: EmailSchema,
      senderStatus: z.optional(SenderStatusSchema),
      health: z.optional(SenderHealthSchema),
      statusReason: z.optional(z.string()),
      sendingPausedReason: z.optional(z.string()),
    }),
  ),
});
