import { useQuery } from '@tanstack/react-query';

import { contactListRoutes } from '../../../../shared/api/routes/contact-list';
import { useApiClient } from '../../api/api-client-context';

/** The most lists the picker shows at once; typing narrows them on the server. */
const OPTIONS_LIMIT = 100;

/** The instance's contact lists for the picker, newest first, matching `search` when given. */
export function useContactListOptions(namespaceId: string, search: string) {
  const client = useApiClient();
  const text = search.trim();
  return useQuery({
    queryKey: [contactListRoutes.list.name, namespaceId, 'options', text],
    queryFn: async ({ signal }) =>
      (
        await client.call(contactListRoutes.list, {
          body: { limit: OPTIONS_LIMIT, ...(text === '' ? {} : { search: text }) },
          namespaceId,
          signal,
        })
      ).data.items,
  });
}
