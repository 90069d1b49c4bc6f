import type { EntityItem } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

import { ConflictError, NotFoundError } from '../../core/errors';
import { conditionally } from './errors';
import { namespaceEntity } from './entities/namespace';
import type { StoreDeps } from './tenant-store';
import type { ClearableNamespaceAttribute, NamespaceStore } from '../../core/ports/stores';

export type NamespaceItem = EntityItem<ReturnType<typeof namespaceEntity>>;
const NAMESPACE_NOT_FOUND_MESSAGE = 'Instance Not Found';
export const NAMESPACE_EXISTS_MESSAGE = 'An instance with this ID already exists.';

/**
 * Namespace records. Reads take the id directly: they run while a request's tenant is being
 * resolved (membership, trial and terms gates), before a tenant context exists.
 */
export function createNamespaceStore(client: DynamoDBDocumentClient, table: string, deps: StoreDeps = {}): NamespaceStore {
  const namespace = namespaceEntity(client, table);
  const now = deps.now ?? (() => new Date());

  async function find(id: string): Promise<NamespaceItem | null> {
    const { data } = await namespace.get({ id }).go();
    return data;
  }

  return {
    find,
    /** Clears onboardedAt, so the instance goes through onboarding again. */
    async clearOnboarding(id: string): Promise<NamespaceItem> {
      const { data } = await conditionally(
        () => namespace.patch({ id }).set({ updatedAt: now().toISOString() }).remove(['onboardedAt']).go({ response: 'all_new' }),
        () => new NotFoundError(NAMESPACE_NOT_FOUND_MESSAGE),
      );
      return data;
    },
    async get(id: string): Promise<NamespaceItem> {
      const item = await find(id);
      if (!item) throw new NotFoundError(NAMESPACE_NOT_FOUND_MESSAGE);
      return item;
    },
    /** Creates a namespace; ConflictError when the id is taken. */
    async create(input: Omit<NamespaceItem, 'createdAt' | 'updatedAt'>): Promise<NamespaceItem> {
      const timestamp = now().toISOString();
      const item: NamespaceItem = { ...input, createdAt: timestamp, updatedAt: timestamp };
      await conditionally(
        () => namespace.create(item).go({ response: 'none' }),
        () => new ConflictError(NAMESPACE_EXISTS_MESSAGE),
      );
      return item;
    },
    /** Sets `changes` and clears the optional attributes named in `remove`. */
    async update(
      id: string,
      changes: Partial<Omit<NamespaceItem, 'id' | 'createdAt' | 'updatedAt'>>,
      remove: readonly ClearableNamespaceAttribute[] = [],
    ): Promise<NamespaceItem> {
      const { data } = await conditionally(
        () => {
          const patch = namespace.patch({ id }).set({ ...changes, updatedAt: now().toISOString() });
          return (remove.length > 0 ? patch.remove([...remove]) : patch).go({ response: 'all_new' });
        },
        () => new NotFoundError(NAMESPACE_NOT_FOUND_MESSAGE),
      );
      return data;
    },
  };
}
