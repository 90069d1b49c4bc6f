import * as z from './zod';

import {
  DESCRIPTION_MAX_LENGTH,
  NAME_MAX_LENGTH,
  inputObject,
  nonNegativeIntField,
  optionalText,
  requiredText,
  tenantEntity,
  updateInputObject,
} from './common';

const contactListInputShape = {
  name: requiredText('Name', NAME_MAX_LENGTH),
  description: optionalText('Description', DESCRIPTION_MAX_LENGTH),
};

export const ContactListSchema = tenantEntity({
  ...contactListInputShape,
  /** Kept by the server as contacts join and leave the list. */
  contactCount: z._default(nonNegativeIntField('Contact count'), 0),
});
export const CreateContactListInputSchema = inputObject('Contact list', contactListInputShape);
export const UpdateContactListInputSchema = updateInputObject('Contact list', contactListInputShape);

export type ContactList = z.infer<typeof ContactListSchema>;
export type CreateContactListInput = z.infer<typeof CreateContactListInputSchema>;
export type UpdateContactListInput = z.infer<typeof UpdateContactListInputSchema>;
