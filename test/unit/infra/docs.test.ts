import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

import { ACKNOWLEDGEMENTS } from '../../../infra/nag';

const doc = readFileSync(new URL('../../../docs/infrastructure.md', import.meta.url), 'utf8');
const { context } = JSON.parse(readFileSync(new URL('../../../cdk.json', import.meta.url), 'utf8')) as {
  context: Record<string, unknown>;
};
const flags = Object.entries(context).filter(([name]) => name.startsWith('@aws-cdk/'));

describe('docs/infrastructure.md', () => {
  it.each(ACKNOWLEDGEMENTS.map((acknowledgement) => [acknowledgement.id, acknowledgement]))(
    'lists the %s acknowledgement with its reason',
    (_id, acknowledgement) => {
      expect(doc).toContain(`| ${acknowledgement.id} | ${acknowledgement.where} | ${acknowledgement.reason} |`);
    },
  );

  it('has CloudFormation validation on as a gate', () => {
    expect(context['@aws-cdk/core:validateAgainstDefaultRules']).toBe(true);
  });

  it.each(flags)('lists the %s feature flag with its value and why', (name, value) => {
    expect(doc).toMatch(new RegExp(`\\| \`${name}\` \\| \`${JSON.stringify(value)}\` \\| .{20,} \\|`));
  });
});
