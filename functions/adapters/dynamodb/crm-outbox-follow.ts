import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

import type { IntegrationType } from '../../../shared/domain/integration';
import type { CrmOutboxEvent } from '../../core/ports/crm-outbox';
import { TtlCache } from '../../core/ttl-cache';
import { recordCrmOutboxEvents } from './crm-outbox-record';
import { crmOutboxEntity } from './entities/crm-outbox';
import { integrationEntity } from './entities/integration';

/**
 * How long an instance's CRMs written to are remembered by a warm function: turning "update
 * contacts" on or off reaches every function within a minute, and a change of an email costs no
 * read most of the time.
 */
export const CRM_WRITE_TYPES_TTL_MS = 60_000;

/** Records the CRM outbox events of a change, for each CRM the instance writes to. */
export type CrmOutboxFollower = (
  namespaceId: string,
  events: (types: readonly IntegrationType[]) => CrmOutboxEvent[],
  at: string,
) => Promise<void>;

/**
 * What follows a change in the CRM outbox: the instance's CRMs whose integration is ACTIVE with
 * UPDATE_CONTACTS on (whatever their connection: events of a CRM in ERROR wait for it to be
 * reconnected), and one event per CRM, recorded only if new.
 */
export function crmOutboxFollower(
  client: DynamoDBDocumentClient,
  table: string,
  now: () => number = Date.now,
): CrmOutboxFollower {
  const integrations = integrationEntity(client, table);
  const outbox = crmOutboxEntity(client, table);
  const cache = new TtlCache<readonly IntegrationType[]>(CRM_WRITE_TYPES_TTL_MS);

  async function writeTypes(namespaceId: string): Promise<readonly IntegrationType[]> {
    const cached = cache.get(namespaceId, now());
    if (cached) return cached;
    const { data } = await integrations.query.byNamespace({ namespaceId }).go({ pages: 'all' });
    const types = data
      .filter((item) => item.status === 'ACTIVE' && item.options.UPDATE_CONTACTS === 'ACTIVE')
      .map((item) => item.type);
    cache.set(namespaceId, types, now());
    return types;
  }

  return async (namespaceId, events, at) => {
    const types = await writeTypes(namespaceId);
    if (types.length === 0) return;
    const recorded = events(types);
    if (recorded.length > 0) await recordCrmOutboxEvents(outbox, namespaceId, recorded, at);
  };
}
