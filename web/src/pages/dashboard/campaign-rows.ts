import type { DashboardCampaign } from '../../../../shared/api/schemas';
import type { OutcomeField, RateField } from '../../../../shared/domain/outcomes';

/** Campaigns shown per page of the dashboard's table. */
export const CAMPAIGNS_PER_PAGE = 10;

/** What the campaign table sorts by: the name, a count, or a rate. */
export type CampaignSortKey = 'name' | `counts.${OutcomeField}` | `rates.${RateField}`;

function valueOf(campaign: DashboardCampaign, key: CampaignSortKey): string | number {
  if (key === 'name') return campaign.name.toLocaleLowerCase('en-US');
  const [group, field] = key.split('.') as ['counts', OutcomeField] | ['rates', RateField];
  return group === 'counts' ? campaign.counts[field] : campaign.rates[field];
}

/**
 * The campaigns sorted by one column (ascending unless `descending`); equal values keep their order
 * (newest campaign first, as the API answers).
 */
export function sortCampaigns(
  campaigns: readonly DashboardCampaign[],
  key: CampaignSortKey | undefined,
  descending: boolean,
): DashboardCampaign[] {
  if (key === undefined) return [...campaigns];
  const direction = descending ? -1 : 1;
  return [...campaigns].sort((a, b) => {
    const [left, right] = [valueOf(a, key), valueOf(b, key)];
    if (left === right) return 0;
    return (left < right ? -1 : 1) * direction;
  });
}

/** The rows of one page (1-based) and how many pages there are (at least 1). */
export function pageOfCampaigns<T>(rows: readonly T[], page: number, perPage: number = CAMPAIGNS_PER_PAGE) {
  const pagesCount = Math.max(1, Math.ceil(rows.length / perPage));
  const current = Math.min(Math.max(1, Math.floor(page)), pagesCount);
  return { items: rows.slice((current - 1) * perPage, current * perPage), pagesCount, currentPage: current };
}
