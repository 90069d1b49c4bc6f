import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { createWriteTransaction } from 'electrodb';

import type { SoftBounceCount, SoftBounceStore } from '../../core/ports/tracking';
import { requireTenant } from '../../core/tenant';
import { contactEntity } from './entities/contact';
import { inboundEventEntity } from './entities/inbound-event';
import { appliedIf } from './errors';

/** Tries of a count that other counts or resets of the same contact keep coming before. */
const COUNT_ATTEMPTS = 8;

/**
 * Soft bounces over the one table (see SoftBounceStore). A count is one transaction: the seen
 * event's item, written only when new, and the contact's `softBounces` ADD 1, written only while
 * it is still the value read. So each event counts once, and the count it answers is the one its
 * own write made (two events at once never both answer the same count).
 */
export function createSoftBounceStore(client: DynamoDBDocumentClient, table: string): SoftBounceStore {
  const contact = contactEntity(client, table);
  const seen = inboundEventEntity(client, table);

  async function currentCount(namespaceId: string, contactId: string): Promise<number | null> {
    const { data } = await contact
      .get({ namespaceId, id: contactId })
      .go({ consistent: true, attributes: ['id', 'softBounces'] });
    return data ? (data.softBounces ?? 0) : null;
  }

  return {
    async countSoftBounce(ctx, input): Promise<SoftBounceCount> {
      const namespaceId = requireTenant(ctx);
      for (let attempt = 0; attempt < COUNT_ATTEMPTS; attempt += 1) {
        const before = await currentCount(namespaceId, input.contactId);
        if (before === null) return { outcome: 'MISSING' };
        const result = await createWriteTransaction({ contact, seen }, ({ contact: c, seen: s }) => [
          s
            .create({
              namespaceId,
              eventKey: input.eventKey,
              kind: 'SOFT_BOUNCE',
              emailId: input.emailId,
              contactId: input.contactId,
              at: input.at,
              expiresAt: input.expiresAt,
            })
            .commit(),
          c
            .patch({ namespaceId, id: input.contactId })
            .add({ softBounces: 1 })
            .where((attributes, op) =>
              before === 0
                ? `(${op.notExists(attributes.softBounces)} OR ${op.eq(attributes.softBounces, 0)})`
                : op.eq(attributes.softBounces, before),
            )
            .commit(),
        ]).go();
        if (!result.canceled) return { outcome: 'COUNTED', softBounces: before + 1 };
        if (result.data[0]?.code === 'ConditionalCheckFailed') {
          const now = await currentCount(namespaceId, input.contactId);
          return now === null ? { outcome: 'MISSING' } : { outcome: 'SEEN', softBounces: now };
        }
        // the contact's count moved (another event, a delivery) or the items were busy: read again
      }
      throw new Error(`The contact's soft bounces kept changing: the event is tried again (${COUNT_ATTEMPTS} attempts).`);
    },

    async resetSoftBounces(ctx, contactId) {
      const namespaceId = requireTenant(ctx);
      await appliedIf(() =>
        contact
          .patch({ namespaceId, id: contactId })
          .set({ softBounces: 0 })
          .where((attributes, op) => op.gt(attributes.softBounces, 0))
          .go({ response: 'none' }),
      );
    },
  };
}
