import { randomUUID } from 'node:crypto';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

import type { CrmWebhookEventLedger } from '../../core/ports/crm';
import { appliedIf } from './errors';
import { crmWebhookEventEntity } from './entities/crm-webhook';
import type { StoreDeps } from './tenant-store';

/** How long a handled event is remembered, in seconds: 7 days. */
const EVENT_TTL_S = 7 * 24 * 60 * 60;

/**
 * The CRM webhook events of each instance (see CrmWebhookEventLedger), one conditional item per
 * event: a claim writes it only when there is none, or when the hold on it ran out (a delivery that
 * died mid-way); `done` and `release` apply only while the caller's own hold is the item's.
 */
export function createCrmWebhookEventStore(
  client: DynamoDBDocumentClient,
  table: string,
  deps: StoreDeps = {},
): CrmWebhookEventLedger {
  const events = crmWebhookEventEntity(client, table);
  const now = () => (deps.now ? deps.now() : new Date());

  return {
    async claim(namespaceId, eventId, holdMs) {
      const at = now();
      const hold = randomUUID();
      const claimed = await appliedIf(() =>
        events
          .put({
            namespaceId,
            eventId,
            state: 'HELD',
            hold,
            heldUntil: at.getTime() + holdMs,
            updatedAt: at.toISOString(),
            expiresAt: Math.floor(at.getTime() / 1000) + EVENT_TTL_S,
          })
          .where(
            (item, op) =>
              `${op.notExists(item.state)} OR (${op.eq(item.state, 'HELD')} AND ${op.lt(item.heldUntil, at.getTime())})`,
          )
          .go({ response: 'none' }),
      );
      return claimed ? hold : null;
    },

    async done(namespaceId, eventId, hold) {
      await appliedIf(() =>
        events
          .patch({ namespaceId, eventId })
          .set({ state: 'DONE', updatedAt: now().toISOString() })
          .where((item, op) => op.eq(item.hold, hold))
          .go({ response: 'none' }),
      );
    },

    async release(namespaceId, eventId, hold) {
      await appliedIf(() =>
        events
          .delete({ namespaceId, eventId })
          .where((item, op) => `${op.eq(item.hold, hold)} AND ${op.eq(item.state, 'HELD')}`)
          .go({ response: 'none' }),
      );
    },
  };
}
