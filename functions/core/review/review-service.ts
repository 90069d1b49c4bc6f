import type { ReviewStatus } from '../../../shared/domain/email';
import { emailActionAllowed, emailActionRefusedMessage } from '../../../shared/domain/email-review';
import type { EmailBulkInput, EmailEditInput, EmailScheduleInput } from '../../../shared/schemas/email-review';
import { BadRequestError, ConflictError, InvalidInputError } from '../errors';
import type { EmailMessageItem } from '../ports/items';
import type { TenantContext } from '../tenant';
import { bulkChange } from './bulk';
import { cancelChange, createEmailChanges, statusMove, versionEntry } from './email-changes';
import type { EmailChecker } from './email-checker';
import { emailContext } from './email-context';
import { createEmailReads, type EmailReadDeps } from './email-reads';
import { autoSends, reviewChange, scheduleChange } from './scheduling';
import { progressFor } from './status-change';

export interface ReviewDeps extends EmailReadDeps {
  /** only where emails are edited (the update route): the checker and the plain-text reader */
  readonly checker?: EmailChecker | undefined;
}

/**
 * The review queue: its reads (email-reads.ts), and the changes a rep makes to one email or many,
 * each applied as email-changes.ts applies a change (allowed from the email's status, only while the
 * email is still as read, its history and its campaign's progress following it).
 */
export function createEmailReviewService(deps: ReviewDeps) {
  const changes = createEmailChanges(deps);
  const { apply, requireEmail, versionsToDrop } = changes;
  const { store } = deps;

  async function checkContextOf(ctx: TenantContext, email: EmailMessageItem) {
    const [campaign, contact] = await Promise.all([
      deps.campaigns.find(ctx, email.campaignId),
      deps.contacts.find(ctx, email.contactId),
    ]);
    if (!campaign || !contact) return null;
    return (await emailContext(deps, ctx, campaign, contact, email))?.check ?? null;
  }

  return {
    ...createEmailReads(deps, changes),

    async edit(ctx: TenantContext, id: string, input: EmailEditInput): Promise<EmailMessageItem> {
      return apply(ctx, id, 'edit', async (current, at) => {
        if (input.updatedAt !== undefined && input.updatedAt !== current.updatedAt) {
          throw new ConflictError('This email changed since you opened it. Open it again to see the new version before saving.');
        }
        if (current.channel === 'EMAIL' && (input.subject === undefined || input.subject.trim() === '')) {
          const message = 'Subject is required for emails.';
          throw new InvalidInputError(message, [{ path: 'subject', message }]);
        }
        const checker = deps.checker;
        if (!checker) throw new Error('Editing an email needs the email checker.');
        const check = await checkContextOf(ctx, current);
        const subject = current.channel === 'EMAIL' ? input.subject : undefined;
        const moved = statusMove(current, 'SAVED', at, ctx.userId);
        return {
          set: {
            status: 'SAVED',
            ...(subject === undefined ? {} : { subject }),
            bodyHtml: input.bodyHtml,
            bodyText: checker.plainText(input.bodyHtml),
            violations: check ? checker.violations(check, subject, input.bodyHtml) : [],
            writer: 'edited',
          },
          remove: ['scheduledAt', 'sentAgainstRules', 'failureReason'],
          history: [...(current.bodyHtml === undefined ? [] : [versionEntry(current, at, ctx.userId)]), ...moved.history],
          ...(moved.progress ? { progress: moved.progress } : {}),
          ...(current.bodyHtml === undefined ? {} : { dropVersions: await versionsToDrop(ctx, current) }),
        };
      });
    },

    async review(ctx: TenantContext, id: string, reviewStatus: ReviewStatus) {
      const autoSend = reviewStatus === 'REVIEWED' && (await autoSends(deps, ctx));
      return apply(ctx, id, 'review', (current, at) => reviewChange(current, reviewStatus, at, ctx.userId, autoSend));
    },

    schedule: (ctx: TenantContext, id: string, input: EmailScheduleInput) =>
      apply(ctx, id, 'schedule', (current, at) => scheduleChange(deps, ctx, current, input, at, { bulk: false })),

    unschedule: (ctx: TenantContext, id: string) =>
      apply(ctx, id, 'unschedule', (current, at) => ({
        set: { status: 'SAVED' },
        remove: ['scheduledAt', 'sentAgainstRules'],
        ...statusMove(current, 'SAVED', at, ctx.userId),
      })),

    cancel: (ctx: TenantContext, id: string) => apply(ctx, id, 'cancel', (current, at) => cancelChange(current, at, ctx.userId)),

    copied: (ctx: TenantContext, id: string) =>
      apply(ctx, id, 'copy', (current, at) => {
        if (current.channel !== 'LINKEDIN') {
          throw new BadRequestError('Only LinkedIn messages are copied to be sent by hand; emails are sent from their mailbox.');
        }
        return {
          set: { status: 'SENT', copyStatus: 'SENT', sentAt: at },
          ...statusMove(current, 'SENT', at, ctx.userId, 'Copied to be sent on LinkedIn.'),
        };
      }),

    async remove(ctx: TenantContext, id: string): Promise<void> {
      for (let attempt = 0; ; attempt += 1) {
        const current = await requireEmail(ctx, id);
        if (!emailActionAllowed('delete', current.status))
          throw new ConflictError(emailActionRefusedMessage('delete', current.status));
        if (await store.remove(ctx, current, progressFor(current.status, 'DELETED'))) return;
        if (attempt >= 1) throw new ConflictError('This email changed while it was being deleted. Open it again and retry.');
      }
    },

    bulk: (ctx: TenantContext, input: EmailBulkInput) => bulkChange(deps, changes, ctx, input),
  };
}

export type EmailReviewService = ReturnType<typeof createEmailReviewService>;
