import { campaignRepository } from '../../adapters/dynamodb/repositories/components';
import { createNamespaceRepository } from '../../adapters/dynamodb/repositories/namespace-repository';
import { createSenderRepository } from '../../adapters/dynamodb/repositories/sender-repository';
import { createSendStore } from '../../adapters/dynamodb/send-store';
import { createMailboxUsageService } from '../../core/sending/mailbox-usage';
import { instanceTimeZone } from '../../../shared/domain/time-zone';
import { repository, type Wiring } from '../wiring';

/** A sender's sends today against its daily cap and its warm-up: read-only, over the mailbox counters. */
export function senderUsageService(wiring: Wiring) {
  const namespaces = repository(wiring, createNamespaceRepository);
  return createMailboxUsageService({
    store: repository(wiring, createSendStore),
    senders: repository(wiring, createSenderRepository),
    campaigns: repository(wiring, campaignRepository),
    instanceTimeZone: async (ctx) => instanceTimeZone((await namespaces.find(ctx.namespaceId)) ?? {}),
    now: wiring.now,
  });
}
