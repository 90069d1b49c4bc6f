import { EMAIL_STATUS_LABELS, emailTabOf, historyActorOf, type EmailStatus } from '../../../../shared/domain/email';
import type { ContactThread, EmailHistoryEntry } from '../../../../shared/schemas/email-review';
import { emailQueueHref, EMAIL_LIST_PARAMS as QUEUE_PARAMS } from '../email/list-filter';
import { CONTACT_THREAD_STRINGS as S } from './strings';

/** One email of a contact's thread: the email, its body, its campaign's name and its history. */
export type ThreadItem = ContactThread['items'][number];

/** The email open in the review queue, on the tab its status is listed in: `/email?tab=SENT&email=<id>`. */
export function openInEmailsHref(namespaceId: string, email: { readonly id: string; readonly status: EmailStatus }): string {
  return emailQueueHref(namespaceId, { [QUEUE_PARAMS.tab]: emailTabOf(email.status), [QUEUE_PARAMS.email]: email.id });
}

/** The review queue filtered on one contact: `/email?contactId=<id>`. */
export function contactEmailsHref(namespaceId: string, contactId: string): string {
  return emailQueueHref(namespaceId, { [QUEUE_PARAMS.contactId]: contactId });
}

function time(value: string | undefined): number {
  const ms = value === undefined ? Number.NaN : Date.parse(value);
  return Number.isNaN(ms) ? 0 : ms;
}

/** When an email last moved: sent, else scheduled, else written. */
export function threadTimeOf(item: ThreadItem): string {
  return item.email.sentAt ?? item.email.scheduledAt ?? item.email.createdAt;
}

/** The thread newest first (by creation), whatever order it came in. */
export function newestFirst(items: readonly ThreadItem[]): ThreadItem[] {
  return [...items].sort((a, b) => time(b.email.createdAt) - time(a.email.createdAt));
}

/** A history newest first. */
export function historyNewestFirst(history: readonly EmailHistoryEntry[]): EmailHistoryEntry[] {
  return [...history].sort((a, b) => time(b.at) - time(a.at));
}

/** The subject a thread shows: the subject, or what stands in for one being written, a LinkedIn message's or a missing one. */
export function threadSubject(item: ThreadItem): string {
  const subject = item.email.subject?.trim();
  if (subject !== undefined && subject !== '') return subject;
  if (item.email.status === 'CREATED') return S.beingWritten;
  return item.email.channel === 'LINKEDIN' ? S.linkedInMessage : S.noSubject;
}

/** The campaign's name, from the thread item or its email. */
export function threadCampaign(item: ThreadItem): string | undefined {
  return item.campaignName ?? item.email.campaignName;
}

/** What a history entry was, in a few words: "Saved → Scheduled", "Marked reviewed", "Earlier version". */
export function historyTitle(entry: EmailHistoryEntry): string {
  switch (entry.kind) {
    case 'STATUS': {
      const to = entry.toStatus === undefined ? undefined : EMAIL_STATUS_LABELS[entry.toStatus];
      const from = entry.fromStatus === undefined ? undefined : EMAIL_STATUS_LABELS[entry.fromStatus];
      if (from !== undefined && to !== undefined) return S.history.statusChange(from, to);
      return to === undefined ? S.history.statusChanged : S.history.statusSet(to);
    }
    case 'REVIEW':
      return entry.reviewStatus === 'NOT_REVIEWED' ? S.history.unreviewed : S.history.reviewed;
    default:
      return S.history.version;
  }
}

/** Who or what made a history entry: the product, the contact, or a member of the team. */
export function historyAuthor(entry: EmailHistoryEntry): string {
  const actor = historyActorOf(entry.by);
  return actor === 'MEMBER' ? S.history.byMember : actor === 'RECIPIENT' ? S.history.byRecipient : S.history.bySystem;
}

/** What wrote a version: the rep by hand, or a writer. */
export function versionWriter(entry: EmailHistoryEntry): string | undefined {
  const writer = entry.writer?.trim();
  if (writer === undefined || writer === '') return undefined;
  if (writer === 'edited') return S.history.editedByHand;
  return S.history.writtenBy(writer);
}
