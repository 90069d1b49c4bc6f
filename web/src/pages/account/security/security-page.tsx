import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';

import { errorMessage } from '../../../api/error-message';
import { useAlerts } from '../../../app/app-services';
import { PATHS } from '../../../app/paths';
import { useSession } from '../../../auth/use-session';
import { useFollow } from '../../../components/use-follow';
import { SECURITY_STRINGS as S } from './strings';
import { TotpSetUpForm } from './totp-set-up-form';
import { TurnOffTotpForm } from './turn-off-totp-form';
import { useStartTotpSetUp, useTotpStatus } from './use-totp';

/**
 * `/account/security` (any signed-in user): turns sign-in with an authenticator code (TOTP) on, with a QR
 * code, the secret and a first code, or off, with the password and a current code.
 */
export function SecurityPage() {
  const session = useSession();
  const status = useTotpStatus();
  const start = useStartTotpSetUp();
  const alerts = useAlerts();
  const follow = useFollow();
  const email = session.data?.status === 'active' ? session.data.user.email : undefined;

  const body = () => {
    if (status.isPending) return <StatusIndicator type="loading">{S.loading}</StatusIndicator>;
    if (status.isError) return <StatusIndicator type="error">{errorMessage(status.error)}</StatusIndicator>;
    if (status.data && email !== undefined) return <TurnOffTotpForm email={email} />;
    if (start.data) return <TotpSetUpForm setUp={start.data} onDone={() => start.reset()} />;
    return (
      <SpaceBetween size="m">
        <StatusIndicator type="stopped">{S.off}</StatusIndicator>
        <Box>
          <Button
            loading={start.isPending}
            disabled={email === undefined}
            onClick={() => {
              if (email !== undefined) start.mutate(email, { onError: (error) => alerts.reportError(error) });
            }}
          >
            {S.turnOn}
          </Button>
        </Box>
      </SpaceBetween>
    );
  };

  return (
    <SpaceBetween size="l">
      <Header variant="h1" description={S.description}>
        {S.header}
      </Header>
      <Container header={<Header variant="h2">{S.totpHeader}</Header>}>{body()}</Container>
      <Link href={PATHS.home} onFollow={follow}>
        {S.back}
      </Link>
    </SpaceBetween>
  );
}
