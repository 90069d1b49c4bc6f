import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

import { useAlerts } from '../../../app/app-services';
import { useFinishSignIn } from '../../../app/instance/use-finish-sign-in';
import { PageLoading } from '../../../app/page-loading';
import { PATHS } from '../../../app/paths';
import { useRuntimeConfig } from '../../../app/runtime-config-context';
import { returnPathOf } from '../../../app/sign-in-redirect';
import { useSession } from '../../../auth/use-session';
import { useFollow } from '../../../components/use-follow';
import { HostedSignIn } from './hosted-sign-in';
import { LocalSignInForm } from './local-sign-in-form';
import { SIGN_IN_STRINGS } from './strings';

/** `/login`: the local email and password form, or straight to the hosted sign-in in the cloud. */
export function SignInPage() {
  const config = useRuntimeConfig();
  const session = useSession();
  const alerts = useAlerts();
  const follow = useFollow();
  const returnTo = returnPathOf(useLocation().state);
  const finishSignIn = useFinishSignIn();
  const leaving = useRef(false);
  const signedIn = session.data?.status === 'active';

  // already signed in: straight on to the app
  useEffect(() => {
    if (!signedIn || leaving.current) return;
    leaving.current = true;
    finishSignIn(returnTo).catch((error: unknown) => {
      leaving.current = false;
      alerts.reportError(error);
    });
  }, [signedIn, finishSignIn, returnTo, alerts]);

  if (session.isPending || signedIn) return <PageLoading />;

  return (
    <Container header={<Header variant="h1">{SIGN_IN_STRINGS.header}</Header>}>
      <SpaceBetween size="l">
        {config.mode === 'local' ? (
          <LocalSignInForm
            demoEmail={config.demoEmail}
            onSignedIn={async () => {
              leaving.current = true;
              try {
                await finishSignIn(returnTo);
              } finally {
                leaving.current = false;
              }
            }}
          />
        ) : (
          <HostedSignIn />
        )}
        <Box variant="small">
          {SIGN_IN_STRINGS.noAccount}{' '}
          <Link href={PATHS.register} onFollow={follow} variant="primary" fontSize="body-s">
            {SIGN_IN_STRINGS.register}
          </Link>
          {' · '}
          <Link href={PATHS.changePassword} onFollow={follow} variant="primary" fontSize="body-s">
            {SIGN_IN_STRINGS.changePassword}
          </Link>
        </Box>
      </SpaceBetween>
    </Container>
  );
}
