import type { StatusIndicatorProps } from '@cloudscape-design/components/status-indicator';

import type { ContactStatus } from '../../../../shared/domain/contact';
import type { ContactEmailStatus, EmailStatus } from '../../../../shared/domain/email';

/** How a contact's status shows as a status indicator. */
export const CONTACT_STATUS_INDICATOR: Readonly<Record<ContactStatus, StatusIndicatorProps.Type>> = {
  NEW: 'pending',
  IN_PROGRESS: 'in-progress',
  NO_REPLY: 'stopped',
  NURTURE: 'info',
  REPLIED: 'success',
  DO_NOT_CONTACT: 'error',
};

/** How an email status (of a contact or of one email) shows as a status indicator. */
export const EMAIL_STATUS_INDICATOR: Readonly<Record<ContactEmailStatus | EmailStatus, StatusIndicatorProps.Type>> = {
  NEW: 'pending',
  CREATED: 'pending',
  SAVED: 'pending',
  REGENERATED: 'pending',
  SCHEDULED: 'in-progress',
  SENDING: 'in-progress',
  SENT: 'success',
  READ: 'success',
  CLICKED: 'success',
  REPLIED: 'success',
  FAILED: 'error',
  CANCELLED: 'stopped',
  BOUNCED: 'error',
  SPAM: 'error',
  LIFECYCLE_STAGE_TOO_HIGH: 'stopped',
  DO_NOT_CONTACT: 'stopped',
};
