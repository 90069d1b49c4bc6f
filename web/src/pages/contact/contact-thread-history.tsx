import Box from '@cloudscape-design/components/box';
import ExpandableSection from '@cloudscape-design/components/expandable-section';
import SpaceBetween from '@cloudscape-design/components/space-between';

import type { EmailHistoryEntry } from '../../../../shared/schemas/email-review';
import { formatDateTime } from '../campaign/format';
import { ContactThreadBody } from './contact-thread-body';
import { historyAuthor, historyNewestFirst, historyTitle, versionWriter } from './contact-thread-model';
import { CONTACT_THREAD_STRINGS as S } from './strings';

/** One entry: what happened, when and by whom; an earlier version shows its subject and body. */
function HistoryEntry({ entry }: { entry: EmailHistoryEntry }) {
  const writer = entry.kind === 'VERSION' ? versionWriter(entry) : undefined;
  return (
    <SpaceBetween size="xxs">
      <Box fontWeight="bold">{historyTitle(entry)}</Box>
      <Box variant="small" color="text-body-secondary">
        <time dateTime={entry.at}>{formatDateTime(entry.at)}</time> · {historyAuthor(entry)}
        {writer !== undefined && ` · ${writer}`}
      </Box>
      {entry.instruction !== undefined && entry.instruction.trim() !== '' && (
        <Box variant="small">{S.history.instruction(entry.instruction)}</Box>
      )}
      {entry.note !== undefined && entry.note.trim() !== '' && <Box variant="small">{S.history.note(entry.note)}</Box>}
      {entry.kind === 'VERSION' && (
        <Box padding={{ left: 's' }}>
          <SpaceBetween size="xxs">
            {entry.subject !== undefined && entry.subject.trim() !== '' && (
              <Box>
                <Box variant="span" color="text-body-secondary">
                  {S.history.subject}:{' '}
                </Box>
                {entry.subject}
              </Box>
            )}
            <ContactThreadBody bodyHtml={entry.bodyHtml} />
          </SpaceBetween>
        </Box>
      )}
    </SpaceBetween>
  );
}

/** An email's earlier versions, status changes and review marks, newest first, folded until opened. */
export function ContactThreadHistory({ history, subject }: { history: readonly EmailHistoryEntry[]; subject: string }) {
  const entries = historyNewestFirst(history);
  return (
    <ExpandableSection variant="footer" headerText={S.historyHeader(entries.length)} headerAriaLabel={S.historyLabel(subject)}>
      {entries.length === 0 ? (
        <Box color="text-body-secondary">{S.noHistory}</Box>
      ) : (
        <ol aria-label={S.historyLabel(subject)} style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
          {entries.map((entry, index) => (
            <li key={`${entry.at}-${entry.kind}-${index}`} style={{ marginBlockEnd: '0.75rem' }}>
              <HistoryEntry entry={entry} />
            </li>
          ))}
        </ol>
      )}
    </ExpandableSection>
  );
}
