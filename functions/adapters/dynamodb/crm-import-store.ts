import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

import { NO_EXCLUSIONS, type CrmExclusionCounts } from '../../../shared/domain/crm-import';
import type { IntegrationType } from '../../../shared/domain/integration';
import type { CrmSelection } from '../../core/ports/crm';
import type { CrmImport, CrmImportConflict, CrmImportCounts, CrmImportStore, CrmSyncStore } from '../../core/ports/crm-import';
import { requireTenant, type TenantContext } from '../../core/tenant';
import { crmImportEntity, crmSyncEntity } from './entities/crm-import';
import { appliedIf } from './errors';

interface Tally {
  readonly counts: CrmImportCounts;
  readonly excluded: CrmExclusionCounts;
  readonly conflicts: readonly CrmImportConflict[];
}

type ImportItem = Omit<CrmImport, 'selection' | 'counts' | 'excluded' | 'conflicts'> & {
  namespaceId: string;
  selection: string;
  tally: string;
};

function toItem(namespaceId: string, value: CrmImport): ImportItem {
  const { selection, counts, excluded, conflicts, ...rest } = value;
  const tally: Tally = { counts, excluded, conflicts };
  return { ...rest, namespaceId, selection: JSON.stringify(selection), tally: JSON.stringify(tally) };
}

function fromItem(item: ImportItem): CrmImport {
  const { namespaceId: _namespaceId, selection, tally, ...rest } = item;
  const parsed = JSON.parse(tally) as Tally;
  return {
    ...rest,
    selection: JSON.parse(selection) as CrmSelection,
    counts: parsed.counts,
    excluded: { ...NO_EXCLUSIONS, ...parsed.excluded },
    conflicts: parsed.conflicts,
  };
}

/** CRM imports (pattern `<ns>#crm-import`): one item per CRM, moved page by page with conditional writes. */
export function createCrmImportStore(client: DynamoDBDocumentClient, table: string): CrmImportStore {
  const imports = crmImportEntity(client, table);
  return {
    async get(ctx: TenantContext, type: IntegrationType) {
      const namespaceId = requireTenant(ctx);
      const { data } = await imports.get({ namespaceId, type }).go();
      return data ? fromItem(data) : null;
    },
    start(ctx, next) {
      const namespaceId = requireTenant(ctx);
      return appliedIf(() =>
        imports
          .put(toItem(namespaceId, next))
          .where((attr, op) => `${op.notExists(attr.importId)} OR ${op.eq(attr.state, 'DONE')} OR ${op.eq(attr.state, 'FAILED')}`)
          .go({ response: 'none' }),
      );
    },
    record(ctx, next, expected) {
      const namespaceId = requireTenant(ctx);
      return appliedIf(() =>
        imports
          .put(toItem(namespaceId, next))
          .where((attr, op) => `${op.eq(attr.importId, expected.importId)} AND ${op.eq(attr.page, expected.page)}`)
          .go({ response: 'none' }),
      );
    },
  };
}

/** Incremental syncs (pattern `<ns>#crm-sync`) and their registry on gsi3 (`crm-sync#ON`). */
export function createCrmSyncStore(client: DynamoDBDocumentClient, table: string): CrmSyncStore {
  const syncs = crmSyncEntity(client, table);
  return {
    async get(ctx, type) {
      const namespaceId = requireTenant(ctx);
      const { data } = await syncs.get({ namespaceId, type }).go();
      return data ? { type, watermark: data.watermark, contactListId: data.contactListId, lastSyncAt: data.lastSyncAt } : null;
    },
    async enroll(ctx, type, { since, contactListId }) {
      const namespaceId = requireTenant(ctx);
      // the watermark is set once, by the first enrolment; later ones only name the list
      await syncs
        .upsert({ namespaceId, type, sync: 'ON', updatedAt: since })
        .ifNotExists({ watermark: since })
        .set(contactListId === undefined ? {} : { contactListId })
        .go({ response: 'none' });
    },
    async advance(ctx, type, watermark, at) {
      const namespaceId = requireTenant(ctx);
      const moved = await appliedIf(() =>
        syncs
          .patch({ namespaceId, type })
          .set({ watermark, lastSyncAt: at, updatedAt: at })
          .where((attr, op) => op.lt(attr.watermark, watermark))
          .go({ response: 'none' }),
      );
      // a sync that read nothing newer still ran: the page shows when
      if (!moved) await syncs.patch({ namespaceId, type }).set({ lastSyncAt: at, updatedAt: at }).go({ response: 'none' });
      return moved;
    },
    async listEnrolled(cursor) {
      const { data, cursor: next } = await syncs.query.enrolled({ sync: 'ON' }).go({ cursor: cursor ?? null, limit: 100 });
      return { items: data.map(({ namespaceId, type }) => ({ namespaceId, type })), cursor: next ?? undefined };
    },
  };
}
