import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';

import { errorMessage } from '../../api/error-message';
import { WORKSPACE_STRINGS } from './strings';
import { useAcceptTerms } from './use-accept-terms';

/** Shown while the terms are not accepted: one button accepts them and loads the workspace again. */
export function TermsNotice() {
  const accept = useAcceptTerms();
  return (
    <Alert
      type="warning"
      header={WORKSPACE_STRINGS.termsHeader}
      action={
        <Button variant="primary" loading={accept.isPending} onClick={() => accept.mutate()}>
          {WORKSPACE_STRINGS.acceptTerms}
        </Button>
      }
    >
      <SpaceBetween size="xs">
        <span>{WORKSPACE_STRINGS.termsBody}</span>
        {accept.isError && <strong>{errorMessage(accept.error)}</strong>}
      </SpaceBetween>
    </Alert>
  );
}
