import type { EmailStatus } from '../../../shared/domain/email';
import { EMAIL_BULK_CHUNK, type EmailReviewAction } from '../../../shared/domain/email-review';
import type { EmailBulkInput, EmailBulkResult, EmailFilter } from '../../../shared/schemas/email-review';
import { mapConcurrently } from '../concurrency';
import { AppError } from '../errors';
import type { EmailReviewStore } from '../ports/review';
import type { TenantContext } from '../tenant';
import { cancelChange, EMAIL_NOT_FOUND, type EmailChanges } from './email-changes';
import { autoSends, reviewChange, scheduleChange, type SchedulingDeps } from './scheduling';

/** Bulk changes made at once. */
const BULK_CONCURRENCY = 4;

/** Why a bulk change left an email as it was, when it already was as asked. */
const BULK_UNCHANGED: Readonly<Record<EmailBulkInput['action'], string>> = {
  REVIEW: 'Already reviewed.',
  UNREVIEW: 'Already not reviewed.',
  SCHEDULE: 'Already scheduled for that time.',
  CANCEL: 'Already cancelled.',
};

const BULK_ACTIONS: Readonly<Record<EmailBulkInput['action'], EmailReviewAction>> = {
  REVIEW: 'review',
  UNREVIEW: 'review',
  SCHEDULE: 'schedule',
  CANCEL: 'cancel',
};

/** The emails one bulk call changes: those named (and the ids that name none), or a page of a tab. */
async function bulkTargets(
  store: EmailReviewStore,
  ctx: TenantContext,
  input: EmailBulkInput,
): Promise<{ targets: { id: string; status: EmailStatus }[]; missing: string[]; cursor: string | null; total?: number }> {
  if (input.ids !== undefined) {
    const found = await store.getMany(ctx, input.ids);
    const targets = found.map((email) => ({ id: email.id, status: email.status }));
    const present = new Set(targets.map((target) => target.id));
    return { targets, missing: [...new Set(input.ids)].filter((id) => !present.has(id)), cursor: null };
  }
  const filter = input.filter as EmailFilter;
  const page = await store.list(ctx, filter, { limit: EMAIL_BULK_CHUNK, cursor: input.cursor });
  return {
    targets: page.items.map((email) => ({ id: email.id, status: email.status })),
    missing: [],
    cursor: page.cursor,
    ...(input.cursor === undefined ? { total: await store.count(ctx, filter) } : {}),
  };
}

/**
 * One action on many emails, each changed as a single change is (allowed from its status, applied
 * while still as read); an email refused or already as asked is skipped with the reason, the others
 * go on.
 */
export async function bulkChange(
  deps: SchedulingDeps & { readonly store: EmailReviewStore },
  changes: EmailChanges,
  ctx: TenantContext,
  input: EmailBulkInput,
): Promise<EmailBulkResult> {
  const { targets, missing, cursor, total } = await bulkTargets(deps.store, ctx, input);
  const action = BULK_ACTIONS[input.action];
  const autoSend = input.action === 'REVIEW' && (await autoSends(deps, ctx));
  const outcomes = await mapConcurrently(targets, BULK_CONCURRENCY, async (target) => {
    try {
      const { email: after, changed } = await changes.applyChange(ctx, target.id, action, (current, at) => {
        switch (input.action) {
          case 'REVIEW':
            return reviewChange(current, 'REVIEWED', at, ctx.userId, autoSend);
          case 'UNREVIEW':
            return reviewChange(current, 'NOT_REVIEWED', at, ctx.userId);
          case 'SCHEDULE':
            return scheduleChange(deps, ctx, current, input, at, { bulk: true });
          case 'CANCEL':
            return cancelChange(current, at, ctx.userId);
        }
      });
      return changed
        ? ({ changed: true } as const)
        : ({ changed: false, id: target.id, status: after.status, reason: BULK_UNCHANGED[input.action] } as const);
    } catch (error) {
      if (error instanceof AppError && error.status < 500) {
        return { changed: false, id: target.id, status: target.status, reason: error.message } as const;
      }
      throw error;
    }
  });
  return {
    processed: targets.length + missing.length,
    changed: outcomes.filter((outcome) => outcome.changed).length,
    skipped: [
      ...outcomes.flatMap((outcome) =>
        outcome.changed ? [] : [{ id: outcome.id, status: outcome.status, reason: outcome.reason }],
      ),
      // an id of another instance reads as one that does not exist
      ...missing.map((id) => ({ id, reason: EMAIL_NOT_FOUND })),
    ],
    cursor,
    ...(total === undefined ? {} : { total }),
  };
}
