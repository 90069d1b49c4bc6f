import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

import { campaignRoutes } from '../../../../shared/api/routes/campaign';
import { contactRoutes } from '../../../../shared/api/routes/contact';
import { emailRoutes } from '../../../../shared/api/routes/email';
import type { EmailSummary } from '../../../../shared/schemas/email-review';
import { useApiClient } from '../../api/api-client-context';
import { emailListQueryKey, isEmailListQueryKey, isEmailQueryKey } from '../../app/query-keys';
import { useResourceOptions } from '../../components/resource-page/use-resource-options';
import { useCursorPages } from '../../components/list-page';
import type { BulkCaller } from './list-bulk';
import { emailListBody, emailListScope, fillPage, type EmailListFilter } from './list-filter';

/** How often the review queue refreshes the page shown (only while the browser tab is visible). */
export const EMAIL_LIST_POLL_INTERVAL_MS = 10_000;

/** One tab of the review queue, filtered, a page at a time, refreshed every 10 seconds. */
export function useEmailList(namespaceId: string, filter: EmailListFilter, pageSize: number) {
  const client = useApiClient();
  return useCursorPages<EmailSummary>({
    scope: emailListScope(filter, pageSize),
    queryKey: (cursor) => emailListQueryKey(namespaceId, emailListBody(filter, pageSize, cursor)),
    fetchPage: (cursor, signal) =>
      fillPage(
        async (from, limit) =>
          (await client.call(emailRoutes.list, { body: emailListBody(filter, limit, from), namespaceId, signal })).data,
        cursor,
        pageSize,
      ),
    refetchInterval: () => EMAIL_LIST_POLL_INTERVAL_MS,
  });
}

/** The instance's campaigns (the first pages), for the campaign filter. */
export function useCampaignOptions(namespaceId: string) {
  return useResourceOptions(campaignRoutes.list, 'name', namespaceId);
}

/** How long a contact's name is taken as known before it is asked for again. */
const CONTACT_STALE_MS = 5 * 60_000;

/** The contact the list is filtered on, to name it; shares the answer with the contact's own page. */
export function useFilterContact(namespaceId: string, contactId: string | undefined) {
  const client = useApiClient();
  return useQuery({
    queryKey: [contactRoutes.get.name, namespaceId, contactId],
    enabled: contactId !== undefined,
    queryFn: async ({ signal }) =>
      (await client.call(contactRoutes.get, { params: { id: contactId ?? '' }, namespaceId, signal })).data,
    staleTime: CONTACT_STALE_MS,
    retry: false,
  });
}

/** Makes `email.bulk` calls in the instance. */
export function useBulkCaller(namespaceId: string): BulkCaller {
  const client = useApiClient();
  return useCallback(
    async (input) => (await client.call(emailRoutes.bulk, { body: input, namespaceId })).data,
    [client, namespaceId],
  );
}

/** Refreshes every answer of the instance that shows emails, after a change to them. */
export function useRefreshEmails(namespaceId: string) {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ predicate: (query) => isEmailQueryKey(query.queryKey, namespaceId) }),
    [queryClient, namespaceId],
  );
}

/**
 * Refreshes the lists that show emails (the review queue, a contact's thread, the campaigns' counts)
 * but not the emails themselves, after a change the open email has already taken in.
 */
export function useRefreshEmailLists(namespaceId: string) {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ predicate: (query) => isEmailListQueryKey(query.queryKey, namespaceId) }),
    [queryClient, namespaceId],
  );
}
