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

/**
 * Spam-rate thresholds (docs/product.md, Senders and health: "warning at 0.05, suspended at 0.1"), read as percentages the way
 * mailbox providers publish them (Gmail Postmaster Tools): a sender at or above 0.05 % of its
 * delivered emails reported as spam is warned, at or above 0.1 % suspended. As rates (0 to 1):
 * SPAM_RATE_WARNING and SPAM_RATE_SUSPENDED.
 */
export const SPAM_RATE_WARNING_PERCENT = 0.05;
export const SPAM_RATE_SUSPENDED_PERCENT = 0.1;
export const SPAM_RATE_WARNING = SPAM_RATE_WARNING_PERCENT / 100;
export const SPAM_RATE_SUSPENDED = SPAM_RATE_SUSPENDED_PERCENT / 100;

/** Hard bounces over sends: above 3 % a sender is warned; above 5 % its campaigns stop sending from it until the rep resumes. */
export const BOUNCE_RATE_WARNING_PERCENT = 3;
export const BOUNCE_RATE_PAUSE_PERCENT = 5;

/** The sender's last local days its outcomes are judged over. */
export const SENDER_OUTCOME_DAYS = 30;
/** Emails delivered (sent less hard bounces) over SENDER_OUTCOME_DAYS before the outcomes change a sender's status. */
export const SENDER_OUTCOME_MIN_DELIVERED = 100;

/** Warning shown when sender credentials have expired; `{emails}` is the list of senders. */
export const EXPIRED_CREDENTIALS_WARNING = 'Email credentials for {emails} have expired. Please update them by signing in here.';
export const EXPIRED_CREDENTIALS_LINK = '/email-sender-config/add';
