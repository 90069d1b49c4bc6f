import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';

import type { CampaignAudienceInput } from '../../../../shared/schemas/campaign-generation';
import { errorMessage } from '../../api/error-message';
import { audienceContactLabel, formatAudienceCount, summarizeAudience, type AudienceExclusionRow } from './audience-summary';
import { CAMPAIGN_SETTINGS_STRINGS } from './strings';
import { useCampaignAudience } from './use-campaign-generation';

const S = CAMPAIGN_SETTINGS_STRINGS.audience;
const FIRST_SHOWN = 5;

export interface AudiencePanelProps {
  readonly namespaceId: string;
  /** who is chosen; undefined while nobody is */
  readonly input: CampaignAudienceInput | undefined;
}

/**
 * The live count of a campaign's audience: how many contacts are in, how many are left out and
 * why, and a warning when nobody would be written to. Counted again a moment after the choice
 * changes; the headline is announced politely.
 */
export function AudiencePanel({ namespaceId, input }: AudiencePanelProps) {
  const { query, audience, counting } = useCampaignAudience(namespaceId, input);

  let content;
  if (input === undefined) {
    content = <Box color="text-body-secondary">{S.pickFirst}</Box>;
  } else if (query.isError && audience === undefined) {
    content = (
      <Alert
        type="error"
        header={S.failed}
        action={
          <Button formAction="none" onClick={() => void query.refetch()}>
            {CAMPAIGN_SETTINGS_STRINGS.retry}
          </Button>
        }
      >
        {errorMessage(query.error)}
      </Alert>
    );
  } else if (audience === undefined) {
    content = <StatusIndicator type="loading">{S.counting}</StatusIndicator>;
  } else {
    const summary = summarizeAudience(audience);
    const count = (n: number) => formatAudienceCount(n, summary.complete);
    content = (
      <SpaceBetween size="m">
        <div aria-live="polite" aria-atomic="true">
          {counting ? <StatusIndicator type="loading">{S.counting}</StatusIndicator> : <Box variant="p">{summary.headline}</Box>}
        </div>
        <KeyValuePairs
          columns={3}
          items={[
            { label: S.total, value: count(summary.total) },
            { label: S.included, value: count(summary.included) },
            { label: S.excluded, value: count(summary.excluded) },
          ]}
        />
        {!summary.complete && <Box color="text-body-secondary">{S.incomplete(summary.total)}</Box>}
        {summary.exclusions.length > 0 && (
          <Table<AudienceExclusionRow>
            variant="embedded"
            header={<Header variant="h3">{S.reasonsLabel}</Header>}
            ariaLabels={{ tableLabel: S.reasonsLabel }}
            items={[...summary.exclusions]}
            trackBy="reason"
            columnDefinitions={[
              { id: 'reason', header: S.reasonColumn, cell: (row) => row.label, isRowHeader: true },
              { id: 'count', header: S.countColumn, cell: (row) => count(row.count) },
            ]}
          />
        )}
        {summary.warning !== undefined && (
          <Alert type="warning" header={S.emptyHeader}>
            {summary.warning}
          </Alert>
        )}
        {audience.firstIncluded.length > 0 && (
          <KeyValuePairs
            items={[
              {
                label: S.firstIncluded,
                value: audience.firstIncluded
                  .slice(0, FIRST_SHOWN)
                  .map((contact) => audienceContactLabel(contact))
                  .join(', '),
              },
            ]}
          />
        )}
        {query.isError && (
          <Alert
            type="error"
            header={S.failed}
            action={
              <Button formAction="none" onClick={() => void query.refetch()}>
                {CAMPAIGN_SETTINGS_STRINGS.retry}
              </Button>
            }
          >
            {errorMessage(query.error)}
          </Alert>
        )}
      </SpaceBetween>
    );
  }

  return <Container header={<Header variant="h3">{S.header}</Header>}>{content}</Container>;
}
