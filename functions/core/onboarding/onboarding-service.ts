import { listChoices } from '../../../shared/schemas/common';
import type { NamespaceItem } from '../ports/items';
import type { Stores } from '../ports/stores';
import type { Clock } from '../clock';
import { ConflictError } from '../errors';
import { requireTenant, type TenantContext } from '../tenant';

/** What onboarding creates, in the order of its stages, as a person would name them. */
const ONBOARDING_ITEMS = [
  { name: 'your company', store: 'companies' },
  { name: 'a sender', store: 'emailSenderConfigs' },
  { name: 'a customer profile', store: 'customerProfiles' },
] as const;

/** The message of a completion refused because items are missing, e.g. 'Add a sender first.' */
function onboardingMissingMessage(missing: readonly string[]): string {
  return `Onboarding is not finished: add ${listChoices(missing).replace(/ or /, ' and ')} first.`;
}

/** The end of onboarding: the instance is ready once it has a company, a sender and a customer profile. */
export function createOnboardingService(
  repos: Pick<Stores, 'namespaces' | 'companies' | 'emailSenderConfigs' | 'customerProfiles'>,
  now: Clock,
) {
  return {
    /** Sets the instance's onboardedAt (once) when everything onboarding creates exists; else a 409 naming what is missing. */
    async complete(ctx: TenantContext): Promise<NamespaceItem> {
      const namespaceId = requireTenant(ctx);
      const found = await Promise.all(
        ONBOARDING_ITEMS.map(async (item) => (await repos[item.store].list(ctx, { limit: 1 })).items.length > 0),
      );
      const missing = ONBOARDING_ITEMS.filter((_item, index) => !found[index]).map((item) => item.name);
      if (missing.length > 0) throw new ConflictError(onboardingMissingMessage(missing));
      const namespace = await repos.namespaces.get(namespaceId);
      if (namespace.onboardedAt) return namespace;
      return repos.namespaces.update(namespaceId, { onboardedAt: now().toISOString() });
    },
  };
}
