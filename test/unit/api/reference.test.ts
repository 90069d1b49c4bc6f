import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { apiReference } from '../../../shared/api/reference';
import { ROUTES } from '../../../shared/api/routes';

describe('docs/api.md', () => {
  it('matches the contract; run npm run docs:api after changing a route', () => {
    const committed = readFileSync(new URL('../../../docs/api.md', import.meta.url), 'utf8');

    expect(committed).toBe(apiReference(ROUTES));
  });
});
