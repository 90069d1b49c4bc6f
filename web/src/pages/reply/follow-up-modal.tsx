import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { useState } from 'react';

import type { FollowUpDraft, FollowUpResult } from '../../../../shared/schemas/follow-up';
import { ApiError } from '../../api/client';
import { errorMessage } from '../../api/error-message';
import { FOLLOW_UP_STRINGS as S } from './follow-up-strings';
import { useSendFollowUp } from './use-follow-up';

function fieldError(error: unknown, field: string): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  return error.fieldErrors.find((entry) => entry.path === field || entry.path.endsWith(`.${field}`))?.message;
}

function addressOf(party: FollowUpDraft['to']): string {
  return party.name ? `${party.name} <${party.email}>` : party.email;
}

/** The key of one composer: the same for every click and retry of its Send, so one email is made. */
function newIdempotencyKey(): string {
  return globalThis.crypto.randomUUID();
}

/**
 * The composer of a follow-up written by hand: to the contact and from the thread's mailbox (both
 * as they are), the subject answering the thread's, the text with the sender's signature below it.
 * Send is disabled, with the reason, when the person asked to stop, the contact is suppressed or
 * the mailbox cannot send; a refused field is named under it.
 */
export function FollowUpModal({
  namespaceId,
  draft,
  onClose,
  onSent,
}: {
  namespaceId: string;
  draft: FollowUpDraft;
  onClose: () => void;
  onSent: (result: FollowUpResult) => void;
}) {
  const [subject, setSubject] = useState(draft.subject);
  const [body, setBody] = useState(draft.signature ? `\n\n${draft.signature}` : '');
  const [idempotencyKey] = useState(newIdempotencyKey);
  const send = useSendFollowUp(namespaceId);
  const blocked = draft.blocked;
  const submit = () => send.mutate({ replyId: draft.replyId, input: { subject, body, idempotencyKey } }, { onSuccess: onSent });
  const unnamed = send.isError && !fieldError(send.error, 'subject') && !fieldError(send.error, 'body');
  return (
    <Modal
      visible
      size="large"
      onDismiss={onClose}
      header={S.header}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={onClose}>
              {S.cancel}
            </Button>
            <Button
              variant="primary"
              loading={send.isPending}
              loadingText={S.sending}
              disabled={blocked !== undefined}
              {...(blocked ? { disabledReason: blocked.message } : {})}
              onClick={submit}
            >
              {S.send}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <Form>
        <SpaceBetween size="m">
          <Box variant="p">{S.intro}</Box>
          {blocked && (
            <Alert type="warning" header={S.blockedHeader}>
              {blocked.message}
            </Alert>
          )}
          <FormField label={S.to}>
            <Input value={addressOf(draft.to)} readOnly ariaLabel={S.to} />
          </FormField>
          <FormField label={S.from}>
            <Input value={addressOf(draft.from)} readOnly ariaLabel={S.from} />
          </FormField>
          <FormField label={S.subject} errorText={fieldError(send.error, 'subject')}>
            <Input value={subject} onChange={({ detail }) => setSubject(detail.value)} disabled={blocked !== undefined} />
          </FormField>
          <FormField
            label={S.body}
            description={draft.signature ? `${S.bodyHint} ${S.signatureNote}` : S.bodyHint}
            errorText={fieldError(send.error, 'body')}
          >
            <Textarea value={body} rows={10} onChange={({ detail }) => setBody(detail.value)} disabled={blocked !== undefined} />
          </FormField>
          {unnamed && (
            <Alert type="error" header={S.failed}>
              {errorMessage(send.error)}
            </Alert>
          )}
        </SpaceBetween>
      </Form>
    </Modal>
  );
}
