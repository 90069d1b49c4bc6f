import Box from '@cloudscape-design/components/box';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import { useState } from 'react';

import { ApiError } from '../../api/client';
import { errorMessage } from '../../api/error-message';
import { useAlerts } from '../../app/app-services';
import { ConfirmModal } from '../../components/confirm-modal';
import { checkedToken } from './integration-view';
import { INTEGRATION_STRINGS as S } from './strings';
import { useConnectPrivateApp } from './use-integrations';

/** The server's message about the token field, or the failure's own. */
function tokenErrorOf(error: unknown): string {
  if (error instanceof ApiError) {
    const field = error.fieldErrors.find((candidate) => candidate.path === 'token' || candidate.path === 'body.token');
    if (field) return field.message;
  }
  return errorMessage(error);
}

/** Connecting HubSpot with a private-app token a manager pastes: checked by HubSpot before it is kept. */
export function PrivateAppModal({ namespaceId, onClose }: { namespaceId: string; onClose: () => void }) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const connect = useConnectPrivateApp(namespaceId);
  const alerts = useAlerts();

  const submit = () => {
    const checked = checkedToken(value, S.privateAppRequired);
    if (!checked.token) {
      setError(checked.error);
      return;
    }
    connect.mutate(checked.token, {
      onSuccess: () => {
        alerts.add({ type: 'success', message: S.connected('HubSpot') });
        onClose();
      },
      onError: (failure) => setError(tokenErrorOf(failure)),
    });
  };

  return (
    <ConfirmModal
      header={S.privateAppHeader}
      confirm={S.privateAppConnect}
      dismiss={S.cancel}
      busy={connect.isPending}
      onConfirm={submit}
      onDismiss={onClose}
    >
      <Box>{S.privateAppIntro}</Box>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <FormField label={S.privateAppLabel} errorText={error} controlId="hubspot-private-app-token">
          <Input
            controlId="hubspot-private-app-token"
            type="password"
            autoFocus
            autoComplete={false}
            value={value}
            placeholder={S.privateAppPlaceholder}
            invalid={error !== undefined}
            onChange={({ detail }) => {
              setValue(detail.value);
              setError(undefined);
            }}
          />
        </FormField>
      </form>
    </ConfirmModal>
  );
}
