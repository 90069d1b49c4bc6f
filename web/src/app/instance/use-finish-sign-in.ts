import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

import { useAppServices } from '../app-services';
import { SESSION_QUERY_KEY } from '../query-keys';
import { destinationAfterSignIn, instanceAfterSignIn } from './instance-after-sign-in';
import { storedInstance } from './instance-sync';

/**
 * After a sign-in (local form or hosted callback): reads the new session, chooses and remembers
 * the instance, and opens the page the user was going to, or the dashboard.
 */
export function useFinishSignIn(): (returnTo: { pathname: string; search: string } | undefined) => Promise<void> {
  const { apiClient, account, storage } = useAppServices();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    async (returnTo) => {
      await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
      const namespaceId = await instanceAfterSignIn(apiClient, storedInstance(storage));
      account.select(namespaceId);
      await navigate(destinationAfterSignIn(namespaceId, returnTo), { replace: true });
    },
    [apiClient, account, storage, queryClient, navigate],
  );
}
