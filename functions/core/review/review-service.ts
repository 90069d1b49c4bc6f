import type { ReviewStatus } from '../../../shared/domain/email';
import { emailActionAllowed, emailActionRefusedMessage } from '../../../shared/domain/email-review';
import type { EmailBulkInput, EmailScheduleInput } from '../../../shared/schemas/email-review';
import { BadRequestError, ConflictError } from '../errors';
import type { TenantContext } from '../tenant';
import { bulkChange } from './bulk';
import { cancelChange, createEmailChanges, statusMove } from './email-changes';
import { createEmailEdit, type EmailEditDeps } from './email-edit';
import { createEmailReads, type EmailReadDeps } from './email-reads';
import { autoSends, reviewChange, scheduleChange } from './scheduling';
import { progressFor } from './status-change';

export type ReviewDeps = EmailReadDeps & Partial<Pick<EmailEditDeps, 'checker'>>;

/**
 * The review queue: its reads (email-reads.ts), and the changes a rep makes to one email or many,
 * each applied as email-changes.ts applies a change (allowed from the email's status, only while the
 * email is still as read, its history and its campaign's progress following it).
 */
export function createEmailReviewService(deps: ReviewDeps) {
  const changes = createEmailChanges(deps);
  const { apply, requireEmail } = changes;
  const { store } = deps;

  return {
    ...createEmailReads(deps, changes),

    ...createEmailEdit(deps, changes),

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
