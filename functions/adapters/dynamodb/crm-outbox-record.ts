import type { CrmOutboxEvent } from '../../core/ports/crm-outbox';
import { CRM_OUTBOX_DUE_PARTITION, crmOutboxDueKey, type crmOutboxEntity } from './entities/crm-outbox';
import { appliedIf } from './errors';

/**
 * Records outbox events PENDING and due now, each only if it is not there yet (CrmOutboxStore.record):
 * apart from the store so that every function that changes emails carries only this write.
 */
export async function recordCrmOutboxEvents(
  outbox: ReturnType<typeof crmOutboxEntity>,
  namespaceId: string,
  events: readonly CrmOutboxEvent[],
  at: string,
): Promise<number> {
  const created = await Promise.all(
    events.map((event) =>
      appliedIf(() =>
        outbox
          .create({
            namespaceId,
            type: event.type,
            id: event.eventId,
            kind: event.kind,
            contactId: event.contactId,
            ...(event.emailId === undefined ? {} : { emailId: event.emailId }),
            at: event.at,
            state: 'PENDING',
            attempts: 0,
            nextAttemptAt: at,
            createdAt: at,
            updatedAt: at,
            duePartition: CRM_OUTBOX_DUE_PARTITION,
            dueKey: crmOutboxDueKey({ namespaceId, type: event.type, id: event.eventId, nextAttemptAt: at }),
          })
          .go({ response: 'none' }),
      ),
    ),
  );
  return created.filter(Boolean).length;
}
