import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useState } from 'react';

import { EMAIL_STATUS_LABELS } from '../../../../shared/domain/email';
import type { ReplyInboxItem } from '../../../../shared/schemas/email-reply';
import type { FollowUpResult } from '../../../../shared/schemas/follow-up';
import { errorMessage } from '../../api/error-message';
import { TextParagraph } from '../../components/text-paragraph';
import { formatDateTime } from '../campaign/format';
import { EMAIL_STATUS_INDICATOR } from '../contact/contact-status';
import { FollowUpModal } from './follow-up-modal';
import { FOLLOW_UP_STRINGS as S } from './follow-up-strings';
import { useFollowUpDraft } from './use-follow-up';

/**
 * "Write a follow-up": opens the composer for the message; disabled, with the reason, when nothing
 * may be sent to the person (they asked to stop, the contact is suppressed, the mailbox cannot send).
 */
export function FollowUpAction({
  namespaceId,
  item,
  onSent,
}: {
  namespaceId: string;
  item: ReplyInboxItem;
  onSent: (result: FollowUpResult) => void;
}) {
  const draft = useFollowUpDraft(namespaceId, item.id);
  const [writing, setWriting] = useState(false);
  const blocked = draft.data?.blocked;
  return (
    <>
      <Button
        loading={draft.isPending}
        disabled={blocked !== undefined || draft.isError}
        {...(blocked ? { disabledReason: blocked.message } : {})}
        {...(draft.isError ? { disabledReason: `${S.loadFailed}: ${errorMessage(draft.error)}` } : {})}
        onClick={() => setWriting(true)}
      >
        {S.write}
      </Button>
      {writing && draft.data && (
        <FollowUpModal
          namespaceId={namespaceId}
          draft={draft.data}
          onClose={() => setWriting(false)}
          onSent={(result) => {
            setWriting(false);
            onSent(result);
          }}
        />
      )}
    </>
  );
}

/**
 * The follow-ups written by hand to the message, beside it in the thread: each with where it
 * stands (queued, sent, failed and why) and its text; above them, the flash of the one just sent.
 */
export function FollowUpList({
  namespaceId,
  item,
  sent,
  onDismissSent,
}: {
  namespaceId: string;
  item: ReplyInboxItem;
  sent: FollowUpResult | undefined;
  onDismissSent: () => void;
}) {
  const draft = useFollowUpDraft(namespaceId, item.id);
  const followUps = draft.data?.followUps ?? [];
  const flash = sent !== undefined && sent.email.replyId === item.id;
  if (!flash && followUps.length === 0) return null;
  return (
    <section aria-label={S.sectionHeader}>
      <SpaceBetween size="s">
        {flash && (
          <Alert type="success" header={S.queued} dismissible onDismiss={onDismissSent}>
            {S.queuedText(sent.email.contactEmail ?? '')}
          </Alert>
        )}
        {followUps.length > 0 && <Box variant="h4">{S.sectionHeader}</Box>}
        {followUps.map((email) => (
          <SpaceBetween key={email.id} size="xxs">
            <SpaceBetween direction="horizontal" size="xs">
              <StatusIndicator type={EMAIL_STATUS_INDICATOR[email.status]}>{EMAIL_STATUS_LABELS[email.status]}</StatusIndicator>
              <Box color="text-body-secondary">
                {`${email.subject ?? S.noSubject} · ${formatDateTime(email.sentAt ?? email.createdAt)} · ${S.writtenByHand}`}
              </Box>
            </SpaceBetween>
            {email.failureReason !== undefined && <Box color="text-status-error">{`${S.failure}: ${email.failureReason}`}</Box>}
            {email.holdReason !== undefined && <Box color="text-body-secondary">{`${S.waiting}: ${email.holdReason}`}</Box>}
            {email.bodyText ? <TextParagraph text={email.bodyText} /> : null}
          </SpaceBetween>
        ))}
      </SpaceBetween>
    </section>
  );
}
