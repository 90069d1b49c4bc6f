import type { EmailMessageItem } from '../ports/items';
import type { OptionStore } from '../ports/stores';
import type { EmailChange, EmailReviewStore } from '../ports/review';
import type { TenantContext } from '../tenant';
import { progressFor, statusEntry } from './status-change';

/** Who the history names for a change the product made by itself. */
const AUTO_SEND_BY = 'system';

/** A written email the system may schedule by itself: an email with a body, as written or edited, breaking no rule. */
export function autoSendable(email: EmailMessageItem): boolean {
  return (
    email.channel === 'EMAIL' &&
    (email.status === 'SAVED' || email.status === 'REGENERATED') &&
    email.bodyHtml !== undefined &&
    (email.violations ?? []).length === 0
  );
}

/** The change that schedules a written email for now (the planner then gives it its time), by the system. */
export function autoScheduleChange(current: EmailMessageItem, at: string, note: string): EmailChange {
  const progress = progressFor(current.status, 'SCHEDULED');
  return {
    set: { status: 'SCHEDULED', scheduledAt: at },
    history: [statusEntry(current.status, 'SCHEDULED', at, AUTO_SEND_BY, note)],
    ...(progress ? { progress } : {}),
  };
}

interface AutoSendDeps {
  readonly store: Pick<EmailReviewStore, 'get' | 'change'>;
  readonly options: Pick<OptionStore, 'status'>;
  readonly now: () => Date;
}

/**
 * With 'auto send emails' active and 'send reviewed emails only' inactive, a newly written email is
 * scheduled at once (with both active, it is scheduled when the rep marks it reviewed: see the
 * review service). True when it was scheduled.
 */
export async function scheduleWrittenEmail(deps: AutoSendDeps, ctx: TenantContext, emailId: string): Promise<boolean> {
  const [autoSend, reviewedOnly] = await Promise.all([
    deps.options.status(ctx, 'AUTO_SEND_EMAILS'),
    deps.options.status(ctx, 'SEND_REVIEWED_EMAILS_ONLY'),
  ]);
  if (autoSend !== 'ACTIVE' || reviewedOnly === 'ACTIVE') return false;
  const email = await deps.store.get(ctx, emailId);
  if (!email || !autoSendable(email)) return false;
  const at = deps.now().toISOString();
  const outcome = await deps.store.change(ctx, email, autoScheduleChange(email, at, 'Scheduled by auto send once written.'), at);
  return outcome.outcome === 'CHANGED';
}
