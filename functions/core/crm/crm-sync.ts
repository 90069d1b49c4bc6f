import type { IntegrationType } from '../../../shared/domain/integration';
import { ConflictError } from '../errors';
import { jobContext, type TenantContext } from '../tenant';
import { startCrmImport, type CrmImportDeps } from './crm-import';

/** What one run of the scheduled sync did. */
export interface CrmSyncRunSummary {
  /** syncs started (their pages follow on the crm queue) */
  started: number;
  /** instances whose CRM is not connected, does not read contacts, or is still importing */
  skipped: number;
  failed: number;
}

const CRM_NAMES: Readonly<Record<IntegrationType, string>> = { HUBSPOT: 'HubSpot', SALESFORCE: 'Salesforce' };

/** The list a sync fills: the last import's, else a "<CRM> contacts" list made once and kept. */
export async function syncListId(
  deps: Pick<CrmImportDeps, 'stores' | 'syncs' | 'now'>,
  ctx: TenantContext,
  type: IntegrationType,
  listId: string | undefined,
) {
  if (listId !== undefined && (await deps.stores.contactLists.find(ctx, listId))) return listId;
  const list = await deps.stores.contactLists.create(ctx, { name: `${CRM_NAMES[type]} contacts`, contactCount: 0 });
  await deps.syncs.enroll(ctx, type, { since: deps.now().toISOString(), contactListId: list.id });
  return list.id;
}

/** Starts one instance's sync of `type`: the records changed since its watermark. */
async function syncOne(deps: CrmImportDeps, namespaceId: string, type: IntegrationType): Promise<'started' | 'skipped'> {
  const ctx = jobContext(namespaceId, 'crm-sync');
  const [state, integration] = await Promise.all([deps.syncs.get(ctx, type), deps.stores.integrations.get(ctx, type)]);
  if (!state || integration.options.READ_CONTACTS !== 'ACTIVE') return 'skipped';
  if (!(await deps.connections.connectorFor(ctx, type))) return 'skipped';
  const contactListId = await syncListId(deps, ctx, type, state.contactListId);
  try {
    await startCrmImport(
      deps,
      ctx,
      type,
      { selection: { kind: 'CHANGED_SINCE', since: state.watermark }, contactListId },
      'SYNC',
    );
    return 'started';
  } catch (error) {
    // an import still running (or a CRM disconnected meanwhile): the next run picks it up
    if (error instanceof ConflictError) return 'skipped';
    throw error;
  }
}

/**
 * The hourly incremental sync: every instance and CRM on the sync registry (enrolled by its first
 * import) whose integration is connected and reads contacts gets an import of the records changed
 * since its watermark, which moves forward when that import is done. One that fails is reported
 * and the others go on.
 */
export async function runCrmSync(
  deps: CrmImportDeps,
  options: { hasTime: () => boolean; onError: (at: { namespaceId: string; type: IntegrationType }, error: unknown) => void },
): Promise<CrmSyncRunSummary> {
  const summary: CrmSyncRunSummary = { started: 0, skipped: 0, failed: 0 };
  let cursor: string | undefined;
  do {
    const page = await deps.syncs.listEnrolled(cursor);
    for (const item of page.items) {
      if (!options.hasTime()) return summary;
      try {
        summary[await syncOne(deps, item.namespaceId, item.type)] += 1;
      } catch (error) {
        summary.failed += 1;
        options.onError(item, error);
      }
    }
    cursor = page.cursor;
  } while (cursor !== undefined);
  return summary;
}
