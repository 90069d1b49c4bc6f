import { describe, expect, it } from 'vitest';

import {
  DEFAULT_ROLE,
  FREE_PROMO_EMAILS_PER_MONTH,
  FREE_PROMO_TEXT,
  ROLES,
  RoleSchema,
  TIER_CHIP,
  TIER_CHIPS,
  TIER_DISPLAY,
  TIERS,
  TierSchema,
} from '../../../shared/domain';
import { pinEnums } from './enum-pins';

pinEnums([
  { name: 'TIERS', actual: TIERS, schema: TierSchema, expected: ['TEST', 'FREE', 'BASIC', 'PRO', 'ENTERPRISE'] },
  { name: 'ROLES', actual: ROLES, schema: RoleSchema, expected: ['DEFAULT', 'ADMIN'] },
  { name: 'TIER_CHIPS', actual: TIER_CHIPS, expected: ['free', 'basic', 'pro'] },
]);

describe('tier display', () => {
  it('shows ENTERPRISE as PRO when displayed', () => {
    // Arrange
    const tier = 'ENTERPRISE';
    // Act
    const shown = TIER_DISPLAY[tier];
    // Assert
    expect(shown).toBe('PRO');
  });

  it('shows every other tier as itself when displayed', () => {
    // Arrange / Act
    const display = { ...TIER_DISPLAY };
    // Assert
    expect(display).toEqual({ TEST: 'TEST', FREE: 'FREE', BASIC: 'BASIC', PRO: 'PRO', ENTERPRISE: 'PRO' });
  });

  it('gives each tier a free, basic or pro chip when shown in the navigation bar', () => {
    // Arrange / Act
    const chips = { ...TIER_CHIP };
    // Assert
    expect(chips).toEqual({ TEST: 'free', FREE: 'free', BASIC: 'basic', PRO: 'pro', ENTERPRISE: 'pro' });
  });
});

describe('FREE promotion', () => {
  it('offers up to 1500 emails per month when the tier is FREE', () => {
    // Arrange / Act / Assert
    expect(FREE_PROMO_EMAILS_PER_MONTH).toBe(1500);
    expect(FREE_PROMO_TEXT).toBe('Unlock up to 1500 emails per month');
  });
});

describe('roles', () => {
  it('uses DEFAULT when no role is given', () => {
    // Arrange / Act / Assert
    expect(DEFAULT_ROLE).toBe('DEFAULT');
  });
});
