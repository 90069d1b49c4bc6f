import { useMutation } from '@tanstack/react-query';

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
