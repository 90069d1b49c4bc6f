import { CAMPAIGN_STATUSES, type CampaignStatus } from '../../../../shared/domain/campaign';
import { CAMPAIGN_LIST_STRINGS as S, CAMPAIGN_STATUS_LABELS } from './strings';

/** The status filter of the list: every campaign, or those of one status. */
export type CampaignStatusFilter = CampaignStatus | 'ALL';

export const CAMPAIGN_STATUS_FILTERS: readonly CampaignStatusFilter[] = ['ALL', ...CAMPAIGN_STATUSES];

/** The options of the status filter: All, Running, Paused, Stopped, Completed. */
export const STATUS_FILTER_OPTIONS: readonly { readonly value: CampaignStatusFilter; readonly label: string }[] =
  CAMPAIGN_STATUS_FILTERS.map((value) => ({
    value,
    label: value === 'ALL' ? S.allStatuses : CAMPAIGN_STATUS_LABELS[value],
  }));

/** The filter a select value stands for; anything unknown is All. */
export function statusFilterOf(value: string | undefined): CampaignStatusFilter {
  return CAMPAIGN_STATUS_FILTERS.find((filter) => filter === value) ?? 'ALL';
}

/** What the list shows: the filter, the search, the order and the page size. */
export interface CampaignListScope {
  readonly status: CampaignStatusFilter;
  readonly search: string;
  readonly order: 'asc' | 'desc';
  readonly limit: number;
}

/** The body of `campaign.list` for one page: All sends no status, a blank search none either. */
export function campaignListBody(scope: CampaignListScope, cursor: string | undefined) {
  const search = scope.search.trim();
  return {
    limit: scope.limit,
    order: scope.order,
    ...(scope.status === 'ALL' ? {} : { status: scope.status }),
    ...(search === '' ? {} : { search }),
    ...(cursor === undefined ? {} : { cursor }),
  };
}
