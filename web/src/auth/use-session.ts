import { useQuery } from '@tanstack/react-query';

import { SESSION_QUERY_KEY } from '../app/query-keys';
import { readSession } from './session';

export { SESSION_QUERY_KEY };

/** The sign-in session (active, none or expired), read from Amplify. */
export function useSession() {
  return useQuery({ queryKey: SESSION_QUERY_KEY, queryFn: readSession, staleTime: Infinity, retry: false });
}
