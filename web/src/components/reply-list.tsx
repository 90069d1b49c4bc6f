import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator, { type StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';

import type { EmailReply, EmailReplyKind, ReplyInterest } from '../../../shared/schemas/email-reply';
import { formatDateTime } from '../pages/campaign/format';
import { TextParagraph } from './text-paragraph';

export const REPLY_STRINGS = {
  header: 'Replies',
  description: "The contact's answers, as their mailbox sent them, without the quoted email.",
  kinds: {
    REPLY: 'Replied',
    STOP: 'Asked to stop',
    OUT_OF_OFFICE: 'Out of office',
    LEFT_COMPANY: 'Left the company',
    AUTO_REPLY: 'Automatic answer',
    HARD_BOUNCE: 'Bounced (permanent)',
    SOFT_BOUNCE: 'Not delivered yet (temporary)',
    BLOCKED: 'Blocked by policy',
    COMPLAINT: 'Reported as spam',
  } satisfies Record<EmailReplyKind, string>,
  interests: {
    INTERESTED: 'Interested',
    NOT_INTERESTED: 'Not interested',
    NEUTRAL: 'No interest stated',
  } satisfies Record<ReplyInterest, string>,
  from: (address: string) => `From ${address}`,
  away: (returnDate: string | undefined, notBefore: string | undefined) =>
    `Away${returnDate ? ` until ${returnDate}` : ''}${notBefore ? `; the next follow-up waits until ${notBefore.slice(0, 10)}` : ''}.`,
  noText: 'The reply had no text of its own.',
} as const;

export const KIND_INDICATOR: Record<EmailReplyKind, StatusIndicatorProps.Type> = {
  REPLY: 'success',
  STOP: 'stopped',
  OUT_OF_OFFICE: 'pending',
  LEFT_COMPANY: 'stopped',
  AUTO_REPLY: 'info',
  HARD_BOUNCE: 'error',
  SOFT_BOUNCE: 'warning',
  BLOCKED: 'warning',
  COMPLAINT: 'error',
};

/** One answer: what kind, when and from whom, what it says of interest, and the person's own words. */
function ReplyItem({ reply }: { reply: EmailReply }) {
  return (
    <SpaceBetween size="xxs">
      <SpaceBetween direction="horizontal" size="xs">
        <StatusIndicator type={KIND_INDICATOR[reply.kind]}>{REPLY_STRINGS.kinds[reply.kind]}</StatusIndicator>
        {reply.interest !== undefined && reply.kind !== 'OUT_OF_OFFICE' && (
          <Box variant="span" color="text-status-inactive">
            {REPLY_STRINGS.interests[reply.interest]}
          </Box>
        )}
        <Box variant="span" color="text-body-secondary">
          {formatDateTime(reply.receivedAt)}
          {reply.fromAddress !== undefined && ` · ${REPLY_STRINGS.from(reply.fromAddress)}`}
        </Box>
      </SpaceBetween>
      {reply.kind === 'OUT_OF_OFFICE' && <Box variant="p">{REPLY_STRINGS.away(reply.returnDate, reply.followUpNotBefore)}</Box>}
      {reply.text !== undefined && reply.text !== '' ? (
        <TextParagraph text={reply.text} />
      ) : (
        (reply.kind === 'REPLY' || reply.kind === 'STOP') && <Box color="text-status-inactive">{REPLY_STRINGS.noText}</Box>
      )}
    </SpaceBetween>
  );
}

/** The contact's answers to an email or a thread, oldest first; nothing when there are none. */
export function ReplyList({
  replies,
  variant = 'container',
}: {
  replies: readonly EmailReply[];
  variant?: 'container' | 'inline';
}) {
  if (replies.length === 0) return null;
  const list = (
    <SpaceBetween size="m">
      {replies.map((reply) => (
        <ReplyItem key={`${reply.emailId}#${reply.receivedAt}#${reply.kind}`} reply={reply} />
      ))}
    </SpaceBetween>
  );
  if (variant === 'inline') {
    return (
      <section aria-label={REPLY_STRINGS.header}>
        <SpaceBetween size="xs">
          <Box variant="h4">{`${REPLY_STRINGS.header} (${replies.length})`}</Box>
          {list}
        </SpaceBetween>
      </section>
    );
  }
  return (
    <Container
      header={
        <Header variant="h2" counter={`(${replies.length})`} description={REPLY_STRINGS.description}>
          {REPLY_STRINGS.header}
        </Header>
      }
    >
      {list}
    </Container>
  );
}
