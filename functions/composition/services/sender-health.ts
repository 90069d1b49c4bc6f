import { createNamespaceRepository } from '../../adapters/dynamodb/repositories/namespace-repository';
import { createSenderRepository } from '../../adapters/dynamodb/repositories/sender-repository';
import { createSendStore } from '../../adapters/dynamodb/send-store';
import type { SenderResumeDeps } from '../../core/senders/sender-health';
import { instanceTimeZone } from '../../../shared/domain/time-zone';
import { repository, type Wiring } from '../wiring';

/** What judging a sender from its outcomes and resuming its sending use: the senders, the mailbox counters, the instance's zone. */
export function senderStatusDeps(wiring: Wiring): SenderResumeDeps {
  const namespaces = repository(wiring, createNamespaceRepository);
  return {
    store: repository(wiring, createSendStore),
    senders: repository(wiring, createSenderRepository),
    instanceTimeZone: async (ctx) => instanceTimeZone((await namespaces.find(ctx.namespaceId)) ?? {}),
    now: wiring.now,
  };
}
