import { isSentOrLater } from '../../../shared/domain/email';
import { RESOURCE_NOT_FOUND_MESSAGES } from '../../../shared/domain/messages';
import type { EmailCheckContext } from '../../../shared/rules/email';
import type {
  ContactThread,
  EmailActivityView,
  EmailDetail,
  EmailFilter,
  EmailHistoryEntry,
  EmailListRequest,
  EmailSummary,
} from '../../../shared/schemas/email-review';
import { NotFoundError } from '../errors';
import type { Page } from '../ports/data';
import type { ContactItem, EmailMessageItem } from '../ports/items';
import type { ReplyStore } from '../ports/replies';
import type { EmailListItem, EmailReviewStore, StoredHistoryEntry } from '../ports/review';
import type { EmailActivity, EmailActivityStore } from '../ports/tracking';
import type { TenantContext } from '../tenant';
import { historyOrder, type EmailChanges } from './email-changes';
import { emailContext, type EmailContextDeps } from './email-context';
import { nextSlotOf, type SchedulingDeps } from './scheduling';

/** Emails of a contact the thread shows at most. */
export const CONTACT_THREAD_LIMIT = 50;

/** What the review queue's reads use besides the emails. */
export interface EmailReadDeps extends EmailContextDeps, SchedulingDeps {
  readonly store: EmailReviewStore;
  /** the answers kept on threads (replies, requests to stop, absence notices), where emails are read */
  readonly replies?: Pick<ReplyStore, 'ofContact'> | undefined;
  /** the emails' opens and clicks, where one email is read */
  readonly activity?: Pick<EmailActivityStore, 'get'> | undefined;
}

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

/**
 * What the review queue reads: a tab's page of emails, one email with everything its detail shows
 * (its campaign, contact, checker context, thread, replies, history, next slot and activity), and a
 * contact's thread across campaigns.
 */
export function createEmailReads(deps: EmailReadDeps, { requireEmail }: Pick<EmailChanges, 'requireEmail'>) {
  const { store } = deps;

  async function campaignNames(ctx: TenantContext, ids: readonly string[]): Promise<Map<string, string>> {
    const unique = [...new Set(ids)];
    const campaigns = await Promise.all(unique.map((id) => deps.campaigns.find(ctx, id)));
    return new Map(campaigns.flatMap((campaign) => (campaign ? [[campaign.id, campaign.name] as const] : [])));
  }
  return {
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
        nextSlotOf(deps, ctx, email, { campaign, contact }),
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
function activityView(email: EmailMessageItem, activity: EmailActivity | null): EmailActivityView | null {
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
function contactView(contact: ContactItem): NonNullable<EmailDetail['contact']> {
  return {
    id: contact.id,
    email: contact.email,
    ...(contact.firstName ? { firstName: contact.firstName } : {}),
    ...(contact.lastName ? { lastName: contact.lastName } : {}),
    ...(contact.jobTitle ? { jobTitle: contact.jobTitle } : {}),
    ...(contact.linkedInUrl ? { linkedInUrl: contact.linkedInUrl } : {}),
  };
}
