import { DEFAULT_CALL_TO_ACTION } from '../../../shared/domain/ai';
import { toUtcDateOnly, trialEndDateFrom } from '../../../shared/rules/trial';
import type { UserItem } from '../ports/items';
import type { FirstNamespace, Stores } from '../ports/stores';
import type { TenantContext } from '../tenant';
import { newNamespaceId } from './namespace-id';

/** What an instance starts with: its name and, optionally, its time zone (UTC without one). */
export interface InstanceStart {
  readonly name: string;
  readonly timeZone?: string | undefined;
}

/**
 * The items of a new instance, first or not, as the provisioning store writes them: the instance
 * on a FREE tier with a 14-day trial from today, its creator as its MANAGER, and the default call
 * to action. Default options and integrations need no items: they read as their defaults.
 */
export async function newInstance(
  repos: Pick<Stores, 'callToActions'>,
  user: UserItem,
  start: InstanceStart,
  now: Date,
): Promise<FirstNamespace> {
  const namespaceId = newNamespaceId(start.name);
  const ctx: TenantContext = { namespaceId, userId: user.id, role: 'MANAGER' };
  return {
    namespace: {
      id: namespaceId,
      name: start.name,
      tier: 'FREE',
      trialEndDate: trialEndDateFrom(toUtcDateOnly(now)),
      isPaid: false,
      warmedUp: true,
      ...(start.timeZone ? { timeZone: start.timeZone } : {}),
    },
    membership: { namespaceId, userId: user.id, email: user.email, role: 'MANAGER', firstName: user.firstName },
    callToActions: [await repos.callToActions.draft(ctx, { ...DEFAULT_CALL_TO_ACTION })],
  };
}
