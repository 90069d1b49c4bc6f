import type { CrmExclusionCounts, CrmImportState, CrmImportTrigger } from '../../../shared/domain/crm-import';
import type { IntegrationType } from '../../../shared/domain/integration';
import type { CrmSelection } from './crm';
import type { TenantContext } from './tenant';

/** What an import's pages have done so far. */
export interface CrmImportCounts {
  readonly read: number;
  readonly created: number;
  readonly updated: number;
  readonly unchanged: number;
  readonly conflicts: number;
}

/** A record an import could not write without overwriting another contact. */
export interface CrmImportConflict {
  readonly crmId: string;
  readonly email?: string | undefined;
  readonly contactId?: string | undefined;
  readonly reason: string;
}

/**
 * The current (or last) import of one CRM into an instance: one item per integration, so one
 * import runs at a time. `page` is how many pages are done: the page message that expects it is
 * the only one whose write applies, so a replayed message writes nothing twice.
 */
export interface CrmImport {
  readonly type: IntegrationType;
  readonly importId: string;
  readonly trigger: CrmImportTrigger;
  readonly selection: CrmSelection;
  readonly contactListId: string;
  readonly state: CrmImportState;
  readonly page: number;
  /** the CRM's cursor of the next page to read; undefined for the first page and after the last */
  readonly cursor?: string | undefined;
  readonly counts: CrmImportCounts;
  readonly excluded: CrmExclusionCounts;
  /** the first conflicts, to show (the count is in `counts`) */
  readonly conflicts: readonly CrmImportConflict[];
  /** the latest `updatedAt` of the records read: where the next incremental sync starts */
  readonly latestUpdatedAt?: string | undefined;
  /** why it failed, or why it waits */
  readonly reason?: string | undefined;
  /** when a waiting page is read again */
  readonly retryAt?: string | undefined;
  readonly startedAt: string;
  readonly finishedAt?: string | undefined;
  readonly updatedAt: string;
}

export interface CrmImportStore {
  get(ctx: TenantContext, type: IntegrationType): Promise<CrmImport | null>;
  /** Starts `next` unless an import of this CRM is RUNNING or WAITING: false then. */
  start(ctx: TenantContext, next: CrmImport): Promise<boolean>;
  /**
   * Writes `next` when the stored import is still `importId` at page `page`: false when another
   * delivery of the same page (or a newer import) wrote first.
   */
  record(ctx: TenantContext, next: CrmImport, expected: { importId: string; page: number }): Promise<boolean>;
}

/** An instance's incremental sync of one CRM. */
export interface CrmSyncState {
  readonly type: IntegrationType;
  /** the list synced contacts join: the last import's, else the one the sync made */
  readonly contactListId?: string | undefined;
  /** records changed after this time are read by the next sync */
  readonly watermark: string;
  readonly lastSyncAt?: string | undefined;
}

export interface CrmSyncStore {
  get(ctx: TenantContext, type: IntegrationType): Promise<CrmSyncState | null>;
  /**
   * Puts the instance's CRM on the scheduled sync (the registry the job reads instead of a scan):
   * its watermark starts at `since` unless it has one; `contactListId`, when given, is the list
   * later syncs fill.
   */
  enroll(ctx: TenantContext, type: IntegrationType, input: { since: string; contactListId?: string | undefined }): Promise<void>;
  /** Moves the watermark to `watermark` only when it is later than the stored one; false otherwise. */
  advance(ctx: TenantContext, type: IntegrationType, watermark: string, at: string): Promise<boolean>;
  /** Every enrolled instance and CRM, a page at a time (`cursor` from the page before). */
  listEnrolled(
    cursor: string | undefined,
  ): Promise<{ items: { namespaceId: string; type: IntegrationType }[]; cursor: string | undefined }>;
}

/** One page of an import to read: what the crm queue carries. */
export interface CrmPageMessage {
  readonly namespaceId: string;
  readonly type: IntegrationType;
  readonly importId: string;
  readonly page: number;
  readonly cursor?: string | undefined;
}
