import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';

import { PageLoading } from '../../../app/page-loading';
import { PATHS } from '../../../app/paths';
import { useRuntimeConfig } from '../../../app/runtime-config-context';
import { signInNoticeOf } from '../../../app/sign-in-notice';
import { SESSION_QUERY_KEY, useSession } from '../../../auth/use-session';
import { HostedSignIn } from './hosted-sign-in';
import { LocalSignInForm } from './local-sign-in-form';
import { SIGN_IN_STRINGS } from './strings';

/** `/account/sign-in`: the local email and password form, or the way to the hosted sign-in in the cloud. */
export function SignInPage() {
  const config = useRuntimeConfig();
  const session = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const notice = signInNoticeOf(useLocation().state);

  if (session.isPending) return <PageLoading />;
  if (session.data) return <Navigate to={PATHS.home} replace />;

  const onSignedIn = async () => {
    await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    await navigate(PATHS.home, { replace: true });
  };

  return (
    <Box padding={{ vertical: 'xxxl', horizontal: 'l' }}>
      <div style={{ maxWidth: 440, margin: '0 auto' }}>
        <Container header={<Header variant="h1">{SIGN_IN_STRINGS.header}</Header>}>
          <SpaceBetween size="m">
            {notice !== undefined && <Alert type="warning">{notice}</Alert>}
            {config.mode === 'local' ? (
              <LocalSignInForm demoEmail={config.demoEmail} onSignedIn={onSignedIn} />
            ) : (
              <HostedSignIn />
            )}
          </SpaceBetween>
        </Container>
      </div>
    </Box>
  );
}
