import type { CampaignStatus } from '../../../shared/domain/campaign';
import type { OutcomeCounts } from '../../../shared/domain/outcomes';
import type { TenantContext } from './tenant';

/** One campaign's outcome counters. */
interface CampaignOutcomes {
  readonly campaignId: string;
  readonly counts: OutcomeCounts;
}

/** One send week's outcome counters, by its Monday (`YYYY-MM-DD`, UTC). */
interface WeekOutcomes {
  readonly week: string;
  readonly counts: OutcomeCounts;
}

/** A campaign as the dashboard names it. */
interface CampaignHeading {
  readonly id: string;
  readonly name: string;
  readonly status: CampaignStatus;
}

/** What the dashboard reads: counters kept on write, and the campaigns' names. Never emails or contacts. */
export interface DashboardReader {
  /** the outcome counters of every campaign of the instance */
  campaignOutcomes(ctx: TenantContext): Promise<CampaignOutcomes[]>;
  /** every campaign of the instance, newest first */
  campaigns(ctx: TenantContext): Promise<CampaignHeading[]>;
  /** the counters of the send weeks from `first` to `last` (Mondays, inclusive) that have any */
  weeks(ctx: TenantContext, first: string, last: string): Promise<WeekOutcomes[]>;
}
