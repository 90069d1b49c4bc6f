import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

import type { IntegrationType } from '../../../shared/domain/integration';
import type { CrmAccountDirectory } from '../../core/ports/crm';
import { requireTenant, type TenantContext } from '../../core/tenant';
import { crmAccountEntity } from './entities/crm-webhook';
import type { StoreDeps } from './tenant-store';

/**
 * The CRM accounts' global lookup (see CrmAccountDirectory): `crm-account#<type>#<accountId>` /
 * `<ns>`. The connect flow calls `register` once the account is known (HubSpot's portal id from the
 * token's account details) and `unregister` when the CRM is disconnected; both are idempotent.
 */
export function createCrmAccountStore(client: DynamoDBDocumentClient, table: string, deps: StoreDeps = {}): CrmAccountDirectory {
  const accounts = crmAccountEntity(client, table);
  const now = () => (deps.now ? deps.now() : new Date());

  return {
    async register(ctx: TenantContext, type: IntegrationType, accountId: string) {
      const namespaceId = requireTenant(ctx);
      await accounts.put({ type, accountId, namespaceId, registeredAt: now().toISOString() }).go({ response: 'none' });
    },

    async unregister(ctx: TenantContext, type: IntegrationType, accountId: string) {
      const namespaceId = requireTenant(ctx);
      await accounts.delete({ type, accountId, namespaceId }).go({ response: 'none' });
    },

    async instancesOf(type: IntegrationType, accountId: string) {
      const { data } = await accounts.query.byAccount({ type, accountId }).go({ pages: 'all' });
      return [...new Set(data.map((item) => item.namespaceId))];
    },
  };
}
