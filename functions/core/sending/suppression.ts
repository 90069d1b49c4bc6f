import type { ContactEmailStatus } from '../../../shared/domain/email';
import { emailActionAllowed } from '../../../shared/domain/email-review';
import { stopContactRuns } from '../cadences/run-stops';
import type { CadenceRunStore } from '../ports/cadence';
import type { EmailMessageItem } from '../ports/items';
import type { EmailReviewStore } from '../ports/review';
import { cancelChange } from '../review/email-changes';
import type { TenantContext } from '../tenant';

/** Why a contact is no longer written to. */
export const SUPPRESSION_REASONS = ['UNSUBSCRIBED', 'COMPLAINED', 'BOUNCED'] as const;
export type SuppressionReason = (typeof SUPPRESSION_REASONS)[number];

/**
 * The contact's email status after each suppression (docs/product.md, Tracking and statuses): the
 * contact's status is DO_NOT_CONTACT whatever the reason, and its email status says why.
 */
export const SUPPRESSED_EMAIL_STATUSES = {
  UNSUBSCRIBED: 'DO_NOT_CONTACT',
  COMPLAINED: 'SPAM',
  BOUNCED: 'BOUNCED',
} as const satisfies Readonly<Record<SuppressionReason, ContactEmailStatus>>;
type SuppressedEmailStatus = (typeof SUPPRESSED_EMAIL_STATUSES)[SuppressionReason];

/** The note each cancelled email's history carries. */
const SUPPRESSION_NOTES: Readonly<Record<SuppressionReason, string>> = {
  UNSUBSCRIBED: 'The recipient unsubscribed: nothing more is sent to this contact.',
  COMPLAINED: 'The recipient reported an email as spam: nothing more is sent to this contact.',
  BOUNCED: "The recipient's address bounced: nothing more is sent to this contact.",
};

/** Emails of one contact read at once; a contact with more is read again with a larger page. */
const CONTACT_EMAILS_PAGE = 200;

/** Tries of one email's cancellation when other changes keep coming first. */
const CANCEL_ATTEMPTS = 3;

/** The email through which a contact unsubscribed: its campaign and its send week count the unsubscribe. */
export interface UnsubscribeCount {
  readonly campaignId: string;
  /** when the email was sent (the send week); the unsubscribe's own time when it has none */
  readonly sentAt?: string | undefined;
}

/** CHANGED: this call suppressed the contact. ALREADY: it was suppressed before. MISSING: it is not in the instance. */
type SuppressOutcome = 'CHANGED' | 'ALREADY' | 'MISSING';

/** Where a contact is set to DO_NOT_CONTACT. */
export interface ContactSuppressor {
  /**
   * Sets the contact's status to DO_NOT_CONTACT and its email status to `emailStatus` in one
   * conditional write that applies only while it is not already suppressed (DO_NOT_CONTACT with an
   * email status of a suppression); with `count`, adds `unsubscribed` 1 to that campaign's progress
   * and to its send week in the same transaction. So, whatever the races, only the call that changes
   * the contact counts, and the first reason stays.
   */
  suppress(
    ctx: TenantContext,
    contactId: string,
    at: string,
    emailStatus: SuppressedEmailStatus,
    count?: UnsubscribeCount,
  ): Promise<SuppressOutcome>;
}

export interface SuppressionDeps {
  readonly contacts: ContactSuppressor;
  /** the review queue's store: each email is cancelled through its conditional change */
  readonly store: Pick<EmailReviewStore, 'get' | 'listByContact' | 'change'>;
  /** the contact's cadence runs, ended with the suppression's reason */
  readonly cadenceRuns?: Pick<CadenceRunStore, 'activeOfContact' | 'end'>;
}

interface SuppressionInput {
  readonly reason: SuppressionReason;
  /** when it happened: the time of the history entries */
  readonly at: Date;
  /** who or what asked (`recipient`, a user id, a job), as history entries name it */
  readonly by: string;
  /** the email an unsubscribe came through, counted once when this call suppresses the contact */
  readonly count?: UnsubscribeCount;
}

interface SuppressionResult {
  /** false when the contact is not in the instance (deleted): nothing to do */
  readonly found: boolean;
  /** true when this call suppressed the contact (false when it already was) */
  readonly contactChanged: boolean;
  /** emails this call cancelled */
  readonly cancelled: number;
}

/** Every email of the contact, in as many reads as its count takes. */
async function emailsOf(
  deps: Pick<SuppressionDeps, 'store'>,
  ctx: TenantContext,
  contactId: string,
): Promise<EmailMessageItem[]> {
  for (let limit = CONTACT_EMAILS_PAGE; ; limit *= 4) {
    const { items, more } = await deps.store.listByContact(ctx, contactId, limit);
    if (!more) return items;
  }
}

/** Why and by whom a contact's pending emails are cancelled, as their history entries say. */
export interface PendingCancellation {
  readonly at: Date;
  readonly by: string;
  readonly note: string;
}

/**
 * Cancels one email if it is still waiting to go (CREATED, SAVED, REGENERATED, FAILED, SCHEDULED:
 * what a rep may cancel), reading it again when another change came first. One being sent
 * (SENDING) is left to the send worker, whose last check before sending reads the contact's status.
 */
async function cancelPending(
  deps: Pick<SuppressionDeps, 'store'>,
  ctx: TenantContext,
  email: EmailMessageItem,
  input: PendingCancellation,
): Promise<boolean> {
  const at = input.at.toISOString();
  let current: EmailMessageItem | null = email;
  for (let attempt = 0; current && attempt < CANCEL_ATTEMPTS; attempt += 1) {
    if (!emailActionAllowed('cancel', current.status)) return false;
    const result = await deps.store.change(ctx, current, cancelChange(current, at, input.by, input.note), at);
    if (result.outcome === 'CHANGED') return true;
    if (result.outcome === 'MISSING') return false;
    current = await deps.store.get(ctx, email.id);
  }
  return false;
}

/**
 * Cancels every email to a contact that has not gone yet, in every campaign, each through the
 * review queue's conditional change with a history entry saying why (and its campaign's counts
 * kept right). Calling it again cancels nothing more. The number cancelled.
 */
export async function cancelPendingEmailsOf(
  deps: Pick<SuppressionDeps, 'store'>,
  ctx: TenantContext,
  contactId: string,
  input: PendingCancellation,
): Promise<number> {
  let cancelled = 0;
  for (const email of await emailsOf(deps, ctx, contactId)) {
    if (await cancelPending(deps, ctx, email, input)) cancelled += 1;
  }
  return cancelled;
}

/**
 * Stops all email to a contact: its status becomes DO_NOT_CONTACT and its email status says why
 * (DO_NOT_CONTACT, BOUNCED or SPAM: campaigns no longer pick it, and the send worker's last check
 * refuses it), then every email to it that has not
 * gone yet, in every campaign, is cancelled through the review queue's conditional change, with a
 * history entry saying why and its campaign's progress counts kept right. Calling it again changes
 * nothing, and counts nothing again; a contact no longer in the instance is nothing to do.
 */
export async function suppressContact(
  deps: SuppressionDeps,
  ctx: TenantContext,
  contactId: string,
  input: SuppressionInput,
): Promise<SuppressionResult> {
  const outcome = await deps.contacts.suppress(
    ctx,
    contactId,
    input.at.toISOString(),
    SUPPRESSED_EMAIL_STATUSES[input.reason],
    input.count,
  );
  // a contact gone: so are the emails that could have gone to it
  if (outcome === 'MISSING') return { found: false, contactChanged: false, cancelled: 0 };
  const cancelled = await cancelPendingEmailsOf(deps, ctx, contactId, {
    at: input.at,
    by: input.by,
    note: SUPPRESSION_NOTES[input.reason],
  });
  if (deps.cadenceRuns) await stopContactRuns(deps.cadenceRuns, ctx, contactId, input.reason, input.at);
  return { found: true, contactChanged: outcome === 'CHANGED', cancelled };
}
