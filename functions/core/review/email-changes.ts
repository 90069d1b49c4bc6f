import type { EmailStatus } from '../../../shared/domain/email';
import { emailActionAllowed, emailActionRefusedMessage, type EmailReviewAction } from '../../../shared/domain/email-review';
import { RESOURCE_NOT_FOUND_MESSAGES } from '../../../shared/domain/messages';
import { EMAIL_HISTORY_SIZE } from '../../../shared/domain/sending';
import type { EmailHistoryEntry } from '../../../shared/schemas/email-review';
import { ConflictError, NotFoundError } from '../errors';
import type { EmailMessageItem } from '../ports/items';
import type { EmailChange, EmailReviewStore, HistoryKey } from '../ports/review';
import type { TenantContext } from '../tenant';
import { progressFor, statusEntry } from './status-change';

export const EMAIL_NOT_FOUND = RESOURCE_NOT_FOUND_MESSAGES.emailMessage;

/** What one change is built from: the email as read and the time of the change; null when it is already as asked. */
type ChangeBuilder = (current: EmailMessageItem, at: string) => Promise<EmailChange | null> | EmailChange | null;

interface EmailChangeDeps {
  readonly store: EmailReviewStore;
  readonly now: () => Date;
}

/** The history entry that keeps the version an edit or a new writing replaces. */
export function versionEntry(current: EmailMessageItem, at: string, by: string): Omit<EmailHistoryEntry, 'emailId'> {
  return {
    kind: 'VERSION',
    at,
    by,
    fromStatus: current.status,
    ...(current.subject === undefined ? {} : { subject: current.subject }),
    ...(current.bodyHtml === undefined ? {} : { bodyHtml: current.bodyHtml }),
    ...(current.writer === undefined ? {} : { writer: current.writer }),
  };
}

/** The history entry and progress counts of a status move (none when the status stays). */
export function statusMove(current: EmailMessageItem, to: EmailStatus, at: string, by: string, note?: string) {
  return {
    history: current.status === to ? [] : [statusEntry(current.status, to, at, by, note)],
    progress: progressFor(current.status, to),
  };
}

/**
 * The change that cancels an email (from a status `cancel` is allowed from): CANCELLED, off the
 * schedule, with its history entry (`note` says why) and its campaign's progress counts.
 */
export function cancelChange(current: EmailMessageItem, at: string, by: string, note?: string): EmailChange {
  return {
    set: { status: 'CANCELLED' },
    remove: ['scheduledAt', 'sentAgainstRules'],
    ...statusMove(current, 'CANCELLED', at, by, note),
  };
}

/** History entries in the order they were written (time, then their place in one change). */
export function historyOrder(a: HistoryKey, b: HistoryKey): number {
  return `${a.at}#${a.seq}`.localeCompare(`${b.at}#${b.seq}`);
}

/**
 * How the review queue changes one email: it reads the email, checks the action is allowed from its
 * status (EMAIL_ACTION_FROM), and applies the change only while the email is still as read; its
 * history and its campaign's progress follow it. A change raced by another is tried once more on
 * the new state, then refused with 409.
 */
export function createEmailChanges({ store, now }: EmailChangeDeps) {
  async function requireEmail(ctx: TenantContext, id: string): Promise<EmailMessageItem> {
    const email = await store.get(ctx, id);
    if (!email) throw new NotFoundError(EMAIL_NOT_FOUND);
    return email;
  }
  /** Versions to drop so that, with one more, the history keeps EMAIL_HISTORY_SIZE. */
  async function versionsToDrop(ctx: TenantContext, email: EmailMessageItem) {
    const versions = (await store.history(ctx, email.contactId, email.id))
      .filter((entry) => entry.kind === 'VERSION')
      .sort(historyOrder);
    return versions.slice(0, Math.max(0, versions.length + 1 - EMAIL_HISTORY_SIZE)).map(({ at, seq }) => ({ at, seq }));
  }
  /**
   * Applies `build`'s change to the email if `action` is allowed from its status, once more on the
   * new state if another change came first, and answers the email and whether this call changed it
   * (`build` answers null when the email is already as asked).
   */
  async function applyChange(
    ctx: TenantContext,
    id: string,
    action: EmailReviewAction,
    build: ChangeBuilder,
  ): Promise<{ email: EmailMessageItem; changed: boolean }> {
    for (let attempt = 0; ; attempt += 1) {
      const current = await requireEmail(ctx, id);
      if (!emailActionAllowed(action, current.status)) throw new ConflictError(emailActionRefusedMessage(action, current.status));
      const at = now().toISOString();
      const change = await build(current, at);
      if (change === null) return { email: current, changed: false };
      const result = await store.change(ctx, current, change, at);
      if (result.outcome === 'CHANGED') return { email: result.email, changed: true };
      if (result.outcome === 'MISSING') throw new NotFoundError(EMAIL_NOT_FOUND);
      if (attempt >= 1) throw new ConflictError('This email changed while it was being changed. Open it again and retry.');
    }
  }
  /** {@link applyChange}, answering the email. */
  async function apply(
    ctx: TenantContext,
    id: string,
    action: EmailReviewAction,
    build: ChangeBuilder,
  ): Promise<EmailMessageItem> {
    return (await applyChange(ctx, id, action, build)).email;
  }
  return { requireEmail, versionsToDrop, applyChange, apply, move: statusMove };
}

export type EmailChanges = ReturnType<typeof createEmailChanges>;
