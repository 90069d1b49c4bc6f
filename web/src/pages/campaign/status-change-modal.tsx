import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';

import { ConfirmModal } from '../../components/confirm-modal';
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
    <ConfirmModal
      header={text.header}
      dismiss={S.cancel}
      confirm={text.confirm}
      busy={busy}
      onConfirm={onConfirm}
      onDismiss={onDismiss}
    >
      <Box variant="p">{text.body(campaignName)}</Box>
      {isFinalAction(action) && <Alert type="warning">{S.finalWarning}</Alert>}
    </ConfirmModal>
  );
}
