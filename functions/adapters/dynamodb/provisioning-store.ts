import { createWriteTransaction } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

import { MANAGING_ROLES } from '../../../shared/domain/role';
import { callToActionEntity, type CallToActionItem } from './entities/call-to-action';
import { membershipEntity } from './entities/membership';
import { namespaceEntity } from './entities/namespace';
import { userEntity } from './entities/user';
import type { StoreDeps } from './tenant-store';
import { normaliseEmail } from './contact-store';
import type { MembershipItem } from './membership-store';
import type { NamespaceItem } from './namespace-store';
import type { Departure, NewNamespace, ProvisioningStore } from '../../core/ports/stores';

interface FirstNamespace {
  readonly namespace: Omit<NamespaceItem, 'createdAt' | 'updatedAt'>;
  readonly membership: Omit<MembershipItem, 'createdAt' | 'updatedAt'>;
  /** items of the instance that come with it (the default call to action), drafted by their store */
  readonly callToActions: readonly CallToActionItem[];
}

type Entities = ReturnType<typeof entitiesOf>;
/** The entities as a write transaction's callback is given them. */
type Transaction = Parameters<Parameters<typeof createWriteTransaction<Entities, unknown, never[]>>[1]>[0];

function entitiesOf(client: DynamoDBDocumentClient, table: string) {
  return {
    namespace: namespaceEntity(client, table),
    membership: membershipEntity(client, table),
    callToAction: callToActionEntity(client, table),
    user: userEntity(client, table),
  };
}

/** The writes that make an instance: the instance, its creator's membership and its default items. */
function instanceWrites({ namespace, membership, callToAction }: Transaction, input: FirstNamespace, timestamp: string) {
  return [
    namespace.create({ ...input.namespace, createdAt: timestamp, updatedAt: timestamp }).commit(),
    membership
      .create({ ...input.membership, email: normaliseEmail(input.membership.email), createdAt: timestamp, updatedAt: timestamp })
      .commit(),
    ...input.callToActions.map((item) => callToAction.create(item).commit()),
  ];
}

/**
 * The instances a person belongs to, changed in single transactions: a user's first instance, the
 * further ones they create, and leaving one. Each is written whole or not at all, on conditions
 * that make concurrent calls safe: of several concurrent first calls exactly one creates an
 * instance; a user never creates more than their allowance; the last manager never leaves.
 */
export function createProvisioningStore(client: DynamoDBDocumentClient, table: string, deps: StoreDeps = {}): ProvisioningStore {
  const entities = entitiesOf(client, table);
  const now = deps.now ?? (() => new Date());

  return {
    /** true when written; false when the user had a default instance already (nothing written). */
    async createFirstNamespace(userId: string, input: FirstNamespace): Promise<boolean> {
      const timestamp = now().toISOString();
      const result = await createWriteTransaction(entities, (transaction) => [
        transaction.user
          .patch({ id: userId })
          .set({ defaultNamespaceId: input.namespace.id, updatedAt: timestamp })
          .where((attr, op) => op.notExists(attr.defaultNamespaceId))
          .commit(),
        ...instanceWrites(transaction, input, timestamp),
      ]).go();
      return !result.canceled;
    },

    /**
     * true when written; false when the user has created `allowance` instances already (nothing
     * written). The user's count of created instances goes up in the same transaction.
     */
    async createNamespace(userId: string, input: NewNamespace, allowance: number): Promise<boolean> {
      const timestamp = now().toISOString();
      const result = await createWriteTransaction(entities, (transaction) => [
        transaction.user
          .patch({ id: userId })
          .add({ createdInstances: 1 })
          .set({ updatedAt: timestamp })
          .where((attr, op) => `${op.notExists(attr.createdInstances)} OR ${op.lt(attr.createdInstances, allowance)}`)
          .commit(),
        ...instanceWrites(transaction, input, timestamp),
      ]).go();
      return !result.canceled;
    },

    /**
     * true when the membership is gone; false (nothing written) when any condition no longer
     * holds: the membership exists, the `keeper` is still a manager, the default is as read.
     */
    async leaveNamespace(departure: Departure): Promise<boolean> {
      const { namespaceId, userId, keeper, defaultNamespace } = departure;
      const timestamp = now().toISOString();
      const result = await createWriteTransaction(entities, ({ membership, user }) => [
        membership.remove({ namespaceId, userId }).commit(),
        ...(keeper === undefined
          ? []
          : [
              membership
                .check({ namespaceId, userId: keeper })
                .where((attr, op) => MANAGING_ROLES.map((role) => op.eq(attr.role, role)).join(' OR '))
                .commit(),
            ]),
        ...(defaultNamespace === undefined
          ? []
          : [
              (defaultNamespace.next === null
                ? user.patch({ id: userId }).remove(['defaultNamespaceId']).set({ updatedAt: timestamp })
                : user.patch({ id: userId }).set({ defaultNamespaceId: defaultNamespace.next, updatedAt: timestamp })
              )
                .where((attr, op) => op.eq(attr.defaultNamespaceId, namespaceId))
                .commit(),
            ]),
      ]).go();
      return !result.canceled;
    },
  };
}
