import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';

import { isFinalAction, type CampaignAction } from './campaign-status';
import { CAMPAIGN_ACTION_STRINGS as S } from './strings';

export interface StatusChangeModalProps {
  readonly action: CampaignAction;
  readonly campaignName: string;
  readonly busy: boolean;
  readonly onConfirm: () => void;
  readonly onDismiss: () => void;
}

/** Asks before a status change, saying what it does; Stop and Complete say they are final. */
export function StatusChangeModal({ action, campaignName, busy, onConfirm, onDismiss }: StatusChangeModalProps) {
  const text = S[action];
  return (
    <Modal
      visible
      header={text.header}
      onDismiss={() => !busy && onDismiss()}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" disabled={busy} onClick={onDismiss}>
              {S.cancel}
            </Button>
            <Button variant="primary" loading={busy} onClick={onConfirm}>
              {text.confirm}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <SpaceBetween size="m">
        <Box variant="p">{text.body(campaignName)}</Box>
        {isFinalAction(action) && <Alert type="warning">{S.finalWarning}</Alert>}
      </SpaceBetween>
    </Modal>
  );
}
