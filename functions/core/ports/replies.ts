import type { EmailReply } from '../../../shared/schemas/email-reply';
import type { TenantContext } from '../tenant';

/** CHANGED: this call marked the contact. ALREADY: it was REPLIED or DO_NOT_CONTACT. MISSING: it is not in the instance. */
export type MarkRepliedOutcome = 'CHANGED' | 'ALREADY' | 'MISSING';

/** Where the answers to our emails are kept, and the contact marked as having replied. */
export interface ReplyStore {
  /** keeps a reply under its key (derived from the message): false when one with that key was kept before */
  keep(ctx: TenantContext, reply: EmailReply & { readonly key: string }, at: string): Promise<boolean>;
  /** a contact's replies, or those to one of its emails, oldest first */
  ofContact(ctx: TenantContext, contactId: string, emailId?: string): Promise<EmailReply[]>;
  /**
   * Sets the contact's status and email status to REPLIED with one conditional write that applies
   * only while it is neither REPLIED nor DO_NOT_CONTACT (a suppressed contact stays suppressed).
   */
  markContactReplied(ctx: TenantContext, contactId: string, at: string): Promise<MarkRepliedOutcome>;
}
