import { describe, expect, it } from 'vitest';

import { GENERATOR_VERSIONS, generatorVersionWritesLinks, offeredGeneratorVersions } from '../../../shared/domain';

describe('generator version profiles', () => {
  it('does not write links for Shorter V3 (No Links)', () => {
    const writes = generatorVersionWritesLinks('MCP_NO_LINKS_GENERATOR');
    expect(writes).toBe(false);
  });

  it('writes links for every other version', () => {
    const withLinks = GENERATOR_VERSIONS.filter((version) => generatorVersionWritesLinks(version));
    expect(withLinks).toEqual(GENERATOR_VERSIONS.filter((version) => version !== 'MCP_NO_LINKS_GENERATOR'));
  });
});

describe('offeredGeneratorVersions', () => {
  it('offers the default first and hides the integration-only and conversational versions when there is no product integration', () => {
    const offered = offeredGeneratorVersions();
    expect(offered).toEqual(['MCP_NO_LINKS_GENERATOR', 'MCP_GENERATOR', 'SHORTER_V2', 'STANDARD']);
  });

  it('adds the integration-only versions, never the conversational ones, for the product integration type', () => {
    const offered = offeredGeneratorVersions({ productIntegration: true });
    expect(offered[0]).toBe('MCP_NO_LINKS_GENERATOR');
    expect(offered).toEqual(expect.arrayContaining(['OBJECTIVE', 'NESTED', 'LINKEDIN', 'CUSTOM_INSTRUCTIONS']));
    expect(offered).not.toContain('CONVERSATIONAL');
    expect(offered).not.toContain('CONVERSATIONAL_FOLLOW_UP');
    expect(offered).toHaveLength(GENERATOR_VERSIONS.length - 2);
  });
});
