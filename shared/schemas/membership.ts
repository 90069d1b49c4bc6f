import * as z from './zod';

import { DEFAULT_ROLE, RoleSchema } from '../domain';
import {
  EmailSchema,
  NAME_MAX_LENGTH,
  enumField,
  idField,
  inputObject,
  namespaceIdField,
  optionalText,
  timestampsShape,
  updateInputObject,
} from './common';

const membershipInputShape = {
  namespaceId: namespaceIdField(),
  userId: idField('User ID'),
  email: EmailSchema,
  role: z._default(enumField(RoleSchema, 'Role'), DEFAULT_ROLE),
  firstName: optionalText('First name', NAME_MAX_LENGTH),
};

/** A user's place in an instance. Keyed by namespaceId and userId; it has no id of its own. */
export const MembershipSchema = z.object({
  ...membershipInputShape,
  ...timestampsShape,
});

export const CreateMembershipInputSchema = inputObject('Membership', membershipInputShape);
export const UpdateMembershipInputSchema = updateInputObject('Membership', membershipInputShape);

export type Membership = z.infer<typeof MembershipSchema>;
