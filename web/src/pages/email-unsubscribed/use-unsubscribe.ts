import { useMutation, useQuery } from '@tanstack/react-query';

import { emailStatusRoutes } from '../../../../shared/api/routes/email-status';
import { ONE_CLICK_FIELD, ONE_CLICK_VALUE } from '../../../../shared/domain/links';
import { useApiClient } from '../../api/api-client-context';

/**
 * Unsubscribes the address an email's link names: the one-click POST a mail client makes
 * (`List-Unsubscribe=One-Click`, as a form, no sign-in), with the link's token.
 */
export function useUnsubscribe(token: string) {
  const client = useApiClient();
  return useMutation({
    mutationFn: async () =>
      (
        await client.call(emailStatusRoutes.unsubscribeOneClick, {
          query: { token },
          body: { [ONE_CLICK_FIELD]: ONE_CLICK_VALUE },
        })
      ).data,
  });
}

/**
 * Whether the link's token is a good unsubscribe token (`POST /api/email-status/decrypt`, public):
 * a link cut or changed on its way is told apart before the page offers its button.
 */
export function useUnsubscribeLinkCheck(token: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: ['email-status', 'decrypt', token],
    queryFn: async () => (await client.call(emailStatusRoutes.decrypt, { body: { token } })).data,
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
}
