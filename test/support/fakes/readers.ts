import { DEFAULT_OPTION_STATUSES, type OptionName, type OptionStatus } from '../../../shared/domain/option';
import type { OptionStore } from '../../../functions/core/ports/stores';
import { requireTenant, type TenantContext } from '../../../functions/core/tenant';

/** An item of one instance, as every tenant store keeps it. */
interface TenantItem {
  readonly namespaceId: string;
  readonly id: string;
}

/**
 * A tenant store's reads in memory: `find` and `getMany` answer only the items of the caller's
 * instance (an item of another reads as missing), as the stores scope every read.
 */
export function createFakeReader<T extends TenantItem>(items: readonly T[] = []) {
  const byKey = new Map(items.map((item) => [`${item.namespaceId}#${item.id}`, item]));
  return {
    find(ctx: TenantContext, id: string): Promise<T | null> {
      return Promise.resolve(byKey.get(`${requireTenant(ctx)}#${id}`) ?? null);
    },
    getMany(ctx: TenantContext, ids: readonly string[]): Promise<T[]> {
      const namespaceId = requireTenant(ctx);
      return Promise.resolve([...new Set(ids)].flatMap((id) => byKey.get(`${namespaceId}#${id}`) ?? []));
    },
    put(item: T): void {
      byKey.set(`${item.namespaceId}#${item.id}`, item);
    },
  };
}

/** A reader of a kind of item the instance has none of: every id reads as missing. */
export const noItems = {
  find: (_ctx: TenantContext, _id: string): Promise<null> => Promise.resolve(null),
  getMany: (_ctx: TenantContext, _ids: readonly string[]): Promise<never[]> => Promise.resolve([]),
};

/** An instance's options in memory: those set answer as set, the others their default, as the option store does. */
export function createFakeOptions(set: Partial<Record<OptionName, OptionStatus>> = {}) {
  const statuses = new Map<string, OptionStatus>();
  const options: Pick<OptionStore, 'status'> & {
    set(ctx: TenantContext, name: OptionName, status: OptionStatus): void;
  } = {
    status(ctx, name) {
      return Promise.resolve(statuses.get(`${requireTenant(ctx)}#${name}`) ?? set[name] ?? DEFAULT_OPTION_STATUSES[name]);
    },
    set(ctx, name, status) {
      statuses.set(`${requireTenant(ctx)}#${name}`, status);
    },
  };
  return options;
}

/**
 * The review queue's readers of an instance with nothing but its emails: no campaign, contact,
 * component, membership or sender is found; the options are `set` over their defaults and the
 * instance's zone is Europe/Berlin.
 */
export function emptyReviewReaders(set: Partial<Record<OptionName, OptionStatus>> = {}) {
  return {
    campaigns: noItems,
    contacts: noItems,
    companies: noItems,
    products: noItems,
    callToActions: noItems,
    personas: noItems,
    customerProfiles: noItems,
    sampleEmails: noItems,
    emailSenderConfigs: noItems,
    signatures: noItems,
    memberships: { find: () => Promise.resolve(null) },
    options: createFakeOptions(set),
    senders: { findBySenderEmail: () => Promise.resolve(null) },
    instanceTimeZone: () => Promise.resolve('Europe/Berlin'),
  };
}
