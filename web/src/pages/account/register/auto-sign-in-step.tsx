import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Link from '@cloudscape-design/components/link';
import Spinner from '@cloudscape-design/components/spinner';
import { useEffect, useRef, useState } from 'react';

import { useAlerts } from '../../../app/app-services';
import { useFinishSignIn } from '../../../app/instance/use-finish-sign-in';
import { PATHS } from '../../../app/paths';
import { useRuntimeConfig } from '../../../app/runtime-config-context';
import { AutoSignInTimeoutError, signInWhenConfirmed } from '../../../auth/auto-sign-in';
import { signInAttempt } from '../../../auth/sign-up';
import { useFollow } from '../../../components/use-follow';
import { REGISTER_STRINGS } from './strings';

/**
 * The last step of the registration: signs the new person in by themselves (every 5 s until the
 * pool sees the confirmation, for at most 180 s) and opens their new instance; when that gives up,
 * says so and links to the sign-in page.
 */
export function AutoSignInStep({ email, password }: { email: string; password: string }) {
  const config = useRuntimeConfig();
  const alerts = useAlerts();
  const follow = useFollow();
  const finishSignIn = useFinishSignIn();
  const [failed, setFailed] = useState<string | undefined>();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const attempt = signInAttempt(email, password, config.mode, REGISTER_STRINGS.unsupportedStep);
    signInWhenConfirmed(attempt, REGISTER_STRINGS.timedOut)
      .then(() => finishSignIn(undefined))
      .catch((error: unknown) => {
        if (error instanceof AutoSignInTimeoutError) setFailed(error.message);
        else {
          setFailed(REGISTER_STRINGS.signInFailed);
          alerts.reportError(error);
        }
      });
  }, [email, password, config.mode, finishSignIn, alerts]);

  if (failed !== undefined) {
    return (
      <Alert type="warning" header={REGISTER_STRINGS.timedOutHeader}>
        {failed}{' '}
        <Link href={PATHS.login} onFollow={follow}>
          {REGISTER_STRINGS.signIn}
        </Link>
      </Alert>
    );
  }
  return (
    <Box textAlign="center">
      <Spinner size="large" />
      <Box variant="p">{REGISTER_STRINGS.signingIn}</Box>
    </Box>
  );
}
