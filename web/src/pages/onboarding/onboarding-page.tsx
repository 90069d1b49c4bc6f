import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';

import { ONBOARDING_END_STAGE_INDEX, ONBOARDING_STAGES } from '../../../../shared/domain/campaign';
import { PRODUCT_NAME } from '../../../../shared/domain/product';
import { useSelectedNamespaceId } from '../../app/instance/use-instance';
import { EmptyState } from '../../components/empty-state';

/** `/onboarding`: where a new instance is set up before its first campaign. */
export function OnboardingPage() {
  const namespaceId = useSelectedNamespaceId();
  const steps = ONBOARDING_STAGES.slice(0, ONBOARDING_END_STAGE_INDEX);
  return (
    <SpaceBetween size="l">
      <Header variant="h1" description={`Instance ${namespaceId}`}>
        Welcome to {PRODUCT_NAME}
      </Header>
      <Container header={<Header variant="h2">Set up this instance</Header>}>
        <SpaceBetween size="m">
          <Box variant="p">This instance opens once it is set up, in {steps.length} steps:</Box>
          <ol>
            {steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <EmptyState title="Guided setup is on its way">
            The guided setup will be here. Until it is, an admin of this instance can ask the provider to finish the setup, and
            you can work in another of your instances from the menu above.
          </EmptyState>
        </SpaceBetween>
      </Container>
    </SpaceBetween>
  );
}
