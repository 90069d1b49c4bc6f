import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';

import type { EmailSenderConfig } from '../../../../shared/schemas/email-sender-config';
import { errorMessage } from '../../api/error-message';
import { EMPTY_VALUE } from '../../app/format';
import { formatDateTime } from '../campaign/format';
import { holdIndicatorOf } from '../email/send-format';
import { SENDER_USAGE_STRINGS as S } from './strings';
import { dailyCapPercent, dailyCapText, plannedTodayText, sentTodayText, usageDayText, warmUpText } from './usage-format';
import { useSenderUsage } from './use-sender-usage';

/** The senders table's cell: '12 of 30' sent today, read for the row's sender. */
export function SentTodayCell({ namespaceId, senderId }: { namespaceId: string; senderId: string }) {
  const usage = useSenderUsage(namespaceId, senderId);
  if (usage.isPending) return <StatusIndicator type="loading">{S.loading}</StatusIndicator>;
  if (usage.isError) return <Box color="text-body-secondary">{EMPTY_VALUE}</Box>;
  return <>{S.cellSentOfCap(usage.data.sentToday, usage.data.dailyCap)}</>;
}

/**
 * One sender's day: its sends today against its daily cap (with those planned but not sent yet),
 * the limit that sets the cap, where it stands in warm-up, when it last sent and, while it sends
 * nothing more, why.
 */
export function SenderUsagePanel({ namespaceId, sender }: { namespaceId: string; sender: EmailSenderConfig }) {
  const usage = useSenderUsage(namespaceId, sender.id);
  const header = (
    <Header variant="h2" description={S.description}>
      {S.title(sender.senderEmail)}
    </Header>
  );
  if (usage.isPending) {
    return (
      <Container header={header}>
        <StatusIndicator type="loading">{S.loading}</StatusIndicator>
      </Container>
    );
  }
  if (usage.isError) {
    return (
      <Container header={header}>
        <Alert type="error" header={S.loadFailed} action={<Button onClick={() => void usage.refetch()}>{S.retry}</Button>}>
          {errorMessage(usage.error)}
        </Alert>
      </Container>
    );
  }
  const today = usage.data;
  const hold = holdIndicatorOf(today.holdReason);
  return (
    <Container header={header}>
      <SpaceBetween size="l">
        <ProgressBar
          label={S.progressLabel}
          value={dailyCapPercent(today)}
          description={sentTodayText(today)}
          additionalInfo={plannedTodayText(today)}
          status="in-progress"
        />
        <KeyValuePairs
          columns={3}
          items={[
            { label: S.fields.day, value: usageDayText(today) },
            { label: S.fields.dailyCap, value: dailyCapText(today) },
            { label: S.fields.warmUp, value: warmUpText(today.warmUp) },
            { label: S.fields.lastSend, value: today.lastSendAt ? formatDateTime(today.lastSendAt) : S.neverSent },
            {
              label: S.fields.held,
              value:
                hold === undefined ? (
                  <StatusIndicator type="success">{S.sending}</StatusIndicator>
                ) : (
                  <StatusIndicator type={hold.type}>{hold.text}</StatusIndicator>
                ),
            },
          ]}
        />
      </SpaceBetween>
    </Container>
  );
}
