import * as z from './zod';

import {
  EmailSchema,
  NAME_MAX_LENGTH,
  idField,
  inputObject,
  isoDateTimeField,
  namespaceIdField,
  optionalField,
  optionalText,
  requiredText,
  timestampsShape,
  updateInputObject,
} from './common';

/** Fields a client may send to create a user. */
const userInputShape = {
  email: EmailSchema,
  firstName: requiredText('First name', NAME_MAX_LENGTH),
  lastName: optionalText('Last name', NAME_MAX_LENGTH),
};

/** A user of the product. Users are global: they belong to instances through memberships. */
export const UserSchema = z.object({
  /** The identity provider's `sub`. */
  id: idField('User ID'),
  ...userInputShape,
  termsAcceptedAt: z.optional(isoDateTimeField('Terms accepted at')),
  defaultNamespaceId: optionalField('Default instance ID', namespaceIdField('Default instance ID')),
  ...timestampsShape,
});

export const CreateUserInputSchema = inputObject('User', userInputShape);
export const UpdateUserInputSchema = updateInputObject('User', userInputShape);

/** Sign-up details. The password goes to the identity provider only and is refused here. */
export const RegisterUserInputSchema = inputObject('Registration', {
  ...userInputShape,
  companyName: optionalText('Company name', NAME_MAX_LENGTH),
});

export type User = z.infer<typeof UserSchema>;
export type RegisterUserInput = z.infer<typeof RegisterUserInputSchema>;
