import { useQuery } from '@tanstack/react-query';

import { currentUser } from './session';

export const SESSION_QUERY_KEY = ['session'] as const;

/** The signed-in user (null when signed out), read from Amplify's session. */
export function useSession() {
  return useQuery({ queryKey: SESSION_QUERY_KEY, queryFn: currentUser, staleTime: Infinity, retry: false });
}
