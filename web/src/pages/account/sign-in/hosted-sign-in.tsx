import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

import { useAlerts } from '../../../app/app-services';
import { signInWithHostedPage } from '../../../auth/sign-in';
import { SIGN_IN_STRINGS } from './strings';

/** Cloud sign-in: leaves for the hosted sign-in page at once; a button tries again if that failed. */
export function HostedSignIn() {
  const alerts = useAlerts();
  const redirect = useMutation({ mutationFn: signInWithHostedPage, onError: (error) => alerts.reportError(error) });
  const started = useRef(false);
  const { mutate } = redirect;

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate();
  }, [mutate]);

  if (!redirect.isError) {
    return (
      <Box textAlign="center">
        <Spinner size="large" />
        <Box variant="p">{SIGN_IN_STRINGS.redirecting}</Box>
      </Box>
    );
  }
  return (
    <SpaceBetween size="m">
      <Box variant="p">{SIGN_IN_STRINGS.hostedDescription}</Box>
      <Button variant="primary" loading={redirect.isPending} onClick={() => redirect.mutate()}>
        {SIGN_IN_STRINGS.hostedSubmit}
      </Button>
    </SpaceBetween>
  );
}
