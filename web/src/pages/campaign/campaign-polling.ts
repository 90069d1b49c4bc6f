import type { CampaignStatus } from '../../../../shared/domain/campaign';

/** How often the campaign list refreshes while it shows a running campaign. */
export const LIST_POLL_INTERVAL_MS = 5_000;
/** How often one running campaign's page refreshes its progress and emails. */
export const DETAIL_POLL_INTERVAL_MS = 4_000;

/**
 * The list's refresh interval: while any campaign shown is RUNNING its counts move, so the page
 * refreshes; otherwise nothing changes on its own and it does not. (TanStack Query skips interval
 * refreshes while the browser tab is hidden.)
 */
export function listPollInterval(campaigns: readonly { readonly status: CampaignStatus }[] | undefined): number | false {
  return campaigns?.some((campaign) => campaign.status === 'RUNNING') === true ? LIST_POLL_INTERVAL_MS : false;
}

/** One campaign's refresh interval (its progress and its emails): only while it is RUNNING. */
export function campaignPollInterval(status: CampaignStatus | undefined): number | false {
  return status === 'RUNNING' ? DETAIL_POLL_INTERVAL_MS : false;
}
