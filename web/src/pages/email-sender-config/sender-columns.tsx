import Box from '@cloudscape-design/components/box';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import type { TableProps } from '@cloudscape-design/components/table';

import { EXPIRED_CREDENTIALS_LINK } from '../../../../shared/domain/sender';
import type { EmailSenderConfig } from '../../../../shared/schemas/email-sender-config';
import { EMPTY_VALUE, formatDate } from '../../app/format';
import { timeZoneLabel } from '../../app/time-zones';
import { SentTodayCell } from './sender-usage';
import { outcomeFiguresText, senderStatusLabel, senderStatusReason, senderStatusTone } from './status-format';
import { SENDER_STATUS_STRINGS, SENDERS_STRINGS as S } from './strings';

/**
 * The sender's status, with why (the pause's reason while paused) below it, and why its mailbox
 * cannot be read for replies while it cannot.
 */
function StatusCell({ sender }: { sender: EmailSenderConfig }) {
  const reason = senderStatusReason(sender);
  return (
    <SpaceBetween size="xxxs">
      <StatusIndicator type={senderStatusTone(sender)}>{senderStatusLabel(sender, Date.now())}</StatusIndicator>
      {reason !== undefined && (
        <Box variant="small" color="text-body-secondary">
          {reason}
        </Box>
      )}
      {sender.mailboxReadFailure !== undefined && (
        <Box variant="small" color="text-status-warning">
          {sender.mailboxReadFailure}
        </Box>
      )}
    </SpaceBetween>
  );
}

function CredentialsCell({ expired, lastCheck }: { expired: boolean; lastCheck: string | undefined }) {
  if (expired) {
    return (
      <SpaceBetween direction="horizontal" size="xs">
        <StatusIndicator type="error">{S.expired}</StatusIndicator>
        <Link href={EXPIRED_CREDENTIALS_LINK}>{S.signInAgain}</Link>
      </SpaceBetween>
    );
  }
  return <StatusIndicator type={lastCheck ? 'success' : 'info'}>{lastCheck ? S.working : S.notChecked}</StatusIndicator>;
}

interface SenderColumnContext {
  readonly namespaceId: string;
  /** the instance's time zone, which a sender without its own sends in */
  readonly instanceZone: string;
  /** the addresses whose credentials the last health check found expired */
  readonly expired: ReadonlySet<string>;
}

/** The senders table's columns: who sends, its status and 30-day outcomes, credentials, limits and today's sends. */
export function senderColumns({ namespaceId, instanceZone, expired }: SenderColumnContext) {
  const columns: TableProps.ColumnDefinition<EmailSenderConfig>[] = [
    { id: 'senderEmail', header: S.columns.senderEmail, cell: (item) => item.senderEmail, isRowHeader: true },
    { id: 'senderName', header: S.columns.senderName, cell: (item) => item.senderName },
    { id: 'type', header: S.columns.type, cell: (item) => S.typeLabels[item.type] },
    { id: 'status', header: S.columns.status, cell: (item) => <StatusCell sender={item} /> },
    { id: 'outcomes', header: SENDER_STATUS_STRINGS.columns.outcomes, cell: (item) => outcomeFiguresText(item) },
    {
      id: 'health',
      header: S.columns.health,
      cell: (item) => <CredentialsCell expired={expired.has(item.senderEmail)} lastCheck={item.lastHealthCheckAt} />,
    },
    { id: 'dailyLimit', header: S.columns.dailyLimit, cell: (item) => item.dailyLimit ?? S.noLimit },
    {
      id: 'timeZone',
      header: S.columns.timeZone,
      cell: (item) => (item.timeZone ? timeZoneLabel(item.timeZone) : S.instanceZone(timeZoneLabel(instanceZone))),
    },
    {
      id: 'sentToday',
      header: S.columns.sentToday,
      cell: (item) => <SentTodayCell namespaceId={namespaceId} senderId={item.id} />,
    },
    {
      id: 'lastCheck',
      header: S.columns.lastCheck,
      cell: (item) => (item.lastHealthCheckAt ? formatDate(item.lastHealthCheckAt) : EMPTY_VALUE),
    },
  ];
  return columns;
}
