import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';

import { PRODUCT_NAME } from '../../../../shared/domain/product';

/** `/email/unsubscribed` (public): where the unsubscribe link of an email lands. */
export function EmailUnsubscribedPage() {
  return (
    <Container header={<Header variant="h1">Email preferences</Header>}>
      <Box variant="p">
        This page confirms unsubscribe requests made from the link at the bottom of emails sent with {PRODUCT_NAME}. Once a
        request is confirmed, the sender stops every email planned for your address, follow-ups included.
      </Box>
      <Box variant="p" color="text-body-secondary">
        No request is open in this browser. To unsubscribe, use the link in the email you received.
      </Box>
    </Container>
  );
}
