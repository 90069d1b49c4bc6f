import { RESOURCE_NOT_FOUND_MESSAGES } from '../../../shared/domain/messages';
import type { ListRequest, Member } from '../../../shared/api/schemas';
import type { Stores } from '../ports/stores';
import type { MembershipItem } from '../ports/items';
import { BadRequestError, NotFoundError } from '../errors';
import type { TenantContext } from '../tenant';

export const CANNOT_REMOVE_SELF_MESSAGE = 'You cannot remove yourself from the instance.';

function toMember(item: MembershipItem): Member {
  return {
    userId: item.userId,
    email: item.email,
    role: item.role,
    createdAt: item.createdAt,
    ...(item.firstName ? { firstName: item.firstName } : {}),
  };
}

/** Members of the caller's instance. */
export function createMemberService(repos: Pick<Stores, 'memberships' | 'campaigns'>) {
  return {
    async list(ctx: TenantContext, request: ListRequest | undefined) {
      const page = await repos.memberships.listByNamespace(ctx, request ?? {});
      return { items: page.items.map(toMember), cursor: page.cursor };
    },
    async get(ctx: TenantContext, userId: string): Promise<Member> {
      const membership = await repos.memberships.find(ctx.namespaceId, userId);
      if (!membership) throw new NotFoundError(RESOURCE_NOT_FOUND_MESSAGES.user);
      return toMember(membership);
    },
    async remove(ctx: TenantContext, userId: string): Promise<{ id: string }> {
      if (userId === ctx.userId) throw new BadRequestError(CANNOT_REMOVE_SELF_MESSAGE);
      await repos.memberships.remove(ctx, userId);
      return { id: userId };
    },
    /** Members who own at least one campaign. */
    async campaignOwners(ctx: TenantContext) {
      const campaigns = await repos.campaigns.listAll(ctx);
      const ownerIds = [...new Set(campaigns.map((campaign) => campaign.ownerId).filter((id): id is string => id !== undefined))];
      const owners = [];
      for (const userId of ownerIds.sort()) {
        const membership = await repos.memberships.find(ctx.namespaceId, userId);
        if (membership)
          owners.push({ userId, email: membership.email, ...(membership.firstName ? { firstName: membership.firstName } : {}) });
      }
      return { owners };
    },
  };
}
export type MemberService = ReturnType<typeof createMemberService>;
