import { INSTANCE_MESSAGES } from '../../../shared/domain/messages';
import { managesInstance } from '../../../shared/domain/role';
import type { NamespaceSettingsInput } from '../../../shared/schemas/namespace';
import { ForbiddenError } from '../errors';
import type { NamespaceItem } from '../ports/items';
import type { ClearableNamespaceAttribute, Stores } from '../ports/stores';
import { requireTenant, type TenantContext } from '../tenant';

/** What members change about their instance itself: its name, its time zone and whether it tracks opens and clicks. */
export function createInstanceSettingsService(repos: Pick<Stores, 'namespaces'>) {
  return {
    /**
     * Renames the instance or changes its time zone. A time zone sent as `null` is cleared: the
     * instance reads UTC again. Only a member who manages the instance renames it.
     */
    async update(ctx: TenantContext, input: NamespaceSettingsInput): Promise<NamespaceItem> {
      const namespaceId = requireTenant(ctx);
      if (input.name !== undefined && !managesInstance(ctx.role)) throw new ForbiddenError(INSTANCE_MESSAGES.renameNeedsManager);
      // update schemas take null (at run time) for an optional field to clear
      const fields: Readonly<Record<string, unknown>> = input;
      const clearZone = fields.timeZone === null;
      const remove: ClearableNamespaceAttribute[] = clearZone ? ['timeZone'] : [];
      const changes = {
        ...(input.name === undefined ? {} : { name: input.name }),
        ...(input.timeZone === undefined || clearZone ? {} : { timeZone: input.timeZone }),
        ...(input.trackOpensAndClicks === undefined || input.trackOpensAndClicks === null
          ? {}
          : { trackOpensAndClicks: input.trackOpensAndClicks }),
      };
      return repos.namespaces.update(namespaceId, changes, remove);
    },
  };
}
