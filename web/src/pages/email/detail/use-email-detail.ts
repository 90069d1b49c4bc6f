import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

import { emailRoutes } from '../../../../../shared/api/routes/email';
import type { ReviewStatus } from '../../../../../shared/domain/email';
import type { EmailEditInput, EmailScheduleInput } from '../../../../../shared/schemas/email-review';
import { useApiClient } from '../../../api/api-client-context';

/** How often an email still being written is read again, until it is written. */
const WRITING_POLL_MS = 5000;

/** The key of one email's detail; the first element is the route's name, as every key of the app. */
export const emailDetailQueryKey = (namespaceId: string, emailId: string) =>
  [emailRoutes.get.name, namespaceId, emailId] as const;

/** True for every `email.*` answer of the instance (the review queue's lists and emails). */
function isEmailAnswer(queryKey: readonly unknown[], namespaceId: string): boolean {
  const [name, instance] = queryKey;
  return typeof name === 'string' && name.startsWith('email.') && instance === namespaceId;
}

/** One email with its thread, history, placeholders and checker context; read again while it is being written. */
export function useEmailDetail(namespaceId: string, emailId: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: emailDetailQueryKey(namespaceId, emailId),
    queryFn: async ({ signal }) => (await client.call(emailRoutes.get, { params: { id: emailId }, namespaceId, signal })).data,
    refetchInterval: (query) => (query.state.data?.email.status === 'CREATED' ? WRITING_POLL_MS : false),
    refetchIntervalInBackground: false,
  });
}

/**
 * The changes to one email. Each refreshes the instance's `email.*` answers and tells the page
 * (`onChanged`) once it is done, whether it worked or was refused (a refusal means the email is not
 * as the page showed it).
 */
export function useEmailCommands(namespaceId: string, emailId: string, onChanged: () => void) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const params = { id: emailId };

  const settled = useCallback(() => {
    onChanged();
    return queryClient.invalidateQueries({ predicate: (query) => isEmailAnswer(query.queryKey, namespaceId) });
  }, [onChanged, queryClient, namespaceId]);

  const update = useMutation({
    mutationFn: async (body: EmailEditInput) => (await client.call(emailRoutes.update, { params, body, namespaceId })).data,
    onSettled: settled,
  });
  const regenerate = useMutation({
    mutationFn: async (instruction: string) =>
      (
        await client.call(emailRoutes.regenerate, {
          params,
          body: instruction.trim() === '' ? {} : { instruction: instruction.trim() },
          namespaceId,
        })
      ).data,
    onSettled: settled,
  });
  const review = useMutation({
    mutationFn: async (reviewStatus: ReviewStatus) =>
      (await client.call(emailRoutes.review, { params, body: { reviewStatus }, namespaceId })).data,
    onSettled: settled,
  });
  const schedule = useMutation({
    mutationFn: async (body: EmailScheduleInput) => (await client.call(emailRoutes.schedule, { params, body, namespaceId })).data,
    onSettled: settled,
  });
  const unschedule = useMutation({
    mutationFn: async () => (await client.call(emailRoutes.unschedule, { params, namespaceId })).data,
    onSettled: settled,
  });
  const cancel = useMutation({
    mutationFn: async () => (await client.call(emailRoutes.cancel, { params, namespaceId })).data,
    onSettled: settled,
  });
  const copied = useMutation({
    mutationFn: async () => (await client.call(emailRoutes.copied, { params, namespaceId })).data,
    onSettled: settled,
  });
  const remove = useMutation({
    mutationFn: async () => (await client.call(emailRoutes.delete, { params, namespaceId })).data,
    onSuccess: () => queryClient.removeQueries({ queryKey: emailDetailQueryKey(namespaceId, emailId), exact: true }),
    onSettled: () => {
      onChanged();
      return queryClient.invalidateQueries({
        predicate: (query) =>
          isEmailAnswer(query.queryKey, namespaceId) &&
          !(query.queryKey[0] === emailRoutes.get.name && query.queryKey[2] === emailId),
      });
    },
  });

  const busy = [update, regenerate, review, schedule, unschedule, cancel, copied, remove].some((mutation) => mutation.isPending);
  return { update, regenerate, review, schedule, unschedule, cancel, copied, remove, busy };
}
