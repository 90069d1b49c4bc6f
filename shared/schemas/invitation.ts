import * as z from './zod';

import { AssignableRoleSchema, InvitationStatusSchema, RoleSchema } from '../domain';
import { EmailSchema, IdSchema, IsoDateTimeSchema, NamespaceIdSchema, enumField, inputObject, requiredMessage } from './common';

/** An invitation link's token: 32 random bytes in base64url (256 bits; only its hash is kept). */
const INVITATION_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const INVITATION_TOKEN_MESSAGE = 'Token must be the 43 characters of the invitation link.';

const InvitationTokenSchema = z
  .string({ error: (issue) => (issue.input === undefined ? requiredMessage('Token') : 'Token must be text.') })
  .check(z.trim(), z.regex(INVITATION_TOKEN_PATTERN, INVITATION_TOKEN_MESSAGE));

/** A pending or past invitation as a manager sees it (never its token). */
export const InvitationSchema = z.object({
  id: IdSchema,
  namespaceId: NamespaceIdSchema,
  email: EmailSchema,
  role: AssignableRoleSchema,
  status: InvitationStatusSchema,
  expiresAt: IsoDateTimeSchema,
  invitedBy: IdSchema,
  invitedByName: z.string(),
  createdAt: IsoDateTimeSchema,
  updatedAt: IsoDateTimeSchema,
  acceptedAt: z.optional(IsoDateTimeSchema),
  acceptedBy: z.optional(IdSchema),
});
export type Invitation = z.infer<typeof InvitationSchema>;

/** What a manager sends to invite someone. */
export const InviteInputSchema = inputObject('Invitation', {
  email: EmailSchema,
  role: enumField(AssignableRoleSchema, 'Role'),
});
export type InviteInput = z.infer<typeof InviteInputSchema>;

/** What the accept page shows before anyone signs in: who invited which address to which instance. */
export const InvitationPreviewSchema = z.object({
  email: EmailSchema,
  namespaceId: NamespaceIdSchema,
  namespaceName: z.string(),
  invitedByName: z.string(),
  role: AssignableRoleSchema,
  expiresAt: IsoDateTimeSchema,
});
export type InvitationPreview = z.infer<typeof InvitationPreviewSchema>;

export const InvitationTokenBodySchema = inputObject('Request', { token: InvitationTokenSchema });
export const InvitationTokenQuerySchema = z.object({ token: InvitationTokenSchema });

/** The answer to an accepted invitation: the instance the person now belongs to, with their role. */
export const AcceptedInvitationSchema = z.object({ namespaceId: NamespaceIdSchema, role: RoleSchema });

/** A member's new role. */
export const MemberRoleInputSchema = inputObject('Role change', { role: enumField(AssignableRoleSchema, 'Role') });
