import { monotonicFactory } from 'ulid';

import { NotFoundError } from '../../core/errors';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, type ServerFields, type TenantItem, type TenantStore } from '../../core/ports/data';
import { requireTenant, type TenantContext } from '../../core/tenant';
import { batchGetAll } from './batch';
import { decodeCursor, encodeCursor, withCursor } from './cursor';
import { TABLE_KEYS } from './table';
import { conditionally, SDK_ERRORS } from './errors';

interface ItemKey {
  namespaceId: string;
  id: string;
}

/** What the store needs of an ElectroDB entity whose `byNamespace` index is (namespaceId, id). */
interface TenantEntity<T extends TenantItem> {
  /** the entity's name: its items live under the partition `<namespaceId>#<entity>` */
  readonly schema: { readonly model: { readonly entity: string } };
  create(item: T): { go(options?: { response?: 'none' }): Promise<unknown> };
  get(key: ItemKey): { go(options?: { originalErr?: boolean }): Promise<{ data: T | null }> };
  /** a batch read (BatchGetItem): the items found, and the keys DynamoDB left for another round */
  get(keys: ItemKey[]): { go(options: { concurrency: number }): Promise<{ data: T[]; unprocessed: ItemKey[] }> };
  patch(key: ItemKey): {
    set(values: Partial<Omit<T, 'namespaceId' | 'id' | 'createdAt'>>): PatchOperation<T>;
  };
  remove(key: ItemKey): { go(options?: { response?: 'none' }): Promise<unknown> };
  query: {
    byNamespace(key: { namespaceId: string }): NamespaceQuery<T> & {
      /** ElectroDB's typed where clause; called only with {@link searchFilter} */
      where(filter: never): NamespaceQuery<T>;
    };
  };
}

interface NamespaceQuery<T> {
  go(options?: { originalErr?: boolean; cursor?: string | null; limit?: number; order?: 'asc' | 'desc' }): Promise<{
    data: T[];
    cursor: string | null;
  }>;
}

/** A filter expression: the item's search text contains `text`. */
function searchFilter(text: string) {
  return (attributes: { searchText: unknown }, op: { contains(attribute: unknown, value: string): string }) =>
    op.contains(attributes.searchText, text);
}

interface PatchOperation<T> {
  remove(attributes: string[]): PatchOperation<T>;
  go(options: { response: 'all_new' }): Promise<{ data: T }>;
}

export interface StoreDeps {
  /** current time; tests pass a fixed clock */
  now?: () => Date;
  /** new item ids: time-sortable so newest-first lists need no index */
  newId?: () => string;
}

interface StoreOptions<T> {
  /** fields a list's `search` looks in (kept lower-cased in the hidden `searchText` attribute) */
  searchFields?: readonly (keyof T & string)[];
}

/** Reads a filtered list makes at most to fill one page before it answers with what it found. */
export const MAX_SEARCH_READS = 5;

/** The lower-cased text of `fields` of `item`, one field per line, or undefined when all are empty. */
export function searchTextOf(item: object, fields: readonly string[]): string | undefined {
  const parts = fields
    .map((field) => Reflect.get(item, field) as unknown)
    .flatMap((value): unknown[] => (Array.isArray(value) ? (value as unknown[]) : [value]))
    .filter((value): value is string | number => typeof value === 'string' || typeof value === 'number')
    .map((value) => String(value).trim().toLowerCase())
    .filter((value) => value !== '');
  return parts.length > 0 ? parts.join('\n') : undefined;
}

/** The item as reads answer it: without the hidden search text. */
export function withoutSearchText<T extends object>(item: T): T {
  if (!('searchText' in item)) return item;
  const copy = { ...item };
  Reflect.deleteProperty(copy, 'searchText');
  return copy;
}

/** The search text as stored values are compared with it: trimmed and lower-cased. */
export function normaliseSearch(search: string | undefined): string | undefined {
  const text = search?.trim().toLowerCase();
  return text ? text : undefined;
}

const newUlid = monotonicFactory();

/** Clamps a requested page size to 1..MAX_PAGE_SIZE. */
export function pageSize(limit: number | undefined): number {
  if (limit === undefined || !Number.isFinite(limit)) return DEFAULT_PAGE_SIZE;
  return Math.min(Math.max(Math.trunc(limit), 1), MAX_PAGE_SIZE);
}

/**
 * CRUD for an entity stored under `<namespaceId>#<entity>`. Every call requires a tenant context;
 * creates never overwrite, updates and deletes fail with the entity's not-found message when the
 * item is not in the caller's namespace.
 */
export function createTenantStore<T extends TenantItem>(
  entity: TenantEntity<T>,
  notFoundMessage: string,
  deps: StoreDeps = {},
  options: StoreOptions<T> = {},
): TenantStore<T> {
  const now = deps.now ?? (() => new Date());
  const newId = deps.newId ?? (() => newUlid());
  const searchFields: readonly string[] = options.searchFields ?? [];
  const touchesSearch = (names: readonly string[]) => names.some((name) => searchFields.includes(name));

  async function find(ctx: TenantContext, id: string): Promise<T | null> {
    const namespaceId = requireTenant(ctx);
    const { data } = await entity.get({ namespaceId, id }).go(SDK_ERRORS);
    return data;
  }

  function draft(ctx: TenantContext, input: Omit<T, ServerFields>): Promise<T> {
    const namespaceId = requireTenant(ctx);
    const timestamp = now().toISOString();
    const searchText = searchTextOf(input, searchFields);
    return Promise.resolve({
      ...input,
      ...(searchText === undefined ? {} : { searchText }),
      namespaceId,
      id: newId(),
      createdAt: timestamp,
      updatedAt: timestamp,
    } as T);
  }

  return {
    draft,
    async create(ctx, input) {
      const item = await draft(ctx, input);
      await entity.create(item).go({ response: 'none' });
      return withoutSearchText(item);
    },
    find,
    async getMany(ctx, ids) {
      const namespaceId = requireTenant(ctx);
      return batchGetAll(
        [...new Set(ids)].map((id) => ({ namespaceId, id })),
        async (pending) => {
          const { data, unprocessed } = await entity.get(pending).go({ concurrency: 4 });
          return { data, unprocessed: unprocessed.map((key) => ({ namespaceId, id: key.id })) };
        },
      );
    },
    async get(ctx, id) {
      const item = await find(ctx, id);
      if (!item) throw new NotFoundError(notFoundMessage);
      return item;
    },
    async list(ctx, options = {}) {
      const namespaceId = requireTenant(ctx);
      const limit = pageSize(options.limit);
      const order = options.order ?? 'desc';
      const search = normaliseSearch(options.search);
      let cursor =
        decodeCursor(namespaceId, options.cursor, undefined, {
          attributes: [TABLE_KEYS.partitionKey, TABLE_KEYS.sortKey],
          equal: { [TABLE_KEYS.partitionKey]: `${namespaceId}#${entity.schema.model.entity}` },
        }) ?? null;
      if (search === undefined || searchFields.length === 0) {
        const first = cursor;
        const page = await withCursor(first, () =>
          entity.query.byNamespace({ namespaceId }).go({ ...SDK_ERRORS, cursor: first, limit, order }),
        );
        return { items: page.data, cursor: encodeCursor(namespaceId, page.cursor) };
      }
      // DynamoDB filters after it reads `limit` items, so a page is filled from a few reads
      const items: T[] = [];
      let reads = 0;
      do {
        const from = cursor;
        const page = await withCursor(from, () =>
          entity.query
            .byNamespace({ namespaceId })
            .where(searchFilter(search) as never)
            .go({ ...SDK_ERRORS, cursor: from, limit: limit - items.length, order }),
        );
        items.push(...page.data);
        cursor = page.cursor;
        reads += 1;
      } while (cursor && items.length < limit && reads < MAX_SEARCH_READS);
      return { items, cursor: encodeCursor(namespaceId, cursor) };
    },
    async listAll(ctx) {
      const items: T[] = [];
      let cursor: string | null = null;
      do {
        const page = await this.list(ctx, { limit: MAX_PAGE_SIZE, cursor, order: 'asc' });
        items.push(...page.items);
        cursor = page.cursor;
      } while (cursor);
      return items;
    },
    async update(ctx, id, changes, remove = []) {
      const namespaceId = requireTenant(ctx);
      const values = { ...changes, updatedAt: now().toISOString() } as Partial<Omit<T, 'namespaceId' | 'id' | 'createdAt'>>;
      if (touchesSearch([...Object.keys(changes), ...remove])) {
        const current = await find(ctx, id);
        if (!current) throw new NotFoundError(notFoundMessage);
        const next: Record<string, unknown> = { ...current, ...changes };
        for (const name of remove) Reflect.deleteProperty(next, name);
        Reflect.set(values, 'searchText', searchTextOf(next, searchFields) ?? '');
      }
      const { data } = await conditionally(
        () => {
          const patch = entity.patch({ namespaceId, id }).set(values);
          return (remove.length > 0 ? patch.remove([...remove]) : patch).go({ response: 'all_new' });
        },
        () => new NotFoundError(notFoundMessage),
      );
      return data;
    },
    async remove(ctx, id) {
      const namespaceId = requireTenant(ctx);
      await conditionally(
        () => entity.remove({ namespaceId, id }).go({ response: 'none' }),
        () => new NotFoundError(notFoundMessage),
      );
    },
  };
}
