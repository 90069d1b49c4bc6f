import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { forwardRef, useState } from 'react';

import {
  currentInterest,
  currentKind,
  type ReplyCorrectionResult,
  type ReplyInboxItem,
} from '../../../../shared/schemas/email-reply';
import type { FollowUpResult } from '../../../../shared/schemas/follow-up';
import { errorMessage } from '../../api/error-message';
import { PATHS } from '../../app/paths';
import { KIND_INDICATOR, REPLY_STRINGS } from '../../components/reply-list';
import { TextParagraph } from '../../components/text-paragraph';
import { useFollow } from '../../components/use-follow';
import { formatDateTime } from '../campaign/format';
import { CorrectModal } from './correct-modal';
import { FollowUpAction, FollowUpList } from './follow-ups';
import { REPLY_INBOX_STRINGS as S } from './strings';
import { useAnsweredEmail, useMarkHandled } from './use-replies';

/** The email the message answers: its subject and text, as sent. */
function AnsweredEmail({ namespaceId, emailId }: { namespaceId: string; emailId: string }) {
  const email = useAnsweredEmail(namespaceId, emailId);
  if (email.isPending) return <Spinner aria-label={S.emailLoading} />;
  if (email.isError) return <StatusIndicator type="error">{`${S.emailFailed}: ${errorMessage(email.error)}`}</StatusIndicator>;
  const { subject, bodyText, sentAt } = email.data.email;
  return (
    <section aria-label={S.ourEmail}>
      <SpaceBetween size="xxs">
        <Box variant="h4">{S.ourEmail}</Box>
        <Box color="text-body-secondary">{`${subject ?? S.noSubject}${sentAt ? ` · ${formatDateTime(sentAt)}` : ''}`}</Box>
        {bodyText ? <TextParagraph text={bodyText} /> : null}
      </SpaceBetween>
    </section>
  );
}

function Facts({ item }: { item: ReplyInboxItem }) {
  const interest = currentInterest(item);
  const kind = currentKind(item);
  return (
    <SpaceBetween direction="horizontal" size="xs">
      <StatusIndicator type={KIND_INDICATOR[kind]}>{REPLY_STRINGS.kinds[kind]}</StatusIndicator>
      {item.label !== undefined && <Box color="text-status-inactive">{`(${S.corrected})`}</Box>}
      {interest !== undefined && (kind === 'REPLY' || kind === 'STOP') && <Box>{REPLY_STRINGS.interests[interest]}</Box>}
      {item.referral === true && <Box>{S.referral}</Box>}
      {item.meetingRequest === true && <Box>{S.meeting}</Box>}
    </SpaceBetween>
  );
}

/**
 * One message beside the list: how it was read and why, the person's own words and the email they
 * answer, and what the rep does next (mark it handled, correct it, open the contact, follow up).
 */
export const ReplyDetail = forwardRef<HTMLElement, { namespaceId: string; item: ReplyInboxItem; onClose: () => void }>(
  function ReplyDetail({ namespaceId, item, onClose }, ref) {
    const follow = useFollow();
    const handled = useMarkHandled(namespaceId);
    const [correcting, setCorrecting] = useState(false);
    const [corrected, setCorrected] = useState<ReplyCorrectionResult | undefined>();
    const [followedUp, setFollowedUp] = useState<FollowUpResult | undefined>();
    const contactHref = `${PATHS.contact}?contactId=${encodeURIComponent(item.contactId)}`;
    const done = (result: ReplyCorrectionResult) => {
      setCorrecting(false);
      setCorrected(result);
    };
    return (
      <section ref={ref} tabIndex={-1} aria-label={S.detailHeader}>
        <Container
          header={
            <Header
              variant="h2"
              description={`${formatDateTime(item.receivedAt)}${item.fromAddress ? ` · ${REPLY_STRINGS.from(item.fromAddress)}` : ''}`}
              actions={<Button iconName="close" variant="icon" ariaLabel={S.closeDetail} onClick={onClose} />}
            >
              {item.subject ?? S.noSubject}
            </Header>
          }
        >
          <SpaceBetween size="l">
            <Facts item={item} />
            <SpaceBetween direction="horizontal" size="xs">
              <Button
                loading={handled.isPending}
                onClick={() => handled.mutate({ id: item.id, handled: item.handledAt === undefined })}
              >
                {item.handledAt === undefined ? S.markHandled : S.markUnhandled}
              </Button>
              <Button onClick={() => setCorrecting(true)}>{S.correct}</Button>
              <Button href={contactHref} onFollow={follow}>
                {S.openContact}
              </Button>
              <FollowUpAction namespaceId={namespaceId} item={item} onSent={setFollowedUp} />
            </SpaceBetween>
            {handled.isError && (
              <Alert type="error" header={S.actionFailed}>
                {errorMessage(handled.error)}
              </Alert>
            )}
            {corrected && corrected.reply.id === item.id && (
              <Alert type="success" header={S.corrections} dismissible onDismiss={() => setCorrected(undefined)}>
                {corrected.effects.join(' ')}
              </Alert>
            )}
            <section aria-label={S.theirWords}>
              <SpaceBetween size="xxs">
                <Box variant="h4">{S.theirWords}</Box>
                {item.text ? <TextParagraph text={item.text} /> : <Box color="text-status-inactive">{S.noWords}</Box>}
                {item.reason !== undefined && (
                  <Box color="text-body-secondary" fontSize="body-s">{`${S.why}: ${item.reason}`}</Box>
                )}
                {item.secondOpinion !== undefined && (
                  <Box color="text-body-secondary" fontSize="body-s">
                    {S.secondOpinion(item.secondOpinion)}
                  </Box>
                )}
              </SpaceBetween>
            </section>
            <AnsweredEmail namespaceId={namespaceId} emailId={item.emailId} />
            <FollowUpList
              namespaceId={namespaceId}
              item={item}
              sent={followedUp}
              onDismissSent={() => setFollowedUp(undefined)}
            />
          </SpaceBetween>
        </Container>
        {correcting && (
          <CorrectModal namespaceId={namespaceId} item={item} onClose={() => setCorrecting(false)} onCorrected={done} />
        )}
      </section>
    );
  },
);
