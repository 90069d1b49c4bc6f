import { emailDomainOf, type EmailDomainClassifier } from '../../../shared/contacts/email-domains';
import type { CrmExclusionReason } from '../../../shared/domain/crm-import';
import { lifecycleStageFromCrm } from '../../../shared/domain/crm-import';
import type { IntegrationType } from '../../../shared/domain/integration';
import type { ContactItem } from '../ports/items';
import type { CrmContact } from '../ports/crm';
import { normaliseEmail } from '../contacts/normalise-email';

/** The contact fields a CRM record sets; the rest (status rules aside) are the rep's. */
export type ContactChanges = Partial<Omit<ContactItem, 'namespaceId' | 'id' | 'createdAt' | 'updatedAt'>>;
export type NewContact = Omit<ContactItem, 'namespaceId' | 'id' | 'createdAt' | 'updatedAt'>;

/** What the instance already has that a page of records can match, read once per page. */
export interface MatchIndex {
  /** CRM record id → contact id (the `contact-crm` links of this CRM type) */
  readonly byCrmId: ReadonlyMap<string, string>;
  /** lower-cased email → contact id */
  readonly byEmail: ReadonlyMap<string, string>;
  /** the contacts either names */
  readonly contacts: ReadonlyMap<string, ContactItem>;
}

/** Where the records of an import go and how its CRM is named on them. */
export interface MatchTarget {
  readonly type: IntegrationType;
  readonly contactListId: string;
  readonly syncedAt: string;
}

/**
 * What to do with one CRM record:
 * - `excluded`: not imported, for `reason`;
 * - `create`: a new contact;
 * - `update`: the matched contact changes (`remove` clears fields), `joinsList` when it enters the import's list;
 * - `unchanged`: the matched contact already says what the record says;
 * - `conflict`: the record cannot be written without overwriting another contact (`reason` says why).
 * `detach` names the contacts linked to records merged into this one, which lose their link (the
 * CRM deleted those records; the contacts and their history stay).
 */
export type MatchPlan =
  | { readonly kind: 'excluded'; readonly reason: CrmExclusionReason }
  | { readonly kind: 'create'; readonly contact: NewContact }
  | {
      readonly kind: 'update';
      readonly contactId: string;
      readonly changes: ContactChanges;
      readonly joinsList: boolean;
      readonly detach: readonly string[];
    }
  | { readonly kind: 'unchanged'; readonly contactId: string }
  | { readonly kind: 'conflict'; readonly contactId?: string | undefined; readonly reason: string };

export const CONFLICT_EMAIL_TAKEN = 'Its email belongs to another contact of this instance.';
export const CONFLICT_LINKED_ELSEWHERE = 'Its email belongs to a contact linked to another CRM record.';

/** What the contact form accepts as a phone number; a CRM's free text that is not one is left out. */
const PHONE_NUMBER_PATTERN = /^(?=.*\d)[\d +()-]{3,32}$/;
const MAX_PHONE_NUMBERS = 5;

/** Why a record's address is not imported, or null for a business address. */
function exclusionOf(classify: EmailDomainClassifier, email: string | undefined): CrmExclusionReason | null {
  if (email === undefined || email === '') return 'MISSING_EMAIL';
  const list = classify(emailDomainOf(email));
  if (list === 'FREE') return 'FREE_MAIL';
  if (list === 'DISPOSABLE') return 'DISPOSABLE';
  return null;
}

/**
 * The contact a record is, in order: the one linked to its id; the one linked to a record merged
 * into it (the survivor takes that contact over); the one with its primary email; the one with
 * one of its other emails. Undefined for a person the instance does not have yet.
 */
function matchOf(record: CrmContact, email: string, index: MatchIndex): ContactItem | undefined {
  const ids = [
    index.byCrmId.get(record.id),
    ...record.mergedIds.map((id) => index.byCrmId.get(id)),
    index.byEmail.get(email),
    ...record.otherEmails.map((other) => index.byEmail.get(normaliseEmail(other))),
  ];
  for (const id of ids) {
    const contact = id === undefined ? undefined : index.contacts.get(id);
    if (contact) return contact;
  }
  return undefined;
}

/** The contacts linked to records merged into this one, other than the one it matched. */
function mergedAway(record: CrmContact, index: MatchIndex, matchedId: string | undefined): ContactItem[] {
  return record.mergedIds.flatMap((id) => {
    const contactId = index.byCrmId.get(id);
    const contact = contactId === undefined || contactId === matchedId ? undefined : index.contacts.get(contactId);
    return contact ? [contact] : [];
  });
}

/** The phone numbers with the CRM's first, when it is one the product accepts and the contact lacks it. */
function phoneNumbersWith(current: readonly string[] | undefined, phone: string | undefined): string[] | undefined {
  if (phone === undefined || !PHONE_NUMBER_PATTERN.test(phone)) return undefined;
  if (current?.includes(phone)) return undefined;
  return [phone, ...(current ?? [])].slice(0, MAX_PHONE_NUMBERS);
}

/** The fields a record sets on a new contact. */
function newContact(record: CrmContact, email: string, target: MatchTarget, doNotContact: boolean): NewContact {
  const phoneNumbers = phoneNumbersWith(undefined, record.phone);
  return {
    email,
    firstName: record.firstName,
    lastName: record.lastName,
    jobTitle: record.jobTitle,
    ...(phoneNumbers ? { phoneNumbers } : {}),
    status: record.optedOut || doNotContact ? 'DO_NOT_CONTACT' : 'NEW',
    lifecycleStage: lifecycleStageFromCrm(record.lifecycleStage) ?? 'LEAD',
    source: target.type,
    emailStatus: 'NEW',
    sharingStatus: 'NOT_SHARED',
    contactListId: target.contactListId,
    crmType: target.type,
    crmId: record.id,
    crmOwnerId: record.ownerId,
    crmSyncedAt: target.syncedAt,
  };
}

/**
 * The changes a record makes to the contact it matched. The CRM's empty values never clear what
 * the rep typed; a DO_NOT_CONTACT contact stays so, and an opted-out record (or a merged-away
 * contact that was DO_NOT_CONTACT) makes it so; unsubscribed and bounced addresses keep their
 * email status, which the CRM never sets.
 */
function changesFor(
  contact: ContactItem,
  record: CrmContact,
  email: string,
  target: MatchTarget,
  doNotContact: boolean,
): ContactChanges {
  const wanted: ContactChanges = {
    email,
    firstName: record.firstName,
    lastName: record.lastName,
    jobTitle: record.jobTitle,
    phoneNumbers: phoneNumbersWith(contact.phoneNumbers, record.phone),
    lifecycleStage: lifecycleStageFromCrm(record.lifecycleStage),
    status: record.optedOut || doNotContact ? 'DO_NOT_CONTACT' : undefined,
    crmType: target.type,
    crmId: record.id,
    crmOwnerId: record.ownerId,
    // a contact in no list joins the import's; one in another list stays where the rep put it
    contactListId: contact.contactListId === undefined ? target.contactListId : undefined,
  };
  const changes: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(wanted)) {
    if (value !== undefined && JSON.stringify(value) !== JSON.stringify(Reflect.get(contact, name))) changes[name] = value;
  }
  return changes;
}

/**
 * What one CRM record does to the instance's contacts (pure: the caller reads `index` and writes
 * the plan). A changed email in the CRM changes the matched contact's email, unless another
 * contact has it: then the record is a conflict and nothing is written.
 */
export function planContact(
  record: CrmContact,
  index: MatchIndex,
  target: MatchTarget,
  classify: EmailDomainClassifier,
): MatchPlan {
  const excluded = exclusionOf(classify, record.email);
  if (excluded !== null || record.email === undefined) return { kind: 'excluded', reason: excluded ?? 'MISSING_EMAIL' };
  const email = normaliseEmail(record.email);
  const contact = matchOf(record, email, index);
  const losers = mergedAway(record, index, contact?.id);
  const doNotContact = losers.some((loser) => loser.status === 'DO_NOT_CONTACT');
  if (!contact) return { kind: 'create', contact: newContact(record, email, target, doNotContact) };
  const owner = index.byEmail.get(email);
  if (owner !== undefined && owner !== contact.id)
    return { kind: 'conflict', contactId: contact.id, reason: CONFLICT_EMAIL_TAKEN };
  // one contact, one CRM record: a contact linked to another record (of either CRM) keeps its link
  const linkedToAnother =
    contact.crmId !== undefined &&
    !(contact.crmType === target.type && (contact.crmId === record.id || record.mergedIds.includes(contact.crmId)));
  if (linkedToAnother) return { kind: 'conflict', contactId: contact.id, reason: CONFLICT_LINKED_ELSEWHERE };
  const changes = changesFor(contact, record, email, target, doNotContact);
  const detach = losers.map((loser) => loser.id);
  if (Object.keys(changes).length === 0 && detach.length === 0) return { kind: 'unchanged', contactId: contact.id };
  return {
    kind: 'update',
    contactId: contact.id,
    changes: { ...changes, crmSyncedAt: target.syncedAt },
    joinsList: changes.contactListId !== undefined,
    detach,
  };
}

/** The emails and record ids a page's matching needs looked up. */
export function lookupsOf(records: readonly CrmContact[]): { emails: string[]; crmIds: string[] } {
  const emails = records.flatMap((record) => [
    ...(record.email === undefined ? [] : [normaliseEmail(record.email)]),
    ...record.otherEmails.map(normaliseEmail),
  ]);
  const crmIds = records.flatMap((record) => [record.id, ...record.mergedIds]);
  return { emails: [...new Set(emails)], crmIds: [...new Set(crmIds)] };
}
