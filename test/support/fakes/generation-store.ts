import { CAMPAIGN_PROGRESS_FIELDS } from '../../../shared/domain/campaign';
import type { ContactStatus } from '../../../shared/domain/contact';
import type { CampaignProgress } from '../../../shared/schemas/campaign-generation';
import type { GenerationStore } from '../../../functions/core/ports/generation';
import type { EmailMessageItem } from '../../../functions/core/ports/items';
import { requireTenant, type TenantContext } from '../../../functions/core/tenant';

/** A contact as the planner's claim reads it: the campaign writing to it and its status. */
export interface ClaimedContact {
  readonly campaignId?: string | undefined;
  readonly status: ContactStatus;
}

/** A campaign's progress as the store answers it: its counts (zero where none moved), not the `created` count the planner keeps beside them. */
function progressView(counts: Readonly<Record<string, number>>): CampaignProgress {
  return Object.fromEntries(CAMPAIGN_PROGRESS_FIELDS.map((field) => [field, counts[field] ?? 0])) as CampaignProgress;
}

/**
 * The generation pipeline's store in memory, keeping GenerationStore's contract as the DynamoDB
 * adapter does: every call scoped to the caller's instance; an email created once per id; a lease
 * taken only on a CREATED email nobody holds at `now` (MISSING, DONE or HELD otherwise) and given
 * back only by its holder; a write saved once, while the email is still CREATED, and counted then;
 * a contact claimed only while it shows the campaign the planner saw (moving NEW to IN_PROGRESS).
 */
export function createFakeGenerationStore() {
  const emails = new Map<string, EmailMessageItem>();
  const leases = new Map<string, number>();
  const contacts = new Map<string, ClaimedContact>();
  const counts = new Map<string, Record<string, number>>();
  const runs = new Set<string>();
  const key = (namespaceId: string, id: string) => `${namespaceId}#${id}`;

  function add(namespaceId: string, campaignId: string, delta: Readonly<Record<string, number>>) {
    const progress = counts.get(key(namespaceId, campaignId)) ?? {};
    for (const [field, value] of Object.entries(delta)) progress[field] = (progress[field] ?? 0) + value;
    counts.set(key(namespaceId, campaignId), progress);
  }

  function claim(
    namespaceId: string,
    campaignId: string,
    contactId: string,
    seen: string | undefined,
    seenStatus?: ContactStatus,
  ) {
    const contact = contacts.get(key(namespaceId, contactId));
    if (!contact || contact.campaignId !== seen) return false;
    const starts = seenStatus === 'NEW' && contact.status === 'NEW';
    contacts.set(key(namespaceId, contactId), { campaignId, status: starts ? 'IN_PROGRESS' : contact.status });
    return true;
  }

  const store: GenerationStore = {
    existing(ctx, ids) {
      const namespaceId = requireTenant(ctx);
      return Promise.resolve(new Set(ids.filter((id) => emails.has(key(namespaceId, id)))));
    },

    createPending(ctx, pending, seen, queuedAt) {
      const namespaceId = requireTenant(ctx);
      if (!claim(namespaceId, pending.campaignId, seen.contactId, seen.seenCampaignId, seen.seenStatus)) {
        return Promise.resolve('CONTACT_TAKEN');
      }
      if ((pending.step ?? 0) === 0) runs.add(key(namespaceId, `${pending.campaignId}#${pending.contactId}`));
      if (emails.has(key(namespaceId, pending.id))) return Promise.resolve('EXISTS');
      const email: EmailMessageItem = {
        ...pending,
        namespaceId,
        status: 'CREATED',
        reviewStatus: 'NOT_REVIEWED',
        copyStatus: 'ORIGINAL',
        queuedAt,
        createdAt: queuedAt,
        updatedAt: queuedAt,
      };
      emails.set(key(namespaceId, pending.id), email);
      return Promise.resolve('CREATED');
    },

    addCreated(ctx, campaignId, created) {
      if (created.emails === 0 && created.firstEmails === 0) return Promise.resolve();
      add(requireTenant(ctx), campaignId, {
        queued: created.emails,
        ...(created.firstEmails === 0 ? {} : { created: created.firstEmails }),
      });
      return Promise.resolve();
    },

    stalePending(ctx, campaignId, before, limit) {
      const namespaceId = requireTenant(ctx);
      const stale = [...emails.values()]
        .filter(
          (email) =>
            email.namespaceId === namespaceId &&
            email.campaignId === campaignId &&
            email.status === 'CREATED' &&
            (email.queuedAt === undefined || email.queuedAt < before),
        )
        .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
      return Promise.resolve(stale.slice(0, limit));
    },

    markQueued(ctx, emailId, previousQueuedAt, queuedAt) {
      const namespaceId = requireTenant(ctx);
      const email = emails.get(key(namespaceId, emailId));
      if (!email || email.status !== 'CREATED' || email.queuedAt !== previousQueuedAt) return Promise.resolve(false);
      emails.set(key(namespaceId, emailId), { ...email, queuedAt });
      return Promise.resolve(true);
    },

    lease(ctx, emailId, until, now) {
      const namespaceId = requireTenant(ctx);
      const email = emails.get(key(namespaceId, emailId));
      if (!email) return Promise.resolve('MISSING');
      if (email.status !== 'CREATED') return Promise.resolve('DONE');
      const held = leases.get(key(namespaceId, emailId));
      if (held !== undefined && held >= now) return Promise.resolve('HELD');
      leases.set(key(namespaceId, emailId), until);
      return Promise.resolve({ email: { ...email }, until });
    },

    release(ctx, lease) {
      const leaseKey = key(requireTenant(ctx), lease.email.id);
      if (leases.get(leaseKey) === lease.until) leases.delete(leaseKey);
      return Promise.resolve();
    },

    complete(ctx, lease, write, at) {
      requireTenant(ctx);
      const { namespaceId, campaignId, id } = lease.email;
      const email = emails.get(key(namespaceId, id));
      if (!email || email.status !== 'CREATED') return Promise.resolve(false);
      const saved: Record<string, unknown> = { ...email };
      const values = {
        ...write,
        writeOutcome: write.status,
        violations: write.violations.map(({ code, message }) => ({ code, message })),
      };
      for (const [name, value] of Object.entries(values)) if (value !== undefined) saved[name] = value;
      saved.updatedAt = at;
      emails.set(key(namespaceId, id), saved as EmailMessageItem);
      add(namespaceId, campaignId, write.status === 'SAVED' ? { queued: -1, written: 1 } : { queued: -1, failed: 1 });
      return Promise.resolve(true);
    },

    progress(ctx, campaignIds) {
      const namespaceId = requireTenant(ctx);
      return Promise.resolve(new Map(campaignIds.map((id) => [id, progressView(counts.get(key(namespaceId, id)) ?? {})])));
    },

    setInScope(ctx, campaignId, count) {
      const namespaceId = requireTenant(ctx);
      counts.set(key(namespaceId, campaignId), { ...counts.get(key(namespaceId, campaignId)), inScope: count });
      return Promise.resolve();
    },
  };

  return {
    store,
    /** an email as the planner left it (created unless its id exists in its instance: false then) */
    create(email: EmailMessageItem): boolean {
      if (emails.has(key(email.namespaceId, email.id))) return false;
      emails.set(key(email.namespaceId, email.id), { ...email });
      return true;
    },
    /** the email as stored now, or null */
    email(ctx: TenantContext, id: string): EmailMessageItem | null {
      return emails.get(key(requireTenant(ctx), id)) ?? null;
    },
    /** the end of the email's lease, if one is held */
    leaseOf(ctx: TenantContext, id: string): number | undefined {
      return leases.get(key(requireTenant(ctx), id));
    },
    /** a contact the planner may claim */
    putContact(ctx: TenantContext, id: string, contact: ClaimedContact): void {
      contacts.set(key(requireTenant(ctx), id), contact);
    },
    contact(ctx: TenantContext, id: string): ClaimedContact | undefined {
      return contacts.get(key(requireTenant(ctx), id));
    },
  };
}

export type FakeGenerationStore = ReturnType<typeof createFakeGenerationStore>;
