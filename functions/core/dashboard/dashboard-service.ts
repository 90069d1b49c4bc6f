import type { DashboardSummary } from '../../../shared/api/schemas';
import { CAMPAIGN_STATUSES, type CampaignStatus } from '../../../shared/domain/campaign';
import { EMAIL_STATUSES, isSentOrLater, type EmailStatus } from '../../../shared/domain/email';
import { timeSavedMinutes } from '../../../shared/domain/prospector';
import { MAX_PAGE_SIZE, type ListOptions, type Page } from '../ports/data';
import type { TenantContext } from '../tenant';

/** A tenant collection that can be read a page at a time (every tenant repository is one). */
interface Paged<T> {
  list(ctx: TenantContext, options?: ListOptions): Promise<Page<T>>;
}

/** What the dashboard reads: the instance's contacts, campaigns and email messages. */
export interface DashboardRepositories {
  readonly contacts: Paged<unknown>;
  readonly campaigns: Paged<{ status: CampaignStatus }>;
  readonly emailMessages: Paged<{ status: EmailStatus; contactId: string }>;
}

/** Calls `visit` with every item of the collection, one query page (of at most 100) at a time. */
async function forEachItem<T>(collection: Paged<T>, ctx: TenantContext, visit: (item: T) => void): Promise<void> {
  let cursor: string | null = null;
  do {
    const page: Page<T> = await collection.list(ctx, { limit: MAX_PAGE_SIZE, cursor, order: 'asc' });
    page.items.forEach(visit);
    cursor = page.cursor;
  } while (cursor);
}

/** `{ A: 0, B: 0, … }` for every value of an enumeration. */
function zeroCounts<K extends string>(keys: readonly K[]): Record<K, number> {
  return Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;
}

/**
 * The dashboard's numbers, computed from the items themselves (definitions on
 * `DashboardSummaryResponseSchema`).
 *
 * Cost: one paged query over each of the instance's contacts, campaigns and email messages, so
 * every one of those items is read once per call (items read = contacts + campaigns + emails, in
 * ⌈n / 100⌉ queries each; read units ≈ their total size / 4 KB / 2, eventually consistent). Email
 * messages carry their bodies and dominate. Correct at any size, but linear in the instance's data:
 * counters kept on write are the way to a constant cost when instances grow large.
 */
export function createDashboardService(repos: DashboardRepositories) {
  return {
    async summary(ctx: TenantContext): Promise<DashboardSummary> {
      let contacts = 0;
      const campaignsByStatus = zeroCounts(CAMPAIGN_STATUSES);
      const emailsByStatus = zeroCounts(EMAIL_STATUSES);
      const emailed = new Set<string>();

      await Promise.all([
        forEachItem(repos.contacts, ctx, () => {
          contacts += 1;
        }),
        forEachItem(repos.campaigns, ctx, (campaign) => {
          campaignsByStatus[campaign.status] += 1;
        }),
        forEachItem(repos.emailMessages, ctx, (email) => {
          emailsByStatus[email.status] += 1;
          if (isSentOrLater(email.status)) emailed.add(email.contactId);
        }),
      ]);

      return {
        contacts,
        campaignsByStatus,
        emailsByStatus,
        contactsEmailed: emailed.size,
        timeSavedMinutes: timeSavedMinutes(emailed.size),
      };
    },
  };
}
export type DashboardService = ReturnType<typeof createDashboardService>;
