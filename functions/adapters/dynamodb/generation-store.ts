import { createWriteTransaction } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

import type { EmailMessageItem } from '../../core/ports/items';
import type { EmailLease, EmailWrite, GenerationStore } from '../../core/ports/generation';
import { requireTenant } from '../../core/tenant';
import { batchGetAll } from './batch';
import { createCampaignProgressReader } from './campaign-progress';
import { campaignProgressEntity } from './entities/campaign-progress';
import { CADENCE_DUE_PARTITION, cadenceDueKey, cadenceRunEntity } from './entities/cadence-run';
import { contactEntity } from './entities/contact';
import { emailMessageEntity } from './entities/email-message';
import { appliedIf, isConditionalCheckFailure } from './errors';
import { definedValues } from './values';
import { EMAIL_SEARCH_FIELDS } from './repositories/email-message-repository';
import { searchTextOf } from './tenant-repository';

/** Pages of pending emails a planner reads at most to find stale ones. */
const STALE_PAGES = 5;

/** A new cadence run is first looked at this long after its first email was created. */
export const CADENCE_FIRST_LOOK_MS = 24 * 60 * 60_000;

/** The generation pipeline's conditional writes over the one table (see GenerationStore). */
export function createGenerationStore(client: DynamoDBDocumentClient, table: string): GenerationStore {
  const email = emailMessageEntity(client, table);
  const contact = contactEntity(client, table);
  const progress = campaignProgressEntity(client, table);
  const run = cadenceRunEntity(client, table);
  const entities = { email, contact, progress, run };
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
      const searchText = searchTextOf(item, EMAIL_SEARCH_FIELDS);
      // a first email starts the contact's cadence run in the campaign (one per campaign and contact)
      const nextAt = new Date(Date.parse(queuedAt) + CADENCE_FIRST_LOOK_MS).toISOString();
      const runItem = {
        namespaceId,
        contactId: pending.contactId,
        campaignId: pending.campaignId,
        position: 1,
        lastStep: 0,
        nextAt,
        state: 'ACTIVE' as const,
        createdAt: queuedAt,
        updatedAt: queuedAt,
        duePartition: CADENCE_DUE_PARTITION,
        dueKey: cadenceDueKey({ namespaceId, contactId: pending.contactId, campaignId: pending.campaignId, nextAt }),
      };
      const create = (withRun: boolean) =>
        createWriteTransaction(entities, ({ email: e, contact: c, progress: p, run: r }) => [
          e.create({ ...item, ...(searchText === undefined ? {} : { searchText }) }).commit(),
          c
            .patch({ namespaceId, id: claim.contactId })
            .set({ campaignId: pending.campaignId, updatedAt: queuedAt })
            .where((attributes, op) =>
              claim.seenCampaignId === undefined
                ? op.notExists(attributes.campaignId)
                : op.eq(attributes.campaignId, claim.seenCampaignId),
            )
            .commit(),
          p
            .update({ namespaceId, campaignId: pending.campaignId })
            .add(pending.step === 0 ? { queued: 1, created: 1 } : { queued: 1 })
            .commit(),
          ...(withRun ? [r.create(runItem).commit()] : []),
        ]).go();
      const startsRun = (pending.step ?? 0) === 0;
      let result = await create(startsRun);
      const outcomes = (): readonly ({ rejected: boolean } | undefined)[] => result.data;
      if (result.canceled && startsRun && outcomes()[3]?.rejected && !outcomes()[0]?.rejected && !outcomes()[1]?.rejected) {
        // the run exists already (its first email was removed and is made again): it is kept as it is
        result = await create(false);
      }
      if (!result.canceled) return 'CREATED';
      const [emailOutcome, contactOutcome] = result.data;
      if (emailOutcome?.rejected) return 'EXISTS';
      if (contactOutcome?.rejected) return 'CONTACT_TAKEN';
      throw new Error('The email could not be created: DynamoDB canceled the transaction.');
    },

    async stalePending(ctx, campaignId, before, limit) {
      const namespaceId = requireTenant(ctx);
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
    },

    async markQueued(ctx, emailId, previousQueuedAt, queuedAt) {
      const namespaceId = requireTenant(ctx);
      return appliedIf(() =>
        email
          .patch({ namespaceId, id: emailId })
          .set({ queuedAt })
          .where((attributes, op) =>
            previousQueuedAt === undefined
              ? `${op.eq(attributes.status, 'CREATED')} AND ${op.notExists(attributes.queuedAt)}`
              : `${op.eq(attributes.status, 'CREATED')} AND ${op.eq(attributes.queuedAt, previousQueuedAt)}`,
          )
          .go({ response: 'none' }),
      );
    },

    async lease(ctx, emailId, until, now) {
      const namespaceId = requireTenant(ctx);
      try {
        const { data } = await email
          .patch({ namespaceId, id: emailId })
          .set({ leaseUntil: until })
          .where(
            (attributes, op) =>
              `${op.eq(attributes.status, 'CREATED')} AND (${op.notExists(attributes.leaseUntil)} OR ${op.lt(attributes.leaseUntil, now)})`,
          )
          .go({ response: 'all_new' });
        return { email: data, until };
      } catch (error) {
        if (!isConditionalCheckFailure(error)) throw error;
        const { data } = await email.get({ namespaceId, id: emailId }).go({ consistent: true });
        if (!data) return 'MISSING';
        return data.status === 'CREATED' ? 'HELD' : 'DONE';
      }
    },

    async release(ctx, lease) {
      const namespaceId = requireTenant(ctx);
      await appliedIf(() =>
        email
          .patch({ namespaceId, id: lease.email.id })
          .remove(['leaseUntil'])
          .where((attributes, op) => op.eq(attributes.leaseUntil, lease.until))
          .go({ response: 'none' }),
      );
    },

    async complete(ctx, lease: EmailLease, write: EmailWrite, at: string) {
      const namespaceId = requireTenant(ctx);
      const { campaignId } = lease.email;
      const values = definedValues({
        status: write.status,
        subject: write.subject,
        bodyHtml: write.bodyHtml,
        bodyText: write.bodyText,
        senderEmail: write.senderEmail,
        failureReason: write.failureReason,
        writer: write.writer,
        promptTokens: write.promptTokens,
        completionTokens: write.completionTokens,
        totalTokens: write.totalTokens,
        violations: write.violations.map((violation) => ({ code: violation.code, message: violation.message })),
        attempts: write.attempts,
        updatedAt: at,
        searchText: searchTextOf({ ...lease.email, subject: write.subject }, EMAIL_SEARCH_FIELDS),
      });
      const result = await createWriteTransaction(entities, ({ email: e, progress: p }) => [
        e
          .patch({ namespaceId, id: lease.email.id })
          .set(values)
          .remove(['leaseUntil'])
          .composite({ campaignId, createdAt: lease.email.createdAt })
          .where((attributes, op) => `${op.eq(attributes.status, 'CREATED')} AND ${op.eq(attributes.leaseUntil, lease.until)}`)
          .commit(),
        p
          .update({ namespaceId, campaignId })
          .add(write.status === 'SAVED' ? { queued: -1, written: 1 } : { queued: -1, failed: 1 })
          .commit(),
      ]).go();
      return !result.canceled;
    },

    async markContactInProgress(ctx, contactId, at) {
      const namespaceId = requireTenant(ctx);
      await appliedIf(() =>
        contact
          .patch({ namespaceId, id: contactId })
          .set({ status: 'IN_PROGRESS', updatedAt: at })
          .where((attributes, op) => op.eq(attributes.status, 'NEW'))
          .go({ response: 'none' }),
      );
    },

    progress: (ctx, campaignIds) => progressReader.progress(ctx, campaignIds),

    async setInScope(ctx, campaignId, count) {
      const namespaceId = requireTenant(ctx);
      await progress.update({ namespaceId, campaignId }).set({ inScope: count }).go({ response: 'none' });
    },
  };
}
