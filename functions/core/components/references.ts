import type { TenantItem, TenantStore } from '../ports/data';
import type { TenantContext } from '../tenant';

/** A reference from one item to another of the same instance: the store, the id, and the not-found message. */
export type Reference = readonly [store: Pick<TenantStore<TenantItem>, 'get'>, id: string | undefined, label: string];

/**
 * Checks that every referenced item exists in the caller's instance; an id from another instance
 * fails exactly like a missing one, with the named not-found message.
 */
export async function requireReferences(ctx: TenantContext, references: readonly Reference[]): Promise<void> {
  for (const [store, id] of references) {
    if (id !== undefined) await store.get(ctx, id);
  }
}
