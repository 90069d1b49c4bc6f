import type { EmailListTab } from '../../../../shared/domain/email';
import { EMAIL_BULK_MAX_IDS, type EmailReviewAction } from '../../../../shared/domain/email-review';
import type {
  EmailBulkAction,
  EmailBulkInputSchema,
  EmailBulkResult,
  EmailFilterInput,
} from '../../../../shared/schemas/email-review';
import type * as z from '../../../../shared/schemas/zod';
import { EMAIL_BULK_STRINGS as S } from './strings';

type EmailBulkSkip = EmailBulkResult['skipped'][number];

/**
 * The bulk actions each tab offers. Generated emails can be reviewed, scheduled and cancelled;
 * scheduled ones reviewed and cancelled (scheduling them again would only move them); sent emails
 * can no longer be changed.
 */
export const EMAIL_BULK_ACTIONS_BY_TAB: Readonly<Record<EmailListTab, readonly EmailBulkAction[]>> = {
  GENERATED: ['REVIEW', 'UNREVIEW', 'SCHEDULE', 'CANCEL'],
  SCHEDULED: ['REVIEW', 'UNREVIEW', 'CANCEL'],
  SENT: [],
};

/** The single-email action each bulk action applies to every email (EMAIL_ACTION_FROM says from which statuses). */
export const BULK_ACTION_REVIEW_ACTION: Readonly<Record<EmailBulkAction, EmailReviewAction>> = {
  REVIEW: 'review',
  UNREVIEW: 'review',
  SCHEDULE: 'schedule',
  CANCEL: 'cancel',
};

/** What a bulk action applies to: the emails selected, or everything the filter matches. */
export type BulkScope =
  { readonly kind: 'selected'; readonly ids: readonly string[] } | { readonly kind: 'filter'; readonly filter: EmailFilterInput };

/** What scheduling takes besides the emails. */
export interface BulkScheduleOptions {
  /** schedule emails that break writing rules as they are */
  readonly acceptViolations?: boolean;
}

/** The body of one `email.bulk` call. */
export type BulkInput = z.input<typeof EmailBulkInputSchema>;

/** How far a bulk change has got, added up over its calls. */
export interface BulkProgress {
  readonly processed: number;
  readonly changed: number;
  readonly skipped: readonly EmailBulkSkip[];
  /** how many emails it covers: the selection's size, or what the first answer over a filter said */
  readonly total: number | undefined;
  readonly calls: number;
}

export const NO_BULK_PROGRESS: BulkProgress = { processed: 0, changed: 0, skipped: [], total: undefined, calls: 0 };

/** The progress after one more answer; the first answer that names a total sets it. */
export function addBulkResult(progress: BulkProgress, result: EmailBulkResult): BulkProgress {
  return {
    processed: progress.processed + result.processed,
    changed: progress.changed + result.changed,
    skipped: [...progress.skipped, ...result.skipped],
    total: progress.total ?? result.total,
    calls: progress.calls + 1,
  };
}

/**
 * How far along, 0 to 100, for a progress bar; undefined while the total is unknown. Emails that
 * start matching the filter while it is walked can make the count pass the total: it stays at 100.
 */
export function bulkPercent(progress: BulkProgress): number | undefined {
  if (progress.total === undefined) return undefined;
  if (progress.total <= 0) return 100;
  return Math.min(100, Math.round((progress.processed / progress.total) * 100));
}

/** The input of one call: the action, a chunk of the selection or the filter with its cursor, and the schedule options. */
export function bulkInput(
  action: EmailBulkAction,
  target: { readonly ids: readonly string[] } | { readonly filter: EmailFilterInput; readonly cursor?: string | undefined },
  options: BulkScheduleOptions = {},
): BulkInput {
  const schedule = action === 'SCHEDULE' ? { ...(options.acceptViolations === true ? { acceptViolations: true } : {}) } : {};
  if ('ids' in target) return { action, ids: [...target.ids], ...schedule };
  return {
    action,
    filter: target.filter,
    ...(target.cursor === undefined ? {} : { cursor: target.cursor }),
    ...schedule,
  };
}

/** The selection in chunks a call may name. */
export function idChunks(ids: readonly string[], size = EMAIL_BULK_MAX_IDS): string[][] {
  const unique = [...new Set(ids)];
  const chunks: string[][] = [];
  for (let start = 0; start < unique.length; start += size) chunks.push(unique.slice(start, start + size));
  return chunks;
}

/** Makes one `email.bulk` call. */
export type BulkCaller = (input: BulkInput) => Promise<EmailBulkResult>;

/** How a bulk change ended, and how far it got. */
export interface BulkRun {
  readonly outcome: 'done' | 'stopped' | 'failed';
  readonly progress: BulkProgress;
  /** why it failed, when it did */
  readonly error?: unknown;
}

export interface BulkRunHooks {
  /** after every answer */
  readonly onProgress?: (progress: BulkProgress) => void;
  /** asked before every call after the first: true stops the change there */
  readonly stopRequested?: () => boolean;
}

/**
 * Applies a bulk action: over a selection, a call per chunk of ids; over a filter, one call, then
 * again with the answer's cursor until it is null. It can be stopped between calls; a failed call
 * ends it, with what was done so far.
 */
export async function runBulk(
  call: BulkCaller,
  action: EmailBulkAction,
  scope: BulkScope,
  options: BulkScheduleOptions = {},
  hooks: BulkRunHooks = {},
): Promise<BulkRun> {
  const stopRequested = hooks.stopRequested ?? (() => false);
  let progress: BulkProgress =
    scope.kind === 'selected' ? { ...NO_BULK_PROGRESS, total: new Set(scope.ids).size } : NO_BULK_PROGRESS;
  const answered = (result: EmailBulkResult) => {
    progress = addBulkResult(progress, result);
    hooks.onProgress?.(progress);
  };

  try {
    if (scope.kind === 'selected') {
      for (const ids of idChunks(scope.ids)) {
        if (progress.calls > 0 && stopRequested()) return { outcome: 'stopped', progress };
        answered(await call(bulkInput(action, { ids }, options)));
      }
      return { outcome: 'done', progress };
    }

    let cursor: string | undefined;
    for (;;) {
      if (progress.calls > 0 && stopRequested()) return { outcome: 'stopped', progress };
      const result = await call(bulkInput(action, { filter: scope.filter, cursor }, options));
      answered(result);
      // an answer that does not move on would be asked for again forever
      if (result.cursor === null || result.cursor === cursor) return { outcome: 'done', progress };
      cursor = result.cursor;
    }
  } catch (error) {
    return { outcome: 'failed', progress, error };
  }
}

/** Why emails were left as they were, each reason once with how many, the most frequent first. */
export function skipReasons(skipped: readonly EmailBulkSkip[]): { readonly reason: string; readonly count: number }[] {
  const counts = new Map<string, number>();
  for (const skip of skipped) {
    const reason = skip.reason.trim() === '' ? (skip.status ?? 'Not found') : skip.reason.trim();
    counts.set(reason, (counts.get(reason) ?? 0) + 1);
  }
  return [...counts.entries()]
    .map(([reason, count]) => ({ reason, count }))
    .sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason));
}

/** What the page says once a bulk change ends. */
export interface BulkSummary {
  readonly type: 'success' | 'warning' | 'error' | 'info';
  readonly header: string;
  /** what was done, when the header does not say it */
  readonly detail?: string;
  /** the reasons emails were left as they were, each with its count */
  readonly skipped?: { readonly header: string; readonly reasons: readonly string[] };
}

/** The summary of a bulk change: how many emails it changed, why others were skipped, and whether it stopped or failed. */
export function bulkSummary(action: EmailBulkAction, run: BulkRun, describeError: (error: unknown) => string): BulkSummary {
  const { progress } = run;
  const changedText = progress.changed === 0 ? S.nothingChanged : S.summary(progress.changed, S.actions[action].done);
  const reasons = skipReasons(progress.skipped);
  const skipped =
    reasons.length === 0
      ? {}
      : {
          skipped: {
            header: S.skipped(progress.skipped.length),
            reasons: reasons.map(({ reason, count }) => S.skipReason(reason, count)),
          },
        };
  if (run.outcome === 'failed') {
    return { type: 'error', header: S.failed(describeError(run.error)), detail: changedText, ...skipped };
  }
  if (run.outcome === 'stopped') {
    return { type: 'warning', header: S.stopped(progress.processed, progress.total), detail: changedText, ...skipped };
  }
  if (reasons.length > 0) return { type: 'warning', header: changedText, ...skipped };
  return { type: progress.changed === 0 ? 'info' : 'success', header: changedText };
}
