import Box from '@cloudscape-design/components/box';
import Link from '@cloudscape-design/components/link';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import type { TableProps } from '@cloudscape-design/components/table';

import { EMAIL_STATUS_LABELS, type EmailListTab } from '../../../../shared/domain/email';
import type { EmailSummary } from '../../../../shared/schemas/email-review';
import { EMPTY_VALUE } from '../../app/format';
import { formatDateTime } from '../campaign/format';
import { EMAIL_STATUS_INDICATOR } from '../contact/contact-status';
import { recipientOf, rulesStateOf, rulesText, sendTimeOf, summarySubject } from './list-format';
import type { EmailListColumnId } from './list-preferences';
import { holdIndicatorOf, scheduledTimeText, type PlannedTimeOptions } from './send-format';
import { EMAIL_CHANNEL_LABELS, EMAIL_LIST_STRINGS as S, REVIEW_STATUS_LABELS } from './strings';

export interface EmailColumnContext {
  readonly tab: EmailListTab;
  /** the address that opens an email beside the table (a real link: it opens in a new tab too) */
  readonly openHref: (email: EmailSummary) => string;
  readonly open: (email: EmailSummary) => void;
  /** the rep's zone and the time now, for planned send times */
  readonly time: PlannedTimeOptions;
}

type EmailColumn = TableProps.ColumnDefinition<EmailSummary> & { readonly id: EmailListColumnId };

function RulesCell({ email }: { email: EmailSummary }) {
  const state = rulesStateOf(email);
  if (state.kind === 'none') return <Box color="text-body-secondary">{rulesText(state)}</Box>;
  return <StatusIndicator type="warning">{rulesText(state)}</StatusIndicator>;
}

function RecipientCell({ email }: { email: EmailSummary }) {
  const recipient = recipientOf(email);
  return (
    <div>
      <div>{recipient.primary}</div>
      {recipient.secondary !== undefined && (
        <Box color="text-body-secondary" fontSize="body-s">
          {recipient.secondary}
        </Box>
      )}
    </div>
  );
}

/** When a scheduled email goes out, in the rep's zone and the recipient's, and why it is held back, if it is. */
function ScheduledTimeCell({ email, time }: { email: EmailSummary; time: PlannedTimeOptions }) {
  const hold = holdIndicatorOf(email.holdReason);
  return (
    <div>
      <div>{scheduledTimeText(email, time)}</div>
      {hold !== undefined && <StatusIndicator type={hold.type}>{hold.text}</StatusIndicator>}
    </div>
  );
}

/** The review queue's columns, every one of them; the preferences say which show and in which order. */
export function emailColumns(context: EmailColumnContext): EmailColumn[] {
  return [
    { id: 'recipient', header: S.columns.recipient, minWidth: 180, cell: (email) => <RecipientCell email={email} /> },
    {
      id: 'subject',
      header: S.columns.subject,
      isRowHeader: true,
      minWidth: 200,
      cell: (email) => (
        <Link
          href={context.openHref(email)}
          ariaLabel={S.openLabel(summarySubject(email), recipientOf(email).primary)}
          onFollow={(event) => {
            event.preventDefault();
            context.open(email);
          }}
        >
          {summarySubject(email)}
        </Link>
      ),
    },
    { id: 'campaign', header: S.columns.campaign, minWidth: 140, cell: (email) => email.campaignName ?? EMPTY_VALUE },
    {
      id: 'status',
      header: S.columns.status,
      minWidth: 130,
      cell: (email) => (
        <StatusIndicator type={EMAIL_STATUS_INDICATOR[email.status]}>{EMAIL_STATUS_LABELS[email.status]}</StatusIndicator>
      ),
    },
    {
      id: 'reviewStatus',
      header: S.columns.reviewStatus,
      minWidth: 140,
      cell: (email) =>
        email.reviewStatus === 'REVIEWED' ? (
          <StatusIndicator type="success">{REVIEW_STATUS_LABELS.REVIEWED}</StatusIndicator>
        ) : (
          <Box color="text-body-secondary">{REVIEW_STATUS_LABELS.NOT_REVIEWED}</Box>
        ),
    },
    { id: 'rules', header: S.columns.rules, minWidth: 150, cell: (email) => <RulesCell email={email} /> },
    { id: 'channel', header: S.columns.channel, cell: (email) => EMAIL_CHANNEL_LABELS[email.channel] },
    {
      id: 'sendTime',
      header: S.columns.sendTime[context.tab],
      minWidth: 150,
      cell: (email) =>
        context.tab === 'SCHEDULED' ? (
          <ScheduledTimeCell email={email} time={context.time} />
        ) : (
          formatDateTime(sendTimeOf(email, context.tab))
        ),
    },
    { id: 'sender', header: S.columns.sender[context.tab], minWidth: 160, cell: (email) => email.senderEmail ?? EMPTY_VALUE },
    { id: 'createdAt', header: S.columns.createdAt, minWidth: 150, cell: (email) => formatDateTime(email.createdAt) },
  ];
}

/** The labels of the columns, for the preferences. */
export function emailColumnLabels(tab: EmailListTab): Readonly<Record<EmailListColumnId, string>> {
  return {
    recipient: S.columns.recipient,
    subject: S.columns.subject,
    campaign: S.columns.campaign,
    status: S.columns.status,
    reviewStatus: S.columns.reviewStatus,
    rules: S.columns.rules,
    channel: S.columns.channel,
    sendTime: S.columns.sendTime[tab],
    sender: S.columns.sender[tab],
    createdAt: S.columns.createdAt,
  };
}
