import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useNavigate } from 'react-router-dom';

import { errorMessage } from '../../../api/error-message';
import { useFinishSignIn } from '../../../app/instance/use-finish-sign-in';
import { PageLoading } from '../../../app/page-loading';
import { PATHS } from '../../../app/paths';
import { useRuntimeConfig } from '../../../app/runtime-config-context';
import { waitForHostedSignIn } from '../../../auth/hosted-callback';
import { CALLBACK_STRINGS } from './strings';

/** `/account/callback`: where the hosted sign-in returns; opens the remembered or default instance. */
export function CallbackPage() {
  const config = useRuntimeConfig();
  if (config.mode === 'local') return <Navigate to={PATHS.login} replace />;
  return <HostedSignInCallback />;
}

function HostedSignInCallback() {
  const navigate = useNavigate();
  const finishSignIn = useFinishSignIn();
  const completion = useQuery({
    queryKey: ['hosted-sign-in', window.location.search],
    queryFn: async () => {
      const signedIn = await waitForHostedSignIn(window.location.search, CALLBACK_STRINGS.failed);
      if (!signedIn) {
        await navigate(PATHS.login, { replace: true });
        return false;
      }
      await finishSignIn(undefined);
      return true;
    },
    retry: false,
    staleTime: Infinity,
  });

  if (!completion.isError) return <PageLoading />;
  return (
    <Alert
      type="error"
      header={CALLBACK_STRINGS.failedHeader}
      action={<Button onClick={() => void navigate(PATHS.login, { replace: true })}>{CALLBACK_STRINGS.tryAgain}</Button>}
    >
      {errorMessage(completion.error)}
    </Alert>
  );
}
