import { createWriteTransaction } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

import { callToActionEntity, type CallToActionItem } from './entities/call-to-action';
import { membershipEntity } from './entities/membership';
import { namespaceEntity } from './entities/namespace';
import { userEntity } from './entities/user';
import type { StoreDeps } from './tenant-store';
import { normaliseEmail } from './contact-store';
import type { MembershipItem } from './membership-store';
import type { NamespaceItem } from './namespace-store';
import type { ProvisioningStore } from '../../core/ports/stores';

export interface FirstNamespace {
  readonly namespace: Omit<NamespaceItem, 'createdAt' | 'updatedAt'>;
  readonly membership: Omit<MembershipItem, 'createdAt' | 'updatedAt'>;
  /** items of the instance that come with it (the default call to action), drafted by their store */
  readonly callToActions: readonly CallToActionItem[];
}

/**
 * A user's first instance, written in one transaction with its membership, its default items and
 * the user's `defaultNamespaceId`, on the condition that the user has none yet: of several
 * concurrent first calls exactly one creates an instance, and a failure leaves nothing half made.
 */
export function createProvisioningStore(client: DynamoDBDocumentClient, table: string, deps: StoreDeps = {}): ProvisioningStore {
  const entities = {
    namespace: namespaceEntity(client, table),
    membership: membershipEntity(client, table),
    callToAction: callToActionEntity(client, table),
    user: userEntity(client, table),
  };
  const now = deps.now ?? (() => new Date());

  return {
    /** true when written; false when the user had a default instance already (nothing written). */
    async createFirstNamespace(userId: string, input: FirstNamespace): Promise<boolean> {
      const timestamp = now().toISOString();
      const result = await createWriteTransaction(entities, ({ namespace, membership, callToAction, user }) => [
        user
          .patch({ id: userId })
          .set({ defaultNamespaceId: input.namespace.id, updatedAt: timestamp })
          .where((attr, op) => op.notExists(attr.defaultNamespaceId))
          .commit(),
        namespace.create({ ...input.namespace, createdAt: timestamp, updatedAt: timestamp }).commit(),
        membership
          .create({
            ...input.membership,
            email: normaliseEmail(input.membership.email),
            createdAt: timestamp,
            updatedAt: timestamp,
          })
          .commit(),
        ...input.callToActions.map((item) => callToAction.create(item).commit()),
      ]).go();
      return !result.canceled;
    },
  };
}
