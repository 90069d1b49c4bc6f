import { CRM_LABELS, INTEGRATION_MESSAGES } from '../../../shared/domain/integration';
import type { CrmConnections, CrmConnectorFactory } from '../ports/crm';
import { createCrmAccess, type CrmAccessDeps } from './crm-access';
import { openCrmCredential } from './crm-credential';

/**
 * The connected CRMs of an instance, as jobs reach them: a connector over the integration's sealed
 * credential while it is ACTIVE and CONNECTED; null while it is not set up, paused or in ERROR. A
 * credential that cannot be opened (the key changed) sets ERROR: the page asks to reconnect.
 */
export function createCrmConnections(deps: CrmAccessDeps & { readonly connectors: CrmConnectorFactory }): CrmConnections {
  const { integrations } = deps.repos;
  return {
    async connectorFor(ctx, type) {
      const integration = await integrations.get(ctx, type);
      if (integration.status !== 'ACTIVE' || integration.connection?.state !== 'CONNECTED') return null;
      const stored = await integrations.credential(ctx, type);
      const credential = stored ? await openCrmCredential(deps.secrets, stored.sealed) : null;
      if (!stored || !credential) {
        await integrations.markError(ctx, type, INTEGRATION_MESSAGES.reconnect(CRM_LABELS[type]));
        return null;
      }
      return deps.connectors(type, createCrmAccess(deps, ctx, type, { credential, version: stored.version }));
    },
    markError: (ctx, type, reason) => integrations.markError(ctx, type, reason),
  };
}
