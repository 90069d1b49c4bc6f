import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { errorMessage } from '../../api/error-message';
import { useInstance } from '../../app/account/use-account-queries';
import { useSelectedNamespaceId } from '../../app/instance/use-instance';
import { INSTANCE_PARAM, PATHS } from '../../app/paths';
import { EmptyState } from '../../components/empty-state';
import { OnboardingWizard } from './onboarding-wizard';
import { ONBOARDING_STRINGS as S } from './strings';
import { useOnboardingItems } from './use-onboarding';

/**
 * `/onboarding`: a new instance is set up in three steps (company, sender, customer profile) and a
 * closing stage, before the app opens. A reload continues at the first step whose item is missing.
 */
export function OnboardingPage() {
  const namespaceId = useSelectedNamespaceId();
  const instance = useInstance(namespaceId);
  const items = useOnboardingItems(namespaceId);
  // while the closing stage runs, the instance turns onboarded: the wizard stays until it has moved on
  const [finishing, setFinishing] = useState(false);

  let content;
  if (items.isError || instance.isError) {
    content = (
      <Alert
        type="error"
        header={S.loadFailedHeader}
        action={
          <Button
            onClick={() => {
              void items.refetch();
              void instance.refetch();
            }}
          >
            {S.retry}
          </Button>
        }
      >
        {errorMessage(items.error ?? instance.error)}
      </Alert>
    );
  } else if (items.isPending || instance.isPending) {
    content = <Loading />;
  } else if (instance.data.onboardedAt !== undefined && !finishing) {
    content = <AlreadyOnboarded namespaceId={namespaceId} />;
  } else {
    content = (
      <OnboardingWizard
        namespaceId={namespaceId}
        items={items.data}
        reloadItems={async () => (await items.refetch()).data}
        onFinishing={setFinishing}
      />
    );
  }

  return (
    <SpaceBetween size="l">
      <SpaceBetween size="xxs">
        <Box fontSize="heading-xl" fontWeight="bold">
          {S.title}
        </Box>
        <Box color="text-body-secondary">{S.description(namespaceId)}</Box>
      </SpaceBetween>
      {content}
    </SpaceBetween>
  );
}

function Loading() {
  return (
    <Container>
      <Box textAlign="center" padding={{ vertical: 'l' }} color="text-status-inactive">
        <SpaceBetween size="xs" direction="horizontal" alignItems="center">
          <Spinner />
          <span>{S.loading}</span>
        </SpaceBetween>
      </Box>
    </Container>
  );
}

function AlreadyOnboarded({ namespaceId }: { namespaceId: string }) {
  const navigate = useNavigate();
  const href = `${PATHS.dashboard}?${new URLSearchParams({ [INSTANCE_PARAM]: namespaceId }).toString()}`;
  return (
    <Container>
      <EmptyState
        title={S.alreadyDoneHeader}
        action={
          <Button
            variant="primary"
            href={href}
            onFollow={(event) => {
              event.preventDefault();
              void navigate(href);
            }}
          >
            {S.toDashboard}
          </Button>
        }
      >
        {S.alreadyDoneBody}
      </EmptyState>
    </Container>
  );
}
