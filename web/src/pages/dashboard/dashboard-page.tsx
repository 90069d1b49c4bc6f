import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button, { type ButtonProps } from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { useNavigate } from 'react-router-dom';

import type { DashboardSummary } from '../../../../shared/api/schemas';
import { CAMPAIGN_STATUSES } from '../../../../shared/domain/campaign';
import { EMAIL_STATUS_LABELS, EMAIL_STATUSES } from '../../../../shared/domain/email';
import { errorMessage } from '../../api/error-message';
import { formatEnumLabel } from '../../app/format';
import { formatCount, formatHoursAndMinutes } from './format';
import { DASHBOARD_LINKS, DASHBOARD_STRINGS as S } from './strings';
import { useDashboardSummary } from './use-dashboard-summary';
import { INSTANCE_QUERY_PARAMETER, useSelectedNamespace } from './use-selected-namespace';

/** `/dashboard`: the selected instance at a glance, with real numbers from the API. */
export default function DashboardPage() {
  return (
    <ContentLayout
      header={
        <Header variant="h1" description={S.description}>
          {S.title}
        </Header>
      }
    >
      <DashboardContent />
    </ContentLayout>
  );
}

function DashboardContent() {
  const instance = useSelectedNamespace();
  const summary = useDashboardSummary(instance.namespaceId);

  if (instance.error) return <LoadFailed error={instance.error} onRetry={instance.retry} />;
  if (summary.isError) return <LoadFailed error={summary.error} onRetry={() => void summary.refetch()} />;
  if (instance.namespaceId === undefined || summary.isPending) return <Loading />;
  if (isEmpty(summary.data)) return <EmptyInstance namespaceId={instance.namespaceId} />;
  return <Summary summary={summary.data} />;
}

/** True when the instance has nothing to count yet. */
function isEmpty(summary: DashboardSummary): boolean {
  const counts = [summary.contacts, ...Object.values(summary.campaignsByStatus), ...Object.values(summary.emailsByStatus)];
  return counts.every((count) => count === 0);
}

function Loading() {
  return (
    <Container>
      <Box textAlign="center" padding={{ vertical: 'l' }} color="text-status-inactive">
        <Box display="inline-block">
          <SpaceBetween size="xs" direction="horizontal" alignItems="center">
            <Spinner />
            <span>{S.loading}</span>
          </SpaceBetween>
        </Box>
      </Box>
    </Container>
  );
}

function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Alert type="error" header={S.failedHeader} action={<Button onClick={onRetry}>{S.retry}</Button>}>
      {errorMessage(error)}
    </Alert>
  );
}

/** A link button that moves within the app without reloading it, keeping the selected instance. */
function LinkButton({
  path,
  namespaceId,
  variant,
  children,
}: {
  path: string;
  namespaceId: string;
  variant?: ButtonProps.Variant;
  children: string;
}) {
  const navigate = useNavigate();
  const href = `${path}?${new URLSearchParams({ [INSTANCE_QUERY_PARAMETER]: namespaceId }).toString()}`;
  return (
    <Button
      href={href}
      variant={variant}
      onFollow={(event) => {
        event.preventDefault();
        void navigate(href);
      }}
    >
      {children}
    </Button>
  );
}

function EmptyInstance({ namespaceId }: { namespaceId: string }) {
  return (
    <Container>
      <Box textAlign="center" padding={{ vertical: 'xl' }}>
        <SpaceBetween size="m">
          <SpaceBetween size="xxs">
            <Box variant="h2">{S.emptyHeader}</Box>
            <Box variant="p" color="text-body-secondary">
              {S.emptyBody}
            </Box>
          </SpaceBetween>
          <Box display="inline-block">
            <SpaceBetween size="xs" direction="horizontal" alignItems="center">
              <LinkButton path={DASHBOARD_LINKS.contacts} namespaceId={namespaceId} variant="primary">
                {S.addContacts}
              </LinkButton>
              <LinkButton path={DASHBOARD_LINKS.createCampaign} namespaceId={namespaceId}>
                {S.createCampaign}
              </LinkButton>
            </SpaceBetween>
          </Box>
        </SpaceBetween>
      </Box>
    </Container>
  );
}

function LargeValue({ children }: { children: string }) {
  return <Box variant="awsui-value-large">{children}</Box>;
}

function Summary({ summary }: { summary: DashboardSummary }) {
  return (
    <SpaceBetween size="l">
      <Container header={<Header variant="h2">{S.atAGlanceHeader}</Header>}>
        <KeyValuePairs
          columns={3}
          items={[
            { label: S.contacts, value: <LargeValue>{formatCount(summary.contacts)}</LargeValue> },
            { label: S.contactsEmailed, value: <LargeValue>{formatCount(summary.contactsEmailed)}</LargeValue> },
            {
              label: S.timeSaved,
              value: (
                <>
                  <LargeValue>{formatHoursAndMinutes(summary.timeSavedMinutes)}</LargeValue>
                  <Box color="text-body-secondary" fontSize="body-s">
                    {S.timeSavedHint}
                  </Box>
                </>
              ),
            },
          ]}
        />
      </Container>
      <ColumnLayout columns={2}>
        <Container header={<Header variant="h2">{S.campaignsHeader}</Header>}>
          <StatusCounts
            rows={CAMPAIGN_STATUSES.map((status) => ({
              status,
              label: formatEnumLabel(status),
              count: summary.campaignsByStatus[status],
            }))}
          />
        </Container>
        <Container header={<Header variant="h2">{S.emailsHeader}</Header>}>
          <StatusCounts
            rows={EMAIL_STATUSES.map((status) => ({
              status,
              label: EMAIL_STATUS_LABELS[status],
              count: summary.emailsByStatus[status],
            }))}
          />
        </Container>
      </ColumnLayout>
    </SpaceBetween>
  );
}

/** Counts by status as a two-column list: label, then the number. */
function StatusCounts({ rows }: { rows: { status: string; label: string; count: number }[] }) {
  return (
    <dl style={{ display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 4, columnGap: 16, margin: 0 }}>
      {rows.map((row) => (
        <div key={row.status} style={{ display: 'contents' }}>
          <Box variant="awsui-key-label" tagOverride="dt">
            {row.label}
          </Box>
          <Box
            tagOverride="dd"
            margin={{ left: 'n' }}
            textAlign="right"
            color={row.count === 0 ? 'text-status-inactive' : 'inherit'}
          >
            {formatCount(row.count)}
          </Box>
        </div>
      ))}
    </dl>
  );
}
