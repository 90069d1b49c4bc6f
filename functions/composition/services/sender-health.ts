import { createNamespaceStore } from '../../adapters/dynamodb/namespace-store';
import { createSenderStore } from '../../adapters/dynamodb/sender-store';
import { createSendStore } from '../../adapters/dynamodb/send-store';
import type { SenderResumeDeps } from '../../core/senders/sender-health';
import { instanceTimeZone } from '../../../shared/domain/time-zone';
import { tableStore, type Wiring } from '../wiring';

/** What judging a sender from its outcomes and resuming its sending use: the senders, the mailbox counters, the instance's zone. */
export function senderStatusDeps(wiring: Wiring): SenderResumeDeps {
  const namespaces = tableStore(wiring, createNamespaceStore);
  return {
    store: tableStore(wiring, createSendStore),
    senders: tableStore(wiring, createSenderStore),
    instanceTimeZone: async (ctx) => instanceTimeZone((await namespaces.find(ctx.namespaceId)) ?? {}),
    now: wiring.now,
  };
}
