import { INVITATION_MESSAGES } from '../../../shared/domain/invitation';
import { managesInstance } from '../../../shared/domain/role';
import { ForbiddenError } from '../errors';
import type { MembershipItem } from '../ports/items';
import type { MembershipStore } from '../ports/stores';
import type { TenantContext } from '../tenant';

/** Refuses a caller who does not manage the instance (a DEFAULT member): 403, before anything is read or written. */
export function requireManager(ctx: TenantContext): void {
  if (!managesInstance(ctx.role)) throw new ForbiddenError(INVITATION_MESSAGES.managersOnly);
}

/** Every member of the caller's instance (a team: a few pages at most). */
export async function allMembers(memberships: MembershipStore, ctx: TenantContext): Promise<MembershipItem[]> {
  const members: MembershipItem[] = [];
  let cursor: string | undefined;
  do {
    const page = await memberships.listByNamespace(ctx, { cursor, limit: 100 });
    members.push(...page.items);
    cursor = page.cursor ?? undefined;
  } while (cursor);
  return members;
}
