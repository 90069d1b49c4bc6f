import { isSentOrLater, type EmailStatus, type ReviewStatus } from '../../../shared/domain/email';
import {
  EMAIL_BULK_CHUNK,
  emailActionAllowed,
  emailActionRefusedMessage,
  type EmailReviewAction,
} from '../../../shared/domain/email-review';
import { RESOURCE_NOT_FOUND_MESSAGES } from '../../../shared/domain/messages';
import { EMAIL_HISTORY_SIZE } from '../../../shared/domain/sending';
import type { EmailCheckContext } from '../../../shared/rules/email';
import { nextSendSlot } from '../../../shared/rules/send-slot';
import type {
  ContactThread,
  EmailActivityView,
  EmailBulkInput,
  EmailBulkResult,
  EmailDetail,
  EmailEditInput,
  EmailFilter,
  EmailHistoryEntry,
  EmailListRequest,
  EmailScheduleInput,
  EmailSummary,
} from '../../../shared/schemas/email-review';
import { mapConcurrently } from '../concurrency';
import { AppError, BadRequestError, ConflictError, InvalidInputError, NotFoundError } from '../errors';
import type { Page, TenantReader } from '../ports/data';
import type { CampaignItem, ContactItem, EmailMessageItem, EmailSenderConfigItem } from '../ports/items';
import type { ReplyStore } from '../ports/replies';
import type { EmailActivity, EmailActivityStore } from '../ports/tracking';
import type { ContactRepository, OptionRepository } from '../ports/repositories';
import type { EmailChange, EmailListItem, EmailReviewStore, HistoryKey, StoredHistoryEntry } from '../ports/review';
import { emailSendWindow, instanceSendWindow } from '../options/send-window';
import { emailTimeZone } from '../../../shared/rules/sending-zone';
import type { TenantContext } from '../tenant';
import type { EmailChecker } from './email-checker';
import { progressFor, statusEntry } from './status-change';
import { autoScheduleChange, autoSendable } from './auto-send';
import { emailContext, type EmailContextDeps } from './email-context';

/** Emails of a contact the thread shows at most. */
export const CONTACT_THREAD_LIMIT = 50;

/** Bulk changes made at once. */
const BULK_CONCURRENCY = 4;

/** A send time this far in the past still counts as now (the rep's clock, the request's time). */
const PAST_TOLERANCE_MS = 60_000;

const NOT_FOUND = RESOURCE_NOT_FOUND_MESSAGES.emailMessage;

export interface ReviewDeps extends EmailContextDeps {
  readonly store: EmailReviewStore;
  readonly campaigns: Pick<TenantReader<CampaignItem>, 'find'>;
  readonly contacts: Pick<ContactRepository, 'find' | 'getMany'>;
  readonly options: Pick<OptionRepository, 'status'>;
  /** the senders by address, for the zone an email's next slot is read in */
  readonly senders: { findBySenderEmail(ctx: TenantContext, email: string): Promise<EmailSenderConfigItem | null> };
  /** the instance's time zone, when neither the contact nor the sender names one */
  readonly instanceTimeZone: (ctx: TenantContext) => Promise<string>;
  readonly now: () => Date;
  /** only where emails are edited (the update route): the checker and the plain-text reader */
  readonly checker?: EmailChecker | undefined;
  /** the answers kept on threads (replies, requests to stop, absence notices), where emails are read */
  readonly replies?: Pick<ReplyStore, 'ofContact'> | undefined;
  /** the emails' opens and clicks, where one email is read */
  readonly activity?: Pick<EmailActivityStore, 'get'> | undefined;
}

/** The 409 of an email that breaks writing rules, scheduled without the rep's confirmation. */
export class ViolationsNotAcceptedError extends AppError {
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

export { progressFor, statusEntry } from './status-change';

/** The summary a list shows of an email. */
export function emailSummary(item: EmailListItem | EmailMessageItem, campaignName?: string): EmailSummary {
  return {
    id: item.id,
    namespaceId: item.namespaceId,
    campaignId: item.campaignId,
    ...(campaignName === undefined ? {} : { campaignName }),
    contactId: item.contactId,
    ...(item.contactEmail === undefined ? {} : { contactEmail: item.contactEmail }),
    ...(item.contactName === undefined ? {} : { contactName: item.contactName }),
    ...(item.contactFirstName === undefined ? {} : { contactFirstName: item.contactFirstName }),
    ...(item.senderEmail === undefined ? {} : { senderEmail: item.senderEmail }),
    type: item.type,
    status: item.status,
    reviewStatus: item.reviewStatus,
    copyStatus: item.copyStatus,
    channel: item.channel,
    language: item.language,
    ...(item.subject === undefined ? {} : { subject: item.subject }),
    // the queue's index does not hold the step: an email read whole (its detail, its thread) has it
    ...('step' in item && item.step !== undefined ? { step: item.step } : {}),
    ...(item.scheduledAt === undefined ? {} : { scheduledAt: item.scheduledAt }),
    ...(item.sentAt === undefined ? {} : { sentAt: item.sentAt }),
    ...(item.failureReason === undefined ? {} : { failureReason: item.failureReason }),
    ...(item.violations === undefined ? {} : { violations: item.violations }),
    ...(item.sentAgainstRules === undefined ? {} : { sentAgainstRules: item.sentAgainstRules }),
    ...(item.plannedAt === undefined ? {} : { plannedAt: item.plannedAt }),
    ...(item.plannedTimeZone === undefined ? {} : { plannedTimeZone: item.plannedTimeZone }),
    ...(item.holdReason === undefined ? {} : { holdReason: item.holdReason }),
    createdAt: item.createdAt,
    updatedAt: item.updatedAt,
  };
}

export function versionEntry(current: EmailMessageItem, at: string, by: string): Omit<EmailHistoryEntry, 'emailId'> {
  return {
    kind: 'VERSION',
    at,
    by,
    fromStatus: current.status,
    ...(current.subject === undefined ? {} : { subject: current.subject }),
    ...(current.bodyHtml === undefined ? {} : { bodyHtml: current.bodyHtml }),
    ...(current.writer === undefined ? {} : { writer: current.writer }),
  };
}

/** The history entry and progress counts of a status move (none when the status stays). */
export function statusMove(current: EmailMessageItem, to: EmailStatus, at: string, by: string, note?: string) {
  return {
    history: current.status === to ? [] : [statusEntry(current.status, to, at, by, note)],
    progress: progressFor(current.status, to),
  };
}

/**
 * The change that cancels an email (from a status `cancel` is allowed from): CANCELLED, off the
 * schedule, with its history entry (`note` says why) and its campaign's progress counts.
 */
export function cancelChange(current: EmailMessageItem, at: string, by: string, note?: string): EmailChange {
  return {
    set: { status: 'CANCELLED' },
    remove: ['scheduledAt', 'sentAgainstRules'],
    ...statusMove(current, 'CANCELLED', at, by, note),
  };
}

/**
 * The review queue: every change reads the email, checks the action is allowed from its status
 * (EMAIL_ACTION_FROM), and applies only while the email is still as read; its history and its
 * campaign's progress follow it. A change raced by another is tried once more on the new
 * state, then refused with 409.
 */
export function createEmailReviewService(deps: ReviewDeps) {
  const { store } = deps;

  async function campaignNames(ctx: TenantContext, ids: readonly string[]): Promise<Map<string, string>> {
    const unique = [...new Set(ids)];
    const campaigns = await Promise.all(unique.map((id) => deps.campaigns.find(ctx, id)));
    return new Map(campaigns.flatMap((campaign) => (campaign ? [[campaign.id, campaign.name] as const] : [])));
  }

  async function requireEmail(ctx: TenantContext, id: string): Promise<EmailMessageItem> {
    const email = await store.get(ctx, id);
    if (!email) throw new NotFoundError(NOT_FOUND);
    return email;
  }

  /**
   * The next time an email may leave as the send planner reads it (so 'Schedule now' never offers a
   * time the planner would hold): the instance's window, opened at the campaign's send hour, in the
   * email's sending zone (the recipient's, else the sender's, else the instance's), never the rep's.
   */
  async function nextSlotOf(
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

  /** Versions to drop so that, with one more, the history keeps EMAIL_HISTORY_SIZE. */
  async function versionsToDrop(ctx: TenantContext, email: EmailMessageItem) {
    const versions = (await store.history(ctx, email.contactId, email.id))
      .filter((entry) => entry.kind === 'VERSION')
      .sort(historyOrder);
    return versions.slice(0, Math.max(0, versions.length + 1 - EMAIL_HISTORY_SIZE)).map(({ at, seq }) => ({ at, seq }));
  }

  /**
   * Applies `build`'s change to the email if `action` is allowed from its status, once more on the
   * new state if another change came first, and answers the email and whether this call changed it
   * (`build` answers null when the email is already as asked).
   */
  async function applyChange(
    ctx: TenantContext,
    id: string,
    action: EmailReviewAction,
    build: (current: EmailMessageItem, at: string) => Promise<EmailChange | null> | EmailChange | null,
  ): Promise<{ email: EmailMessageItem; changed: boolean }> {
    for (let attempt = 0; ; attempt += 1) {
      const current = await requireEmail(ctx, id);
      if (!emailActionAllowed(action, current.status)) throw new ConflictError(emailActionRefusedMessage(action, current.status));
      const at = deps.now().toISOString();
      const change = await build(current, at);
      if (change === null) return { email: current, changed: false };
      const result = await store.change(ctx, current, change, at);
      if (result.outcome === 'CHANGED') return { email: result.email, changed: true };
      if (result.outcome === 'MISSING') throw new NotFoundError(NOT_FOUND);
      if (attempt >= 1) throw new ConflictError('This email changed while it was being changed. Open it again and retry.');
    }
  }

  /** {@link applyChange}, answering the email. */
  async function apply(
    ctx: TenantContext,
    id: string,
    action: EmailReviewAction,
    build: (current: EmailMessageItem, at: string) => Promise<EmailChange | null> | EmailChange | null,
  ): Promise<EmailMessageItem> {
    return (await applyChange(ctx, id, action, build)).email;
  }

  async function scheduleChange(
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
      sendAt = (await nextSlotOf(ctx, current)).at;
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
  async function autoSends(ctx: TenantContext): Promise<boolean> {
    return (await deps.options.status(ctx, 'AUTO_SEND_EMAILS')) === 'ACTIVE';
  }

  function reviewChange(
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

  const service = {
    async list(ctx: TenantContext, request: EmailListRequest | undefined): Promise<Page<EmailSummary>> {
      const filter: EmailFilter = {
        tab: request?.tab ?? 'GENERATED',
        ...(request?.campaignId === undefined ? {} : { campaignId: request.campaignId }),
        ...(request?.contactId === undefined ? {} : { contactId: request.contactId }),
        ...(request?.reviewStatus === undefined ? {} : { reviewStatus: request.reviewStatus }),
        ...(request?.channel === undefined ? {} : { channel: request.channel }),
        ...(request?.search === undefined ? {} : { search: request.search }),
      };
      const page = await store.list(ctx, filter, { limit: Math.min(request?.limit ?? 25, 100), cursor: request?.cursor });
      const names = await campaignNames(
        ctx,
        page.items.map((item) => item.campaignId),
      );
      return { items: page.items.map((item) => emailSummary(item, names.get(item.campaignId))), cursor: page.cursor };
    },

    async get(ctx: TenantContext, id: string): Promise<EmailDetail> {
      // the activity is read beside the email, from the caller's instance only (the store keys it by ctx)
      const [email, activity] = await Promise.all([requireEmail(ctx, id), deps.activity?.get(ctx, id) ?? null]);
      const [campaign, contact] = await Promise.all([
        deps.campaigns.find(ctx, email.campaignId),
        deps.contacts.find(ctx, email.contactId),
      ]);
      const context = campaign && contact ? await emailContext(deps, ctx, campaign, contact, email) : null;
      const [byContact, history, slot, replies] = await Promise.all([
        store.listByContact(ctx, email.contactId, CONTACT_THREAD_LIMIT),
        store.history(ctx, email.contactId, email.id),
        nextSlotOf(ctx, email, { campaign, contact }),
        deps.replies?.ofContact(ctx, email.contactId) ?? [],
      ]);
      const thread = byContact.items
        .filter((other) => other.campaignId === email.campaignId && other.id !== email.id)
        .sort((a, b) => (a.step ?? 0) - (b.step ?? 0))
        .map((other) => emailSummary(other, campaign?.name));
      return {
        email,
        campaign: campaign ? { id: campaign.id, name: campaign.name, status: campaign.status } : null,
        contact: contact ? contactView(contact) : null,
        placeholders: context?.placeholders ?? (contact?.firstName ? { firstName: contact.firstName } : {}),
        check: context ? checkView(context.check) : null,
        thread,
        replies: replies.filter((answer) => answer.campaignId === email.campaignId),
        history: historyNewestFirst(history),
        nextSlot: slot.at.toISOString(),
        nextSlotTimeZone: slot.timeZone,
        activity: activityView(email, activity),
      };
    },

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
      const autoSend = reviewStatus === 'REVIEWED' && (await autoSends(ctx));
      return apply(ctx, id, 'review', (current, at) => reviewChange(current, reviewStatus, at, ctx.userId, autoSend));
    },

    schedule: (ctx: TenantContext, id: string, input: EmailScheduleInput) =>
      apply(ctx, id, 'schedule', (current, at) => scheduleChange(ctx, current, input, at, { bulk: false })),

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

    async bulk(ctx: TenantContext, input: EmailBulkInput): Promise<EmailBulkResult> {
      let targets: { id: string; status: EmailStatus }[];
      let cursor: string | null = null;
      let total: number | undefined;
      let missing: string[] = [];
      if (input.ids !== undefined) {
        const found = await store.getMany(ctx, input.ids);
        targets = found.map((email) => ({ id: email.id, status: email.status }));
        const present = new Set(targets.map((target) => target.id));
        missing = [...new Set(input.ids)].filter((id) => !present.has(id));
      } else {
        const filter = input.filter as EmailFilter;
        const page = await store.list(ctx, filter, { limit: EMAIL_BULK_CHUNK, cursor: input.cursor });
        targets = page.items.map((email) => ({ id: email.id, status: email.status }));
        cursor = page.cursor;
        if (input.cursor === undefined) total = await store.count(ctx, filter);
      }
      const action = BULK_ACTIONS[input.action];
      const autoSend = input.action === 'REVIEW' && (await autoSends(ctx));
      const outcomes = await mapConcurrently(targets, BULK_CONCURRENCY, async (target) => {
        try {
          const { email: after, changed } = await applyChange(ctx, target.id, action, (current, at) => {
            switch (input.action) {
              case 'REVIEW':
                return reviewChange(current, 'REVIEWED', at, ctx.userId, autoSend);
              case 'UNREVIEW':
                return reviewChange(current, 'NOT_REVIEWED', at, ctx.userId);
              case 'SCHEDULE':
                return scheduleChange(ctx, current, input, at, { bulk: true });
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
          ...missing.map((id) => ({ id, reason: NOT_FOUND })),
        ],
        cursor,
        ...(total === undefined ? {} : { total }),
      };
    },

    async contactThread(ctx: TenantContext, contactId: string): Promise<ContactThread> {
      const contact = await deps.contacts.find(ctx, contactId);
      if (!contact) throw new NotFoundError(RESOURCE_NOT_FOUND_MESSAGES.contact);
      const [{ items, more }, history, replies] = await Promise.all([
        store.listByContact(ctx, contactId, CONTACT_THREAD_LIMIT),
        store.history(ctx, contactId),
        deps.replies?.ofContact(ctx, contactId) ?? [],
      ]);
      const names = await campaignNames(
        ctx,
        items.map((item) => item.campaignId),
      );
      return {
        items: [...items]
          .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
          .map((email) => ({
            email: emailSummary(email, names.get(email.campaignId)),
            ...(email.bodyHtml === undefined ? {} : { bodyHtml: email.bodyHtml }),
            ...campaignNameOf(names, email.campaignId),
            history: historyNewestFirst(history.filter((entry) => entry.emailId === email.id)),
            replies: replies.filter((answer) => answer.emailId === email.id),
          })),
        truncated: more,
      };
    },
  };

  async function checkContextOf(ctx: TenantContext, email: EmailMessageItem) {
    const [campaign, contact] = await Promise.all([
      deps.campaigns.find(ctx, email.campaignId),
      deps.contacts.find(ctx, email.contactId),
    ]);
    if (!campaign || !contact) return null;
    return (await emailContext(deps, ctx, campaign, contact, email))?.check ?? null;
  }

  /** The building blocks of a change, for the changes made elsewhere (writing again). */
  const changes = { apply, move: statusMove, versionsToDrop, requireEmail };
  return { ...service, changes };
}

export type EmailReviewService = ReturnType<typeof createEmailReviewService>;

/** Why a bulk change left an email as it was, when it already was as asked. */
export const BULK_UNCHANGED: Readonly<Record<EmailBulkInput['action'], string>> = {
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

/** History entries in the order they were written (time, then their place in one change). */
function historyOrder(a: HistoryKey, b: HistoryKey): number {
  return `${a.at}#${a.seq}`.localeCompare(`${b.at}#${b.seq}`);
}

/** Stored history entries as an answer shows them: newest first, without their keys. */
function historyNewestFirst(entries: readonly StoredHistoryEntry[]): EmailHistoryEntry[] {
  return [...entries]
    .sort((a, b) => historyOrder(b, a))
    .map(({ seq: _seq, contactId: _contact, campaignId: _campaign, ...entry }) => entry);
}

function campaignNameOf(names: ReadonlyMap<string, string>, id: string): { campaignName?: string } {
  const name = names.get(id);
  return name === undefined ? {} : { campaignName: name };
}

/**
 * The opens and clicks the detail answers: for a sent email of the EMAIL channel with something
 * recorded, the counts and a person's first and last times; never the user agent or the status
 * bookkeeping. Null otherwise.
 */
export function activityView(email: EmailMessageItem, activity: EmailActivity | null): EmailActivityView | null {
  if (activity === null || email.channel !== 'EMAIL' || !isSentOrLater(email.status)) return null;
  return {
    opens: activity.opens,
    clicks: activity.clicks,
    machineOpens: activity.machineOpens,
    machineClicks: activity.machineClicks,
    ...(activity.firstOpenedAt === undefined ? {} : { firstOpenedAt: activity.firstOpenedAt }),
    ...(activity.lastOpenedAt === undefined ? {} : { lastOpenedAt: activity.lastOpenedAt }),
    ...(activity.firstClickedAt === undefined ? {} : { firstClickedAt: activity.firstClickedAt }),
    ...(activity.lastClickedAt === undefined ? {} : { lastClickedAt: activity.lastClickedAt }),
  };
}

/** The checker context as the detail answers it. */
function checkView(check: EmailCheckContext): NonNullable<EmailDetail['check']> {
  const { productNames, companyNames, callToAction, ...rest } = check;
  return {
    ...rest,
    callToAction: { ...callToAction },
    ...(productNames ? { productNames: [...productNames] } : {}),
    ...(companyNames ? { companyNames: [...companyNames] } : {}),
  };
}

/** The contact as an email's detail shows it. */
export function contactView(contact: ContactItem): NonNullable<EmailDetail['contact']> {
  return {
    id: contact.id,
    email: contact.email,
    ...(contact.firstName ? { firstName: contact.firstName } : {}),
    ...(contact.lastName ? { lastName: contact.lastName } : {}),
    ...(contact.jobTitle ? { jobTitle: contact.jobTitle } : {}),
    ...(contact.linkedInUrl ? { linkedInUrl: contact.linkedInUrl } : {}),
  };
}
