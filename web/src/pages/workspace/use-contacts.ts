import { useInfiniteQuery } from '@tanstack/react-query';

import { contactRoutes } from '../../../../shared/api/routes';
import { CONTACTS_PER_PAGE } from '../../../../shared/domain/prospector';
import { useApiClient } from '../../api/api-client-context';

/** Contacts of an instance, newest first, a page at a time; each page keeps the trial flags of its answer. */
export function useContacts(namespaceId: string) {
  const client = useApiClient();
  return useInfiniteQuery({
    queryKey: ['contacts', namespaceId, 'list'],
    queryFn: ({ pageParam, signal }) =>
      client.call(contactRoutes.list, { body: { limit: CONTACTS_PER_PAGE, cursor: pageParam }, namespaceId, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.data.cursor ?? undefined,
  });
}
