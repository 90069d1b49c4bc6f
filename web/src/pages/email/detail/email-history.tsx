import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ExpandableSection from '@cloudscape-design/components/expandable-section';
import Header from '@cloudscape-design/components/header';
import List from '@cloudscape-design/components/list';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';

import { EMAIL_STATUS_LABELS } from '../../../../../shared/domain/email';
import type { EmailHistoryEntry, EmailSummary } from '../../../../../shared/schemas/email-review';
import { readableBody } from '../../campaign/campaign-emails';
import { formatDateTime } from '../../campaign/format';
import { EMAIL_TYPE_LABELS } from '../../campaign/strings';
import { EMAIL_STATUS_INDICATOR } from '../../contact/contact-status';
import { historyEntryText } from './history-text';
import { EMAIL_HISTORY_STRINGS as S, EMAIL_PANEL_STRINGS as P } from './strings';
import { TextParagraph } from '../../../components/text-paragraph';

export interface EmailHistoryProps {
  /** newest first */
  readonly history: readonly EmailHistoryEntry[];
  /** the other emails of the thread, oldest first */
  readonly thread: readonly EmailSummary[];
  /** restoring fills the editor with a version; undefined when the email cannot be edited */
  readonly onRestore: ((entry: EmailHistoryEntry) => void) | undefined;
}

function VersionText({ entry }: { entry: EmailHistoryEntry }) {
  const body = readableBody({ bodyHtml: entry.bodyHtml });
  return (
    <ExpandableSection headerText={S.showText} variant="footer">
      <SpaceBetween size="xs">
        {entry.subject !== undefined && <Box fontWeight="bold">{entry.subject}</Box>}
        {body.paragraphs.length === 0 ? (
          <Box color="text-body-secondary">{S.noText}</Box>
        ) : (
          body.paragraphs.map((paragraph, index) => <TextParagraph key={index} text={paragraph} />)
        )}
      </SpaceBetween>
    </ExpandableSection>
  );
}

/** When a thread email went, or is to go, or was written. */
function whenOf(email: EmailSummary): string {
  return formatDateTime(email.sentAt ?? email.scheduledAt ?? email.createdAt);
}

/** The email's earlier versions and changes, newest first, and the other emails of its thread. */
export function EmailHistory({ history, thread, onRestore }: EmailHistoryProps) {
  return (
    <SpaceBetween size="l">
      <Container
        header={
          <Header variant="h3" description={S.description}>
            {S.header}
          </Header>
        }
      >
        {history.length === 0 ? (
          <Box color="text-body-secondary">{S.empty}</Box>
        ) : (
          <List
            ariaLabel={S.header}
            items={history.map((entry, index) => ({ entry, index }))}
            renderItem={({ entry, index }) => {
              const text = historyEntryText(entry);
              const time = formatDateTime(entry.at);
              const restorable = onRestore !== undefined && entry.kind === 'VERSION' && entry.bodyHtml !== undefined;
              return {
                id: `${index}:${entry.kind}:${entry.at}`,
                content: (
                  <SpaceBetween size="xxs">
                    <Box fontWeight="bold">{text.title}</Box>
                    {text.details.map((line, index) => (
                      <Box key={index} variant="small">
                        {line}
                      </Box>
                    ))}
                    {entry.kind === 'VERSION' && <VersionText entry={entry} />}
                  </SpaceBetween>
                ),
                secondaryContent: <Box variant="small">{time}</Box>,
                actions: restorable ? (
                  <Button ariaLabel={S.restoreLabel(time)} onClick={() => onRestore(entry)}>
                    {S.restore}
                  </Button>
                ) : undefined,
              };
            }}
          />
        )}
      </Container>
      <Container
        header={
          <Header variant="h3" description={S.threadDescription}>
            {S.threadHeader}
          </Header>
        }
      >
        {thread.length === 0 ? (
          <Box color="text-body-secondary">{S.threadEmpty}</Box>
        ) : (
          <List
            ariaLabel={S.threadHeader}
            items={thread}
            renderItem={(email) => ({
              id: email.id,
              content: (
                <SpaceBetween size="xxs">
                  <Box fontWeight="bold">{email.subject?.trim() ? email.subject : S.noSubject}</Box>
                  <Box variant="small">
                    {S.threadLine(P.typeAndStep(EMAIL_TYPE_LABELS[email.type], email.step), whenOf(email))}
                  </Box>
                </SpaceBetween>
              ),
              secondaryContent: (
                <StatusIndicator type={EMAIL_STATUS_INDICATOR[email.status]}>{EMAIL_STATUS_LABELS[email.status]}</StatusIndicator>
              ),
            })}
          />
        )}
      </Container>
    </SpaceBetween>
  );
}
