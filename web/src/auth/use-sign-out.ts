import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';

import { PATHS } from '../app/paths';
import { signOutUser } from './sign-out';

/** Signs out, forgets every cached answer and goes to the sign-in page. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: signOutUser,
    onSettled: async () => {
      queryClient.clear();
      await navigate(PATHS.signIn, { replace: true });
    },
  });
}
