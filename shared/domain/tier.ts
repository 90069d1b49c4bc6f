import * as z from '../schemas/zod';

/** Plan tiers an instance can be on. */
export const TIERS = ['TEST', 'FREE', 'BASIC', 'PRO', 'ENTERPRISE'] as const;
export const TierSchema = z.enum(TIERS);
export type Tier = z.infer<typeof TierSchema>;

/** Tiers that have a chip of their own in the navigation bar. */
export const TIER_CHIPS = ['free', 'basic', 'pro'] as const;
export type TierChip = (typeof TIER_CHIPS)[number];

/** How a tier is shown to users: ENTERPRISE is shown as PRO. */
export const TIER_DISPLAY: Readonly<Record<Tier, string>> = {
  TEST: 'TEST',
  FREE: 'FREE',
  BASIC: 'BASIC',
  PRO: 'PRO',
  ENTERPRISE: 'PRO',
};

/** The chip for a tier; TEST has none of its own and shows as free. */
export const TIER_CHIP: Readonly<Record<Tier, TierChip>> = {
  TEST: 'free',
  FREE: 'free',
  BASIC: 'basic',
  PRO: 'pro',
  ENTERPRISE: 'pro',
};

/** Promotion shown to FREE instances in the account menu. */
const FREE_PROMO_EMAILS_PER_MONTH = 1500;
export const FREE_PROMO_TEXT = `Unlock up to ${FREE_PROMO_EMAILS_PER_MONTH} emails per month`;
