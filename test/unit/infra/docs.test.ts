import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

import { ACKNOWLEDGEMENTS } from '../../../infra/nag';

const doc = readFileSync(new URL('../../../docs/infrastructure.md', import.meta.url), 'utf8');

describe('docs/infrastructure.md', () => {
  it.each(ACKNOWLEDGEMENTS.map((acknowledgement) => [acknowledgement.id, acknowledgement]))(
    'lists the %s acknowledgement with its reason',
    (_id, acknowledgement) => {
      expect(doc).toContain(`| ${acknowledgement.id} | ${acknowledgement.where} | ${acknowledgement.reason} |`);
    },
  );
});
