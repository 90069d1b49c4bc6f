import * as z from '../schemas/zod';

/** External lead-data providers of the AI prospector. */
export const PROSPECTOR_PROVIDERS = ['APOLLO'] as const;
export const ProspectorProviderSchema = z.enum(PROSPECTOR_PROVIDERS);
export type ProspectorProvider = z.infer<typeof ProspectorProviderSchema>;

/** Seniority filter values the provider understands. */
export const PROSPECTOR_SENIORITIES = [
  'owner',
  'founder',
  'c_suite',
  'partner',
  'vp',
  'head',
  'director',
  'manager',
  'senior',
  'entry',
  'intern',
] as const;
export type ProspectorSeniority = (typeof PROSPECTOR_SENIORITIES)[number];

export const AI_PROSPECTOR_DEFAULT_AMOUNT = 5;
export const CONTACTS_PER_PAGE = 10;
export const ENRICHMENT_LIMIT = 10;
export const DEFAULT_MINIMUM_CONTACTS = 20;
/** Auto prospecting only picks contacts not contacted within this many days. */
export const AUTO_PROSPECT_NOT_CONTACTED_DAYS = 30;
/** Time a rep saves per contact, in minutes. */
export const TIME_PER_CONTACT_MINUTES = { emailWriting: 10, research: 10 } as const;

/** Minutes saved for a number of contacts emailed: writing plus research for each. */
export function timeSavedMinutes(contactsEmailed: number): number {
  return contactsEmailed * (TIME_PER_CONTACT_MINUTES.emailWriting + TIME_PER_CONTACT_MINUTES.research);
}

export const INSTANT_DEMO_SAMPLE_ADDRESSES = 10;
/** Meetings cannot be booked before this date. */
export const EARLIEST_MEETING_DATE = '2025-11-01';
