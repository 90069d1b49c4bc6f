import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { EntityItem } from 'electrodb';

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
import { appliedIf } from './errors';
import type { StoreDeps } from './tenant-store';
import type { EffectiveIntegration } from '../../core/ports/items';
import type { IntegrationStore, SealedCrmCredential } from '../../core/ports/stores';

type Changes = { status?: IntegrationStatus; options?: Partial<Record<IntegrationOptionName, OptionStatus>> };
type StoredIntegration = EntityItem<ReturnType<typeof integrationEntity>>;

function defaults(type: IntegrationType): EffectiveIntegration {
  return { type, status: DEFAULT_INTEGRATION_STATUS, options: { ...DEFAULT_INTEGRATION_OPTION_STATUSES } };
}

/** What the product sees of a stored integration: never its credential. */
function effective(type: IntegrationType, data: StoredIntegration): EffectiveIntegration {
  return {
    type,
    status: data.status,
    options: { ...data.options },
    updatedAt: data.updatedAt,
    ...(data.connection ? { connection: { ...data.connection } } : {}),
    ...(data.method ? { method: data.method } : {}),
    ...(data.account ? { account: { ...data.account } } : {}),
    ...(data.connectedAt ? { connectedAt: data.connectedAt } : {}),
    ...(data.connectedBy ? { connectedBy: data.connectedBy } : {}),
  };
}

/** CRM integrations of a namespace: one item per type, created on first change. */
export function createIntegrationStore(client: DynamoDBDocumentClient, table: string, deps: StoreDeps = {}): IntegrationStore {
  const integration = integrationEntity(client, table);
  const now = deps.now ?? (() => new Date());

  async function get(ctx: TenantContext, type: IntegrationType): Promise<EffectiveIntegration> {
    const namespaceId = requireTenant(ctx);
    const { data } = await integration.get({ namespaceId, type }).go();
    return data ? effective(type, data) : defaults(type);
  }

  async function nextState(ctx: TenantContext, type: IntegrationType, changes: Changes) {
    const current = await get(ctx, type);
    return { current, status: changes.status ?? current.status, options: { ...current.options, ...changes.options } };
  }

  async function credential(ctx: TenantContext, type: IntegrationType): Promise<SealedCrmCredential | null> {
    const namespaceId = requireTenant(ctx);
    // entity reads leave hidden attributes out: the raw item holds the sealed credential
    const { data } = await integration.get({ namespaceId, type }).go({ data: 'raw' });
    const item = (data as { Item?: Record<string, unknown> } | null)?.Item;
    const sealed = item?.secretCiphertext;
    const version = item?.credentialVersion;
    if (typeof sealed !== 'string' || sealed === '') return null;
    return { sealed, version: typeof version === 'number' ? version : 0 };
  }

  return {
    get,
    /** Both integration types, in the order of INTEGRATION_TYPES. */
    async list(ctx: TenantContext): Promise<EffectiveIntegration[]> {
      const namespaceId = requireTenant(ctx);
      const { data } = await integration.query.byNamespace({ namespaceId }).go({ pages: 'all' });
      return INTEGRATION_TYPES.map((type) => {
        const item = data.find((candidate) => candidate.type === type);
        return item ? effective(type, item) : defaults(type);
      });
    },
    /** Changes status and/or options of one integration; unspecified options keep their value. */
    async update(ctx: TenantContext, type: IntegrationType, changes: Changes): Promise<EffectiveIntegration> {
      const namespaceId = requireTenant(ctx);
      const { current, ...next } = await nextState(ctx, type, changes);
      const timestamp = now().toISOString();
      await integration
        .upsert({ namespaceId, type, ...next, updatedAt: timestamp })
        .ifNotExists({ createdAt: timestamp })
        .go({ response: 'none' });
      return { ...current, ...next, updatedAt: timestamp };
    },
    async updateConnected(ctx: TenantContext, type: IntegrationType, changes: Changes): Promise<EffectiveIntegration | null> {
      const namespaceId = requireTenant(ctx);
      const { current, ...next } = await nextState(ctx, type, changes);
      if (!current.method) return null;
      const timestamp = now().toISOString();
      const written = await appliedIf(() =>
        integration
          .patch({ namespaceId, type })
          .set({ ...next, updatedAt: timestamp })
          // a disconnect in between is not undone
          .where((attributes, op) => op.exists(attributes.method))
          .go({ response: 'none' }),
      );
      return written ? { ...current, ...next, updatedAt: timestamp } : null;
    },
    async connect(ctx, type, connection): Promise<EffectiveIntegration> {
      const namespaceId = requireTenant(ctx);
      const current = await get(ctx, type);
      const timestamp = now().toISOString();
      const stored = {
        // a paused CRM that is reconnected stays paused
        status: current.status === 'INACTIVE' ? ('INACTIVE' as const) : ('ACTIVE' as const),
        options: current.options,
        connection: { state: 'CONNECTED' as const, at: timestamp },
        method: connection.method,
        account: connection.account,
        connectedAt: timestamp,
        connectedBy: connection.connectedBy,
      };
      const previous = await credential(ctx, type);
      await integration
        .upsert({
          namespaceId,
          type,
          ...stored,
          secretCiphertext: connection.sealedCredential,
          credentialVersion: (previous?.version ?? 0) + 1,
          createdAt: timestamp,
          updatedAt: timestamp,
        })
        .ifNotExists({ createdAt: timestamp })
        .go({ response: 'none' });
      return { type, ...stored, updatedAt: timestamp };
    },
    async disconnect(ctx: TenantContext, type: IntegrationType): Promise<void> {
      const namespaceId = requireTenant(ctx);
      await integration.delete({ namespaceId, type }).go({ response: 'none' });
    },
    credential,
    async replaceCredential(ctx, type, sealed, version): Promise<boolean> {
      const namespaceId = requireTenant(ctx);
      return appliedIf(() =>
        integration
          .patch({ namespaceId, type })
          .set({ secretCiphertext: sealed, credentialVersion: version + 1 })
          .where((attributes, op) => op.eq(attributes.credentialVersion, version))
          .go({ response: 'none' }),
      );
    },
    async markError(ctx: TenantContext, type: IntegrationType, reason: string): Promise<void> {
      const namespaceId = requireTenant(ctx);
      const timestamp = now().toISOString();
      await appliedIf(() =>
        integration
          .patch({ namespaceId, type })
          .set({ connection: { state: 'ERROR', reason, at: timestamp }, updatedAt: timestamp })
          .where((attributes, op) => op.exists(attributes.method))
          .go({ response: 'none' }),
      );
    },
  };
}
