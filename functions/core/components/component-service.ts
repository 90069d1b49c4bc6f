import type { ListRequest } from '../../../shared/api/schemas';
import type { Page, Removable, ServerFields, TenantItem, TenantStore } from '../ports/data';
import type { TenantContext } from '../tenant';
import { requireReferences, type Reference } from './references';

interface ComponentHooks<T extends TenantItem, C, U> {
  /** references an input makes to other items, checked before any write */
  references?: (input: C | U) => readonly Reference[];
  /** turns a validated create input into the stored fields (server defaults, owner) */
  toItem?: (ctx: TenantContext, input: C) => Promise<Omit<T, ServerFields>> | Omit<T, ServerFields>;
  /** turns a validated update input into the stored changes */
  toChanges?: (
    ctx: TenantContext,
    input: U,
    current: T,
  ) => Promise<Partial<Omit<T, ServerFields>>> | Partial<Omit<T, ServerFields>>;
  /** stored attributes an update input makes obsolete, cleared in the same write */
  toRemovals?: (input: U, current: T) => readonly Removable<T>[];
}

/**
 * An update input without its `null` fields, and their names: an optional field sent as `null` is
 * cleared (update schemas accept `null` only for fields that are optional on create).
 */
function splitCleared<U extends object>(input: U): { present: U; cleared: string[] } {
  const entries = Object.entries(input);
  return {
    present: Object.fromEntries(entries.filter(([, value]) => value !== null)) as U,
    cleared: entries.filter(([, value]) => value === null).map(([key]) => key),
  };
}

/** Create, list, get, update and delete of one component resource in the caller's instance. */
export function createComponentService<T extends TenantItem, C extends object, U extends object>(
  store: TenantStore<T>,
  hooks: ComponentHooks<T, C, U> = {},
) {
  const defined = <V extends object>(value: V): V =>
    Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as V;

  return {
    async create(ctx: TenantContext, input: C): Promise<T> {
      await requireReferences(ctx, hooks.references?.(input) ?? []);
      const item = hooks.toItem ? await hooks.toItem(ctx, input) : (input as unknown as Omit<T, ServerFields>);
      return store.create(ctx, defined(item));
    },
    list(ctx: TenantContext, request: ListRequest | undefined): Promise<Page<T>> {
      return store.list(ctx, request ?? {});
    },
    get(ctx: TenantContext, id: string): Promise<T> {
      return store.get(ctx, id);
    },
    async update(ctx: TenantContext, id: string, input: U): Promise<T> {
      const { present, cleared } = splitCleared(input);
      const current = await store.get(ctx, id);
      await requireReferences(ctx, hooks.references?.(present) ?? []);
      const changes = hooks.toChanges
        ? await hooks.toChanges(ctx, present, current)
        : (present as Partial<Omit<T, ServerFields>>);
      const removals = [...(hooks.toRemovals?.(present, current) ?? []), ...(cleared as Removable<T>[])];
      return store.update(ctx, id, defined(changes), removals);
    },
    async remove(ctx: TenantContext, id: string): Promise<{ id: string }> {
      await store.remove(ctx, id);
      return { id };
    },
  };
}
