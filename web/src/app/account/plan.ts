import { FREE_PROMO_TEXT, TIER_CHIP, TIER_DISPLAY, type Tier, type TierChip } from '../../../../shared/domain/tier';
import { toDateOnly, trialState, type TrialState } from '../../../../shared/rules/trial';

/** 'You're on the {tier} plan.' with the tier as users see it (ENTERPRISE shows as PRO). */
export function planText(tier: Tier): string {
  return `You're on the ${TIER_DISPLAY[tier]} plan.`;
}

/** The chip of the navigation bar's account button: free, basic or pro. */
export function tierChip(tier: Tier): TierChip {
  return TIER_CHIP[tier];
}

/** The card the account menu shows an unpaid instance (docs/product.md, Screens and shell). */
type PlanCard =
  | { readonly kind: 'none' }
  | { readonly kind: 'promo'; readonly text: string }
  | { readonly kind: 'trial'; readonly daysLeft: number }
  | { readonly kind: 'grace'; readonly daysLeft: number }
  | { readonly kind: 'ended' };

/** Today's calendar day where the user is, as the trial rules count days. */
export function todayHere(now: Date = new Date()): string {
  return toDateOnly(now, Intl.DateTimeFormat().resolvedOptions().timeZone);
}

/** Where the instance stands in its trial, or undefined without a usable end date. */
export function trialOf(trialEndDate: string | undefined, isPaid: boolean, today: string): TrialState | undefined {
  if (trialEndDate === undefined) return undefined;
  try {
    return trialState({ trialEndDate, today, isPaid });
  } catch {
    return undefined;
  }
}

/**
 * Nothing for a paid instance; FREE promotes the paid plans; other tiers count the days left of
 * the trial, or of the grace period once it has ended.
 */
export function planCardOf(input: { tier: Tier; isPaid: boolean; trial: TrialState | undefined }): PlanCard {
  const { tier, isPaid, trial } = input;
  if (isPaid) return { kind: 'none' };
  if (tier === 'FREE') return { kind: 'promo', text: FREE_PROMO_TEXT };
  if (trial === undefined) return { kind: 'none' };
  if (trial.gracePeriod) return { kind: 'grace', daysLeft: trial.graceDaysLeft };
  if (trial.blocked) return { kind: 'ended' };
  return { kind: 'trial', daysLeft: Math.max(trial.daysLeft, 0) };
}

const days = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;

/** The sentence of a trial or grace card. */
export function planCardText(card: PlanCard): string | undefined {
  switch (card.kind) {
    case 'promo':
      return card.text;
    case 'trial':
      return card.daysLeft === 0 ? 'Your free trial ends today.' : `${days(card.daysLeft)} left in your free trial.`;
    case 'grace':
      return card.daysLeft === 0
        ? 'Your grace period ends today.'
        : `Your free trial has ended: ${days(card.daysLeft)} left in your grace period.`;
    case 'ended':
      return 'Your free trial and its grace period have ended.';
    default:
      return undefined;
  }
}
