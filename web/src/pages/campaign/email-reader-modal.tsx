import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';

import { EMAIL_STATUS_LABELS } from '../../../../shared/domain/email';
import type { EmailMessage } from '../../../../shared/schemas/email-message';
import { EMPTY_VALUE } from '../../app/format';
import { LinkList, TextParagraph } from '../../components/text-paragraph';
import { EMAIL_STATUS_INDICATOR } from '../contact/contact-status';
import { failureReasonOf, readableBody, subjectOf } from './campaign-emails';
import { formatDateTime } from './format';
import { CAMPAIGN_EMAILS_STRINGS as S, EMAIL_TYPE_LABELS } from './strings';

/**
 * One email to read: its subject, who it goes to, and its body as plain-text paragraphs. The body's
 * HTML is parsed for its text, never rendered. Render it only while it is open.
 */
export function EmailReaderModal({
  email,
  contactAddress,
  onDismiss,
}: {
  email: EmailMessage;
  contactAddress: string | undefined;
  onDismiss: () => void;
}) {
  const body = readableBody(email);
  const failure = failureReasonOf(email);
  return (
    <Modal
      visible
      size="large"
      header={subjectOf(email)}
      onDismiss={onDismiss}
      footer={
        <Box float="right">
          <Button variant="primary" onClick={onDismiss}>
            {S.close}
          </Button>
        </Box>
      }
    >
      <SpaceBetween size="l">
        {failure !== undefined && (
          <Alert type="error" header={S.failedHeader}>
            {failure}
          </Alert>
        )}
        <KeyValuePairs
          columns={3}
          items={[
            { label: S.to, value: contactAddress ?? email.contactId },
            { label: S.from, value: email.senderEmail ?? EMPTY_VALUE },
            {
              label: S.status,
              value: (
                <StatusIndicator type={EMAIL_STATUS_INDICATOR[email.status]}>{EMAIL_STATUS_LABELS[email.status]}</StatusIndicator>
              ),
            },
            { label: S.type, value: EMAIL_TYPE_LABELS[email.type] },
            { label: S.scheduledAt, value: formatDateTime(email.scheduledAt) },
            { label: S.sentAt, value: formatDateTime(email.sentAt) },
          ]}
        />
        <div>
          {body.paragraphs.length === 0 ? (
            <Box color="text-body-secondary">{email.bodyHtml === undefined ? S.notWrittenYet : S.emptyBody}</Box>
          ) : (
            body.paragraphs.map((paragraph, index) => <TextParagraph key={index} text={paragraph} />)
          )}
        </div>
        <LinkList links={body.links} label={S.links} headingVariant="h4" />
      </SpaceBetween>
    </Modal>
  );
}
