import * as z from '../schemas/zod';

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
export interface GeneratorVersionProfile {
  /** False for the "No Links" versions: the call to action's link is never written. */
  readonly writesLinks: boolean;
  /** The channel the version writes for. */
  readonly channel: Channel;
  /** Offered only to the product's own integration type (SPEC §3). */
  readonly integrationOnly: boolean;
  /** Never offered in a picker (the conversational versions). */
  readonly hidden: boolean;
}

export const GENERATOR_VERSION_PROFILES: Readonly<Record<GeneratorVersion, GeneratorVersionProfile>> = Object.fromEntries(
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
 * integration-only versions only to the product's own integration type (SPEC §3).
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
