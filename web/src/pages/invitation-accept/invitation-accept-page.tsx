import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';

import type { InvitationPreview } from '../../../../shared/schemas/invitation';
import { ApiError } from '../../api/client';
import { errorMessage } from '../../api/error-message';
import { useAppServices } from '../../app/app-services';
import { formatDate } from '../../app/format';
import { hrefInInstance } from '../../app/instance/instance-sync';
import { PATHS } from '../../app/paths';
import type { SignInRedirectState } from '../../app/sign-in-redirect';
import { useSession } from '../../auth/use-session';
import { INVITATION_STRINGS as S } from './strings';
import { useAcceptInvitation, useInvitationPreview } from './use-invitation';

/** The server's own words for a refused link (expired, used, revoked, another person's): never a generic text. */
function refusalText(error: unknown): string {
  return error instanceof ApiError && error.message !== '' ? error.message : errorMessage(error);
}

/** Signed out: sign in (coming back here) or create an account with the invited address. */
function SignInOrUp({ invitation }: { invitation: InvitationPreview }) {
  const navigate = useNavigate();
  const location = useLocation();
  const from: SignInRedirectState = { from: { pathname: location.pathname, search: location.search } };
  const back = `${location.pathname}${location.search}`;
  const register = `${PATHS.register}?${new URLSearchParams({ email: invitation.email, redirect: back }).toString()}`;
  return (
    <SpaceBetween size="s">
      <Box variant="p">{S.signInOrUp}</Box>
      <SpaceBetween direction="horizontal" size="xs">
        <Button variant="primary" onClick={() => void navigate(PATHS.login, { state: from })}>
          {S.signIn}
        </Button>
        <Button
          href={register}
          onFollow={(event) => {
            event.preventDefault();
            void navigate(register, { state: from });
          }}
        >
          {S.register}
        </Button>
      </SpaceBetween>
    </SpaceBetween>
  );
}

/** Signed in: accept as the invited address, then open the instance's campaigns. */
function AcceptAs({ token, invitation, signedInAs }: { token: string; invitation: InvitationPreview; signedInAs: string }) {
  const accept = useAcceptInvitation(token);
  const { account, session } = useAppServices();
  const navigate = useNavigate();
  if (signedInAs.toLowerCase() !== invitation.email) {
    return (
      <SpaceBetween size="s">
        <Alert type="warning">{S.wrongPerson(invitation.email, signedInAs)}</Alert>
        <Box>
          <Button onClick={() => void session.end()}>{S.signOut}</Button>
        </Box>
      </SpaceBetween>
    );
  }
  return (
    <SpaceBetween size="s">
      {accept.isError && <Alert type="error">{refusalText(accept.error)}</Alert>}
      <Box>
        <Button
          variant="primary"
          loading={accept.isPending}
          onClick={() =>
            accept.mutate(undefined, {
              onSuccess: ({ namespaceId }) => {
                account.select(namespaceId);
                void navigate(hrefInInstance(PATHS.campaign, namespaceId));
              },
            })
          }
        >
          {S.accept}
        </Button>
      </Box>
    </SpaceBetween>
  );
}

/**
 * `/invitation/accept?token=…` (public): what an invitation offers, to anyone holding its link;
 * signed out, the way to sign in or up with the invited address and come back; signed in as that
 * address, one button that accepts and opens the instance.
 */
export function InvitationAcceptPage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const preview = useInvitationPreview(token);
  const session = useSession();
  const invitation = preview.data;
  const body = () => {
    if (token === '') return <Box variant="p">{S.noToken}</Box>;
    if (preview.isError) return <Alert type="error">{refusalText(preview.error)}</Alert>;
    if (!invitation || session.isPending) {
      return (
        <Box color="text-status-inactive">
          <Spinner /> {S.checking}
        </Box>
      );
    }
    const signedIn = session.data?.status === 'active' ? session.data.user.email : undefined;
    return (
      <SpaceBetween size="m">
        <Box variant="p">{S.offer(invitation.invitedByName, invitation.namespaceName)}</Box>
        <Box variant="p">
          {S.forAddress(invitation.email)} {S.expires(formatDate(invitation.expiresAt))}
        </Box>
        {signedIn === undefined ? (
          <SignInOrUp invitation={invitation} />
        ) : (
          <AcceptAs token={token} invitation={invitation} signedInAs={signedIn} />
        )}
      </SpaceBetween>
    );
  };
  return <Container header={<Header variant="h1">{S.header}</Header>}>{body()}</Container>;
}
