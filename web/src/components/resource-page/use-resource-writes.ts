import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';

import { useApiClient } from '../../api/api-client-context';
import { errorMessage } from '../../api/error-message';
import { useAlerts } from '../../app/app-services';
import { RESOURCE_PAGE_STRINGS as S } from './strings';
import type { ResourceItem, ResourceRoutes } from './types';
import type { ResourceNouns } from './strings';

/** What deleting several items came to. */
export interface DeleteOutcome<T> {
  readonly deleted: readonly T[];
  readonly failed: readonly { readonly item: T; readonly error: unknown }[];
}

/**
 * Create, update and delete of a resource: each write reports itself as an alert ('Company
 * "Acme" added.') and refreshes every answer about the resource in the instance (lists, the item,
 * the options other forms offer).
 */
export function useResourceWrites<T extends ResourceItem>(input: {
  routes: ResourceRoutes;
  nouns: ResourceNouns;
  nameOf: (item: T) => string;
  namespaceId: string;
}) {
  const { routes, nouns, nameOf, namespaceId } = input;
  const client = useApiClient();
  const queryClient = useQueryClient();
  const alerts = useAlerts();
  const resource = routes.list.name.split('.')[0] ?? routes.list.name;

  const refresh = useCallback(
    () =>
      queryClient.invalidateQueries({
        predicate: (query) => {
          const [name, instance] = query.queryKey;
          return typeof name === 'string' && name.startsWith(`${resource}.`) && instance === namespaceId;
        },
      }),
    [queryClient, resource, namespaceId],
  );

  const create = useMutation({
    mutationFn: async (body: Record<string, unknown>) => (await client.call(routes.create, { body, namespaceId })).data as T,
    onSuccess: async (item) => {
      alerts.add({ type: 'success', message: S.added(nouns, nameOf(item)) });
      await refresh();
    },
  });

  const update = useMutation({
    mutationFn: async ({ id, body }: { id: string; body: Record<string, unknown> }) =>
      (await client.call(routes.update, { params: { id }, body, namespaceId })).data as T,
    onSuccess: async (item) => {
      alerts.add({ type: 'success', message: S.updated(nouns, nameOf(item)) });
      await refresh();
    },
  });

  const [deleting, setDeleting] = useState(false);
  const remove = useCallback(
    async (items: readonly T[]): Promise<DeleteOutcome<T>> => {
      setDeleting(true);
      try {
        const results = await Promise.allSettled(
          items.map((item) => client.call(routes.delete, { params: { id: item.id }, namespaceId })),
        );
        const deleted: T[] = [];
        const failed: { item: T; error: unknown }[] = [];
        results.forEach((result, index) => {
          const item = items[index];
          if (item === undefined) return;
          if (result.status === 'fulfilled') deleted.push(item);
          else failed.push({ item, error: result.reason });
        });
        if (deleted.length > 0) alerts.add({ type: 'success', message: S.deleted(nouns, deleted.map(nameOf)) });
        for (const failure of failed) {
          alerts.add({ type: 'danger', message: S.deleteFailed(nouns, nameOf(failure.item), errorMessage(failure.error)) });
        }
        // not awaited: a page showing a deleted item moves away at once
        void refresh();
        return { deleted, failed };
      } finally {
        setDeleting(false);
      }
    },
    [client, routes.delete, namespaceId, alerts, nouns, nameOf, refresh],
  );

  return { create, update, remove, deleting, refresh };
}
