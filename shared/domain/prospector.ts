import * as z from '../schemas/zod';

/** External lead-data providers of the AI prospector. */
const PROSPECTOR_PROVIDERS = ['APOLLO'] as const;
export const ProspectorProviderSchema = z.enum(PROSPECTOR_PROVIDERS);

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
/** Time a rep saves per contact, in minutes. */
const TIME_PER_CONTACT_MINUTES = { emailWriting: 10, research: 10 } as const;

/** Minutes saved for a number of contacts emailed: writing plus research for each. */
export function timeSavedMinutes(contactsEmailed: number): number {
  return contactsEmailed * (TIME_PER_CONTACT_MINUTES.emailWriting + TIME_PER_CONTACT_MINUTES.research);
}

export const INSTANT_DEMO_SAMPLE_ADDRESSES = 10;
