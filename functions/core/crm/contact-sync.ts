import type { EmailDomainClassifier } from '../../../shared/contacts/email-domains';
import { NO_EXCLUSIONS, type CrmExclusionCounts } from '../../../shared/domain/crm-import';
import { companyForEmail } from '../contacts/company-domain';
import { ConflictError, NotFoundError } from '../errors';
import type { CrmContact } from '../ports/crm';
import type { CrmImportConflict, CrmImportCounts } from '../ports/crm-import';
import type { Stores } from '../ports/stores';
import type { TenantContext } from '../tenant';
import { lookupsOf, planContact, type MatchIndex, type MatchPlan, type MatchTarget } from './contact-match';

export interface ContactSyncDeps {
  readonly stores: Pick<Stores, 'contacts' | 'contactLists' | 'companies'>;
  readonly classifyDomain: EmailDomainClassifier;
}

/** What one page did to the instance's contacts. */
export interface PageTally {
  readonly counts: CrmImportCounts;
  readonly excluded: CrmExclusionCounts;
  readonly conflicts: readonly CrmImportConflict[];
}

export const CONFLICT_CHANGED_MEANWHILE = 'Another contact took its email or CRM record while it was written.';

/** The fields a contact merged away in the CRM loses: its record no longer exists there. */
const CRM_LINK_FIELDS = ['crmType', 'crmId', 'crmOwnerId'] as const;

/** Reads what the page's records can match: links by record id, contacts by email, and those contacts. */
async function matchIndex(deps: ContactSyncDeps, ctx: TenantContext, target: MatchTarget, records: readonly CrmContact[]) {
  const { emails, crmIds } = lookupsOf(records);
  const [byCrmId, byEmail] = await Promise.all([
    deps.stores.contacts.contactIdsByCrmId(ctx, target.type, crmIds),
    deps.stores.contacts.contactIdsByEmail(ctx, emails),
  ]);
  const ids = [...new Set([...byCrmId.values(), ...byEmail.values()])];
  const contacts = new Map((await deps.stores.contacts.getMany(ctx, ids)).map((contact) => [contact.id, contact]));
  return { byCrmId, byEmail, contacts } satisfies MatchIndex;
}

/** Keeps the index true to what the page wrote, so a later record of the same page sees it. */
function remember(index: MatchIndex, contact: { id: string; email: string; crmId?: string | undefined }): void {
  (index.contacts as Map<string, unknown>).set(contact.id, contact);
  (index.byEmail as Map<string, string>).set(contact.email, contact.id);
  if (contact.crmId !== undefined) (index.byCrmId as Map<string, string>).set(contact.crmId, contact.id);
}

type Written = 'created' | 'updated' | 'unchanged' | { conflict: string; contactId?: string | undefined };

/** Writes one record's plan; a write another request beat to the email or record is a conflict. */
async function write(
  deps: ContactSyncDeps,
  ctx: TenantContext,
  plan: Exclude<MatchPlan, { kind: 'excluded' }>,
  index: MatchIndex,
  companies: readonly { id: string; website?: string | undefined }[],
): Promise<{ written: Written; joined: boolean }> {
  try {
    if (plan.kind === 'unchanged') return { written: 'unchanged', joined: false };
    if (plan.kind === 'conflict') return { written: { conflict: plan.reason, contactId: plan.contactId }, joined: false };
    if (plan.kind === 'create') {
      const company = companyForEmail(plan.contact.email, companies);
      const contact = await deps.stores.contacts.create(ctx, { ...plan.contact, companyId: company?.id });
      remember(index, contact);
      return { written: 'created', joined: true };
    }
    // the losers first: the survivor's write may take over one of their links
    for (const loser of plan.detach) await deps.stores.contacts.update(ctx, loser, {}, CRM_LINK_FIELDS);
    const contact = await deps.stores.contacts.update(ctx, plan.contactId, plan.changes);
    remember(index, contact);
    return { written: 'updated', joined: plan.joinsList };
  } catch (error) {
    if (error instanceof ConflictError) return { written: { conflict: CONFLICT_CHANGED_MEANWHILE }, joined: false };
    // a contact deleted while the page was read is simply not there to update
    if (error instanceof NotFoundError) return { written: { conflict: error.message }, joined: false };
    throw error;
  }
}

/**
 * Matches and writes one page of CRM records into the instance's contacts, one record after
 * another (a later record may match what an earlier one wrote), and moves the list's count by
 * the contacts that joined it. Safe to run again on the same page: what it wrote now matches
 * and is `unchanged`.
 */
export async function syncContactPage(
  deps: ContactSyncDeps,
  ctx: TenantContext,
  target: MatchTarget,
  records: readonly CrmContact[],
): Promise<PageTally> {
  const index = await matchIndex(deps, ctx, target, records);
  const companies = await deps.stores.companies.listAll(ctx);
  const counts = { read: records.length, created: 0, updated: 0, unchanged: 0, conflicts: 0 };
  const excluded = { ...NO_EXCLUSIONS };
  const conflicts: CrmImportConflict[] = [];
  let joined = 0;
  for (const record of records) {
    const plan = planContact(record, index, target, deps.classifyDomain);
    if (plan.kind === 'excluded') {
      excluded[plan.reason] += 1;
      continue;
    }
    const outcome = await write(deps, ctx, plan, index, companies);
    if (outcome.joined) joined += 1;
    if (typeof outcome.written === 'string') counts[outcome.written] += 1;
    else {
      counts.conflicts += 1;
      conflicts.push({
        crmId: record.id,
        email: record.email,
        contactId: outcome.written.contactId,
        reason: outcome.written.conflict,
      });
    }
  }
  if (joined > 0) await adjustListCount(deps, ctx, target.contactListId, joined);
  return { counts, excluded, conflicts };
}

async function adjustListCount(deps: ContactSyncDeps, ctx: TenantContext, listId: string, delta: number): Promise<void> {
  try {
    await deps.stores.contactLists.adjustCount(ctx, listId, delta);
  } catch (error) {
    // a list deleted meanwhile has no count to keep
    if (!(error instanceof NotFoundError)) throw error;
  }
}
