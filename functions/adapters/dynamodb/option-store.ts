import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

import {
  DEFAULT_OPTION_STATUSES,
  NAMESPACE_OPTION_NAMES,
  USER_OPTION_NAMES,
  type OptionName,
  type OptionStatus,
} from '../../../shared/domain/option';
import { requireTenant, type TenantContext } from '../../core/tenant';
import { NAMESPACE_OPTION_OWNER, optionEntity } from './entities/option';
import type { StoreDeps } from './tenant-store';
import type { EffectiveOption } from '../../core/ports/items';
import type { OptionStore } from '../../core/ports/stores';

const USER_OPTIONS: readonly string[] = USER_OPTION_NAMES;

function ownerOf(name: OptionName, userId: string): string {
  return USER_OPTIONS.includes(name) ? `user#${userId}` : NAMESPACE_OPTION_OWNER;
}

/**
 * Options of a namespace and of the calling user in it. Only options that were set are stored;
 * reading fills in the defaults, so a new namespace needs no seeding.
 */
export function createOptionStore(client: DynamoDBDocumentClient, table: string, deps: StoreDeps = {}): OptionStore {
  const option = optionEntity(client, table);
  const now = deps.now ?? (() => new Date());

  return {
    /** Every namespace option, plus the user options of the caller, each with its effective status. */
    async list(ctx: TenantContext): Promise<EffectiveOption[]> {
      const namespaceId = requireTenant(ctx);
      // A namespace holds at most a dozen option items per user: one page of the partition.
      const { data } = await option.query.byNamespace({ namespaceId }).go({ pages: 'all' });
      const stored = new Map(data.map((item) => [`${item.name}#${item.owner}`, item]));
      const names: OptionName[] = [...NAMESPACE_OPTION_NAMES, ...USER_OPTION_NAMES];
      return names.map((name) => {
        const item = stored.get(`${name}#${ownerOf(name, ctx.userId)}`);
        const userId = USER_OPTIONS.includes(name) ? ctx.userId : undefined;
        return {
          name,
          status: item?.status ?? DEFAULT_OPTION_STATUSES[name],
          isSet: item !== undefined,
          ...(userId ? { userId } : {}),
          ...(item ? { updatedAt: item.updatedAt } : {}),
        };
      });
    },
    /** The effective status of one option for the caller. */
    async status(ctx: TenantContext, name: OptionName): Promise<OptionStatus> {
      const namespaceId = requireTenant(ctx);
      const { data } = await option.get({ namespaceId, name, owner: ownerOf(name, ctx.userId) }).go();
      return data?.status ?? DEFAULT_OPTION_STATUSES[name];
    },
    /** Forgets every instance-level option, so each reads as its default again. User options are kept. */
    async resetNamespaceOptions(ctx: TenantContext): Promise<void> {
      const namespaceId = requireTenant(ctx);
      const { data } = await option.query.byNamespace({ namespaceId }).go({ pages: 'all' });
      const stored = data.filter((item) => item.owner === NAMESPACE_OPTION_OWNER);
      for (const item of stored)
        await option.delete({ namespaceId, name: item.name, owner: item.owner }).go({ response: 'none' });
    },
    /** Sets an option; user options are set for the caller only. */
    async set(ctx: TenantContext, name: OptionName, status: OptionStatus): Promise<EffectiveOption> {
      const namespaceId = requireTenant(ctx);
      const owner = ownerOf(name, ctx.userId);
      const timestamp = now().toISOString();
      const userId = owner === NAMESPACE_OPTION_OWNER ? undefined : ctx.userId;
      // upsert keeps createdAt of the first write and refreshes status and updatedAt
      await option
        .upsert({ namespaceId, name, owner, status, ...(userId ? { userId } : {}), createdAt: timestamp, updatedAt: timestamp })
        .ifNotExists({ createdAt: timestamp })
        .go({ response: 'none' });
      return { name, status, isSet: true, updatedAt: timestamp, ...(userId ? { userId } : {}) };
    },
  };
}
