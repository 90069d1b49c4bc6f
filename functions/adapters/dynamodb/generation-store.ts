import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

import type { EmailMessageItem } from '../../core/ports/items';
import type { ContactClaim, EmailLease, EmailWrite, GenerationStore } from '../../core/ports/generation';
import { requireTenant } from '../../core/tenant';
import { batchGetAll } from './batch';
import { createCampaignProgressReader } from './campaign-progress';
import { campaignProgressEntity } from './entities/campaign-progress';
import { CADENCE_DUE_PARTITION, cadenceDueKey, cadenceRunEntity } from './entities/cadence-run';
import { contactEntity } from './entities/contact';
import { emailLeaseEntity } from './entities/email-lease';
import { emailMessageReader } from './entities/email-message';
import { appliedIf } from './errors';
import { definedValues } from './values';
import { createEmailStore, createGenerationEmailWrites } from './email-store';
import { TABLE_KEYS } from './table';

/** Pages of pending emails a planner reads at most to find stale ones. */
const STALE_PAGES = 5;

/** A new cadence run is first looked at this long after its first email was created. */
const CADENCE_FIRST_LOOK_MS = 24 * 60 * 60_000;

/**
 * Sets the campaign on the contact if it still shows the campaign it was seen in (the same
 * campaign on a retry, so a retried claim holds again). A contact seen NEW moves to IN_PROGRESS
 * in the same write, unless its status moved since it was read (then the claim alone is made).
 */
async function claimContact(
  contact: ReturnType<typeof contactEntity>,
  namespaceId: string,
  campaignId: string,
  claim: ContactClaim,
  at: string,
): Promise<boolean> {
  const claimWith = (startsProgress: boolean) =>
    appliedIf(() =>
      contact
        .patch({ namespaceId, id: claim.contactId })
        .set({ campaignId, updatedAt: at, ...(startsProgress ? { status: 'IN_PROGRESS' as const } : {}) })
        .where((attributes, op) => {
          const seen =
            claim.seenCampaignId === undefined
              ? op.notExists(attributes.campaignId)
              : op.eq(attributes.campaignId, claim.seenCampaignId);
          return startsProgress ? `${seen} AND ${op.eq(attributes.status, 'NEW')}` : seen;
        })
        .go({ response: 'none' }),
    );
  if (claim.seenStatus === 'NEW' && (await claimWith(true))) return true;
  return claimWith(false);
}

/**
 * Starts the contact's cadence run in the campaign with its first email (one per campaign and
 * contact), before the email: a retry finds the email and would not start it. A run that exists
 * already (a retry, or its first email was removed and is made again) is kept as it is.
 */
async function startCadenceRun(
  run: ReturnType<typeof cadenceRunEntity>,
  namespaceId: string,
  pending: Pick<EmailMessageItem, 'contactId' | 'campaignId'>,
  queuedAt: string,
): Promise<void> {
  const nextAt = new Date(Date.parse(queuedAt) + CADENCE_FIRST_LOOK_MS).toISOString();
  await appliedIf(() =>
    run
      .create({
        namespaceId,
        contactId: pending.contactId,
        campaignId: pending.campaignId,
        position: 1,
        lastStep: 0,
        nextAt,
        state: 'ACTIVE',
        createdAt: queuedAt,
        updatedAt: queuedAt,
        duePartition: CADENCE_DUE_PARTITION,
        dueKey: cadenceDueKey({ namespaceId, contactId: pending.contactId, campaignId: pending.campaignId, nextAt }),
      })
      .go({ response: 'none' }),
  );
}

/** The campaign's emails still CREATED and not queued since `before`, the oldest first, at most `limit` (GenerationStore.stalePending). */
async function stalePending(
  email: ReturnType<typeof emailMessageReader>,
  namespaceId: string,
  campaignId: string,
  before: string,
  limit: number,
): Promise<EmailMessageItem[]> {
  const found: EmailMessageItem[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < STALE_PAGES && found.length < limit; page += 1) {
    const result: { data: EmailMessageItem[]; cursor: string | null } = await email.query
      .pending({ namespaceId, campaignId, status: 'CREATED' })
      .where((attributes, op) => `${op.notExists(attributes.queuedAt)} OR ${op.lt(attributes.queuedAt, before)}`)
      .go({ cursor, limit: 100, order: 'asc' });
    found.push(...result.data);
    cursor = result.cursor;
    if (!cursor) break;
  }
  return found.slice(0, limit);
}

/** The generation pipeline's conditional writes over the one table (see GenerationStore). */
export function createGenerationStore(client: DynamoDBDocumentClient, table: string): GenerationStore {
  const email = emailMessageReader(client, table);
  // the email item's writes are the email store's, its one writer
  const writes = createEmailStore(client, table);
  const generationWrites = createGenerationEmailWrites(client, table);
  const contact = contactEntity(client, table);
  const progress = campaignProgressEntity(client, table);
  const run = cadenceRunEntity(client, table);
  const leases = emailLeaseEntity(client, table);
  const progressReader = createCampaignProgressReader(client, table);

  return {
    async existing(ctx, ids) {
      const namespaceId = requireTenant(ctx);
      const items = await batchGetAll(
        [...new Set(ids)].map((id) => ({ namespaceId, id })),
        async (pending) => {
          const { data, unprocessed } = await email.get(pending).go({ concurrency: 4, attributes: ['id'] });
          return { data, unprocessed: unprocessed.map((key) => ({ namespaceId, id: key.id })) };
        },
      );
      return new Set(items.map((item) => item.id));
    },

    async createPending(ctx, pending, claim, queuedAt) {
      const namespaceId = requireTenant(ctx);
      // the claim comes first: an email made for a contact another campaign took would have to be
      // taken back; a claim whose email is never made holds the contact for this campaign only,
      // which the planner's next run (or the end of the campaign) settles
      if (!(await claimContact(contact, namespaceId, pending.campaignId, claim, queuedAt))) return 'CONTACT_TAKEN';
      if ((pending.step ?? 0) === 0) await startCadenceRun(run, namespaceId, pending, queuedAt);
      const item: EmailMessageItem = {
        ...definedValues(pending),
        id: pending.id,
        campaignId: pending.campaignId,
        contactId: pending.contactId,
        type: pending.type,
        channel: pending.channel,
        language: pending.language,
        namespaceId,
        status: 'CREATED',
        reviewStatus: 'NOT_REVIEWED',
        copyStatus: 'ORIGINAL',
        queuedAt,
        createdAt: queuedAt,
        updatedAt: queuedAt,
      };
      return (await writes.create(item)) ? 'CREATED' : 'EXISTS';
    },

    async addCreated(ctx, campaignId, counts) {
      const namespaceId = requireTenant(ctx);
      if (counts.emails === 0 && counts.firstEmails === 0) return;
      await progress
        .update({ namespaceId, campaignId })
        .add({ queued: counts.emails, ...(counts.firstEmails === 0 ? {} : { created: counts.firstEmails }) })
        .go({ response: 'none' });
    },

    stalePending: (ctx, campaignId, before, limit) => stalePending(email, requireTenant(ctx), campaignId, before, limit),

    markQueued: (ctx, emailId, previousQueuedAt, queuedAt) =>
      generationWrites.markQueued(requireTenant(ctx), emailId, previousQueuedAt, queuedAt),

    async lease(ctx, emailId, until, now) {
      const namespaceId = requireTenant(ctx);
      // an eventually consistent read: an email saved a moment ago that still reads CREATED has its
      // writer's lease live (kept until its end), so it is found held, then done on the next try
      const { data: current } = await email.get({ namespaceId, id: emailId }).go();
      if (!current) return 'MISSING';
      if (current.status !== 'CREATED') return 'DONE';
      const taken = await appliedIf(() =>
        leases
          .put({ namespaceId, emailId, until, [TABLE_KEYS.ttlAttribute]: Math.ceil(until / 1000) })
          .where((attributes, op) => `${op.notExists(attributes.until)} OR ${op.lt(attributes.until, now)}`)
          .go({ response: 'none' }),
      );
      return taken ? { email: current, until } : 'HELD';
    },

    async release(ctx, lease) {
      const namespaceId = requireTenant(ctx);
      await appliedIf(() =>
        leases
          .delete({ namespaceId, emailId: lease.email.id })
          .where((attributes, op) => op.eq(attributes.until, lease.until))
          .go({ response: 'none' }),
      );
    },

    complete(ctx, lease: EmailLease, write: EmailWrite, at: string) {
      requireTenant(ctx);
      // the email's own condition makes the save once: whoever saves first (the lease holder, or a
      // worker that took over after the lease ran out) leaves it CREATED no more. Its lease item is
      // left to the TTL: a lease of an email no longer CREATED is never taken.
      return generationWrites.saveWritten(lease.email, write, at);
    },

    progress: (ctx, campaignIds) => progressReader.progress(ctx, campaignIds),

    async setInScope(ctx, campaignId, count) {
      const namespaceId = requireTenant(ctx);
      await progress.update({ namespaceId, campaignId }).set({ inScope: count }).go({ response: 'none' });
    },
  };
}
