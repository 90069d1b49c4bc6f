import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

import { RESOURCE_NOT_FOUND_MESSAGES } from '../../../shared/domain/messages';
import { NotFoundError } from '../../core/errors';
import { requireTenant, type TenantContext } from '../../core/tenant';
import { contactListEntity, type ContactListItem } from './entities/contact-list';
import { conditionally } from './errors';
import { createTenantStore, type StoreDeps } from './tenant-store';
import type { ContactListStore } from '../../core/ports/stores';

/** Contact lists, with a contact count kept by atomic additions as contacts join and leave. */
export function createContactListStore(client: DynamoDBDocumentClient, table: string, deps: StoreDeps = {}): ContactListStore {
  const list = contactListEntity(client, table);
  const base = createTenantStore<ContactListItem>(list, RESOURCE_NOT_FOUND_MESSAGES.contactList, deps, {
    searchFields: ['name', 'description'],
  });
  const now = deps.now ?? (() => new Date());
  return {
    ...base,
    /** Adds `delta` (may be negative) to the list's contact count and answers the list as it is now. */
    async adjustCount(ctx: TenantContext, id: string, delta: number): Promise<ContactListItem> {
      const namespaceId = requireTenant(ctx);
      const { data } = await conditionally(
        () =>
          list
            .patch({ namespaceId, id })
            .add({ contactCount: delta })
            .set({ updatedAt: now().toISOString() })
            .go({ response: 'all_new' }),
        () => new NotFoundError(RESOURCE_NOT_FOUND_MESSAGES.contactList),
      );
      return data;
    },
  };
}
