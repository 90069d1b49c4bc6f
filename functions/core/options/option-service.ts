import { OPTION_LABELS, USER_OPTION_NAMES, type OptionName } from '../../../shared/domain/option';
import type { SetOptionsBody } from '../../../shared/api/schemas';
import type { Stores } from '../ports/stores';
import type { NamespaceItem } from '../ports/items';
import { BadRequestError } from '../errors';
import type { TenantContext } from '../tenant';

const RESET_CONFIRMATION_MESSAGE = 'Name the selected instance in namespaceId to confirm the reset.';

const USER_OPTIONS: readonly OptionName[] = USER_OPTION_NAMES;

/** Instance options (automation) and the caller's own options. */
export function createOptionService(repos: Pick<Stores, 'namespaces' | 'options'>) {
  async function set(ctx: TenantContext, body: SetOptionsBody, scope: 'namespace' | 'user') {
    for (const { name } of body.options) {
      const isUserOption = USER_OPTIONS.includes(name);
      if (scope === 'namespace' && isUserOption) {
        throw new BadRequestError(`"${OPTION_LABELS[name]}" is a user option: set it with /api/user/options.`);
      }
      if (scope === 'user' && !isUserOption) {
        throw new BadRequestError(`"${OPTION_LABELS[name]}" is an instance option: set it with /api/namespace/options.`);
      }
    }
    for (const { name, status } of body.options) await repos.options.set(ctx, name, status);
    return { options: await repos.options.list(ctx) };
  }

  return {
    async list(ctx: TenantContext) {
      return { options: await repos.options.list(ctx) };
    },
    setNamespaceOptions: (ctx: TenantContext, body: SetOptionsBody) => set(ctx, body, 'namespace'),
    setUserOptions: (ctx: TenantContext, body: SetOptionsBody) => set(ctx, body, 'user'),
    /** Back to the default options, and onboarding runs again. Contacts, campaigns and emails are kept. */
    async reset(ctx: TenantContext, confirmNamespaceId: string): Promise<NamespaceItem> {
      if (confirmNamespaceId !== ctx.namespaceId) throw new BadRequestError(RESET_CONFIRMATION_MESSAGE);
      await repos.options.resetNamespaceOptions(ctx);
      return repos.namespaces.clearOnboarding(ctx.namespaceId);
    },
  };
}
