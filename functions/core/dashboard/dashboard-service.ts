import type { DashboardSummary } from '../../../shared/api/schemas';
import { addOutcomes, DASHBOARD_WEEKS, lastWeeks, noOutcomes, outcomeRates } from '../../../shared/domain/outcomes';
import { timeSavedMinutes } from '../../../shared/domain/prospector';
import type { DashboardReader } from '../ports/dashboard';
import type { TenantContext } from '../tenant';

/**
 * The dashboard's numbers (definitions on `DashboardSummaryResponseSchema`), from counters the
 * writes keep: the campaigns' progress (sum for the totals), the campaigns' names and statuses, and
 * the items of the last 8 send weeks.
 *
 * Cost: one query of the instance's campaign-progress partition and one of its campaigns (both a
 * page per 1 MB: one page until the instance has thousands of campaigns), and one query of at most
 * 8 week items. Nothing grows with the instance's contacts or emails.
 */
export function createDashboardService(reader: DashboardReader, now: () => Date) {
  return {
    async summary(ctx: TenantContext): Promise<DashboardSummary> {
      const weekKeys = lastWeeks(now(), DASHBOARD_WEEKS);
      const [outcomes, campaigns, weeks] = await Promise.all([
        reader.campaignOutcomes(ctx),
        reader.campaigns(ctx),
        reader.weeks(ctx, weekKeys[0] ?? '', weekKeys[weekKeys.length - 1] ?? ''),
      ]);

      const totals = outcomes.reduce((sum, campaign) => addOutcomes(sum, campaign.counts), noOutcomes());
      const byCampaign = new Map(outcomes.map((campaign) => [campaign.campaignId, campaign.counts]));
      const byWeek = new Map(weeks.map((week) => [week.week, week.counts]));

      return {
        totals,
        rates: outcomeRates(totals),
        timeSavedMinutes: timeSavedMinutes(totals.contactsEmailed),
        campaigns: campaigns.map((campaign) => {
          const counts = byCampaign.get(campaign.id) ?? noOutcomes();
          return { id: campaign.id, name: campaign.name, status: campaign.status, counts, rates: outcomeRates(counts) };
        }),
        weeks: weekKeys.map((week) => {
          const counts = byWeek.get(week) ?? noOutcomes();
          return { week, counts, rates: outcomeRates(counts) };
        }),
      };
    },
  };
}
