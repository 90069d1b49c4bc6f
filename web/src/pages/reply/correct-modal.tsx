import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Modal from '@cloudscape-design/components/modal';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';

import {
  currentInterest,
  currentKind,
  REPLY_INTERESTS,
  type EmailReplyKind,
  type ReplyCorrectionResult,
  type ReplyInboxItem,
  type ReplyInterest,
} from '../../../../shared/schemas/email-reply';
import { ApiError } from '../../api/client';
import { errorMessage } from '../../api/error-message';
import { REPLY_STRINGS } from '../../components/reply-list';
import { CORRECTABLE_KINDS, REPLY_INBOX_STRINGS as S } from './strings';
import { useCorrectReply } from './use-replies';

const kindOption = (kind: EmailReplyKind) => ({ value: kind, label: REPLY_STRINGS.kinds[kind] });
const interestOption = (interest: ReplyInterest) => ({ value: interest, label: REPLY_STRINGS.interests[interest] });

function fieldError(error: unknown, field: string): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  return error.fieldErrors.find((entry) => entry.path.endsWith(field))?.message;
}

/**
 * Corrects how a message was read: the class (and a reply's interest) the member gives it. The
 * answer says what the correction did to the contact and the email; a failure names the field.
 */
export function CorrectModal({
  namespaceId,
  item,
  onClose,
  onCorrected,
}: {
  namespaceId: string;
  item: ReplyInboxItem;
  onClose: () => void;
  onCorrected: (result: ReplyCorrectionResult) => void;
}) {
  const current = currentKind(item);
  const [kind, setKind] = useState<EmailReplyKind>(current);
  const [interest, setInterest] = useState<ReplyInterest>(currentInterest(item) ?? 'NEUTRAL');
  const correct = useCorrectReply(namespaceId);
  const submit = () =>
    correct.mutate(
      { id: item.id, input: { kind, expected: current, ...(kind === 'REPLY' ? { interest } : {}) } },
      { onSuccess: onCorrected },
    );
  return (
    <Modal
      visible
      onDismiss={onClose}
      header={S.correctHeader}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={onClose}>
              {S.cancel}
            </Button>
            <Button variant="primary" loading={correct.isPending} loadingText={S.saving} onClick={submit}>
              {S.save}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <SpaceBetween size="m">
        <Box variant="p">{S.correctIntro(REPLY_STRINGS.kinds[current])}</Box>
        <FormField label={S.kindLabel} errorText={fieldError(correct.error, 'kind')}>
          <Select
            selectedOption={kindOption(kind)}
            options={CORRECTABLE_KINDS.map(kindOption)}
            onChange={({ detail }) => {
              const chosen = CORRECTABLE_KINDS.find((candidate) => candidate === detail.selectedOption.value);
              if (chosen) setKind(chosen);
            }}
          />
        </FormField>
        {kind === 'REPLY' && (
          <FormField label={S.interestLabel} errorText={fieldError(correct.error, 'interest')}>
            <Select
              selectedOption={interestOption(interest)}
              options={REPLY_INTERESTS.map(interestOption)}
              onChange={({ detail }) => {
                const chosen = REPLY_INTERESTS.find((candidate) => candidate === detail.selectedOption.value);
                if (chosen) setInterest(chosen);
              }}
            />
          </FormField>
        )}
        {correct.isError && (
          <Alert type="error" header={S.actionFailed}>
            {errorMessage(correct.error)}
          </Alert>
        )}
      </SpaceBetween>
    </Modal>
  );
}
