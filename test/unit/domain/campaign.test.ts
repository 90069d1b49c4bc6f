import { describe, expect, it } from 'vitest';

import {
  BUSINESS_MODELS,
  BusinessModelSchema,
  CAMPAIGN_STATUSES,
  CampaignStatusSchema,
  CHANNELS,
  ChannelSchema,
  DEFAULT_GENERATOR_VERSION,
  GENERATOR_VERSION_LABELS,
  GENERATOR_VERSIONS,
  GeneratorVersionSchema,
  HIDDEN_GENERATOR_VERSIONS,
  INTEGRATION_ONLY_GENERATOR_VERSIONS,
  LANGUAGES,
  LanguageSchema,
  REVENUE_SIZES,
  RevenueSizeSchema,
  SELECTABLE_GENERATOR_VERSIONS,
} from '../../../shared/domain';
import { pinEnums } from './enum-pins';

const INTEGRATION_ONLY = ['OBJECTIVE', 'NESTED', 'LINKEDIN', 'LINKEDIN_FRESH_GRAD', 'LINKEDIN_TEMPLATE', 'CUSTOM_INSTRUCTIONS'];
const HIDDEN = ['CONVERSATIONAL', 'CONVERSATIONAL_FOLLOW_UP'];

pinEnums([
  {
    name: 'CAMPAIGN_STATUSES',
    actual: CAMPAIGN_STATUSES,
    schema: CampaignStatusSchema,
    expected: ['RUNNING', 'PAUSED', 'STOPPED', 'COMPLETED'],
  },
  { name: 'CHANNELS', actual: CHANNELS, schema: ChannelSchema, expected: ['EMAIL', 'LINKEDIN'] },
  { name: 'LANGUAGES', actual: LANGUAGES, schema: LanguageSchema, expected: ['ENGLISH', 'FRENCH', 'GERMAN', 'SPANISH'] },
  { name: 'REVENUE_SIZES', actual: REVENUE_SIZES, schema: RevenueSizeSchema, expected: ['SMALL', 'MEDIUM', 'LARGE'] },
  { name: 'BUSINESS_MODELS', actual: BUSINESS_MODELS, schema: BusinessModelSchema, expected: ['B2B', 'B2C', 'C2C'] },
  { name: 'INTEGRATION_ONLY_GENERATOR_VERSIONS', actual: INTEGRATION_ONLY_GENERATOR_VERSIONS, expected: INTEGRATION_ONLY },
  { name: 'HIDDEN_GENERATOR_VERSIONS', actual: HIDDEN_GENERATOR_VERSIONS, expected: HIDDEN },
]);

describe('generator versions', () => {
  it('defaults to MCP_NO_LINKS_GENERATOR labelled Shorter V3 (No Links) when none is chosen', () => {
    // Arrange / Act
    const label = GENERATOR_VERSION_LABELS[DEFAULT_GENERATOR_VERSION];
    // Assert
    expect(DEFAULT_GENERATOR_VERSION).toBe('MCP_NO_LINKS_GENERATOR');
    expect(label).toBe('Shorter V3 (No Links)');
  });

  it('knows every integration-only and hidden version when parsed by its schema', () => {
    // Arrange
    const versions = ['MCP_NO_LINKS_GENERATOR', ...INTEGRATION_ONLY, ...HIDDEN];
    // Act
    const results = versions.map((version) => GeneratorVersionSchema.safeParse(version).success);
    // Assert
    expect(results.every(Boolean)).toBe(true);
  });

  it('rejects a version when it is unknown', () => {
    // Arrange / Act
    const result = GeneratorVersionSchema.safeParse('NOT_A_SPEC_VALUE');
    // Assert
    expect(result.success).toBe(false);
  });

  it('excludes integration-only and hidden versions when offering selectable ones', () => {
    // Arrange
    const excluded = [...INTEGRATION_ONLY, ...HIDDEN];
    // Act
    const offered = excluded.filter((version) => (SELECTABLE_GENERATOR_VERSIONS as readonly string[]).includes(version));
    // Assert
    expect(offered).toEqual([]);
  });

  it('offers the default and every other known version when selectable', () => {
    // Arrange
    const excluded: readonly string[] = [...INTEGRATION_ONLY, ...HIDDEN];
    // Act
    const rest = GENERATOR_VERSIONS.filter((version) => !excluded.includes(version));
    // Assert
    expect(SELECTABLE_GENERATOR_VERSIONS).toContain('MCP_NO_LINKS_GENERATOR');
    expect(SELECTABLE_GENERATOR_VERSIONS).toEqual(rest);
  });

  it('gives every version a label when labelled', () => {
    // Arrange / Act
    const labelled = Object.keys(GENERATOR_VERSION_LABELS);
    // Assert
    expect(labelled).toEqual([...GENERATOR_VERSIONS]);
  });
});
