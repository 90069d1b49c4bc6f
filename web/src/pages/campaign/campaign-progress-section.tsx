import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import SpaceBetween from '@cloudscape-design/components/space-between';

import type { CampaignWithProgress } from '../../../../shared/schemas/campaign-generation';
import { formatCount, progressCounts, writtenPercent } from './campaign-progress';
import { CAMPAIGN_DETAIL_STRINGS as S } from './strings';

/**
 * A campaign's progress: a bar of the emails written against the contacts in scope (named
 * 'Written'), and every count under its label (`campaign-progress-<field>` names each label).
 */
export function CampaignProgressSection({ campaign, live }: { campaign: CampaignWithProgress; live: boolean }) {
  const { progress } = campaign;
  return (
    <Container
      header={
        <Header variant="h2" description={live ? `${S.progressDescription} ${S.progressLive}` : S.progressDescription}>
          {S.progressHeader}
        </Header>
      }
    >
      <SpaceBetween size="l">
        <ProgressBar
          label={S.writtenBar}
          value={writtenPercent(progress)}
          additionalInfo={S.writtenOf(formatCount(progress.written), formatCount(progress.inScope))}
        />
        <KeyValuePairs
          columns={4}
          ariaLabel={S.progressHeader}
          items={progressCounts(progress).map((count) => ({
            id: `campaign-progress-${count.field}`,
            label: count.label,
            value: <Box variant="awsui-value-large">{count.value}</Box>,
          }))}
        />
      </SpaceBetween>
    </Container>
  );
}
