import type { EmailStatus } from '../../../shared/domain/email';
import type { EmailHistoryEntry } from '../../../shared/schemas/email-review';
import type { ProgressDelta } from '../ports/review';

/** How a status change moves the campaign's progress counts. */
export function progressFor(from: EmailStatus, to: EmailStatus | 'DELETED'): ProgressDelta | undefined {
  const delta: Record<string, number> = {};
  if (from === 'SCHEDULED' && to !== 'SCHEDULED') delta.scheduled = -1;
  if (from !== 'SCHEDULED' && to === 'SCHEDULED') delta.scheduled = 1;
  if (from === 'CREATED' && to !== 'CREATED') delta.queued = -1;
  if (to === 'SENT') delta.sent = 1;
  return Object.keys(delta).length > 0 ? delta : undefined;
}

/** The history entry of a status change. */
export function statusEntry(
  from: EmailStatus,
  to: EmailStatus,
  at: string,
  by: string,
  note?: string,
): Omit<EmailHistoryEntry, 'emailId'> {
  return { kind: 'STATUS', at, by, fromStatus: from, toStatus: to, ...(note === undefined ? {} : { note }) };
}
