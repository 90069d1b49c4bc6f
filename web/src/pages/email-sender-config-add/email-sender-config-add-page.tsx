import Box from '@cloudscape-design/components/box';

import { SENDER_TYPES } from '../../../../shared/domain/sender';
import { PlaceholderPage } from '../../components/placeholder-page';

const SENDER_TYPE_TEXT: Readonly<Record<(typeof SENDER_TYPES)[number], string>> = {
  STUB: 'Test sender: nothing leaves the app',
  SMTP: 'SMTP with STARTTLS',
  SMTP_SSL: 'SMTP over SSL',
  GOOGLE: 'Google Workspace or Gmail (an app password)',
  MICROSOFT: 'Microsoft 365 or Outlook',
};

/** `/email-sender-config/add`: connecting a mailbox, also where expired credentials are renewed. */
export function EmailSenderConfigAddPage() {
  return (
    <PlaceholderPage
      title="Add a sender"
      description="Connect a mailbox for your campaigns to send from, or sign in again to one whose credentials have expired."
      emptyTitle="Connecting a mailbox will be here"
      emptyText="Choose the kind of mailbox, sign in or enter its SMTP settings, and the connection is checked before the sender is saved. Signing in again to an existing sender renews its credentials without losing its history."
    >
      <Box variant="p" color="text-body-secondary">
        Supported mailboxes:{' '}
        {SENDER_TYPES.filter((type) => type !== 'STUB')
          .map((type) => SENDER_TYPE_TEXT[type])
          .join('; ')}
        .
      </Box>
    </PlaceholderPage>
  );
}
