import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';

/**
 * The buttons of a form in a modal: Cancel (never submits; off while saving) and the submit button,
 * so Enter in a one-line field saves too.
 */
export function FormActions(props: { cancel: string; save: string; saving: boolean; onCancel: () => void }) {
  return (
    <SpaceBetween direction="horizontal" size="xs">
      <Button formAction="none" variant="link" disabled={props.saving} onClick={props.onCancel}>
        {props.cancel}
      </Button>
      <Button variant="primary" loading={props.saving}>
        {props.save}
      </Button>
    </SpaceBetween>
  );
}
