import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useState } from 'react';

import { PRODUCT_NAME } from '../../../../shared/domain/product';
import { TERMS_LAST_UPDATED, TERMS_TITLE } from '../../components/terms/terms-content';
import { TermsDialog } from '../../components/terms/terms-dialog';
import { useAcceptTerms } from './use-accept-terms';

export const AGREEMENT_STRINGS = {
  header: 'Before you start',
  body: `${PRODUCT_NAME} opens once you have accepted its ${TERMS_TITLE}. They cover the trial, how you may use the service, your data, confidentiality and privacy.`,
  review: `Read the ${TERMS_TITLE}`,
} as const;

/** `/agreement`: the terms to accept before the app opens; accepting continues where the user was going. */
export function AgreementPage() {
  const accept = useAcceptTerms();
  const [open, setOpen] = useState(true);
  return (
    <Container header={<Header variant="h1">{AGREEMENT_STRINGS.header}</Header>}>
      <SpaceBetween size="m">
        <Box variant="p">{AGREEMENT_STRINGS.body}</Box>
        <Box variant="small">{TERMS_LAST_UPDATED}</Box>
        <Button variant="primary" onClick={() => setOpen(true)}>
          {AGREEMENT_STRINGS.review}
        </Button>
      </SpaceBetween>
      <TermsDialog
        visible={open}
        showAccept
        accepting={accept.isPending}
        onAccept={() => accept.mutate()}
        onClose={() => setOpen(false)}
      />
    </Container>
  );
}
