import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { useSearchParams } from 'react-router-dom';

import { ApiError } from '../../api/client';
import { UNSUBSCRIBE_STRINGS as STRINGS } from './strings';
import { useUnsubscribe, useUnsubscribeLinkCheck } from './use-unsubscribe';

/** The unsubscribe request of one link: checked first, then one button, then what became of it. */
function UnsubscribeRequest({ token }: { token: string }) {
  const unsubscribe = useUnsubscribe(token);
  const check = useUnsubscribeLinkCheck(token);
  if (check.isPending) {
    return (
      <Box color="text-status-inactive">
        <Spinner /> {STRINGS.checking}
      </Box>
    );
  }
  // a check that could not be made leaves the decision to the request itself
  const badLink = check.isSuccess && (!check.data.valid || check.data.purpose !== 'unsubscribe');
  if (unsubscribe.isSuccess) {
    return (
      <Alert type="success" statusIconAriaLabel="Success">
        {STRINGS.done}
      </Alert>
    );
  }
  const invalid = badLink || (unsubscribe.error instanceof ApiError && unsubscribe.error.status === 400);
  return (
    <SpaceBetween size="m">
      {invalid ? (
        <Alert type="error" statusIconAriaLabel="Error">
          {STRINGS.invalidLink}
        </Alert>
      ) : (
        <>
          <Box variant="p">{STRINGS.ask}</Box>
          {unsubscribe.isError && (
            <Alert type="error" statusIconAriaLabel="Error">
              {STRINGS.failed}
            </Alert>
          )}
          <Box>
            <Button variant="primary" loading={unsubscribe.isPending} onClick={() => unsubscribe.mutate()}>
              {STRINGS.button}
            </Button>
          </Box>
        </>
      )}
    </SpaceBetween>
  );
}

/**
 * `/email/unsubscribed` (public, no sign-in): where the unsubscribe link of an email leads when it
 * is opened in a browser. With the link's `?token=` it asks for one click (opening the link
 * changed nothing, so mail scanners that follow it unsubscribe nobody); without one it says what
 * the page is for.
 */
export function EmailUnsubscribedPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  return (
    <Container header={<Header variant="h1">{STRINGS.header}</Header>}>
      <SpaceBetween size="m">
        <Box variant="p">{STRINGS.about}</Box>
        {token === '' ? (
          <Box variant="p" color="text-body-secondary">
            {STRINGS.noRequest}
          </Box>
        ) : (
          <UnsubscribeRequest token={token} />
        )}
      </SpaceBetween>
    </Container>
  );
}
