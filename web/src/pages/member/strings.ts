import type { InvitationStatus } from '../../../../shared/domain/invitation';
import type { Role } from '../../../../shared/domain/role';

/** User-facing text of the members page. */
export const MEMBER_STRINGS = {
  header: 'Members',
  description: 'The people of this instance, and the invitations waiting for an answer.',
  membersHeader: 'Members',
  invitationsHeader: 'Invitations',
  invite: 'Invite',
  refresh: 'Refresh',
  columns: {
    email: 'Email',
    name: 'Name',
    role: 'Role',
    since: 'Member since',
    status: 'Status',
    invitedBy: 'Invited by',
    expires: 'Expires',
    actions: 'Actions',
  },
  membersLoadFailed: 'The members could not be loaded',
  invitationsLoadFailed: 'The invitations could not be loaded',
  noMembersTitle: 'No members',
  noMembers: 'Nobody belongs to this instance yet.',
  noInvitationsTitle: 'No invitations',
  noInvitations: 'Invite colleagues by email: they get a link that works once, for 7 days.',
  managersOnly: 'Only managers can invite people and change members.',
  makeManager: 'Make manager',
  makeMember: 'Make member',
  remove: 'Remove',
  resend: 'Resend',
  revoke: 'Revoke',
  you: '(you)',
  removeHeader: 'Remove this member?',
  removeBody: (email: string) => `${email} loses access to this instance at once. You can invite them again later.`,
  revokeHeader: 'Revoke this invitation?',
  revokeBody: (email: string) => `The link sent to ${email} stops working. You can invite them again later.`,
  cancel: 'Cancel',
  invited: (email: string) => `Invitation sent to ${email}.`,
  resent: (email: string) => `A new invitation was sent to ${email}; the old link no longer works.`,
  revoked: (email: string) => `The invitation to ${email} was revoked.`,
  removed: (email: string) => `${email} was removed from the instance.`,
  roleChanged: (email: string, role: Role) => `${email} is now ${ROLE_LABELS[role].toLowerCase()}.`,
  expired: 'Expired',
  pageSizeLabel: (size: number) => `${String(size)} per page`,
  inviteModal: {
    header: 'Invite a colleague',
    email: 'Email',
    emailDescription: 'They sign in, or create an account, with this address to accept.',
    role: 'Role',
    send: 'Send invitation',
    cancel: 'Cancel',
  },
} as const;

export const ROLE_LABELS: Record<Role, string> = { DEFAULT: 'Member', MANAGER: 'Manager', ADMIN: 'Admin' };

export const STATUS_LABELS: Record<InvitationStatus, string> = { PENDING: 'Pending', ACCEPTED: 'Accepted', REVOKED: 'Revoked' };
