import type { EmailListTab } from '../../../../shared/domain/email';
import { fillPlaceholders } from '../../../../shared/rules/email/placeholders';
import type { Contact } from '../../../../shared/schemas/contact';
import type { EmailSummary } from '../../../../shared/schemas/email-review';
import { EMPTY_VALUE, formatPersonName } from '../../app/format';
import type { EmailListFilter } from './list-filter';
import {
  EMAIL_BULK_STRINGS as B,
  EMAIL_CHANNEL_LABELS,
  EMAIL_LIST_STRINGS as S,
  EMAIL_LIST_TAB_LABELS,
  REVIEW_STATUS_LABELS,
} from './strings';

/**
 * The subject as the list shows it: as its recipient will read it (`{{firstName}}` filled, or left
 * out as when it is sent to someone without a first name), or what stands in for one being written,
 * a LinkedIn message's or a missing one.
 */
export function summarySubject(
  email: Pick<EmailSummary, 'subject' | 'status' | 'channel'> & Partial<Pick<EmailSummary, 'contactFirstName' | 'language'>>,
): string {
  const subject = email.subject?.trim();
  if (subject !== undefined && subject !== '') {
    return fillPlaceholders(subject, email.contactFirstName ? { firstName: email.contactFirstName } : {}, email.language);
  }
  if (email.status === 'CREATED') return S.beingWritten;
  return email.channel === 'LINKEDIN' ? S.linkedInMessage : S.noSubject;
}

/** The recipient: their name and address as planned, whichever are known (the contact's id when neither is). */
export function recipientOf(email: Pick<EmailSummary, 'contactName' | 'contactEmail' | 'contactId'>): {
  readonly primary: string;
  readonly secondary?: string;
} {
  const name = email.contactName?.trim() ?? '';
  const address = email.contactEmail?.trim() ?? '';
  if (name !== '' && address !== '' && name !== address) return { primary: name, secondary: address };
  if (name !== '') return { primary: name };
  if (address !== '') return { primary: address };
  return { primary: email.contactId };
}

/** Where an email stands with the writing rules. */
export type RulesState =
  { readonly kind: 'against-rules' } | { readonly kind: 'broken'; readonly count: number } | { readonly kind: 'none' };

/** An email scheduled or sent although it breaks rules says so; otherwise the rules it breaks are counted. */
export function rulesStateOf(email: Pick<EmailSummary, 'violations' | 'sentAgainstRules'>): RulesState {
  if (email.sentAgainstRules === true) return { kind: 'against-rules' };
  const count = email.violations?.length ?? 0;
  return count > 0 ? { kind: 'broken', count } : { kind: 'none' };
}

/** The text of the rules cell. */
export function rulesText(state: RulesState): string {
  switch (state.kind) {
    case 'against-rules':
      return S.sentAgainstRules;
    case 'broken':
      return S.rulesBroken(state.count);
    default:
      return S.noRulesBroken;
  }
}

/**
 * The time the tab's time column shows: when it went out on Sent; on Scheduled when the send
 * planner means to send it (the time it was scheduled for until the planner has planned it); when
 * it was scheduled for elsewhere.
 */
export function sendTimeOf(
  email: Pick<EmailSummary, 'scheduledAt' | 'sentAt'> & Partial<Pick<EmailSummary, 'plannedAt'>>,
  tab: EmailListTab,
): string | undefined {
  if (tab === 'SENT') return email.sentAt ?? email.scheduledAt;
  if (tab === 'SCHEDULED') return email.plannedAt ?? email.scheduledAt;
  return email.scheduledAt;
}

/** The names the filter description uses for the ids it holds. */
export interface FilterNames {
  readonly campaign?: string | undefined;
  readonly contact?: string | undefined;
}

/**
 * What a filter covers, in words, for the confirmation of a bulk change over it: "the Generated tab,
 * campaign Spring launch, not reviewed, matching “pricing”".
 */
export function filterDescription(filter: EmailListFilter, names: FilterNames = {}): string {
  const P = B.filterParts;
  const parts = [P.tab(EMAIL_LIST_TAB_LABELS[filter.tab])];
  if (filter.campaignId !== undefined) parts.push(P.campaign(names.campaign ?? filter.campaignId));
  if (filter.contactId !== undefined) parts.push(P.contact(names.contact ?? filter.contactId));
  if (filter.reviewStatus !== undefined) parts.push(P.review(REVIEW_STATUS_LABELS[filter.reviewStatus]));
  if (filter.channel !== undefined) parts.push(P.channel(EMAIL_CHANNEL_LABELS[filter.channel]));
  if (filter.search !== '') parts.push(P.search(filter.search));
  return parts.join(', ');
}

/** The contact the list is filtered on, named: "Jane Doe (jane@acme.example)", the address alone, or the id while unknown. */
export function contactLabel(contact: Pick<Contact, 'firstName' | 'lastName' | 'email'> | undefined, contactId: string): string {
  if (contact === undefined) return contactId;
  const name = formatPersonName(contact.firstName, contact.lastName);
  return name === EMPTY_VALUE ? contact.email : `${name} (${contact.email})`;
}
