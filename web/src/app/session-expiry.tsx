import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';

import { isSessionExpired } from '../api/error-message';
import { CLIENT_MESSAGES } from '../api/messages';
import { signOutUser } from '../auth/sign-out';
import { PATHS } from './paths';
import type { SignInNotice } from './sign-in-notice';

/**
 * SPEC §8: an answer of 401 means the session is over. Signs out (or at least forgets the
 * session), drops every cached answer and sends the user to sign in with the reason.
 */
export function SessionExpiry() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const expiring = useRef(false);

  useEffect(() => {
    const expire = async () => {
      if (expiring.current) return;
      expiring.current = true;
      try {
        await signOutUser().catch(() => undefined);
        queryClient.clear();
        const state: SignInNotice = { notice: CLIENT_MESSAGES.tokenExpired };
        await navigate(PATHS.signIn, { replace: true, state });
      } finally {
        expiring.current = false;
      }
    };
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error' && isSessionExpired(event.action.error)) void expire();
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error' && isSessionExpired(event.action.error)) void expire();
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient, navigate]);

  return null;
}
