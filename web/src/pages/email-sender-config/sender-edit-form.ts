import { UpdateEmailSenderConfigInputSchema } from '../../../../shared/schemas/email-sender-config';
import type { ResourceForm } from '../../components/resource-page';
import { SENDER_EDIT_FIELDS as F } from './strings';

/**
 * What can be changed on a saved sender from the list: its name and daily limit. The mailbox itself
 * (address, type, server, password or sign-in) is set on the Add sender page.
 */
export const SENDER_EDIT_FORM: ResourceForm = {
  fields: [
    { kind: 'text', name: 'senderName', ...F.senderName },
    { kind: 'number', name: 'dailyLimit', optional: true, ...F.dailyLimit },
  ],
  createSchema: UpdateEmailSenderConfigInputSchema,
  updateSchema: UpdateEmailSenderConfigInputSchema,
};
