import { INVITATION_MESSAGES, INVITATION_TTL_DAYS } from '../../../shared/domain/invitation';
import { RESOURCE_NOT_FOUND_MESSAGES } from '../../../shared/domain/messages';
import type { ListRequest } from '../../../shared/api/schemas';
import type { Invitation, InvitationPreview, InviteInput } from '../../../shared/schemas/invitation';
import type { Clock } from '../clock';
import { AppError, ConflictError, ForbiddenError, NotFoundError } from '../errors';
import type { Identity } from '../ports/access';
import type { InvitationItem, InvitationStore } from '../ports/invitations';
import type { MembershipStore, NamespaceStore } from '../ports/stores';
import type { SystemMailer } from '../ports/system-mail';
import type { TenantContext } from '../tenant';
import { invitationEmail } from './invitation-email';
import { hashInvitationToken, newInvitationToken } from './invitation-token';
import { allMembers, requireManager } from './managers';

const DAY_MS = 24 * 60 * 60 * 1000;

interface InvitationServiceDeps {
  readonly invitations: InvitationStore;
  readonly memberships: MembershipStore;
  readonly namespaces: Pick<NamespaceStore, 'find'>;
  /** undefined when the stage has no sender address: inviting and resending are refused */
  readonly mailer: SystemMailer | undefined;
  /** the accept page's address for a token */
  readonly acceptUrl: (token: string) => string;
  readonly now: Clock;
  /** new invitation ids */
  readonly newId: () => string;
}

/** An invitation as managers see it: without its token's hash. */
function toInvitation(item: InvitationItem): Invitation {
  const { tokenHash: _hash, ...invitation } = item;
  return invitation;
}

/** Why a link no longer works, read from the invitation it belonged to. */
function refusal(item: InvitationItem | null, tokenHash: string, at: Date): AppError | undefined {
  if (!item || item.tokenHash !== tokenHash) return new NotFoundError(INVITATION_MESSAGES.invalidToken);
  if (item.status === 'REVOKED') return new AppError(INVITATION_MESSAGES.revoked, 410, 'GONE');
  if (item.status === 'ACCEPTED') return new ConflictError(INVITATION_MESSAGES.used);
  if (item.expiresAt <= at.toISOString()) return new AppError(INVITATION_MESSAGES.expired, 410, 'GONE');
  return undefined;
}

/**
 * Invitations to an instance: a manager invites an address with a role, lists, resends and revokes;
 * the invitee previews the link signed out and accepts it signed in with the invited address. A
 * link is a random token whose hash alone is stored, good once and for 7 days.
 */
export function createInvitationService(deps: InvitationServiceDeps) {
  const { invitations, memberships } = deps;

  function requireMailer(): SystemMailer {
    if (!deps.mailer) throw new AppError(INVITATION_MESSAGES.mailUnavailable, 503, 'MAIL_UNAVAILABLE');
    return deps.mailer;
  }

  async function send(mailer: SystemMailer, item: InvitationItem, token: string): Promise<void> {
    const namespace = await deps.namespaces.find(item.namespaceId);
    await mailer.send(
      invitationEmail({
        to: item.email,
        inviterName: item.invitedByName,
        namespaceName: namespace?.name ?? item.namespaceId,
        link: deps.acceptUrl(token),
        expiresAt: item.expiresAt,
      }),
    );
  }

  const expiry = () => new Date(deps.now().getTime() + INVITATION_TTL_DAYS * DAY_MS).toISOString();

  /** The invitation a token names, if its link still works at `at`. */
  async function usable(token: string, at: Date): Promise<InvitationItem> {
    const tokenHash = hashInvitationToken(token);
    const item = await invitations.findByTokenHash(tokenHash);
    const refused = refusal(item, tokenHash, at);
    if (refused || !item) throw refused ?? new NotFoundError(INVITATION_MESSAGES.invalidToken);
    return item;
  }

  return {
    async invite(ctx: TenantContext, input: InviteInput): Promise<Invitation> {
      requireManager(ctx);
      const mailer = requireMailer();
      const members = await allMembers(memberships, ctx);
      if (members.some((member) => member.email === input.email)) throw new ConflictError(INVITATION_MESSAGES.alreadyMember);
      if ((await invitations.pendingFor(ctx, input.email)).length > 0)
        throw new ConflictError(INVITATION_MESSAGES.alreadyInvited);
      const inviter = members.find((member) => member.userId === ctx.userId);
      const { token, tokenHash } = newInvitationToken();
      const item = await invitations.create({
        namespaceId: ctx.namespaceId,
        id: deps.newId(),
        email: input.email,
        role: input.role,
        status: 'PENDING',
        tokenHash,
        expiresAt: expiry(),
        invitedBy: ctx.userId,
        invitedByName: inviter?.firstName ?? inviter?.email ?? 'A colleague',
      });
      try {
        await send(mailer, item, token);
      } catch (error) {
        // an invitation nobody received must not stay pending: the manager invites again
        await invitations.revoke(ctx, item.id);
        throw new AppError(
          `The invitation email could not be sent: ${error instanceof Error ? error.message : String(error)}`,
          502,
          'MAIL_FAILED',
        );
      }
      return toInvitation(item);
    },

    async list(ctx: TenantContext, request: ListRequest | undefined) {
      requireManager(ctx);
      const page = await invitations.list(ctx, request ?? {});
      return { items: page.items.map(toInvitation), cursor: page.cursor };
    },

    /** A new link and 7 more days; the old link stops working. */
    async resend(ctx: TenantContext, id: string): Promise<Invitation> {
      requireManager(ctx);
      const mailer = requireMailer();
      const found = await invitations.find(ctx, id);
      if (!found) throw new NotFoundError(RESOURCE_NOT_FOUND_MESSAGES.invitation);
      const { token, tokenHash } = newInvitationToken();
      const renewed = await invitations.renew(ctx, id, { tokenHash, expiresAt: expiry() });
      if (!renewed) throw new ConflictError(INVITATION_MESSAGES.notPending);
      await send(mailer, renewed, token);
      return toInvitation(renewed);
    },

    async revoke(ctx: TenantContext, id: string): Promise<Invitation> {
      requireManager(ctx);
      const found = await invitations.find(ctx, id);
      if (!found) throw new NotFoundError(RESOURCE_NOT_FOUND_MESSAGES.invitation);
      const revoked = await invitations.revoke(ctx, id);
      if (!revoked) throw new ConflictError(INVITATION_MESSAGES.notPending);
      return toInvitation(revoked);
    },

    /** What the accept page shows to anyone holding the link, signed in or not. */
    async preview(token: string): Promise<InvitationPreview> {
      const item = await usable(token, deps.now());
      const namespace = await deps.namespaces.find(item.namespaceId);
      return {
        email: item.email,
        namespaceId: item.namespaceId,
        namespaceName: namespace?.name ?? item.namespaceId,
        invitedByName: item.invitedByName,
        role: item.role,
        expiresAt: item.expiresAt,
      };
    },

    /**
     * Accepts for the signed-in person, whose address must be the invited one. Accepting twice, or
     * twice at once, writes once: the second is told the link was used.
     */
    async accept(identity: Pick<Identity, 'sub' | 'email' | 'emailVerified' | 'firstName'>, token: string) {
      const at = deps.now();
      const item = await usable(token, at);
      if (identity.email.trim().toLowerCase() !== item.email) throw new ForbiddenError(INVITATION_MESSAGES.wrongPerson);
      // the address is the proof: only an address the identity provider confirmed may accept for it
      if (!identity.emailVerified) throw new ForbiddenError(INVITATION_MESSAGES.unverified);
      const outcome = await invitations.accept(
        item,
        {
          namespaceId: item.namespaceId,
          userId: identity.sub,
          email: item.email,
          role: item.role,
          ...(identity.firstName ? { firstName: identity.firstName } : {}),
        },
        at,
      );
      if (outcome === 'NOT_PENDING') {
        const now = await invitations.findByTokenHash(item.tokenHash);
        throw refusal(now, item.tokenHash, at) ?? new ConflictError(INVITATION_MESSAGES.used);
      }
      // an existing member keeps the role they had
      const membership = await memberships.find(item.namespaceId, identity.sub);
      return { namespaceId: item.namespaceId, role: membership?.role ?? item.role };
    },
  };
}
