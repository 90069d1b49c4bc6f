import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';

import { errorMessage } from '../../api/error-message';
import { FINALIZING_TITLE } from './stages';
import { ONBOARDING_STRINGS as S } from './strings';

interface FinalizingStageProps {
  /** why the setup could not be finished; undefined while it is being finished */
  readonly error: unknown;
  readonly onRetry: () => void;
  readonly onBack: () => void;
}

/** The closing stage: the setup is finished on the server, then the app opens on the dashboard. */
export function FinalizingStage({ error, onRetry, onBack }: FinalizingStageProps) {
  const failed = error !== undefined;
  return (
    <Container
      header={
        <Header variant="h1" description={S.finalizingDescription}>
          {FINALIZING_TITLE}
        </Header>
      }
    >
      <SpaceBetween size="m">
        <Box>
          <ul aria-label={FINALIZING_TITLE} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
            <li>
              <StatusIndicator type="success">{S.finalizingCompany}</StatusIndicator>
            </li>
            <li>
              <StatusIndicator type="success">{S.finalizingSender}</StatusIndicator>
            </li>
            <li>
              <StatusIndicator type="success">{S.finalizingProfile}</StatusIndicator>
            </li>
            <li aria-live="polite">
              <StatusIndicator type={failed ? 'error' : 'loading'}>{S.finalizingInstance}</StatusIndicator>
            </li>
          </ul>
        </Box>
        {failed && (
          <Alert
            type="error"
            header={S.finalizeFailedHeader}
            action={
              <SpaceBetween size="xs" direction="horizontal">
                <Button onClick={onBack}>{S.backToSteps}</Button>
                <Button variant="primary" onClick={onRetry}>
                  {S.retry}
                </Button>
              </SpaceBetween>
            }
          >
            {errorMessage(error)}
          </Alert>
        )}
      </SpaceBetween>
    </Container>
  );
}
