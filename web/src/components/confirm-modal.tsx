import Box from '@cloudscape-design/components/box';
import Button, { type ButtonProps } from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ReactNode } from 'react';

interface ConfirmModalProps {
  readonly header: string;
  readonly children: ReactNode;
  readonly confirm: string;
  readonly dismiss: string;
  /** the confirm button is on its way: the dialog stays open and cannot be dismissed */
  readonly busy?: boolean;
  /** the confirm button cannot be pressed (the form is not valid yet) */
  readonly confirmDisabled?: boolean;
  readonly confirmIcon?: ButtonProps['iconName'];
  readonly onConfirm: () => void;
  readonly onDismiss: () => void;
}

/** Asks before a change that is hard to take back; Escape and the dismiss button leave things as they were. */
export function ConfirmModal({
  header,
  children,
  confirm,
  dismiss,
  busy = false,
  confirmDisabled = false,
  confirmIcon,
  onConfirm,
  onDismiss,
}: ConfirmModalProps) {
  return (
    <Modal
      visible
      header={header}
      onDismiss={() => !busy && onDismiss()}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" disabled={busy} onClick={onDismiss}>
              {dismiss}
            </Button>
            <Button variant="primary" iconName={confirmIcon} loading={busy} disabled={confirmDisabled} onClick={onConfirm}>
              {confirm}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <SpaceBetween size="m">{children}</SpaceBetween>
    </Modal>
  );
}
