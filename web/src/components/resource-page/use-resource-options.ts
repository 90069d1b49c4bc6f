import { useQuery } from '@tanstack/react-query';

import type { RouteDefinition } from '../../../../shared/api/route';
import { useApiClient } from '../../api/api-client-context';
import { listQueryKey, type ListPage } from '../list-page';

/** How many items a resource select offers at most: the first pages of the list. */
export const OPTION_PAGE_SIZE = 100;
export const OPTION_PAGES = 3;

/** An item of another resource offered in a select: its id and the text that names it. */
export interface ResourceOption {
  readonly id: string;
  readonly label: string;
}

function optionOf(item: unknown, labelField: string): ResourceOption | undefined {
  if (typeof item !== 'object' || item === null) return undefined;
  const id: unknown = Reflect.get(item, 'id');
  const label: unknown = Reflect.get(item, labelField);
  if (typeof id !== 'string') return undefined;
  return { id, label: typeof label === 'string' && label !== '' ? label : id };
}

/** The first pages of another resource's list (newest first), as options of a select. */
export function useResourceOptions(route: RouteDefinition, labelField: string, namespaceId: string, enabled = true) {
  const client = useApiClient();
  return useQuery({
    queryKey: [...listQueryKey(route, namespaceId), 'options', labelField],
    enabled,
    queryFn: async ({ signal }) => {
      const options: ResourceOption[] = [];
      let cursor: string | undefined;
      for (let page = 0; page < OPTION_PAGES; page += 1) {
        const answer = (
          await client.call(route, {
            body: { limit: OPTION_PAGE_SIZE, ...(cursor === undefined ? {} : { cursor }) },
            namespaceId,
            signal,
          })
        ).data as ListPage<unknown>;
        for (const item of answer.items) {
          const option = optionOf(item, labelField);
          if (option) options.push(option);
        }
        if (answer.cursor === null) break;
        cursor = answer.cursor;
      }
      return options;
    },
  });
}
