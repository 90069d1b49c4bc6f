import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs, { type KeyValuePairsProps } from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import type { ReactNode } from 'react';

import { EMAIL_STATUS_LABELS } from '../../../../../shared/domain/email';
import type { EmailMessage } from '../../../../../shared/schemas/email-message';
import type { EmailDetail } from '../../../../../shared/schemas/email-review';
import { EMPTY_VALUE, formatPersonName } from '../../../app/format';
import { timeZoneLabel } from '../../../app/time-zones';
import { formatDateTime } from '../../campaign/format';
import { CHANNEL_LABELS, EMAIL_TYPE_LABELS } from '../../campaign/strings';
import { EMAIL_STATUS_INDICATOR } from '../../contact/contact-status';
import { failureNoticeOf, holdIndicatorOf, plannedTimeText } from '../send-format';
import { browserTimeZone } from './schedule-time';
import { EMAIL_PANEL_STRINGS as S, REVIEW_STATUS_LABELS } from './strings';

/** Who the email goes to: a name and an address, as far as they are known. */
export function recipientOf(detail: EmailDetail): {
  readonly label: string;
  readonly to: string;
  readonly firstName: string | undefined;
} {
  const contact = detail.contact;
  const fullName = formatPersonName(contact?.firstName, contact?.lastName);
  const name = fullName === EMPTY_VALUE ? undefined : fullName;
  const address = contact?.email;
  return {
    label: name ?? address ?? S.unknownRecipient,
    to: name !== undefined && address !== undefined ? `${name} <${address}>` : (address ?? name ?? EMPTY_VALUE),
    firstName: contact?.firstName?.trim() ? contact.firstName.trim() : undefined,
  };
}

type Fact = KeyValuePairsProps.Pair;

/** When a scheduled or sending email is planned to leave, in the rep's zone and the zone it was planned in. */
function plannedFacts(email: EmailMessage): Fact[] {
  const sending = email.status === 'SCHEDULED' || email.status === 'SENDING';
  if (!sending || email.plannedAt === undefined) return [];
  const planned = plannedTimeText(email.plannedAt, email.plannedTimeZone, { repTimeZone: browserTimeZone(), now: new Date() });
  return [
    { label: S.fields.plannedAt, value: planned },
    ...(email.plannedTimeZone === undefined
      ? []
      : [{ label: S.fields.plannedTimeZone, value: timeZoneLabel(email.plannedTimeZone) }]),
  ];
}

/** What is known of the email, in the order the panel lists it; facts the email does not have yet are left out. */
function emailFacts(detail: EmailDetail, to: string): Fact[] {
  const { email } = detail;
  const hold = email.status === 'SCHEDULED' ? holdIndicatorOf(email.holdReason) : undefined;
  const status = (
    <SpaceBetween size="xxxs">
      <StatusIndicator type={EMAIL_STATUS_INDICATOR[email.status]}>{EMAIL_STATUS_LABELS[email.status]}</StatusIndicator>
      {email.sentAgainstRules === true && <Box variant="small">{S.sentAgainstRules}</Box>}
    </SpaceBetween>
  );
  return [
    { label: S.fields.to, value: to },
    { label: S.fields.campaign, value: detail.campaign?.name ?? S.campaignGone },
    { label: S.fields.status, value: status },
    { label: S.fields.review, value: REVIEW_STATUS_LABELS[email.reviewStatus] },
    { label: S.fields.type, value: S.typeAndStep(EMAIL_TYPE_LABELS[email.type], email.step) },
    { label: S.fields.channel, value: CHANNEL_LABELS[email.channel] },
    { label: email.sentAt === undefined ? S.fields.sender : S.fields.sentFrom, value: email.senderEmail ?? EMPTY_VALUE },
    ...(email.scheduledAt === undefined ? [] : [{ label: S.fields.scheduledAt, value: formatDateTime(email.scheduledAt) }]),
    ...plannedFacts(email),
    ...(hold === undefined
      ? []
      : [{ label: S.fields.hold, value: <StatusIndicator type={hold.type}>{hold.text}</StatusIndicator> }]),
    ...(email.sentAt === undefined ? [] : [{ label: S.fields.sentAt, value: formatDateTime(email.sentAt) }]),
    ...(email.providerMessageId === undefined ? [] : [{ label: S.fields.providerMessageId, value: email.providerMessageId }]),
    { label: S.fields.updatedAt, value: formatDateTime(email.updatedAt) },
  ];
}

/**
 * The head of the workspace: to whom, in which campaign, the email's facts, why its writing or
 * sending failed, and the buttons its status allows (`actions`).
 */
export function EmailFacts({
  detail,
  actions,
  onRequestClose,
}: {
  detail: EmailDetail;
  actions: ReactNode;
  onRequestClose: () => void;
}) {
  const { email } = detail;
  const recipient = recipientOf(detail);
  const failure = failureNoticeOf(email);
  return (
    <Container
      header={
        <Header
          variant="h2"
          description={detail.campaign?.name ?? S.campaignGone}
          actions={<Button variant="icon" iconName="close" ariaLabel={S.closeLabel} onClick={onRequestClose} />}
        >
          {email.channel === 'LINKEDIN' ? S.messageTo(recipient.label) : S.emailTo(recipient.label)}
        </Header>
      }
    >
      <SpaceBetween size="m">
        <KeyValuePairs columns={2} items={emailFacts(detail, recipient.to)} />
        {failure !== undefined && (
          <Alert type="error" header={failure.header}>
            <SpaceBetween size="xs">
              <Box variant="p">{failure.reason}</Box>
              {failure.advice !== undefined && <Box variant="p">{failure.advice}</Box>}
            </SpaceBetween>
          </Alert>
        )}
        {actions}
      </SpaceBetween>
    </Container>
  );
}
