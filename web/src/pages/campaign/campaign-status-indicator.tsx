import StatusIndicator from '@cloudscape-design/components/status-indicator';

import type { CampaignStatus } from '../../../../shared/domain/campaign';
import { CAMPAIGN_STATUS_INDICATOR, CAMPAIGN_STATUS_LABELS } from './campaign-status-labels';

/** A campaign's status as a status indicator: Running, Paused, Stopped or Completed. */
export function CampaignStatusIndicator({ status }: { status: CampaignStatus }) {
  return <StatusIndicator type={CAMPAIGN_STATUS_INDICATOR[status]}>{CAMPAIGN_STATUS_LABELS[status]}</StatusIndicator>;
}
