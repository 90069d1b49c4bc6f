import type { StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';

import type { CampaignStatus } from '../../../../shared/domain/campaign';

// apart from the campaign pages' other text, so the dashboard's table loads only these

export const CAMPAIGN_STATUS_LABELS: Readonly<Record<CampaignStatus, string>> = {
  RUNNING: 'Running',
  PAUSED: 'Paused',
  STOPPED: 'Stopped',
  COMPLETED: 'Completed',
};

/** How a campaign's status shows: running ones are in progress, completed ones done. */
export const CAMPAIGN_STATUS_INDICATOR: Readonly<Record<CampaignStatus, StatusIndicatorProps.Type>> = {
  RUNNING: 'in-progress',
  PAUSED: 'pending',
  STOPPED: 'stopped',
  COMPLETED: 'success',
};
