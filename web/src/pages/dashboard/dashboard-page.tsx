import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button, { type ButtonProps } from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router-dom';

import type { DashboardSummary } from '../../../../shared/api/schemas';
import { errorMessage } from '../../api/error-message';
import { formatCount, formatHoursAndMinutes, formatRate } from './format';
import { DASHBOARD_LINKS, DASHBOARD_STRINGS as S } from './strings';
import { useDashboardSummary } from './use-dashboard-summary';
import { INSTANCE_QUERY_PARAMETER, useSelectedNamespace } from './use-selected-namespace';

/**
 * The chart of the last 8 weeks and the campaign table, in a chunk of their own: an instance with
 * nothing sent never loads them, and the key figures show without waiting for them.
 */
const DashboardDetails = lazy(() => import('./dashboard-details').then((module) => ({ default: module.DashboardDetails })));

/** `/dashboard`: what the selected instance's outreach became, in all, by week and by campaign. */
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
  if (nothingSent(summary.data)) return <EmptyInstance namespaceId={instance.namespaceId} />;
  return <Summary summary={summary.data} namespaceId={instance.namespaceId} />;
}

/** True when no email of the instance has been sent yet: there is nothing to measure. */
export function nothingSent(summary: DashboardSummary): boolean {
  return summary.totals.sent === 0;
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

function Hint({ children }: { children: string }) {
  return (
    <Box color="text-body-secondary" fontSize="body-s">
      {children}
    </Box>
  );
}

/** The key figures: contacts emailed, time saved, sent, and the rates of what sent emails became. */
function KeyFigures({ summary, namespaceId }: { summary: DashboardSummary; namespaceId: string }) {
  const { totals, rates } = summary;
  const navigate = useNavigate();
  const repliesHref = `${DASHBOARD_LINKS.replies}?${new URLSearchParams({ [INSTANCE_QUERY_PARAMETER]: namespaceId }).toString()}`;
  const rate = (label: string, share: number, count: number, hint?: string) => ({
    label,
    value: (
      <>
        <LargeValue>{formatRate(share)}</LargeValue>
        <Hint>{hint ?? S.ofSent(formatCount(count))}</Hint>
      </>
    ),
  });
  return (
    <Container header={<Header variant="h2">{S.atAGlanceHeader}</Header>}>
      <KeyValuePairs
        columns={4}
        ariaLabel={S.atAGlanceHeader}
        items={[
          { label: S.contactsEmailed, value: <LargeValue>{formatCount(totals.contactsEmailed)}</LargeValue> },
          {
            label: S.timeSaved,
            value: (
              <>
                <LargeValue>{formatHoursAndMinutes(summary.timeSavedMinutes)}</LargeValue>
                <Hint>{S.timeSavedHint}</Hint>
              </>
            ),
          },
          { label: S.sent, value: <LargeValue>{formatCount(totals.sent)}</LargeValue> },
          rate(S.openRate, rates.opened, totals.opened, S.opensHint),
          rate(S.clickRate, rates.clicked, totals.clicked),
          {
            label: S.replyRate,
            value: (
              <>
                <LargeValue>{formatRate(rates.replied)}</LargeValue>
                <Link
                  href={repliesHref}
                  fontSize="body-s"
                  ariaLabel={S.seeReplies(formatCount(totals.replied))}
                  onFollow={(event) => {
                    event.preventDefault();
                    void navigate(repliesHref);
                  }}
                >
                  {S.ofSent(formatCount(totals.replied))}
                </Link>
              </>
            ),
          },
          rate(S.bounceRate, rates.bounced, totals.bounced),
          {
            label: S.unsubscribed,
            value: (
              <>
                <LargeValue>{formatCount(totals.unsubscribed)}</LargeValue>
                <Hint>{S.ofSent(formatRate(rates.unsubscribed))}</Hint>
              </>
            ),
          },
        ]}
      />
    </Container>
  );
}

function Summary({ summary, namespaceId }: { summary: DashboardSummary; namespaceId: string }) {
  return (
    <SpaceBetween size="l">
      <KeyFigures summary={summary} namespaceId={namespaceId} />
      <Suspense fallback={<Loading />}>
        <DashboardDetails summary={summary} namespaceId={namespaceId} />
      </Suspense>
    </SpaceBetween>
  );
}
