import * as z from '../schemas/zod';

/** How long an invitation's link works: 7 days from its sending (and again from each resend). */
export const INVITATION_TTL_DAYS = 7;

/**
 * An invitation's life: PENDING until its link is used (ACCEPTED) or a manager revokes it
 * (REVOKED). An expired one is still PENDING in the table; `expiresAt` says it is past.
 */
export const INVITATION_STATUSES = ['PENDING', 'ACCEPTED', 'REVOKED'] as const;
export const InvitationStatusSchema = z.enum(INVITATION_STATUSES);
export type InvitationStatus = z.infer<typeof InvitationStatusSchema>;

/** The refusals of invitations and member management, as the API and the web app show them. */
export const INVITATION_MESSAGES = {
  invalidToken: 'This invitation link is not valid. Ask the person who invited you to send it again.',
  expired: 'This invitation has expired. Ask the person who invited you to send a new one.',
  revoked: 'This invitation was revoked. Ask the person who invited you to send a new one.',
  used: 'This invitation has already been used.',
  wrongPerson: 'This invitation is for another email address. Sign in with the address it was sent to.',
  unverified: 'Confirm your email address before you accept the invitation.',
  alreadyMember: 'This person is already a member of the instance.',
  alreadyInvited: 'This person already has a pending invitation: resend it instead.',
  notPending: 'Only a pending invitation can be resent or revoked.',
  managersOnly: 'Only a manager of the instance can manage its members and invitations.',
  lastManager: 'The instance needs at least one manager: make another member a manager first.',
  adminRole: 'The ADMIN role is granted by the operator only; it cannot be changed here.',
  mailUnavailable: 'Invitations cannot be emailed: the stage has no sender address (providerEmailDomain).',
} as const;

/** The web app's page an invitation's link opens, with `?token=`. */
export const INVITATION_ACCEPT_PAGE_PATH = '/invitation/accept';
