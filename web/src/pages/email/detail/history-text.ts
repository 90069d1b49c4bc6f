import { EMAIL_STATUS_LABELS, historyActorOf } from '../../../../../shared/domain/email';
import type { EmailHistoryEntry } from '../../../../../shared/schemas/email-review';
import { EMAIL_HISTORY_STRINGS as S, REVIEW_STATUS_LABELS } from './strings';

/** What wrote a version, as people read it: `offline`, `openai:<model>`, `edited`. */
export function writerLabel(writer: string | undefined): string | undefined {
  if (writer === undefined || writer.trim() === '') return undefined;
  if (writer === 'offline') return S.writers.offline;
  if (writer === 'edited') return S.writers.edited;
  if (writer.startsWith('openai')) {
    const model = writer.slice('openai'.length).replace(/^:/, '').trim();
    return model === '' ? S.writers.ai : S.writers.model(model);
  }
  return writer;
}

/** The title and the details line of one history entry. */
export function historyEntryText(entry: EmailHistoryEntry): { readonly title: string; readonly details: readonly string[] } {
  const actor = historyActorOf(entry.by);
  const by = actor === 'MEMBER' ? S.byUser : actor === 'RECIPIENT' ? S.byRecipient : S.bySystem;
  switch (entry.kind) {
    case 'VERSION': {
      const writer = writerLabel(entry.writer);
      return {
        title: S.version,
        details: [
          ...(writer === undefined ? [] : [S.writtenBy(writer)]),
          ...(entry.instruction === undefined || entry.instruction.trim() === ''
            ? []
            : [S.instruction(entry.instruction.trim())]),
          ...(entry.note === undefined ? [] : [entry.note]),
        ],
      };
    }
    case 'STATUS':
      return {
        title: entry.toStatus
          ? S.statusChange(entry.fromStatus && EMAIL_STATUS_LABELS[entry.fromStatus], EMAIL_STATUS_LABELS[entry.toStatus])
          : S.statusChanged,
        details: [by, ...(entry.note === undefined ? [] : [entry.note])],
      };
    case 'REVIEW':
      return {
        title: entry.reviewStatus ? S.review(REVIEW_STATUS_LABELS[entry.reviewStatus]) : S.reviewMark,
        details: [by, ...(entry.note === undefined ? [] : [entry.note])],
      };
  }
}
