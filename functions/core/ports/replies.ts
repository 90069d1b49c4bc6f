import type { ContactStatus } from '../../../shared/domain/contact';
import type { ContactEmailStatus } from '../../../shared/domain/email';
import type {
  EmailReply,
  ReplyInboxFilter,
  ReplyInboxItem,
  ReplyInterest,
  EmailReplyKind,
} from '../../../shared/schemas/email-reply';
import type { EmailHistoryEntry } from '../../../shared/schemas/email-review';
import type { EmailMessageItem } from './items';
import type { TenantContext } from './tenant';

/** CHANGED: this call marked the contact. ALREADY: it was REPLIED or DO_NOT_CONTACT. MISSING: it is not in the instance. */
type MarkRepliedOutcome = 'CHANGED' | 'ALREADY' | 'MISSING';

/** A contact's two statuses: where it stands, and what its email address has come to. */
export interface ContactState {
  readonly status: ContactStatus;
  readonly emailStatus: ContactEmailStatus;
}

/** Where the answers to our emails are kept, and the contact marked as having replied. */
export interface ReplyStore {
  /** keeps a reply under its key (derived from the message): false when one with that key was kept before */
  keep(ctx: TenantContext, reply: EmailReply & { readonly key: string }, at: string): Promise<boolean>;
  /** the message kept under this key, if one was */
  find(ctx: TenantContext, ref: ReplyRef): Promise<EmailReply | undefined>;
  /** a contact's replies, or those to one of its emails, oldest first */
  ofContact(ctx: TenantContext, contactId: string, emailId?: string): Promise<EmailReply[]>;
  /**
   * Sets the contact's status and email status to REPLIED with one conditional write that applies
   * only while it is neither REPLIED nor DO_NOT_CONTACT (a suppressed contact stays suppressed).
   */
  markContactReplied(ctx: TenantContext, contactId: string, at: string): Promise<MarkRepliedOutcome>;
  /** the contact's statuses, read consistently; undefined when it is not in the instance */
  contactState(ctx: TenantContext, contactId: string): Promise<ContactState | undefined>;
}

/** The parts of a kept message's id: `<contactId>.<emailId>.<key>`. */
export interface ReplyRef {
  readonly contactId: string;
  readonly emailId: string;
  readonly key: string;
}

/** A correction written to a kept message. */
interface ReplyLabel {
  readonly label: EmailReplyKind;
  readonly labelInterest?: ReplyInterest | undefined;
  readonly by: string;
  readonly at: string;
}

/** CHANGED: written. CONFLICT: the message no longer stands as expected. MISSING: no such message in the instance. */
export type ConditionalOutcome = 'CHANGED' | 'CONFLICT' | 'MISSING';

/** The replies inbox's reads and writes: an instance's kept messages, their corrections and handled marks. */
export interface ReplyInboxStore {
  /** the instance's kept messages, newest first (one contact's with `contactId`), a page at a time */
  list(
    ctx: TenantContext,
    query: { readonly filter?: ReplyInboxFilter | undefined; readonly contactId?: string | undefined },
    page: { readonly cursor?: string | undefined; readonly limit: number },
  ): Promise<{ items: ReplyInboxItem[]; cursor: string | null }>;
  get(ctx: TenantContext, ref: ReplyRef): Promise<ReplyInboxItem | null>;
  /**
   * Writes the correction only while the message stands as `expected` (its label, else its class):
   * of two corrections made at once, one applies and the other is a CONFLICT.
   */
  label(ctx: TenantContext, ref: ReplyRef, expected: EmailReplyKind, label: ReplyLabel): Promise<ConditionalOutcome>;
  /** marks the message handled (by, at) or not handled */
  handled(ctx: TenantContext, ref: ReplyRef, handled: { by: string; at: string } | null): Promise<ConditionalOutcome>;
  /**
   * Sets the contact's statuses to `to` only while they are `from` (one conditional write): a
   * contact changed since by something else is left as it is (CONFLICT).
   */
  moveContact(
    ctx: TenantContext,
    contactId: string,
    from: ContactState,
    to: ContactState,
    at: string,
  ): Promise<ConditionalOutcome>;
}

/** A hand-written email as its author composed it, ready to be created SCHEDULED and due at once. */
export type ManualEmail = Omit<EmailMessageItem, 'namespaceId' | 'updatedAt'>;

/** CREATED: this call made the email. EXISTS: an email with its id was made before (a repeated request). */
type ManualEmailOutcome = 'CREATED' | 'EXISTS';

/** Where a member's hand-written emails are created: each once, under its derived id. */
export interface ManualEmailStore {
  /**
   * Creates the email, due for the send planner at its scheduled time, with one conditional write
   * that applies only when no email has its id; then its history entry, naming the author.
   */
  create(ctx: TenantContext, email: ManualEmail, history: Omit<EmailHistoryEntry, 'emailId'>): Promise<ManualEmailOutcome>;
}
