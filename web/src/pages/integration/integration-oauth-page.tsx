import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';

import { IntegrationTypeSchema, type IntegrationType } from '../../../../shared/domain/integration';
import { errorMessage } from '../../api/error-message';
import { useAlerts } from '../../app/app-services';
import { useSelectedNamespaceId } from '../../app/instance/use-instance';
import { PATHS } from '../../app/paths';
import { CRM_NAMES, INTEGRATION_STRINGS as S } from './strings';
import { PENDING_CRM_SIGN_IN_KEY, useCompleteCrmSignIn } from './use-integrations';

/** The CRM a sign-in started in this browser is for, if any (read once, then forgotten). */
function takePendingType(): IntegrationType | undefined {
  const stored = sessionStorage.getItem(PENDING_CRM_SIGN_IN_KEY);
  sessionStorage.removeItem(PENDING_CRM_SIGN_IN_KEY);
  const parsed = IntegrationTypeSchema.safeParse(stored);
  return parsed.success ? parsed.data : undefined;
}

/**
 * `/integration/oauth`: where HubSpot and Salesforce send the browser back. Finishes the
 * connection once, then returns to the integrations page; a refusal or a failure is shown here,
 * with the way back.
 */
export function IntegrationOAuthPage() {
  const namespaceId = useSelectedNamespaceId();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const alerts = useAlerts();
  const complete = useCompleteCrmSignIn(namespaceId);
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const [type, setType] = useState<IntegrationType | undefined>(undefined);
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    const pending = takePendingType();
    const code = searchParams.get('code');
    const state = searchParams.get('state');
    const refused = searchParams.get('error');
    if (!pending) return setFailure(S.returnNotStartedHere);
    setType(pending);
    if (refused !== null || code === null || state === null) return setFailure(S.returnRefused(refused ?? 'no code'));
    complete.mutate(
      { type: pending, code, state },
      {
        onSuccess: () => {
          alerts.add({ type: 'success', message: S.connected(CRM_NAMES[pending]), showAfterRedirect: true });
          void navigate(PATHS.integration, { replace: true });
        },
        onError: (error) => setFailure(errorMessage(error)),
      },
    );
  }, [searchParams, complete, alerts, navigate]);

  return (
    <ContentLayout header={<Header variant="h1">{S.returnTitle}</Header>}>
      {failure ? (
        <Alert
          type="error"
          header={S.returnFailedHeader}
          action={<Button onClick={() => void navigate(PATHS.integration, { replace: true })}>{S.backToIntegrations}</Button>}
        >
          {failure}
        </Alert>
      ) : (
        <Box textAlign="center" padding={{ vertical: 'l' }}>
          <SpaceBetween size="xs" direction="horizontal" alignItems="center">
            <Spinner />
            <span role="status">{S.returnWorking(type ? CRM_NAMES[type] : 'your CRM')}</span>
          </SpaceBetween>
        </Box>
      )}
    </ContentLayout>
  );
}
