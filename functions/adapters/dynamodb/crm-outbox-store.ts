import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

import type { CrmOutboxItem, CrmOutboxSettlement, CrmOutboxStore } from '../../core/ports/crm-outbox';
import { requireTenant } from '../../core/tenant';
import {
  CRM_OUTBOX_DUE_PARTITION,
  crmOutboxDeadPartition,
  crmOutboxDueKey,
  crmOutboxEntity,
  type CrmOutboxEntityItem,
} from './entities/crm-outbox';
import { decodeCursor, encodeCursor, withCursor } from './cursor';
import { appliedIf } from './errors';
import { recordCrmOutboxEvents } from './crm-outbox-record';

/** How long a settled event is kept, so a replayed cause still finds it (SQS keeps a message 14 days at most). */
const SETTLED_KEEP_SECONDS = 30 * 24 * 60 * 60;

function itemOf(data: CrmOutboxEntityItem): CrmOutboxItem {
  return {
    namespaceId: data.namespaceId,
    type: data.type,
    eventId: data.id,
    kind: data.kind,
    contactId: data.contactId,
    emailId: data.emailId,
    at: data.at,
    state: data.state,
    attempts: data.attempts,
    nextAttemptAt: data.nextAttemptAt,
    leaseUntil: data.leaseUntil,
    crmRecordId: data.crmRecordId,
    reason: data.reason,
    createdAt: data.createdAt,
    updatedAt: data.updatedAt,
  };
}

/** The values a settlement writes, and the attributes it removes (keys of indexes it leaves, the hold). */
function settlementWrite(held: CrmOutboxItem, settlement: CrmOutboxSettlement, at: string) {
  const ids = { namespaceId: held.namespaceId, type: held.type, id: held.eventId };
  const expiresAt = Math.floor(Date.parse(at) / 1000) + SETTLED_KEEP_SECONDS;
  switch (settlement.state) {
    case 'DONE':
      return {
        set: {
          state: 'DONE' as const,
          updatedAt: at,
          expiresAt,
          ...(settlement.crmRecordId ? { crmRecordId: settlement.crmRecordId } : {}),
        },
        remove: ['leaseUntil', 'duePartition', 'dueKey', 'reason'] as const,
      };
    case 'SKIPPED':
      return {
        set: { state: 'SKIPPED' as const, updatedAt: at, expiresAt, reason: settlement.reason },
        remove: ['leaseUntil', 'duePartition', 'dueKey'] as const,
      };
    case 'DEAD':
      return {
        set: {
          state: 'DEAD' as const,
          updatedAt: at,
          reason: settlement.reason,
          deadPartition: crmOutboxDeadPartition(held.namespaceId, held.type),
          deadKey: `${at}#${held.eventId}`,
          attempts: held.attempts + 1,
        },
        remove: ['leaseUntil', 'duePartition', 'dueKey'] as const,
      };
    case 'PENDING':
      return {
        set: {
          state: 'PENDING' as const,
          updatedAt: at,
          reason: settlement.reason,
          nextAttemptAt: settlement.nextAttemptAt,
          attempts: held.attempts + (settlement.countTry ? 1 : 0),
          duePartition: CRM_OUTBOX_DUE_PARTITION,
          dueKey: crmOutboxDueKey({ ...ids, nextAttemptAt: settlement.nextAttemptAt }),
        },
        remove: ['leaseUntil'] as const,
      };
  }
}

/** The CRM outbox over the one table (see CrmOutboxStore). */
export function createCrmOutboxStore(client: DynamoDBDocumentClient, table: string): CrmOutboxStore {
  const outbox = crmOutboxEntity(client, table);

  return {
    record: (ctx, events, at) => recordCrmOutboxEvents(outbox, requireTenant(ctx), events, at),

    async due(by, page) {
      // `<time>#<ns>#<type>#<event>`: every key of a time at or before `by` sorts before `<by>#~`
      const result = await outbox.query
        .due({ duePartition: CRM_OUTBOX_DUE_PARTITION })
        .lte({ dueKey: `${by}#~` })
        .go({ cursor: page.cursor, limit: page.limit, order: 'asc', attributes: ['namespaceId', 'type', 'id'] });
      return {
        items: result.data.map((item) => ({ namespaceId: item.namespaceId, type: item.type, eventId: item.id })),
        cursor: result.cursor,
      };
    },

    async get(ctx, type, eventId) {
      const namespaceId = requireTenant(ctx);
      const { data } = await outbox.get({ namespaceId, type, id: eventId }).go({ consistent: true });
      return data ? itemOf(data) : null;
    },

    async hold(ctx, type, eventId, leaseUntil, now, at) {
      const namespaceId = requireTenant(ctx);
      const { data } = await outbox.get({ namespaceId, type, id: eventId }).go({ consistent: true });
      if (!data) return null;
      const free = data.state === 'PENDING' || (data.state === 'CALLING' && (data.leaseUntil ?? 0) < now);
      if (!free) return null;
      const held = await appliedIf(() =>
        outbox
          .patch({ namespaceId, type, id: eventId })
          .set({ state: 'CALLING', leaseUntil, updatedAt: at })
          .where((attributes, op) => `${op.eq(attributes.state, data.state)} AND ${op.eq(attributes.updatedAt, data.updatedAt)}`)
          .go({ response: 'none' }),
      );
      // the item as it was before the hold: CALLING tells the worker a call may have landed
      return held ? { ...itemOf(data), leaseUntil, updatedAt: at } : null;
    },

    async settle(ctx, held, settlement, at) {
      const namespaceId = requireTenant(ctx);
      const { set, remove } = settlementWrite(held, settlement, at);
      return appliedIf(() =>
        outbox
          .patch({ namespaceId, type: held.type, id: held.eventId })
          .set(set)
          .remove([...remove])
          .where(
            (attributes, op) => `${op.eq(attributes.state, 'CALLING')} AND ${op.eq(attributes.leaseUntil, held.leaseUntil ?? 0)}`,
          )
          .go({ response: 'none' }),
      );
    },

    async listDead(ctx, type, page) {
      const namespaceId = requireTenant(ctx);
      const deadPartition = crmOutboxDeadPartition(namespaceId, type);
      const cursor =
        decodeCursor(namespaceId, page.cursor, ['gsi1pk'], {
          attributes: ['pk', 'sk', 'gsi1pk', 'gsi1sk'],
          equal: { pk: `${namespaceId}#crm-outbox`, gsi1pk: deadPartition },
        }) ?? null;
      const result = await withCursor(cursor, () =>
        outbox.query.dead({ deadPartition }).go({ cursor, limit: page.limit, order: 'desc' }),
      );
      return { items: result.data.map(itemOf), cursor: encodeCursor(namespaceId, result.cursor) };
    },

    async revive(ctx, type, eventId, at) {
      const namespaceId = requireTenant(ctx);
      return appliedIf(() =>
        outbox
          .patch({ namespaceId, type, id: eventId })
          .set({
            state: 'PENDING',
            attempts: 0,
            nextAttemptAt: at,
            updatedAt: at,
            duePartition: CRM_OUTBOX_DUE_PARTITION,
            dueKey: crmOutboxDueKey({ namespaceId, type, id: eventId, nextAttemptAt: at }),
          })
          .remove(['deadPartition', 'deadKey'])
          .where((attributes, op) => op.eq(attributes.state, 'DEAD'))
          .go({ response: 'none' }),
      );
    },
  };
}
