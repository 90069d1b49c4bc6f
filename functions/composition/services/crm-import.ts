import { createCrmImportStore, createCrmSyncStore } from '../../adapters/dynamodb/crm-import-store';
import { createIntegrationStore } from '../../adapters/dynamodb/integration-store';
import { crmImportStatus, crmSources, startCrmImport, type CrmImportRequest } from '../../core/crm/crm-import';
import { createCrmPacer } from '../../core/crm/pacing';
import type { IntegrationType } from '../../../shared/domain/integration';
import type { TenantContext } from '../../core/tenant';
import { crmImportDeps, crmConnectionsOf } from '../crm-import';
import { tableStore, type Wiring } from '../wiring';

/** POST /api/integration/{type}/import: starts an import, whose pages the crm queue carries. */
export function crmImportStartService(wiring: Wiring) {
  const deps = crmImportDeps(wiring);
  return {
    start: (ctx: TenantContext, type: IntegrationType, request: CrmImportRequest) => startCrmImport(deps, ctx, type, request),
  };
}

/** GET /api/integration/{type}/import: reads the progress and sync items only. */
export function crmImportStatusService(wiring: Wiring) {
  const deps = { imports: tableStore(wiring, createCrmImportStore), syncs: tableStore(wiring, createCrmSyncStore) };
  return { status: (ctx: TenantContext, type: IntegrationType) => crmImportStatus(deps, ctx, type) };
}

/** GET /api/integration/{type}/source: asks the CRM, through the instance's connector. */
export function crmSourcesService(wiring: Wiring) {
  const deps = {
    stores: { integrations: tableStore(wiring, createIntegrationStore) },
    connections: crmConnectionsOf(wiring),
    pace: createCrmPacer(),
  };
  return { sources: (ctx: TenantContext, type: IntegrationType) => crmSources(deps, ctx, type) };
}
