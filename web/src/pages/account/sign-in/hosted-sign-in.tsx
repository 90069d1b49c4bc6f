import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useMutation } from '@tanstack/react-query';

import { errorMessage } from '../../../api/error-message';
import { signInWithHostedPage } from '../../../auth/sign-in';
import { SIGN_IN_STRINGS } from './strings';

/** Cloud sign-in: a button that leaves for the hosted sign-in page. */
export function HostedSignIn() {
  const redirect = useMutation({ mutationFn: signInWithHostedPage });
  return (
    <SpaceBetween size="m">
      {redirect.isError && (
        <Alert type="error" header={SIGN_IN_STRINGS.failedHeader}>
          {errorMessage(redirect.error)}
        </Alert>
      )}
      <Box variant="p">{SIGN_IN_STRINGS.hostedDescription}</Box>
      <Button variant="primary" loading={redirect.isPending || redirect.isSuccess} onClick={() => redirect.mutate()}>
        {SIGN_IN_STRINGS.hostedSubmit}
      </Button>
    </SpaceBetween>
  );
}
