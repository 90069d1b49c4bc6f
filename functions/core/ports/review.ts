import type { EmailStatus } from '../../../shared/domain/email';
import type { EMAIL_LIST_ATTRIBUTES } from '../../../shared/platform/table';
import type { EmailFilter, EmailHistoryEntry } from '../../../shared/schemas/email-review';
import type { CampaignProgress } from '../../../shared/schemas/campaign-generation';
import type { TenantContext } from './tenant';
import type { EmailMessageItem } from './items';
import type { Page } from './data';

/**
 * An email as the review queue lists it: gsi4's projection with the instance, id and creation time
 * its keys hold, and, on the SCHEDULED tab, the send planner's plan. No body.
 */
export type EmailListItem = Pick<
  EmailMessageItem,
  Exclude<(typeof EMAIL_LIST_ATTRIBUTES)[number], 'searchText'> | 'namespaceId' | 'id' | 'createdAt'
> &
  Partial<Pick<EmailMessageItem, 'plannedAt' | 'plannedTimeZone' | 'holdReason'>>;

/** Counter changes of a campaign's progress that move with an email change. */
export type ProgressDelta = Partial<Record<keyof Omit<CampaignProgress, 'inScope'>, number>>;

/** Attributes an email change sets (`undefined` values are left out) and those it removes. */
export interface EmailChange {
  readonly set: Partial<
    Pick<
      EmailMessageItem,
      | 'status'
      | 'reviewStatus'
      | 'copyStatus'
      | 'subject'
      | 'bodyHtml'
      | 'bodyText'
      | 'violations'
      | 'scheduledAt'
      | 'sentAt'
      | 'failureReason'
      | 'sentAgainstRules'
      | 'writer'
      | 'promptTokens'
      | 'completionTokens'
      | 'totalTokens'
      | 'attempts'
      | 'plannedAt'
      | 'plannedTimeZone'
      | 'holdReason'
      | 'sendAttempts'
      | 'providerMessageId'
      | 'providerThreadId'
    >
  >;
  /**
   * Attributes removed. Leaving SCHEDULED and SENDING removes the planned time and hold reason by
   * itself (and the email's place in the due index), as scheduling again does the hold reason.
   */
  readonly remove?: readonly ('scheduledAt' | 'sentAgainstRules' | 'failureReason' | 'sentAt' | 'plannedAt' | 'holdReason')[];
  /** history entries the change records (without the keys the store adds) */
  readonly history: readonly Omit<EmailHistoryEntry, 'emailId'>[];
  readonly progress?: ProgressDelta;
  /** earlier versions to drop, by their time and sequence, so the history keeps its size */
  readonly dropVersions?: readonly HistoryKey[];
  /** a hold on the email until this epoch ms (the LinkedIn extension's session, a send worker's claim) */
  readonly leaseUntil?: number;
  /** when the send planner looks at the email next (a SCHEDULED email; default its planned time) */
  readonly dueAt?: string;
  /** the change applies only while the email's lease ended before this epoch ms */
  readonly leaseEndedBefore?: number;
}

/** Where one history entry is. */
export interface HistoryKey {
  readonly at: string;
  readonly seq: string;
}

/** A stored history entry with its key. */
export type StoredHistoryEntry = EmailHistoryEntry & HistoryKey & { readonly contactId: string; readonly campaignId: string };

/** CHANGED: done. CONFLICT: the email is no longer as read (another change came first). MISSING: it is gone. */
export type ChangeOutcome =
  { readonly outcome: 'CHANGED'; readonly email: EmailMessageItem } | { readonly outcome: 'CONFLICT' | 'MISSING' };

/**
 * The review queue's reads and conditional writes. Each change applies only while the email is as
 * it was read (same status and updatedAt): a change raced by another has no effect and reports
 * CONFLICT. Once the email is written, its history entries and its campaign's and send week's
 * counts follow it, outside a transaction (a count a stopped function left short is found again by
 * the recount: ports/recount.ts); should one of them fail, the change throws after the email changed.
 */
export interface EmailReviewStore {
  /**
   * one email, or null; read consistently unless `consistent` is false (half the read units, and
   * possibly a moment behind: for a read whose change is conditional anyway, and read again
   * consistently when the change fails or the email is not found)
   */
  get(ctx: TenantContext, id: string, options?: { readonly consistent?: boolean }): Promise<EmailMessageItem | null>;
  /** these emails, as many as exist */
  getMany(ctx: TenantContext, ids: readonly string[]): Promise<EmailMessageItem[]>;
  /** a page of one tab, newest first, filtered; a filtered page may be short while its cursor leads on */
  list(
    ctx: TenantContext,
    filter: EmailFilter,
    page: { limit: number; cursor?: string | undefined },
  ): Promise<Page<EmailListItem>>;
  /** how many emails the filter matches */
  count(ctx: TenantContext, filter: EmailFilter): Promise<number>;
  /** the emails of one contact (at most `limit`, and whether there are more) */
  listByContact(ctx: TenantContext, contactId: string, limit: number): Promise<{ items: EmailMessageItem[]; more: boolean }>;
  /**
   * LinkedIn messages in these statuses of the SCHEDULED tab, oldest first, one read at a time (a
   * read may find none while its cursor leads on); with `dueBy`, only those scheduled at or before it
   */
  linkedInOutbox(
    ctx: TenantContext,
    statuses: readonly EmailStatus[],
    page: { cursor?: string | null; dueBy?: string },
  ): Promise<{ items: EmailListItem[]; cursor: string | null }>;
  /** the history of a contact's emails, or of one email */
  history(ctx: TenantContext, contactId: string, emailId?: string): Promise<StoredHistoryEntry[]>;
  /** applies a change to the email as read */
  change(ctx: TenantContext, current: EmailMessageItem, change: EmailChange, at: string): Promise<ChangeOutcome>;
  /** deletes the email as read, its history and its progress counts; false when it changed meanwhile */
  remove(ctx: TenantContext, current: EmailMessageItem, progress: ProgressDelta | undefined): Promise<boolean>;
}
