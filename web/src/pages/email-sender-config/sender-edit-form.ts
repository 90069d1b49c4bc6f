import { UpdateEmailSenderConfigInputSchema } from '../../../../shared/schemas/email-sender-config';
import { timeZoneChoices, timeZoneLabel, timeZoneLabels } from '../../app/time-zones';
import type { ResourceForm } from '../../components/resource-page';
import { SIGNATURE_FIELD } from '../../components/sender-form/signature-field';
import { SENDER_EDIT_FIELDS as F } from './strings';

/**
 * What can be changed on a saved sender from the list: its name, daily limit, signature and time zone (the
 * instance's, `instanceZone`, unless it has its own). The mailbox itself (address, type, server,
 * password or sign-in) is set on the Add sender page.
 */
export function senderEditForm(instanceZone: string): ResourceForm {
  const { sameAsInstance, ...timeZone } = F.timeZone;
  return {
    fields: [
      { kind: 'text', name: 'senderName', ...F.senderName },
      { kind: 'number', name: 'dailyLimit', optional: true, ...F.dailyLimit },
      SIGNATURE_FIELD,
      {
        kind: 'select',
        name: 'timeZone',
        optional: true,
        options: timeZoneChoices(),
        labels: timeZoneLabels(),
        notSetLabel: sameAsInstance(timeZoneLabel(instanceZone)),
        ...timeZone,
      },
    ],
    createSchema: UpdateEmailSenderConfigInputSchema,
    updateSchema: UpdateEmailSenderConfigInputSchema,
  };
}
