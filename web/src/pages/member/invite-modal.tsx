import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';

import { ASSIGNABLE_ROLES, type AssignableRole } from '../../../../shared/domain/role';
import { ApiError } from '../../api/client';
import { errorMessage } from '../../api/error-message';
import { useAlerts } from '../../app/app-services';
import { MEMBER_STRINGS as S, ROLE_LABELS } from './strings';
import { useInvite } from './use-members';

const S_MODAL = S.inviteModal;
const ROLE_OPTIONS = ASSIGNABLE_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

/** The message of a refused field, as the API named it. */
function fieldError(error: unknown, field: string): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  return error.fieldErrors.find((issue) => issue.path === field || issue.path === `body.${field}`)?.message;
}

/** Invites a colleague by email with a role; the invitation email leaves when it is sent. */
export function InviteModal({ namespaceId, onDismiss }: { namespaceId: string; onDismiss: () => void }) {
  const invite = useInvite(namespaceId);
  const alerts = useAlerts();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<AssignableRole>('DEFAULT');
  const emailError = fieldError(invite.error, 'email');
  const send = () =>
    invite.mutate(
      { email: email.trim(), role },
      {
        onSuccess: (invitation) => {
          alerts.add({ type: 'success', message: S.invited(invitation.email) });
          onDismiss();
        },
      },
    );

  return (
    <Modal
      visible
      header={S_MODAL.header}
      onDismiss={() => !invite.isPending && onDismiss()}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" disabled={invite.isPending} onClick={onDismiss}>
              {S_MODAL.cancel}
            </Button>
            <Button variant="primary" loading={invite.isPending} disabled={email.trim() === ''} onClick={send}>
              {S_MODAL.send}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (email.trim() !== '') send();
        }}
      >
        <SpaceBetween size="m">
          <FormField label={S_MODAL.email} description={S_MODAL.emailDescription} errorText={emailError}>
            <Input type="email" value={email} autoFocus onChange={({ detail }) => setEmail(detail.value)} />
          </FormField>
          <FormField label={S_MODAL.role}>
            <Select
              selectedOption={ROLE_OPTIONS.find((option) => option.value === role) ?? null}
              options={ROLE_OPTIONS}
              onChange={({ detail }) => {
                const next = ASSIGNABLE_ROLES.find((candidate) => candidate === detail.selectedOption.value);
                if (next) setRole(next);
              }}
            />
          </FormField>
          {invite.isError && emailError === undefined && (
            <Alert type="error" statusIconAriaLabel="Error">
              {errorMessage(invite.error)}
            </Alert>
          )}
        </SpaceBetween>
      </form>
    </Modal>
  );
}
