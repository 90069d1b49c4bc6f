import type { ReviewStatus } from '../../../shared/domain/email';
import { nextSendSlot } from '../../../shared/rules/send-slot';
import { emailTimeZone } from '../../../shared/rules/sending-zone';
import type { EmailScheduleInput } from '../../../shared/schemas/email-review';
import { AppError, ConflictError, InvalidInputError } from '../errors';
import type { TenantReader } from '../ports/data';
import type { CampaignItem, ContactItem, EmailMessageItem, EmailSenderConfigItem } from '../ports/items';
import type { ContactStore, OptionStore } from '../ports/stores';
import type { EmailChange } from '../ports/review';
import type { TenantContext } from '../tenant';
import { emailSendWindow, instanceSendWindow } from '../options/send-window';
import { autoScheduleChange, autoSendable } from './auto-send';
import { statusMove } from './email-changes';
import { statusEntry } from './status-change';

/** A send time this far in the past still counts as now (the rep's clock, the request's time). */
const PAST_TOLERANCE_MS = 60_000;

/** What scheduling an email reads: its campaign, contact and sender, the instance's options and zone. */
export interface SchedulingDeps {
  readonly campaigns: Pick<TenantReader<CampaignItem>, 'find'>;
  readonly contacts: Pick<ContactStore, 'find' | 'getMany'>;
  readonly options: Pick<OptionStore, 'status'>;
  /** the senders by address, for the zone an email's next slot is read in */
  readonly senders: { findBySenderEmail(ctx: TenantContext, email: string): Promise<EmailSenderConfigItem | null> };
  /** the instance's time zone, when neither the contact nor the sender names one */
  readonly instanceTimeZone: (ctx: TenantContext) => Promise<string>;
  readonly now: () => Date;
}

/** The 409 of an email that breaks writing rules, scheduled without the rep's confirmation. */
class ViolationsNotAcceptedError extends AppError {
  constructor(count: number) {
    super(
      `This email breaks ${count} writing ${count === 1 ? 'rule' : 'rules'}. Confirm to schedule it anyway; it is then counted as sent against the rules.`,
      409,
      'VIOLATIONS',
    );
  }
}

/** The 409 of a single schedule or bulk schedule of an email not reviewed while only reviewed ones may go. */
export const NOT_REVIEWED_MESSAGE = "This email is not reviewed, and 'Send reviewed emails only' is on: mark it reviewed first.";

/**
 * The next time an email may leave as the send planner reads it (so 'Schedule now' never offers a
 * time the planner would hold): the instance's window, opened at the campaign's send hour, in the
 * email's sending zone (the recipient's, else the sender's, else the instance's), never the rep's.
 */
export async function nextSlotOf(
  deps: SchedulingDeps,
  ctx: TenantContext,
  email: EmailMessageItem,
  found?: { campaign: CampaignItem | null; contact: ContactItem | null },
): Promise<{ at: Date; timeZone: string }> {
  const [campaign, contact, sender] = await Promise.all([
    found ? found.campaign : deps.campaigns.find(ctx, email.campaignId),
    found ? found.contact : deps.contacts.find(ctx, email.contactId),
    email.senderEmail ? deps.senders.findBySenderEmail(ctx, email.senderEmail) : null,
  ]);
  const [window, zone] = await Promise.all([
    instanceSendWindow(deps.options, ctx),
    emailTimeZone(contact, sender, () => deps.instanceTimeZone(ctx)),
  ]);
  return { at: nextSendSlot(deps.now(), emailSendWindow(window, campaign, zone.timeZone)), timeZone: zone.timeZone };
}

/**
 * The change that schedules an email: at the time asked, or at its next slot; refused while it breaks
 * writing rules the rep has not accepted, and, in a bulk schedule, while it is not reviewed when only
 * reviewed emails may go (a single schedule marks it reviewed).
 */
export async function scheduleChange(
  deps: SchedulingDeps,
  ctx: TenantContext,
  current: EmailMessageItem,
  input: EmailScheduleInput,
  at: string,
  options: { bulk: boolean },
): Promise<EmailChange | null> {
  if (current.bodyHtml === undefined) throw new ConflictError('This email has no text to send yet; write it again first.');
  const violations = current.violations ?? [];
  if (violations.length > 0 && input.acceptViolations !== true) throw new ViolationsNotAcceptedError(violations.length);
  const now = deps.now();
  let sendAt: Date;
  if (input.at === undefined) {
    sendAt = (await nextSlotOf(deps, ctx, current)).at;
  } else {
    sendAt = new Date(input.at);
    if (sendAt.getTime() < now.getTime() - PAST_TOLERANCE_MS) {
      const message = 'Send time must be now or later.';
      throw new InvalidInputError(message, [{ path: 'at', message }]);
    }
  }
  const reviewedOnly = (await deps.options.status(ctx, 'SEND_REVIEWED_EMAILS_ONLY')) === 'ACTIVE';
  const markReviewed = reviewedOnly && current.reviewStatus !== 'REVIEWED';
  // scheduled again at the time it already has (a replay, or a second click): nothing to change
  if (
    current.status === 'SCHEDULED' &&
    current.scheduledAt === sendAt.toISOString() &&
    (current.sentAgainstRules === true) === violations.length > 0 &&
    !markReviewed
  ) {
    return null;
  }
  // one email scheduled by hand has been looked at; a bulk schedule takes only reviewed ones
  if (markReviewed && options.bulk) throw new ConflictError(NOT_REVIEWED_MESSAGE);
  const moved = statusMove(current, 'SCHEDULED', at, ctx.userId);
  return {
    set: {
      status: 'SCHEDULED',
      scheduledAt: sendAt.toISOString(),
      ...(violations.length > 0 ? { sentAgainstRules: true } : {}),
      ...(markReviewed ? { reviewStatus: 'REVIEWED' as const } : {}),
    },
    remove: violations.length > 0 ? [] : ['sentAgainstRules'],
    history: [
      ...(markReviewed ? [{ kind: 'REVIEW' as const, at, by: ctx.userId, reviewStatus: 'REVIEWED' as const }] : []),
      ...(current.status === 'SCHEDULED'
        ? [statusEntry('SCHEDULED', 'SCHEDULED', at, ctx.userId, `Rescheduled for ${sendAt.toISOString()}.`)]
        : moved.history.map((entry) => ({ ...entry, note: `Scheduled for ${sendAt.toISOString()}.` }))),
    ],
    ...(moved.progress ? { progress: moved.progress } : {}),
  };
}

/** Whether 'auto send emails' is active: a reviewed email is then scheduled as it is marked. */
export async function autoSends(deps: Pick<SchedulingDeps, 'options'>, ctx: TenantContext): Promise<boolean> {
  return (await deps.options.status(ctx, 'AUTO_SEND_EMAILS')) === 'ACTIVE';
}

/** The change that marks an email reviewed or not; with auto send on, marking it reviewed schedules it too. */
export function reviewChange(
  current: EmailMessageItem,
  reviewStatus: ReviewStatus,
  at: string,
  by: string,
  autoSend = false,
): EmailChange | null {
  if (current.reviewStatus === reviewStatus) return null;
  const review: EmailChange = { set: { reviewStatus }, history: [{ kind: 'REVIEW', at, by, reviewStatus }] };
  if (!autoSend || reviewStatus !== 'REVIEWED' || !autoSendable(current)) return review;
  const scheduled = autoScheduleChange(current, at, 'Scheduled by auto send once reviewed.');
  return { ...scheduled, set: { ...scheduled.set, reviewStatus }, history: [...review.history, ...scheduled.history] };
}
