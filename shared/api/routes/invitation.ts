import {
  AcceptedInvitationSchema,
  InvitationPreviewSchema,
  InvitationSchema,
  InvitationTokenBodySchema,
  InvitationTokenQuerySchema,
  InviteInputSchema,
} from '../../schemas/invitation';
import * as z from '../../schemas/zod';
import { route } from '../route';
import * as api from '../schemas';

// Invitations to an instance. Managing them is for the instance's managers (MANAGER or the
// operator's ADMIN): a DEFAULT member is answered 403 with nothing read or written.

export const invitationRoutes = {
  create: route({
    name: 'invitation.create',
    method: 'POST',
    path: '/api/invitation/create',
    access: 'tenant',
    handler: 'invitation/create',
    body: InviteInputSchema,
    response: InvitationSchema,
    successStatus: 201,
    summary:
      "Invite an email address to the instance with a role (DEFAULT or MANAGER; ADMIN is the operator's grant). Sends the invitation email with a single-use link valid for 7 days (managers only; 409 when the address is a member or already has a pending invitation; 503 when the stage has no sender address).",
    needs: { table: 'readWrite', systemMail: true, publicUrls: true },
  }),
  list: route({
    name: 'invitation.list',
    method: 'POST',
    path: '/api/invitation',
    access: 'tenant',
    handler: 'invitation/list',
    body: z.optional(api.ListRequestSchema),
    response: api.pageSchema(InvitationSchema),
    summary: "List the instance's invitations, newest first, with their status and expiry (managers only).",
    needs: { table: 'read' },
  }),
  resend: route({
    name: 'invitation.resend',
    method: 'POST',
    path: '/api/invitation/{id}/resend',
    access: 'tenant',
    handler: 'invitation/resend',
    params: api.IdParamsSchema,
    body: api.EmptyBodySchema,
    response: InvitationSchema,
    summary:
      'Send a pending invitation again with a new link and 7 more days; the old link stops working (managers only; 409 when it is not pending).',
    needs: { table: 'readWrite', systemMail: true, publicUrls: true },
  }),
  revoke: route({
    name: 'invitation.revoke',
    method: 'DELETE',
    path: '/api/invitation/{id}',
    access: 'tenant',
    handler: 'invitation/revoke',
    params: api.IdParamsSchema,
    response: InvitationSchema,
    summary: 'Revoke a pending invitation: its link stops working (managers only; 409 when it is not pending).',
    needs: { table: 'readWrite' },
  }),
  preview: route({
    name: 'invitation.preview',
    method: 'GET',
    path: '/api/invitation/preview',
    access: 'public',
    handler: 'invitation/preview',
    query: InvitationTokenQuerySchema,
    response: InvitationPreviewSchema,
    summary:
      'What an invitation link offers, for anyone holding it: the invited address, the instance, who invited and the expiry. 404 for a link that is not valid (or was replaced by a resend), 409 once used, 410 when revoked or expired.',
    needs: { table: 'read' },
  }),
  accept: route({
    name: 'invitation.accept',
    method: 'POST',
    path: '/api/invitation/accept',
    access: 'user',
    handler: 'invitation/accept',
    body: InvitationTokenBodySchema,
    response: AcceptedInvitationSchema,
    summary:
      'Accept an invitation as the signed-in person, whose email must be the invited one (403 otherwise): the membership is created with its role, once. Same refusals as the preview; nothing is written when refused.',
    needs: { table: 'readWrite' },
  }),
};
