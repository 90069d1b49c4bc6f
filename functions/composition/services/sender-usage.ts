import { campaignStore } from '../../adapters/dynamodb/component-stores';
import { createNamespaceStore } from '../../adapters/dynamodb/namespace-store';
import { createSenderStore } from '../../adapters/dynamodb/sender-store';
import { createSendStore } from '../../adapters/dynamodb/send-store';
import { createMailboxUsageService } from '../../core/sending/mailbox-usage';
import { instanceTimeZone } from '../../../shared/domain/time-zone';
import { tableStore, type Wiring } from '../wiring';

/** A sender's sends today against its daily cap and its warm-up: read-only, over the mailbox counters. */
export function senderUsageService(wiring: Wiring) {
  const namespaces = tableStore(wiring, createNamespaceStore);
  return createMailboxUsageService({
    store: tableStore(wiring, createSendStore),
    senders: tableStore(wiring, createSenderStore),
    campaigns: tableStore(wiring, campaignStore),
    instanceTimeZone: async (ctx) => instanceTimeZone((await namespaces.find(ctx.namespaceId)) ?? {}),
    now: wiring.now,
  });
}
