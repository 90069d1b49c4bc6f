import SpaceBetween from '@cloudscape-design/components/space-between';

import type { DashboardSummary } from '../../../../shared/api/schemas';
import { CampaignOutcomes } from './campaign-outcomes';
import { WeeklyOutcomes } from './weekly-outcomes';

/** The last 8 send weeks (chart and table) and every campaign's outcomes. */
export function DashboardDetails({ summary, namespaceId }: { summary: DashboardSummary; namespaceId: string }) {
  return (
    <SpaceBetween size="l">
      <WeeklyOutcomes weeks={summary.weeks} />
      <CampaignOutcomes campaigns={summary.campaigns} namespaceId={namespaceId} />
    </SpaceBetween>
  );
}
