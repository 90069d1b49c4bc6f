import type { EntityItem } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

import { ConflictError, NotFoundError } from '../../core/errors';
import { conditionally } from './errors';
import { userEntity } from './entities/user';
import type { StoreDeps } from './tenant-store';
import { normaliseEmail } from './contact-store';
import type { UserStore } from '../../core/ports/stores';

export type UserItem = EntityItem<ReturnType<typeof userEntity>>;
const USER_NOT_FOUND_MESSAGE = 'User Not Found';
export const USER_EXISTS_MESSAGE = 'A user with this email already exists.';

/** Users are global: keyed by the identity provider's subject, not by a namespace. */
export function createUserStore(client: DynamoDBDocumentClient, table: string, deps: StoreDeps = {}): UserStore {
  const user = userEntity(client, table);
  const now = deps.now ?? (() => new Date());

  async function find(id: string): Promise<UserItem | null> {
    const { data } = await user.get({ id }).go();
    return data;
  }

  return {
    find,
    async get(id: string): Promise<UserItem> {
      const item = await find(id);
      if (!item) throw new NotFoundError(USER_NOT_FOUND_MESSAGE);
      return item;
    },
    async findByEmail(email: string): Promise<UserItem | null> {
      const { data } = await user.query.byEmail({ email: normaliseEmail(email) }).go({ limit: 1 });
      return data[0] ?? null;
    },
    /** Creates the user record for an identity; ConflictError when it exists already. */
    async create(input: Omit<UserItem, 'createdAt' | 'updatedAt'>): Promise<UserItem> {
      const timestamp = now().toISOString();
      const item: UserItem = { ...input, email: normaliseEmail(input.email), createdAt: timestamp, updatedAt: timestamp };
      await conditionally(
        () => user.create(item).go({ response: 'none' }),
        () => new ConflictError(USER_EXISTS_MESSAGE),
      );
      return item;
    },
    async update(id: string, changes: Partial<Omit<UserItem, 'id' | 'createdAt' | 'updatedAt'>>): Promise<UserItem> {
      const { data } = await conditionally(
        () =>
          user
            .patch({ id })
            .set({ ...changes, updatedAt: now().toISOString() })
            .go({ response: 'all_new' }),
        () => new NotFoundError(USER_NOT_FOUND_MESSAGE),
      );
      return data;
    },
    async remove(id: string): Promise<void> {
      await conditionally(
        () => user.remove({ id }).go({ response: 'none' }),
        () => new NotFoundError(USER_NOT_FOUND_MESSAGE),
      );
    },
  };
}
