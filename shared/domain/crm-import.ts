import * as z from '../schemas/zod';

import type { LifecycleStage } from './lifecycle';

/**
 * Where an import or sync of CRM contacts stands: RUNNING while pages are read, WAITING while the
 * CRM's rate limit (or an outage) holds the next page back, DONE after the last page, FAILED when
 * the CRM refused the credentials (the integration needs reconnecting; the import can be resumed
 * from the page it stopped at).
 */
export const CRM_IMPORT_STATES = ['RUNNING', 'WAITING', 'DONE', 'FAILED'] as const;
export const CrmImportStateSchema = z.enum(CRM_IMPORT_STATES);
export type CrmImportState = z.infer<typeof CrmImportStateSchema>;

/** An import started by the rep, or the scheduled incremental sync. */
export const CRM_IMPORT_TRIGGERS = ['IMPORT', 'SYNC'] as const;
export const CrmImportTriggerSchema = z.enum(CRM_IMPORT_TRIGGERS);
export type CrmImportTrigger = z.infer<typeof CrmImportTriggerSchema>;

/**
 * Why a CRM record was not imported: an address on a free-mail or disposable domain (the CSV
 * import's NON_BUSINESS_DOMAINS rule, told apart), or a record with no email at all.
 */
export const CRM_EXCLUSION_REASONS = ['FREE_MAIL', 'DISPOSABLE', 'MISSING_EMAIL'] as const;
export const CrmExclusionReasonSchema = z.enum(CRM_EXCLUSION_REASONS);
export type CrmExclusionReason = z.infer<typeof CrmExclusionReasonSchema>;

/** How many records each exclusion reason kept out. */
export type CrmExclusionCounts = Record<CrmExclusionReason, number>;
export const NO_EXCLUSIONS: CrmExclusionCounts = { FREE_MAIL: 0, DISPOSABLE: 0, MISSING_EMAIL: 0 };

/** The conflicts an import keeps to show (the count goes on). */
export const CRM_IMPORT_CONFLICTS_KEPT = 20;

/** The longest an SQS message can be held back: a page put back waits at most this long. */
export const CRM_PAGE_MAX_DELAY_SECONDS = 900;

/** HubSpot's `lifecyclestage` values, in its own words, and the product's stage for each. */
export const HUBSPOT_LIFECYCLE_STAGES: Readonly<Record<string, LifecycleStage>> = {
  subscriber: 'SUBSCRIBER',
  lead: 'LEAD',
  marketingqualifiedlead: 'MARKETING_QUALIFIED_LEAD',
  salesqualifiedlead: 'SALES_QUALIFIED_LEAD',
  opportunity: 'OPPORTUNITY',
  customer: 'CUSTOMER',
  evangelist: 'EVANGELIST',
  other: 'OTHER',
};

/** The product's stage for a CRM's stage; undefined for one it does not know (the contact keeps its own). */
export function lifecycleStageFromCrm(stage: string | undefined): LifecycleStage | undefined {
  return stage === undefined ? undefined : HUBSPOT_LIFECYCLE_STAGES[stage.trim().toLowerCase()];
}
