import { describe, expect, it } from 'vitest';

import { MissingTenantError, requireTenant } from '../../../functions/core/tenant';

describe('requireTenant', () => {
  it('returns the namespace id of a resolved tenant', () => {
    expect(requireTenant({ namespaceId: 'acme', userId: 'u1', role: 'DEFAULT' })).toBe('acme');
  });

  it('fails closed when the tenant is missing or empty', () => {
    expect(() => requireTenant(undefined)).toThrow(MissingTenantError);
    expect(() => requireTenant(null)).toThrow(MissingTenantError);
    expect(() => requireTenant({ namespaceId: '', userId: 'u1', role: 'DEFAULT' })).toThrow(MissingTenantError);
  });
});
