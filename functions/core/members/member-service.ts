import { INVITATION_MESSAGES } from '../../../shared/domain/invitation';
import { RESOURCE_NOT_FOUND_MESSAGES } from '../../../shared/domain/messages';
import { managesInstance, type AssignableRole } from '../../../shared/domain/role';
import type { ListRequest, Member } from '../../../shared/api/schemas';
import type { Stores } from '../ports/stores';
import type { MembershipItem } from '../ports/items';
import { BadRequestError, ConflictError, NotFoundError } from '../errors';
import type { TenantContext } from '../tenant';
import { allMembers, requireManager } from './managers';

const CANNOT_REMOVE_SELF_MESSAGE = 'You cannot remove yourself from the instance.';

function toMember(item: MembershipItem): Member {
  return {
    userId: item.userId,
    email: item.email,
    role: item.role,
    createdAt: item.createdAt,
    ...(item.firstName ? { firstName: item.firstName } : {}),
  };
}

/** Members of the caller's instance: everyone lists them; managers change roles and remove. */
export function createMemberService(repos: Pick<Stores, 'memberships' | 'campaigns'>) {
  const { memberships } = repos;

  /** The member a manager changes: not an operator's ADMIN, whose grant only the operator changes. */
  async function managedMember(ctx: TenantContext, userId: string): Promise<MembershipItem> {
    requireManager(ctx);
    const membership = await memberships.find(ctx.namespaceId, userId);
    if (!membership) throw new NotFoundError(RESOURCE_NOT_FOUND_MESSAGES.user);
    if (membership.role === 'ADMIN') throw new BadRequestError(INVITATION_MESSAGES.adminRole);
    return membership;
  }

  /**
   * The manager who must still manage when `target` stops managing: the caller, or, when the
   * caller demotes themself, another manager (none: the instance would have no manager left).
   */
  async function remainingManager(ctx: TenantContext, target: string): Promise<string> {
    if (target !== ctx.userId) return ctx.userId;
    const other = (await allMembers(memberships, ctx)).find((member) => member.userId !== target && managesInstance(member.role));
    if (!other) throw new ConflictError(INVITATION_MESSAGES.lastManager);
    return other.userId;
  }

  return {
    async list(ctx: TenantContext, request: ListRequest | undefined) {
      const page = await memberships.listByNamespace(ctx, request ?? {});
      return { items: page.items.map(toMember), cursor: page.cursor };
    },
    async get(ctx: TenantContext, userId: string): Promise<Member> {
      const membership = await memberships.find(ctx.namespaceId, userId);
      if (!membership) throw new NotFoundError(RESOURCE_NOT_FOUND_MESSAGES.user);
      return toMember(membership);
    },
    /** A manager gives a member DEFAULT or MANAGER; the instance always keeps one manager. */
    async setRole(ctx: TenantContext, userId: string, role: AssignableRole): Promise<Member> {
      const membership = await managedMember(ctx, userId);
      if (membership.role === role) return toMember(membership);
      const demotes = managesInstance(membership.role) && !managesInstance(role);
      const guard = { stillManaging: demotes ? await remainingManager(ctx, userId) : ctx.userId };
      return toMember(await memberships.update(ctx, userId, { role }, guard));
    },
    /** A manager removes another member (leaving is the member's own act). */
    async remove(ctx: TenantContext, userId: string): Promise<{ id: string }> {
      requireManager(ctx);
      if (userId === ctx.userId) throw new BadRequestError(CANNOT_REMOVE_SELF_MESSAGE);
      await managedMember(ctx, userId);
      await memberships.remove(ctx, userId, { stillManaging: ctx.userId });
      return { id: userId };
    },
    /** Members who own at least one campaign. */
    async campaignOwners(ctx: TenantContext) {
      const campaigns = await repos.campaigns.listAll(ctx);
      const ownerIds = [...new Set(campaigns.map((campaign) => campaign.ownerId).filter((id): id is string => id !== undefined))];
      const owners = [];
      for (const userId of ownerIds.sort()) {
        const membership = await memberships.find(ctx.namespaceId, userId);
        if (membership)
          owners.push({ userId, email: membership.email, ...(membership.firstName ? { firstName: membership.firstName } : {}) });
      }
      return { owners };
    },
  };
}
