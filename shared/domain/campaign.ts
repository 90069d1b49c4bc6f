import * as z from '../schemas/zod';
import { OUTCOME_FIELDS } from './outcomes';

export const CAMPAIGN_STATUSES = ['RUNNING', 'PAUSED', 'STOPPED', 'COMPLETED'] as const;
export const CampaignStatusSchema = z.enum(CAMPAIGN_STATUSES);
export type CampaignStatus = z.infer<typeof CampaignStatusSchema>;
export const DEFAULT_CAMPAIGN_STATUS: CampaignStatus = 'RUNNING';

export const CHANNELS = ['EMAIL', 'LINKEDIN'] as const;
export const ChannelSchema = z.enum(CHANNELS);
export type Channel = z.infer<typeof ChannelSchema>;
export const DEFAULT_CHANNEL: Channel = 'EMAIL';

export const LANGUAGES = ['ENGLISH', 'FRENCH', 'GERMAN', 'SPANISH'] as const;
export const LanguageSchema = z.enum(LANGUAGES);
export type Language = z.infer<typeof LanguageSchema>;
export const DEFAULT_LANGUAGE: Language = 'ENGLISH';

/** Every generator version the writer knows, with how each is offered. */
export const GENERATOR_VERSIONS = [
  'MCP_NO_LINKS_GENERATOR',
  'MCP_GENERATOR',
  'SHORTER_V2',
  'STANDARD',
  'OBJECTIVE',
  'NESTED',
  'LINKEDIN',
  'LINKEDIN_FRESH_GRAD',
  'LINKEDIN_TEMPLATE',
  'CUSTOM_INSTRUCTIONS',
  'CONVERSATIONAL',
  'CONVERSATIONAL_FOLLOW_UP',
] as const;
export const GeneratorVersionSchema = z.enum(GENERATOR_VERSIONS);
export type GeneratorVersion = z.infer<typeof GeneratorVersionSchema>;
export const DEFAULT_GENERATOR_VERSION: GeneratorVersion = 'MCP_NO_LINKS_GENERATOR';

export const GENERATOR_VERSION_LABELS: Readonly<Record<GeneratorVersion, string>> = {
  MCP_NO_LINKS_GENERATOR: 'Shorter V3 (No Links)',
  MCP_GENERATOR: 'Shorter V3',
  SHORTER_V2: 'Shorter V2',
  STANDARD: 'Standard',
  OBJECTIVE: 'Objective',
  NESTED: 'Nested',
  LINKEDIN: 'LinkedIn',
  LINKEDIN_FRESH_GRAD: 'LinkedIn (Fresh Graduate)',
  LINKEDIN_TEMPLATE: 'LinkedIn Template',
  CUSTOM_INSTRUCTIONS: 'Custom Instructions',
  CONVERSATIONAL: 'Conversational',
  CONVERSATIONAL_FOLLOW_UP: 'Conversational Follow-up',
};

/** Versions offered only to the product's own integration type. */
export const INTEGRATION_ONLY_GENERATOR_VERSIONS = [
  'OBJECTIVE',
  'NESTED',
  'LINKEDIN',
  'LINKEDIN_FRESH_GRAD',
  'LINKEDIN_TEMPLATE',
  'CUSTOM_INSTRUCTIONS',
] as const satisfies readonly GeneratorVersion[];

/** Conversational versions are never offered in a picker. */
export const HIDDEN_GENERATOR_VERSIONS = [
  'CONVERSATIONAL',
  'CONVERSATIONAL_FOLLOW_UP',
] as const satisfies readonly GeneratorVersion[];

/** Versions a user can pick for a campaign. */
export const SELECTABLE_GENERATOR_VERSIONS = GENERATOR_VERSIONS.filter(
  (version) =>
    !(INTEGRATION_ONLY_GENERATOR_VERSIONS as readonly string[]).includes(version) &&
    !(HIDDEN_GENERATOR_VERSIONS as readonly string[]).includes(version),
);

/** How a generator version writes. */
interface GeneratorVersionProfile {
  /** False for the "No Links" versions: the call to action's link is never written. */
  readonly writesLinks: boolean;
  /** The channel the version writes for. */
  readonly channel: Channel;
  /** Offered only to the product's own integration type (docs/product.md, Campaigns). */
  readonly integrationOnly: boolean;
  /** Never offered in a picker (the conversational versions). */
  readonly hidden: boolean;
}

const GENERATOR_VERSION_PROFILES: Readonly<Record<GeneratorVersion, GeneratorVersionProfile>> = Object.fromEntries(
  GENERATOR_VERSIONS.map((version) => [
    version,
    {
      writesLinks: version !== 'MCP_NO_LINKS_GENERATOR',
      channel: version.startsWith('LINKEDIN') ? 'LINKEDIN' : 'EMAIL',
      integrationOnly: (INTEGRATION_ONLY_GENERATOR_VERSIONS as readonly string[]).includes(version),
      hidden: (HIDDEN_GENERATOR_VERSIONS as readonly string[]).includes(version),
    },
  ]),
) as Record<GeneratorVersion, GeneratorVersionProfile>;

/** True when emails of this version carry the call to action's link (when it has one). */
export function generatorVersionWritesLinks(version: GeneratorVersion): boolean {
  return GENERATOR_VERSION_PROFILES[version].writesLinks;
}

/**
 * The versions offered in a picker, default first: the hidden (conversational) versions never; the
 * integration-only versions only to the product's own integration type (docs/product.md, Campaigns).
 */
export function offeredGeneratorVersions({
  productIntegration = false,
}: { productIntegration?: boolean } = {}): GeneratorVersion[] {
  if (!productIntegration) return [...SELECTABLE_GENERATOR_VERSIONS];
  return GENERATOR_VERSIONS.filter((version) => !GENERATOR_VERSION_PROFILES[version].hidden);
}

/** Campaign status changes the API allows (from → to). COMPLETED and STOPPED are final. */
export const CAMPAIGN_STATUS_TRANSITIONS: Readonly<Record<CampaignStatus, readonly CampaignStatus[]>> = {
  RUNNING: ['PAUSED', 'STOPPED', 'COMPLETED'],
  PAUSED: ['RUNNING', 'STOPPED'],
  STOPPED: [],
  COMPLETED: [],
};

/** Stage entries of the add-campaign wizard. */
export const ADD_CAMPAIGN_STAGES = [
  'Create new campaign',
  'Create new campaign',
  'Create new campaign',
  'Create new campaign',
] as const;
export const ADD_CAMPAIGN_END_STAGE_INDEX = 3;
export const ADD_CAMPAIGN_CUSTOMER_PROFILE_STAGE_INDEX = 2;

/** Stage entries of onboarding. */
export const ONBOARDING_STAGES = [
  'Tell us about your company',
  'Who should your emails be sent from?',
  'Who are you reaching out to?',
  'Finalizing your onboarding',
] as const;
export const ONBOARDING_END_STAGE_INDEX = 3;

/**
 * Why a contact of a campaign's audience is left out (docs/product.md, Campaigns): it asked not to be
 * contacted, another running or paused campaign writes to it, its lifecycle stage is above
 * {@link CAMPAIGN_MAX_LIFECYCLE_STAGE}, it was emailed in the last EMAIL_BACK_OFF_DAYS days, or it
 * has no address an email can go to (bounced, reported as spam).
 */
export const AUDIENCE_EXCLUSIONS = [
  'DO_NOT_CONTACT',
  'IN_OTHER_CAMPAIGN',
  'LIFECYCLE_STAGE_TOO_HIGH',
  'RECENTLY_EMAILED',
  'NO_USABLE_EMAIL',
] as const;
export type AudienceExclusion = (typeof AUDIENCE_EXCLUSIONS)[number];

export const AUDIENCE_EXCLUSION_LABELS: Readonly<Record<AudienceExclusion, string>> = {
  DO_NOT_CONTACT: 'Do not contact',
  IN_OTHER_CAMPAIGN: 'Already in another running campaign',
  LIFECYCLE_STAGE_TOO_HIGH: 'Lifecycle stage too high',
  RECENTLY_EMAILED: 'Emailed in the last 30 days',
  NO_USABLE_EMAIL: 'No usable email',
};

/** Campaigns write to contacts up to this stage: opportunities, customers and beyond are left out. */
export const CAMPAIGN_MAX_LIFECYCLE_STAGE = 'SALES_QUALIFIED_LEAD' as const;

/** Contacts a rep can choose one by one for a campaign (a contact list has no such limit). */
export const MAX_CHOSEN_CONTACTS = 1000;

/** What a campaign's progress counts: its audience, its emails by where they are, and their outcomes. */
export const CAMPAIGN_PROGRESS_FIELDS = ['inScope', 'queued', 'written', 'failed', 'scheduled', ...OUTCOME_FIELDS] as const;
export type CampaignProgressField = (typeof CAMPAIGN_PROGRESS_FIELDS)[number];

export const CAMPAIGN_PROGRESS_LABELS: Readonly<Record<CampaignProgressField, string>> = {
  inScope: 'Contacts in scope',
  queued: 'Being written',
  written: 'Written',
  failed: 'Failed',
  scheduled: 'Scheduled',
  sent: 'Sent',
  opened: 'Opened',
  clicked: 'Clicked',
  replied: 'Replied',
  bounced: 'Bounced',
  complained: 'Reported as spam',
  unsubscribed: 'Unsubscribed',
  contactsEmailed: 'Contacts emailed',
};
