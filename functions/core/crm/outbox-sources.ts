import type { IntegrationType } from '../../../shared/domain/integration';
import { toPlainText } from '../../../shared/rules/email/html';
import type { EmailReply } from '../../../shared/schemas/email-reply';
import type { EmailMessageItem } from '../ports/items';
import type { ReplyStore } from '../ports/replies';
import type { TenantContext } from '../tenant';
import type { CrmOutboxSources } from './outbox-processor';

/** The longest text logged on a CRM record: CRMs cap their text fields (Salesforce's Description at 32,000). */
const MAX_LOGGED_TEXT = 30_000;

const INTEREST_WORDS: Readonly<Record<string, string>> = {
  INTERESTED: 'interested',
  NOT_INTERESTED: 'not interested',
  NEUTRAL: 'neutral',
};

/** What the outbox's records are written from: the emails, the kept replies and each contact's CRM record. */
export interface CrmOutboxSourceDeps {
  readonly emails: { find(ctx: TenantContext, id: string): Promise<EmailMessageItem | null> };
  readonly replies: Pick<ReplyStore, 'ofContact'>;
  /** the contact's record id in this CRM, or null when it has none there */
  readonly crmContactId: (ctx: TenantContext, type: IntegrationType, contactId: string) => Promise<string | null>;
}

function cut(text: string): string {
  return text.length > MAX_LOGGED_TEXT ? `${text.slice(0, MAX_LOGGED_TEXT - 1)}…` : text;
}

/** A reply as the rep would summarise it: its class (as corrected, else as read), then the person's words. */
function replyNote(email: EmailMessageItem | null, reply: EmailReply | undefined) {
  const about = email?.subject ? ` to "${email.subject}"` : '';
  if (!reply) return { subject: `Reply${about}`, text: 'The contact replied.' };
  const interest = reply.interest ? `, ${INTEREST_WORDS[reply.interest] ?? reply.interest}` : '';
  const flags = [reply.meetingRequest ? 'asks for a meeting' : '', reply.referral ? 'refers to a colleague' : '']
    .filter(Boolean)
    .join('; ');
  const kind =
    reply.kind === 'STOP' ? 'Asked to stop' : reply.kind === 'REPLY' ? 'Reply' : reply.kind.replaceAll('_', ' ').toLowerCase();
  return {
    subject: `${kind}${interest}${about}`,
    text: cut([flags ? `(${flags})` : '', reply.text ?? ''].filter(Boolean).join('\n\n') || 'The contact replied.'),
  };
}

function bounceNote(email: EmailMessageItem | null, report: EmailReply | undefined) {
  const about = email?.subject ? ` "${email.subject}"` : '';
  const status = report?.deliveryStatus ? ` (${report.deliveryStatus})` : '';
  return {
    subject: `Email${about} bounced${status}`,
    text: cut(
      report?.reason ? `The recipient's mail server refused it: ${report.reason}` : "The recipient's mail server refused it.",
    ),
  };
}

const REPLY_KINDS: ReadonlySet<string> = new Set(['REPLY', 'STOP']);
const BOUNCE_KINDS: ReadonlySet<string> = new Set(['HARD_BOUNCE', 'SOFT_BOUNCE', 'BLOCKED']);

/** The sources of the CRM outbox's records over the instance's stores. */
export function createCrmOutboxSources(deps: CrmOutboxSourceDeps): CrmOutboxSources {
  return {
    crmContactId: deps.crmContactId,
    async sentEmail(ctx, emailId) {
      const email = await deps.emails.find(ctx, emailId);
      if (!email?.sentAt) return null;
      return {
        subject: email.subject ?? '',
        text: cut(email.bodyText ?? toPlainText(email.bodyHtml ?? '')),
        sentAt: email.sentAt,
        from: email.senderEmail ?? '',
        to: email.contactEmail ?? '',
      };
    },
    async note(ctx, event) {
      const [email, replies] = await Promise.all([
        deps.emails.find(ctx, event.emailId),
        deps.replies.ofContact(ctx, event.contactId, event.emailId),
      ]);
      const kinds = event.kind === 'REPLY' ? REPLY_KINDS : BOUNCE_KINDS;
      // the latest message of the kind (oldest first)
      const latest = replies.filter((reply) => kinds.has(reply.kind)).at(-1);
      return event.kind === 'REPLY' ? replyNote(email, latest) : bounceNote(email, latest);
    },
  };
}
