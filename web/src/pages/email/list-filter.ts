import { CHANNELS, type Channel } from '../../../../shared/domain/campaign';
import { EMAIL_LIST_TABS, REVIEW_STATUSES, type EmailListTab, type ReviewStatus } from '../../../../shared/domain/email';
import { SEARCH_MAX_LENGTH } from '../../../../shared/schemas/common';
import { emailFilterShape, type EmailFilterInput } from '../../../../shared/schemas/email-review';
import { INSTANCE_PARAM, PATHS } from '../../app/paths';
import type { ListPage } from '../../components/list-page';

/** The query parameters of `/email`: the tab, the filters and the email open beside the table. */
export const EMAIL_LIST_PARAMS = {
  tab: 'tab',
  search: 'search',
  campaignId: 'campaignId',
  contactId: 'contactId',
  reviewStatus: 'reviewStatus',
  channel: 'channel',
  email: 'email',
} as const;

/** An address of the review queue in an instance, with these parameters (EMAIL_LIST_PARAMS). */
export function emailQueueHref(namespaceId: string, params: Readonly<Record<string, string>>): string {
  const search = new URLSearchParams({ ...(namespaceId === '' ? {} : { [INSTANCE_PARAM]: namespaceId }), ...params });
  return `${PATHS.email}?${search.toString()}`;
}

/** What the review queue shows: one tab, and the filters chosen. */
export interface EmailListFilter {
  readonly tab: EmailListTab;
  /** trimmed; blank matches everything */
  readonly search: string;
  readonly campaignId?: string | undefined;
  readonly contactId?: string | undefined;
  readonly reviewStatus?: ReviewStatus | undefined;
  readonly channel?: Channel | undefined;
}

/** The tab a parameter names (`GENERATED` or `generated`); the first tab when it names none. */
export function emailListTabOf(value: string | null | undefined): EmailListTab {
  const wanted = value?.trim().toUpperCase();
  return EMAIL_LIST_TABS.find((tab) => tab === wanted) ?? EMAIL_LIST_TABS[0];
}

function idOf(value: string | null): string | undefined {
  if (value === null) return undefined;
  const parsed = emailFilterShape.campaignId.safeParse(value.trim());
  return parsed.success ? parsed.data : undefined;
}

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.find((candidate) => candidate === value?.trim().toUpperCase());
}

/** A search as the server takes it: trimmed and at most as long as it allows. */
export function searchOf(value: string | null | undefined): string {
  return (value ?? '').trim().slice(0, SEARCH_MAX_LENGTH).trim();
}

/** The tab and filters an address names; values the server would refuse (a malformed id, an unknown status) are left out. */
export function filterOfParams(params: URLSearchParams): EmailListFilter {
  const P = EMAIL_LIST_PARAMS;
  return {
    tab: emailListTabOf(params.get(P.tab)),
    search: searchOf(params.get(P.search)),
    campaignId: idOf(params.get(P.campaignId)),
    contactId: idOf(params.get(P.contactId)),
    reviewStatus: oneOf(REVIEW_STATUSES, params.get(P.reviewStatus)),
    channel: oneOf(CHANNELS, params.get(P.channel)),
  };
}

/**
 * The address's parameters with this tab and these filters: a filter not chosen is taken out, and
 * every other parameter (the instance, the email open, `embed`) stays.
 */
export function paramsWithFilter(params: URLSearchParams, filter: EmailListFilter): URLSearchParams {
  const P = EMAIL_LIST_PARAMS;
  const next = new URLSearchParams(params);
  const put = (key: string, value: string | undefined) => {
    if (value === undefined || value === '') next.delete(key);
    else next.set(key, value);
  };
  put(P.tab, filter.tab);
  put(P.search, searchOf(filter.search));
  put(P.campaignId, filter.campaignId);
  put(P.contactId, filter.contactId);
  put(P.reviewStatus, filter.reviewStatus);
  put(P.channel, filter.channel);
  return next;
}

/** True when anything besides the tab narrows the list. */
export function isFiltered(filter: EmailListFilter): boolean {
  return (
    filter.search !== '' ||
    filter.campaignId !== undefined ||
    filter.contactId !== undefined ||
    filter.reviewStatus !== undefined ||
    filter.channel !== undefined
  );
}

/** The same tab with no filter. */
export function clearedFilter(filter: EmailListFilter): EmailListFilter {
  return { tab: filter.tab, search: '' };
}

/** The filter as `email.bulk` takes it (and `email.list`, less the page): only what is chosen. */
export function bulkFilterOf(filter: EmailListFilter): EmailFilterInput {
  const search = searchOf(filter.search);
  return {
    tab: filter.tab,
    ...(filter.campaignId === undefined ? {} : { campaignId: filter.campaignId }),
    ...(filter.contactId === undefined ? {} : { contactId: filter.contactId }),
    ...(filter.reviewStatus === undefined ? {} : { reviewStatus: filter.reviewStatus }),
    ...(filter.channel === undefined ? {} : { channel: filter.channel }),
    ...(search === '' ? {} : { search }),
  };
}

/** The body of `email.list` for one page of the filtered tab, newest first. */
export function emailListBody(filter: EmailListFilter, limit: number, cursor: string | undefined) {
  return { ...bulkFilterOf(filter), limit, ...(cursor === undefined ? {} : { cursor }) };
}

/** What the list shows (tab, filters, page size): a new scope starts again from the first page. */
export function emailListScope(filter: EmailListFilter, pageSize: number): string {
  return JSON.stringify({ ...bulkFilterOf(filter), pageSize });
}

/** The email open beside the table (`?email=<id>`), if any. */
export function openEmailOf(params: URLSearchParams): string | undefined {
  return idOf(params.get(EMAIL_LIST_PARAMS.email));
}

/** The address's parameters with this email open beside the table, or none. */
export function paramsWithOpenEmail(params: URLSearchParams, emailId: string | undefined): URLSearchParams {
  const next = new URLSearchParams(params);
  if (emailId === undefined) next.delete(EMAIL_LIST_PARAMS.email);
  else next.set(EMAIL_LIST_PARAMS.email, emailId);
  return next;
}

/** How many answers one page of a filtered list may take to fill itself at most. */
export const MAX_CALLS_PER_PAGE = 5;

/**
 * One page of a filtered list. The server filters what it reads a stretch at a time, so a page may
 * come back short while more follow (a cursor): it is asked again, for what is missing, until the
 * page is full, the list ends or `maxCalls` answers have been taken. The page's cursor is the last
 * answer's.
 */
export async function fillPage<T>(
  fetchPage: (cursor: string | undefined, limit: number) => Promise<ListPage<T>>,
  cursor: string | undefined,
  limit: number,
  maxCalls = MAX_CALLS_PER_PAGE,
): Promise<ListPage<T>> {
  const items: T[] = [];
  let next: string | null | undefined = cursor;
  for (let call = 0; call < maxCalls; call += 1) {
    const page: ListPage<T> = await fetchPage(next ?? undefined, limit - items.length);
    items.push(...page.items.slice(0, limit - items.length));
    // an answer that does not move on would be asked for again forever
    if (page.cursor === null || page.cursor === next) return { items, cursor: page.cursor === next ? null : page.cursor };
    next = page.cursor;
    if (items.length >= limit) break;
  }
  return { items, cursor: next ?? null };
}
