import type { CrmContactSync } from '../ports/crm';
import { syncContactPage } from './contact-sync';
import type { CrmImportDeps } from './crm-import';
import { syncListId } from './crm-sync';

/** The fields a contact loses when its CRM record is deleted: the record no longer exists there. */
const CRM_LINK_FIELDS = ['crmType', 'crmId', 'crmOwnerId'] as const;

/**
 * A CRM's news of single records (HubSpot's webhooks) applied as an import applies a page, but only
 * to the contacts the instance already has from that CRM (by record id, or a record merged into
 * it): a changed email updates the same contact, a merge moves the link to the survivor, and a
 * record the instance never imported is left to the next import.
 */
export function createCrmContactSync(deps: Pick<CrmImportDeps, 'stores' | 'syncs' | 'now' | 'classifyDomain'>): CrmContactSync {
  return {
    async applyRecords(ctx, type, records) {
      const ids = [...new Set(records.flatMap((record) => [record.id, ...record.mergedIds]))];
      const linked = await deps.stores.contacts.contactIdsByCrmId(ctx, type, ids);
      const known = records.filter((record) => [record.id, ...record.mergedIds].some((id) => linked.has(id)));
      if (known.length === 0) return;
      const state = await deps.syncs.get(ctx, type);
      const contactListId = await syncListId(deps, ctx, type, state?.contactListId);
      await syncContactPage(deps, ctx, { type, contactListId, syncedAt: deps.now().toISOString() }, known);
    },
    async forgetRecord(ctx, type, crmId) {
      const contactId = (await deps.stores.contacts.contactIdsByCrmId(ctx, type, [crmId])).get(crmId);
      if (contactId !== undefined) await deps.stores.contacts.update(ctx, contactId, {}, CRM_LINK_FIELDS);
    },
  };
}
