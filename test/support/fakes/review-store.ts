import { emailTabOf, type EmailStatus } from '../../../shared/domain/email';
import { EMAIL_LIST_ATTRIBUTES } from '../../../shared/platform/table';
import type { EmailFilter } from '../../../shared/schemas/email-review';
import type { EmailMessageItem } from '../../../functions/core/ports/items';
import type {
  ChangeOutcome,
  EmailChange,
  EmailListItem,
  EmailReviewStore,
  ProgressDelta,
  StoredHistoryEntry,
} from '../../../functions/core/ports/review';
import { requireTenant, type TenantContext } from '../../../functions/core/tenant';

/** What the search of the review queue looks in, as the table keeps it: subject and recipient, lower case. */
const SEARCH_FIELDS = ['subject', 'contactEmail', 'contactName'] as const;

/** Attributes the send planner's plan holds, which leaving SCHEDULED or SENDING (or scheduling anew) drops. */
const PLAN_ATTRIBUTES = ['plannedAt', 'plannedTimeZone', 'holdReason'] as const;

/** A stored email and what the table keeps beside it: its lease. */
interface Stored {
  email: EmailMessageItem;
  leaseUntil?: number;
}

function searchTextOf(email: EmailMessageItem): string {
  return SEARCH_FIELDS.map((field) => email[field]?.trim().toLowerCase() ?? '')
    .filter((part) => part !== '')
    .join('\n');
}

function matches(email: EmailMessageItem, filter: EmailFilter): boolean {
  const search = filter.search?.trim().toLowerCase();
  return (
    emailTabOf(email.status) === filter.tab &&
    (filter.campaignId === undefined || email.campaignId === filter.campaignId) &&
    (filter.contactId === undefined || email.contactId === filter.contactId) &&
    (filter.reviewStatus === undefined || email.reviewStatus === filter.reviewStatus) &&
    (filter.channel === undefined || email.channel === filter.channel) &&
    (!search || searchTextOf(email).includes(search))
  );
}

/** The review queue's index key: newest first by creation time, then id. */
function tabKey(email: EmailMessageItem): string {
  return `${email.createdAt}#${email.id}`;
}

/** An email as the review queue's index lists it; with the send planner's plan on the SCHEDULED tab. */
function listed(email: EmailMessageItem, withPlan = false): EmailListItem {
  const kept: Record<string, unknown> = { namespaceId: email.namespaceId, id: email.id, createdAt: email.createdAt };
  for (const name of [...EMAIL_LIST_ATTRIBUTES, ...(withPlan ? PLAN_ATTRIBUTES : [])]) {
    const value: unknown = Reflect.get(email, name);
    if (value !== undefined) kept[name] = value;
  }
  return kept as EmailListItem;
}

/**
 * Attributes a change removes besides those it names: the plan, when the email leaves SCHEDULED or
 * SENDING or an email is scheduled anew (the port's contract, EmailChange.remove).
 */
function impliedRemovals(current: EmailMessageItem, change: EmailChange): readonly string[] {
  const status = change.set.status ?? current.status;
  if (current.channel === 'EMAIL' && status === 'SCHEDULED') {
    const scheduledAnew = current.status !== 'SCHEDULED' || change.set.scheduledAt !== undefined;
    return scheduledAnew ? PLAN_ATTRIBUTES : [];
  }
  if (current.channel === 'EMAIL' && status === 'SENDING' && change.leaseUntil !== undefined) return [];
  if (change.set.status === undefined || change.set.status === current.status) return [];
  return PLAN_ATTRIBUTES;
}

/**
 * The review queue's store in memory, keeping the contract of EmailReviewStore as the DynamoDB
 * adapter does: every call is scoped to the caller's instance (an email of another reads as
 * missing), a change applies only while the email is as read (same status and updatedAt, and its
 * lease ended when asked) and answers CONFLICT or MISSING otherwise, its history entries and
 * campaign counts follow it, and a hand-written email (origin MANUAL) moves no count.
 */
export function createFakeEmailReviewStore() {
  const emails = new Map<string, Stored>();
  const entries = new Map<string, StoredHistoryEntry[]>();
  const counts = new Map<string, Record<string, number>>();
  let sequence = 0;

  const key = (namespaceId: string, id: string) => `${namespaceId}#${id}`;
  const emailsOf = (namespaceId: string) =>
    [...emails.values()].map((stored) => stored.email).filter((email) => email.namespaceId === namespaceId);
  const historyOf = (namespaceId: string) => entries.get(namespaceId) ?? [];

  function addCounts(namespaceId: string, campaignId: string, delta: ProgressDelta | undefined) {
    const progress = counts.get(key(namespaceId, campaignId)) ?? {};
    for (const [field, value] of Object.entries(delta ?? {})) progress[field] = (progress[field] ?? 0) + (value ?? 0);
    counts.set(key(namespaceId, campaignId), progress);
  }

  function writeHistory(namespaceId: string, current: EmailMessageItem, change: EmailChange) {
    const dropped = new Set((change.dropVersions ?? []).map((version) => `${version.at}#${version.seq}`));
    const kept = historyOf(namespaceId).filter(
      (entry) => entry.emailId !== current.id || !dropped.has(`${entry.at}#${entry.seq}`),
    );
    const added = change.history.map((entry, index) => {
      sequence += 1;
      return {
        ...entry,
        emailId: current.id,
        contactId: current.contactId,
        campaignId: current.campaignId,
        seq: `${String(index).padStart(2, '0')}-${String(sequence).padStart(8, '0')}`,
      };
    });
    entries.set(namespaceId, [...kept, ...added]);
  }

  function asRead(stored: Stored | undefined, current: EmailMessageItem, leaseEndedBefore?: number): boolean {
    if (!stored) return false;
    const { email, leaseUntil } = stored;
    if (email.status !== current.status || email.updatedAt !== current.updatedAt) return false;
    return leaseEndedBefore === undefined || leaseUntil === undefined || leaseUntil < leaseEndedBefore;
  }

  const store: EmailReviewStore = {
    get(ctx, id) {
      const stored = emails.get(key(requireTenant(ctx), id));
      return Promise.resolve(stored ? { ...stored.email } : null);
    },

    getMany(ctx, ids) {
      const namespaceId = requireTenant(ctx);
      const found = [...new Set(ids)].flatMap((id) => {
        const stored = emails.get(key(namespaceId, id));
        return stored ? [{ ...stored.email }] : [];
      });
      return Promise.resolve(found);
    },

    list(ctx, filter, page) {
      const all = emailsOf(requireTenant(ctx))
        .filter((email) => matches(email, filter))
        .sort((a, b) => tabKey(b).localeCompare(tabKey(a)));
      const after = page.cursor === undefined ? all : all.filter((email) => tabKey(email) < String(page.cursor));
      const items = after.slice(0, page.limit);
      const last = items.at(-1);
      const cursor = after.length > items.length && last ? tabKey(last) : null;
      return Promise.resolve({ items: items.map((email) => listed(email, filter.tab === 'SCHEDULED')), cursor });
    },

    count(ctx, filter) {
      return Promise.resolve(emailsOf(requireTenant(ctx)).filter((email) => matches(email, filter)).length);
    },

    listByContact(ctx, contactId, limit) {
      const all = emailsOf(requireTenant(ctx))
        .filter((email) => email.contactId === contactId)
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
      return Promise.resolve({ items: all.slice(0, limit), more: all.length > limit });
    },

    linkedInOutbox(ctx, statuses: readonly EmailStatus[], { dueBy }) {
      const items = emailsOf(requireTenant(ctx))
        .filter(
          (email) =>
            emailTabOf(email.status) === 'SCHEDULED' &&
            email.channel === 'LINKEDIN' &&
            statuses.includes(email.status) &&
            (dueBy === undefined || (email.scheduledAt !== undefined && email.scheduledAt <= dueBy)),
        )
        .sort((a, b) => tabKey(a).localeCompare(tabKey(b)))
        .map((email) => listed(email));
      return Promise.resolve({ items, cursor: null });
    },

    history(ctx, contactId, emailId) {
      const found = historyOf(requireTenant(ctx))
        .filter((entry) => entry.contactId === contactId && (emailId === undefined || entry.emailId === emailId))
        .sort((a, b) => `${a.emailId}#${a.at}#${a.seq}`.localeCompare(`${b.emailId}#${b.at}#${b.seq}`));
      return Promise.resolve(found.map((entry) => ({ ...entry })));
    },

    change(ctx, current, asked, at): Promise<ChangeOutcome> {
      const namespaceId = requireTenant(ctx);
      const stored = emails.get(key(namespaceId, current.id));
      if (!stored) return Promise.resolve({ outcome: 'MISSING' });
      if (!asRead(stored, current, asked.leaseEndedBefore)) return Promise.resolve({ outcome: 'CONFLICT' });
      const removed = [...new Set([...(asked.remove ?? []), ...impliedRemovals(current, asked)])].filter(
        (name) => !(name in asked.set),
      );
      const next: Record<string, unknown> = { ...stored.email };
      for (const [name, value] of Object.entries(asked.set)) if (value !== undefined) next[name] = value;
      for (const name of removed) Reflect.deleteProperty(next, name);
      next.updatedAt = at;
      const email = next as EmailMessageItem;
      emails.set(key(namespaceId, current.id), {
        email,
        ...(asked.leaseUntil === undefined
          ? stored.leaseUntil === undefined
            ? {}
            : { leaseUntil: stored.leaseUntil }
          : { leaseUntil: asked.leaseUntil }),
      });
      writeHistory(namespaceId, current, asked);
      // a hand-written email is a member's conversation, not the campaign's outreach: no counter counts it
      if (current.origin !== 'MANUAL') addCounts(namespaceId, current.campaignId, asked.progress);
      return Promise.resolve({ outcome: 'CHANGED', email: { ...email } });
    },

    remove(ctx, current, progress) {
      const namespaceId = requireTenant(ctx);
      if (!asRead(emails.get(key(namespaceId, current.id)), current)) return Promise.resolve(false);
      emails.delete(key(namespaceId, current.id));
      entries.set(
        namespaceId,
        historyOf(namespaceId).filter((entry) => entry.emailId !== current.id),
      );
      addCounts(namespaceId, current.campaignId, progress);
      return Promise.resolve(true);
    },
  };

  return {
    store,
    /** creates the email unless one with its id exists in its instance (false then), as the email store does */
    create(email: EmailMessageItem): boolean {
      if (emails.has(key(email.namespaceId, email.id))) return false;
      emails.set(key(email.namespaceId, email.id), { email: { ...email } });
      return true;
    },
    /** another writer's change, as one made between a read and a conditional write: a new updatedAt */
    touch(ctx: TenantContext, id: string, at: string, set: Partial<EmailMessageItem> = {}) {
      const stored = emails.get(key(requireTenant(ctx), id));
      if (!stored) throw new Error(`No email ${id} to change.`);
      stored.email = { ...stored.email, ...set, updatedAt: at };
    },
    /** the counts the store's changes moved for a campaign */
    progress(ctx: TenantContext, campaignId: string): Readonly<Record<string, number>> {
      return { ...counts.get(key(requireTenant(ctx), campaignId)) };
    },
  };
}

export type FakeEmailReviewStore = ReturnType<typeof createFakeEmailReviewStore>;
