import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import TextContent from '@cloudscape-design/components/text-content';

import { TERMS_LAST_UPDATED, TERMS_SECTIONS, TERMS_TITLE } from './terms-content';

const TERMS_DIALOG_STRINGS = {
  close: 'Close',
  accept: 'Accept',
  bodyLabel: 'Terms and conditions text',
} as const;

interface TermsDialogProps {
  readonly visible: boolean;
  readonly onClose: () => void;
  /** shows the Accept button */
  readonly showAccept?: boolean;
  readonly onAccept?: () => void;
  /** the acceptance is being saved */
  readonly accepting?: boolean;
}

/** The Terms & Conditions dialog (docs/product.md, Screens and shell): the full text in a scrollable body; Close always, Accept on request. */
export function TermsDialog({ visible, onClose, showAccept = false, onAccept, accepting = false }: TermsDialogProps) {
  if (!visible) return null;
  return (
    <Modal
      visible
      size="large"
      header={TERMS_TITLE}
      onDismiss={onClose}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant={showAccept ? 'link' : 'primary'} onClick={onClose}>
              {TERMS_DIALOG_STRINGS.close}
            </Button>
            {showAccept && (
              <Button variant="primary" loading={accepting} onClick={onAccept}>
                {TERMS_DIALOG_STRINGS.accept}
              </Button>
            )}
          </SpaceBetween>
        </Box>
      }
    >
      {/* the text scrolls inside the dialog, so the buttons stay in view */}
      <div className="rw-terms-body" role="region" aria-label={TERMS_DIALOG_STRINGS.bodyLabel} tabIndex={0}>
        <TextContent>
          <p>
            <small>{TERMS_LAST_UPDATED}</small>
          </p>
          {TERMS_SECTIONS.map((section) => (
            <section key={section.heading}>
              <h4>{section.heading}</h4>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </section>
          ))}
        </TextContent>
      </div>
    </Modal>
  );
}
