import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

import {
  DEFAULT_INTEGRATION_OPTION_STATUSES,
  DEFAULT_INTEGRATION_STATUS,
  INTEGRATION_TYPES,
  type IntegrationOptionName,
  type IntegrationStatus,
  type IntegrationType,
} from '../../../shared/domain/integration';
import type { OptionStatus } from '../../../shared/domain/option';
import { requireTenant, type TenantContext } from '../../core/tenant';
import { integrationEntity } from './entities/integration';
import type { StoreDeps } from './tenant-store';
import type { EffectiveIntegration } from '../../core/ports/items';
import type { IntegrationStore } from '../../core/ports/stores';

function defaults(type: IntegrationType): EffectiveIntegration {
  return { type, status: DEFAULT_INTEGRATION_STATUS, options: { ...DEFAULT_INTEGRATION_OPTION_STATUSES } };
}

/** CRM integrations of a namespace: one item per type, created on first change. */
export function createIntegrationStore(client: DynamoDBDocumentClient, table: string, deps: StoreDeps = {}): IntegrationStore {
  const integration = integrationEntity(client, table);
  const now = deps.now ?? (() => new Date());

  async function get(ctx: TenantContext, type: IntegrationType): Promise<EffectiveIntegration> {
    const namespaceId = requireTenant(ctx);
    const { data } = await integration.get({ namespaceId, type }).go();
    return data ? { type, status: data.status, options: { ...data.options }, updatedAt: data.updatedAt } : defaults(type);
  }

  return {
    get,
    /** Both integration types, in the order of INTEGRATION_TYPES. */
    async list(ctx: TenantContext): Promise<EffectiveIntegration[]> {
      const namespaceId = requireTenant(ctx);
      const { data } = await integration.query.byNamespace({ namespaceId }).go({ pages: 'all' });
      return INTEGRATION_TYPES.map((type) => {
        const item = data.find((candidate) => candidate.type === type);
        return item ? { type, status: item.status, options: { ...item.options }, updatedAt: item.updatedAt } : defaults(type);
      });
    },
    /** Changes status and/or options of one integration; unspecified options keep their value. */
    async update(
      ctx: TenantContext,
      type: IntegrationType,
      changes: { status?: IntegrationStatus; options?: Partial<Record<IntegrationOptionName, OptionStatus>> },
    ): Promise<EffectiveIntegration> {
      const namespaceId = requireTenant(ctx);
      const current = await get(ctx, type);
      const timestamp = now().toISOString();
      const next = {
        status: changes.status ?? current.status,
        options: { ...current.options, ...changes.options },
      };
      await integration
        .upsert({ namespaceId, type, ...next, createdAt: timestamp, updatedAt: timestamp })
        .ifNotExists({ createdAt: timestamp })
        .go({ response: 'none' });
      return { type, ...next, updatedAt: timestamp };
    },
  };
}
