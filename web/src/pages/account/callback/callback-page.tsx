import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Navigate, useNavigate } from 'react-router-dom';

import { errorMessage } from '../../../api/error-message';
import { PageLoading } from '../../../app/page-loading';
import { PATHS } from '../../../app/paths';
import { useRuntimeConfig } from '../../../app/runtime-config-context';
import { waitForHostedSignIn } from '../../../auth/hosted-callback';
import { SESSION_QUERY_KEY } from '../../../auth/use-session';
import { CALLBACK_STRINGS } from './strings';

/** `/account/callback`: where the hosted sign-in returns; goes home once the session is in place. */
export function CallbackPage() {
  const config = useRuntimeConfig();
  if (config.mode === 'local') return <Navigate to={PATHS.home} replace />;
  return <HostedSignInCallback />;
}

function HostedSignInCallback() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const completion = useQuery({
    queryKey: ['hosted-sign-in', window.location.search],
    queryFn: async () => {
      const signedIn = await waitForHostedSignIn(window.location.search, CALLBACK_STRINGS.failed);
      if (signedIn) await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
      return signedIn;
    },
    retry: false,
    staleTime: Infinity,
  });

  if (completion.isPending) return <PageLoading />;
  if (completion.isError) {
    return (
      <Box padding="xxl">
        <Alert
          type="error"
          header={CALLBACK_STRINGS.failedHeader}
          action={<Button onClick={() => void navigate(PATHS.signIn, { replace: true })}>{CALLBACK_STRINGS.tryAgain}</Button>}
        >
          {errorMessage(completion.error)}
        </Alert>
      </Box>
    );
  }
  return <Navigate to={completion.data ? PATHS.home : PATHS.signIn} replace />;
}
