import * as z from '../schemas/zod';

export const SENDER_TYPES = ['STUB', 'SMTP', 'SMTP_SSL', 'GOOGLE', 'MICROSOFT'] as const;
export const SenderTypeSchema = z.enum(SENDER_TYPES);
export type SenderType = z.infer<typeof SenderTypeSchema>;

export const SENDER_STATUSES = ['ACTIVE', 'WARMING_UP', 'WARNING', 'SUSPENDED'] as const;
export const SenderStatusSchema = z.enum(SENDER_STATUSES);
export type SenderStatus = z.infer<typeof SenderStatusSchema>;
export const DEFAULT_SENDER_STATUS: SenderStatus = 'ACTIVE';

/** Health of a sender, best first. */
export const SENDER_HEALTH = ['OPERATIONAL', 'MINOR_ISSUES', 'WARNINGS', 'URGENT_ISSUES'] as const;
export const SenderHealthSchema = z.enum(SENDER_HEALTH);
export type SenderHealth = z.infer<typeof SenderHealthSchema>;

/** Spam-rate thresholds: a sender at or above these is warned or suspended. */
export const SPAM_RATE_WARNING = 0.05;
export const SPAM_RATE_SUSPENDED = 0.1;

/** Warning shown when sender credentials have expired; `{emails}` is the list of senders. */
export const EXPIRED_CREDENTIALS_WARNING = 'Email credentials for {emails} have expired. Please update them by signing in here.';
export const EXPIRED_CREDENTIALS_LINK = '/email-sender-config/add';
