import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { emailRoutes } from '../../../../shared/api/routes/email';
import { replyRoutes } from '../../../../shared/api/routes/reply';
import type { ReplyCorrectionInput, ReplyInboxFilter, ReplyInboxItem } from '../../../../shared/schemas/email-reply';
import { useApiClient } from '../../api/api-client-context';
import { isEmailQueryKey } from '../../app/query-keys';
import { useCursorPages } from '../../components/list-page';

/** How often the inbox refreshes the page shown (only while the browser tab is visible). */
export const REPLY_INBOX_POLL_INTERVAL_MS = 30_000;

/** The key of every answer of the inbox in an instance; the first element is the route's name. */
function replyListKey(namespaceId: string, request: Readonly<Record<string, unknown>>) {
  return [replyRoutes.list.name, namespaceId, request] as const;
}

/** The instance's kept messages (one contact's with `contactId`), filtered, a page at a time. */
export function useReplyList(
  namespaceId: string,
  query: { readonly filter?: ReplyInboxFilter | undefined; readonly contactId?: string | undefined },
  pageSize: number,
) {
  const client = useApiClient();
  const body = (cursor: string | undefined) => ({
    limit: pageSize,
    ...(query.filter ? { filter: query.filter } : {}),
    ...(query.contactId ? { contactId: query.contactId } : {}),
    ...(cursor ? { cursor } : {}),
  });
  return useCursorPages<ReplyInboxItem>({
    scope: `${query.filter ?? ''}|${query.contactId ?? ''}|${String(pageSize)}`,
    queryKey: (cursor) => replyListKey(namespaceId, body(cursor)),
    fetchPage: async (cursor, signal) => (await client.call(replyRoutes.list, { body: body(cursor), namespaceId, signal })).data,
    refetchInterval: () => REPLY_INBOX_POLL_INTERVAL_MS,
  });
}

/** The email a message answers, as the review queue reads it (shared with the email's own view). */
export function useAnsweredEmail(namespaceId: string, emailId: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: [emailRoutes.get.name, namespaceId, emailId],
    queryFn: async ({ signal }) => (await client.call(emailRoutes.get, { params: { id: emailId }, namespaceId, signal })).data,
    retry: false,
  });
}

/** Refreshes the inbox and everything that shows emails or contacts after a change. */
function useRefreshAfterChange(namespaceId: string) {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({
      predicate: (query) => {
        const [name, namespace] = query.queryKey;
        if (namespace !== namespaceId || typeof name !== 'string') return false;
        return name === replyRoutes.list.name || name.startsWith('contact.') || isEmailQueryKey(query.queryKey, namespaceId);
      },
    });
}

/** Marks a message handled or to handle. */
export function useMarkHandled(namespaceId: string) {
  const client = useApiClient();
  const refresh = useRefreshAfterChange(namespaceId);
  return useMutation({
    mutationFn: async ({ id, handled }: { id: string; handled: boolean }) =>
      (await client.call(replyRoutes.handled, { params: { id }, body: { handled }, namespaceId })).data,
    onSuccess: refresh,
  });
}

/** Corrects a message's class; answers what the correction did. */
export function useCorrectReply(namespaceId: string) {
  const client = useApiClient();
  const refresh = useRefreshAfterChange(namespaceId);
  return useMutation({
    mutationFn: async ({ id, input }: { id: string; input: ReplyCorrectionInput }) =>
      (await client.call(replyRoutes.correct, { params: { id }, body: input, namespaceId })).data,
    onSuccess: refresh,
  });
}
