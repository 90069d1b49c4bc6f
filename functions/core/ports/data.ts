import type { TenantContext } from './tenant';

// The data ports every service reads and writes through. Adapters (DynamoDB with ElectroDB in both
// the cloud and local runs) implement them; services never see a table, a key or a cursor's inside.

/** Keys and timestamps every tenant item carries; set by the store, never by the caller. */
export interface TenantItem {
  namespaceId: string;
  id: string;
  createdAt: string;
  updatedAt: string;
}

/** Attributes the store sets; callers never pass them. */
export type ServerFields = keyof TenantItem | 'searchText';

/** Optional attributes an update may clear (hidden attributes, which reads leave out, included by name). */
export type Removable<T> = Exclude<keyof T & string, keyof TenantItem> | (string & {});

export interface ListOptions {
  /** opaque cursor from the previous page */
  cursor?: string | null | undefined;
  /** items per page, 1 to 100 (default 20) */
  limit?: number | undefined;
  /** 'desc' (default) lists newest first */
  order?: 'asc' | 'desc' | undefined;
  /**
   * text the item's searchable fields must contain, any case. A page may then hold fewer items
   * than `limit` (even none) while its cursor still leads on.
   */
  search?: string | undefined;
}

export interface Page<T> {
  items: T[];
  /** null on the last page */
  cursor: string | null;
}

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

/** CRUD of one kind of tenant item. Every call requires the caller's tenant context. */
export interface TenantStore<T extends TenantItem> {
  create(ctx: TenantContext, input: Omit<T, ServerFields>): Promise<T>;
  /** the item `create` would write (new id, timestamps), for callers that write it in a transaction */
  draft(ctx: TenantContext, input: Omit<T, ServerFields>): Promise<T>;
  /** the item, or NotFoundError with the entity's named message */
  get(ctx: TenantContext, id: string): Promise<T>;
  find(ctx: TenantContext, id: string): Promise<T | null>;
  /** the items with these ids in the caller's instance, read in batches (missing ones left out) */
  getMany(ctx: TenantContext, ids: readonly string[]): Promise<T[]>;
  list(ctx: TenantContext, options?: ListOptions): Promise<Page<T>>;
  /** every item of the namespace, page by page: for small collections (senders, campaigns) only */
  listAll(ctx: TenantContext): Promise<T[]>;
  /** sets `changes` and clears the `remove` attributes in one write */
  update(ctx: TenantContext, id: string, changes: Partial<Omit<T, ServerFields>>, remove?: readonly Removable<T>[]): Promise<T>;
  remove(ctx: TenantContext, id: string): Promise<void>;
}

/** The reads of a store: what a read-only route is given. */
export type TenantReader<T extends TenantItem> = Pick<TenantStore<T>, 'get' | 'find' | 'getMany' | 'list' | 'listAll'>;
