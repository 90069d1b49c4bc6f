import * as z from '../schemas/zod';

export const OPTION_STATUSES = ['ACTIVE', 'INACTIVE'] as const;
export const OptionStatusSchema = z.enum(OPTION_STATUSES);
export type OptionStatus = z.infer<typeof OptionStatusSchema>;

/** Account-level automation options of an instance. */
export const NAMESPACE_OPTION_NAMES = [
  'AI_PROSPECTOR',
  'AUTO_PROSPECT_FROM_CONTACTS',
  'AUTO_CADENCES',
  'AUTO_RUN_CAMPAIGNS',
  'AUTO_SEND_EMAILS',
  'SEND_REVIEWED_EMAILS_ONLY',
  'SEND_DURING_OFFICE_HOURS_ONLY',
  'SEND_DURING_WEEKDAYS_ONLY',
] as const;
export const NamespaceOptionNameSchema = z.enum(NAMESPACE_OPTION_NAMES);

/** Options that belong to a user rather than an instance. */
export const USER_OPTION_NAMES = ['HAS_LINKEDIN_PREMIUM'] as const;
export const UserOptionNameSchema = z.enum(USER_OPTION_NAMES);

export const OPTION_NAMES = [...NAMESPACE_OPTION_NAMES, ...USER_OPTION_NAMES] as const;
export const OptionNameSchema = z.enum(OPTION_NAMES);
export type OptionName = z.infer<typeof OptionNameSchema>;

export const DEFAULT_OPTION_STATUSES: Readonly<Record<OptionName, OptionStatus>> = {
  AI_PROSPECTOR: 'INACTIVE',
  AUTO_PROSPECT_FROM_CONTACTS: 'INACTIVE',
  AUTO_CADENCES: 'INACTIVE',
  AUTO_RUN_CAMPAIGNS: 'ACTIVE',
  AUTO_SEND_EMAILS: 'INACTIVE',
  SEND_REVIEWED_EMAILS_ONLY: 'ACTIVE',
  SEND_DURING_OFFICE_HOURS_ONLY: 'ACTIVE',
  SEND_DURING_WEEKDAYS_ONLY: 'ACTIVE',
  HAS_LINKEDIN_PREMIUM: 'INACTIVE',
};

export const OPTION_LABELS: Readonly<Record<OptionName, string>> = {
  AI_PROSPECTOR: 'AI prospector',
  AUTO_PROSPECT_FROM_CONTACTS: 'Auto prospect from contacts',
  AUTO_CADENCES: 'Auto cadences',
  AUTO_RUN_CAMPAIGNS: 'Auto run campaigns',
  AUTO_SEND_EMAILS: 'Auto send emails',
  SEND_REVIEWED_EMAILS_ONLY: 'Send reviewed emails only',
  SEND_DURING_OFFICE_HOURS_ONLY: 'Send during office hours only',
  SEND_DURING_WEEKDAYS_ONLY: 'Send during weekdays only',
  HAS_LINKEDIN_PREMIUM: 'Has LinkedIn premium',
};
