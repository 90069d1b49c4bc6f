import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

import type { CadenceRun, CadenceRunStore } from '../../core/ports/cadence';
import { requireTenant } from '../../core/tenant';
import { batchGetAll } from './batch';
import { contactEntity } from './entities/contact';
import { CADENCE_DUE_PARTITION, cadenceDueKey, cadenceRunEntity, type CadenceRunItem } from './entities/cadence-run';
import { emailMessageReader } from './entities/email-message';
import { appliedIf } from './errors';

/** Pages of a contact's runs read at most (a contact is in a handful of campaigns). */
const CONTACT_RUN_PAGES = 10;

function runOf(item: CadenceRunItem): CadenceRun {
  return {
    namespaceId: item.namespaceId,
    contactId: item.contactId,
    campaignId: item.campaignId,
    position: item.position,
    lastStep: item.lastStep,
    nextAt: item.nextAt,
    notBefore: item.notBefore,
    state: item.state,
    endReason: item.endReason,
    endedAt: item.endedAt,
    createdAt: item.createdAt,
    updatedAt: item.updatedAt,
  };
}

/** The cadence runs over the one table (see CadenceRunStore). */
export function createCadenceRunStore(client: DynamoDBDocumentClient, table: string): CadenceRunStore {
  const runs = cadenceRunEntity(client, table);
  const email = emailMessageReader(client, table);
  const contact = contactEntity(client, table);

  const key = (namespaceId: string, run: Pick<CadenceRun, 'contactId' | 'campaignId'>) => ({
    namespaceId,
    contactId: run.contactId,
    campaignId: run.campaignId,
  });

  return {
    async due(by, page) {
      // `<time>#<ns>#<contact>#<campaign>`: every key of a time at or before `by` sorts before `<by>#~`
      const result = await runs.query
        .due({ duePartition: CADENCE_DUE_PARTITION })
        .lte({ dueKey: `${by}#~` })
        .go({ cursor: page.cursor, limit: page.limit, order: 'asc' });
      return {
        items: result.data.map((item) => ({
          namespaceId: item.namespaceId,
          contactId: item.contactId,
          campaignId: item.campaignId,
        })),
        cursor: result.cursor,
      };
    },

    async get(ctx, contactId, campaignId) {
      const namespaceId = requireTenant(ctx);
      const { data } = await runs.get({ namespaceId, contactId, campaignId }).go({ consistent: true });
      return data ? runOf(data) : null;
    },

    async activeOfContact(ctx, contactId) {
      const namespaceId = requireTenant(ctx);
      const found: CadenceRun[] = [];
      let cursor: string | null = null;
      for (let page = 0; page < CONTACT_RUN_PAGES; page += 1) {
        const result: { data: CadenceRunItem[]; cursor: string | null } = await runs.query
          .byContact({ namespaceId, contactId })
          .where((attributes, op) => op.eq(attributes.state, 'ACTIVE'))
          .go({ cursor, limit: 100, consistent: true });
        // the sort key begins with `<contactId>#`; ids never hold '#', so no other contact's runs match
        found.push(...result.data.filter((item) => item.contactId === contactId).map(runOf));
        cursor = result.cursor;
        if (!cursor) break;
      }
      return found;
    },

    move(ctx, seen, move, at) {
      const namespaceId = requireTenant(ctx);
      const next = { ...key(namespaceId, seen), nextAt: move.nextAt };
      return appliedIf(() =>
        runs
          .patch(key(namespaceId, seen))
          .set({
            position: move.position,
            lastStep: move.lastStep,
            nextAt: move.nextAt,
            updatedAt: at,
            duePartition: CADENCE_DUE_PARTITION,
            dueKey: cadenceDueKey(next),
          })
          .where(
            (attributes, op) =>
              `${op.eq(attributes.state, 'ACTIVE')} AND ${op.eq(attributes.position, seen.position)} AND ${op.eq(attributes.nextAt, seen.nextAt)}`,
          )
          .go({ response: 'none' }),
      );
    },

    end(ctx, seen, reason, at, unchanged) {
      const namespaceId = requireTenant(ctx);
      return appliedIf(() =>
        runs
          .patch(key(namespaceId, seen))
          .set({ state: 'ENDED', endReason: reason, endedAt: at, updatedAt: at })
          .remove(['duePartition', 'dueKey'])
          .where((attributes, op) =>
            unchanged
              ? `${op.eq(attributes.state, 'ACTIVE')} AND ${op.eq(attributes.position, seen.position)} AND ${op.eq(attributes.nextAt, seen.nextAt)}`
              : op.eq(attributes.state, 'ACTIVE'),
          )
          .go({ response: 'none' }),
      );
    },

    postpone(ctx, run, notBefore, at) {
      const namespaceId = requireTenant(ctx);
      return appliedIf(() =>
        runs
          .patch(key(namespaceId, run))
          .set({ notBefore, updatedAt: at })
          .where(
            (attributes, op) =>
              `${op.eq(attributes.state, 'ACTIVE')} AND (${op.notExists(attributes.notBefore)} OR ${op.lt(attributes.notBefore, notBefore)})`,
          )
          .go({ response: 'none' }),
      );
    },

    async emails(ctx, ids) {
      const namespaceId = requireTenant(ctx);
      return batchGetAll(
        [...new Set(ids)].map((id) => ({ namespaceId, id })),
        async (pending) => {
          const { data, unprocessed } = await email.get(pending).go({ concurrency: 4, consistent: true });
          return { data, unprocessed: unprocessed.map((item) => ({ namespaceId, id: item.id })) };
        },
      );
    },

    async markContactNoReply(ctx, contactId, at) {
      const namespaceId = requireTenant(ctx);
      await appliedIf(() =>
        contact
          .patch({ namespaceId, id: contactId })
          .set({ status: 'NO_REPLY', updatedAt: at })
          .where((attributes, op) => op.eq(attributes.status, 'IN_PROGRESS'))
          .go({ response: 'none' }),
      );
    },
  };
}
