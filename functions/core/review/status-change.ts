import { isSentOrLater, type EmailStatus } from '../../../shared/domain/email';
import type { EmailHistoryEntry } from '../../../shared/schemas/email-review';
import type { ProgressDelta } from '../ports/review';

/**
 * How a status change moves the campaign's progress counts (and, through the store, the week's):
 * - `scheduled` while an email waits to be sent, `queued` while it is being written;
 * - `sent` once when it leaves the outbox (an email refused by the recipient's server at the send,
 *   BOUNCED from SCHEDULED or SENDING, left too: it counts as sent and bounced), and `contactsEmailed`
 *   with it for a first email (`step` 0);
 * - the outcomes once each, on the change that reaches them: `opened` when a person first opens it
 *   (READ, or CLICKED straight from SENT), `clicked`, `replied`, `bounced` and `complained` (SPAM).
 *
 * Statuses only move forward after SENT (see the tracking service), so no outcome is taken back.
 */
export function progressFor(from: EmailStatus, to: EmailStatus | 'DELETED', step?: number): ProgressDelta | undefined {
  const delta: Record<string, number> = {};
  if (from === 'SCHEDULED' && to !== 'SCHEDULED') delta.scheduled = -1;
  if (from !== 'SCHEDULED' && to === 'SCHEDULED') delta.scheduled = 1;
  if (from === 'CREATED' && to !== 'CREATED') delta.queued = -1;
  if (to !== 'DELETED' && to !== from) {
    const left = !isSentOrLater(from) && isSentOrLater(to);
    if (left) {
      delta.sent = 1;
      if (step === 0) delta.contactsEmailed = 1;
    }
    if (to === 'READ' || (to === 'CLICKED' && (from === 'SENT' || left))) delta.opened = 1;
    if (to === 'CLICKED') delta.clicked = 1;
    if (to === 'REPLIED') delta.replied = 1;
    if (to === 'BOUNCED') delta.bounced = 1;
    if (to === 'SPAM') delta.complained = 1;
  }
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
