import * as z from '../schemas/zod';

/** Where a contact came from. REACHWISE stands for the product's own integration. */
export const CONTACT_SOURCES = [
  'AI_PROSPECTOR',
  'REACHWISE',
  'HUBSPOT',
  'SALESFORCE',
  'INSTANT_DEMO',
  'WEBSITE',
  'UNKNOWN',
] as const;
export const ContactSourceSchema = z.enum(CONTACT_SOURCES);
export type ContactSource = z.infer<typeof ContactSourceSchema>;
export const DEFAULT_CONTACT_SOURCE: ContactSource = 'UNKNOWN';

export const CONTACT_STATUSES = ['NEW', 'IN_PROGRESS', 'NO_REPLY', 'NURTURE', 'REPLIED', 'DO_NOT_CONTACT'] as const;
export const ContactStatusSchema = z.enum(CONTACT_STATUSES);
export type ContactStatus = z.infer<typeof ContactStatusSchema>;
export const DEFAULT_CONTACT_STATUS: ContactStatus = 'NEW';

export const SHARING_STATUSES = ['NOT_SHARED', 'SHARED'] as const;
export const SharingStatusSchema = z.enum(SHARING_STATUSES);
type SharingStatus = z.infer<typeof SharingStatusSchema>;
export const DEFAULT_SHARING_STATUS: SharingStatus = 'NOT_SHARED';

/** Upload exclusion reasons of a contact-list row. */
const UPLOAD_EXCLUSION_REASONS = [
  'NON_BUSINESS_DOMAINS',
  'UPLOAD_DUPLICATE_EMAILS',
  'DB_DUPLICATE_EMAILS',
  'MISSING_EMAILS',
] as const;
export const UploadExclusionReasonSchema = z.enum(UPLOAD_EXCLUSION_REASONS);
export type UploadExclusionReason = z.infer<typeof UploadExclusionReasonSchema>;

/** Filter of the contact-list upload preview. */
export const UPLOAD_ERROR_FILTERS = [
  { value: 'YES', label: 'Errors Only' },
  { value: 'NO', label: 'Valid Only' },
] as const;

/**
 * Hint shown beside optional contact fields. Nothing fills them in for the rep (there is no
 * enrichment from outside data), so it says only what is true: they are optional and theirs to add.
 */
export const CONTACT_GENERIC_HINT = 'Optional. Add it here or in an uploaded file; nothing fills it in for you.';

/** Contact fields that are optional or inferred, each with its hint. */
export const CONTACT_FIELD_HINTS = {
  firstName: CONTACT_GENERIC_HINT,
  lastName: CONTACT_GENERIC_HINT,
  jobTitle: CONTACT_GENERIC_HINT,
  phoneNumbers: CONTACT_GENERIC_HINT,
  linkedInUrl: CONTACT_GENERIC_HINT,
  companyId: 'Optional. When left empty, the company is inferred from the email domain.',
} as const;
