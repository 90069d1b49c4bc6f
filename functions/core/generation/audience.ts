import type { Channel, AudienceExclusion } from '../../../shared/domain/campaign';
import { CAMPAIGN_MAX_LIFECYCLE_STAGE, AUDIENCE_EXCLUSIONS } from '../../../shared/domain/campaign';
import { EMAIL_BACK_OFF_DAYS } from '../../../shared/domain/sending';
import { isLifecycleAbove } from '../../../shared/rules/lifecycle';
import type { AudienceContact, CampaignAudience } from '../../../shared/schemas/campaign-generation';
import type { TenantReader } from '../ports/data';
import type { CompanyItem, ContactItem } from '../ports/items';
import type { ContactStore } from '../ports/stores';
import type { TenantContext } from '../tenant';

const DAY_MS = 86_400_000;

/** Contact email statuses that leave no address an email can go to. */
const UNUSABLE_EMAIL_STATUSES: ReadonlySet<string> = new Set(['BOUNCED', 'SPAM']);

/** What classifying a contact needs besides the contact. */
interface AudienceRules {
  /** the campaign written for; its own contacts are not "in another campaign" */
  readonly campaignId?: string | undefined;
  readonly channel: Channel;
  /** campaigns of the instance that are RUNNING or PAUSED (a contact in one of them is taken) */
  readonly activeCampaignIds: ReadonlySet<string>;
  readonly now: Date;
}

/**
 * Why a contact is left out of a campaign's audience, or null when it is written to. The first
 * reason that applies, in the order of AUDIENCE_EXCLUSIONS.
 */
export function audienceExclusion(contact: ContactItem, rules: AudienceRules): AudienceExclusion | null {
  if (contact.status === 'DO_NOT_CONTACT' || contact.emailStatus === 'DO_NOT_CONTACT') return 'DO_NOT_CONTACT';
  if (
    contact.campaignId !== undefined &&
    contact.campaignId !== rules.campaignId &&
    rules.activeCampaignIds.has(contact.campaignId)
  ) {
    return 'IN_OTHER_CAMPAIGN';
  }
  if (isLifecycleAbove(contact.lifecycleStage, CAMPAIGN_MAX_LIFECYCLE_STAGE)) return 'LIFECYCLE_STAGE_TOO_HIGH';
  if (contact.lastEmailedAt !== undefined) {
    const since = rules.now.getTime() - Date.parse(contact.lastEmailedAt);
    if (since < EMAIL_BACK_OFF_DAYS * DAY_MS) return 'RECENTLY_EMAILED';
  }
  if (rules.channel === 'EMAIL' && UNUSABLE_EMAIL_STATUSES.has(contact.emailStatus)) return 'NO_USABLE_EMAIL';
  return null;
}

/** Who a campaign writes to: chosen contacts first, in the order chosen, then its list's, oldest first. */
interface AudienceSource {
  readonly contactListId?: string | undefined;
  readonly contactIds?: readonly string[] | undefined;
}

/** Where a walk through an audience stands: chosen contacts done so far, then the last list contact read. */
export interface AudiencePosition {
  readonly chosen: number;
  readonly afterId?: string | undefined;
}

export const AUDIENCE_START: AudiencePosition = { chosen: 0 };

/** A contact with the position just after it. */
interface AudienceEntry {
  readonly contact: ContactItem;
  readonly next: AudiencePosition;
}

/** Contacts read per page of an audience walk. */
const AUDIENCE_PAGE_SIZE = 100;

/**
 * Reads an audience a page at a time from `position`: the chosen contacts (those that exist in the
 * instance, once each), then the contacts of the list not already chosen. Answers the next page
 * (empty at the end).
 */
export async function readAudiencePage(
  contacts: Pick<ContactStore, 'getMany' | 'listByList'>,
  ctx: TenantContext,
  source: AudienceSource,
  position: AudiencePosition,
  pageSize = AUDIENCE_PAGE_SIZE,
): Promise<AudienceEntry[]> {
  const chosen = source.contactIds ?? [];
  if (position.chosen < chosen.length) {
    const ids = chosen.slice(position.chosen, position.chosen + pageSize);
    const found = new Map((await contacts.getMany(ctx, ids)).map((contact) => [contact.id, contact]));
    const entries: AudienceEntry[] = [];
    ids.forEach((id, index) => {
      const contact = found.get(id);
      const firstTime = chosen.indexOf(id) === position.chosen + index;
      if (contact && firstTime) entries.push({ contact, next: { chosen: position.chosen + index + 1 } });
    });
    // a page of chosen ids that are all gone still moves on
    if (entries.length === 0) return readAudiencePage(contacts, ctx, source, { chosen: position.chosen + ids.length }, pageSize);
    return entries;
  }
  if (source.contactListId === undefined) return [];
  const chosenSet = new Set(chosen);
  let afterId = position.afterId;
  for (;;) {
    const page = await contacts.listByList(ctx, source.contactListId, { afterId, limit: pageSize });
    if (page.length === 0) return [];
    const entries = page
      .map((contact) => ({ contact, next: { chosen: chosen.length, afterId: contact.id } }))
      .filter(({ contact }) => !chosenSet.has(contact.id) && contact.contactListId === source.contactListId);
    if (entries.length > 0) return entries;
    afterId = page[page.length - 1]?.id;
  }
}

/** The name of a contact's company, when it has one in the instance. */
export async function contactCompanyName(
  companies: Pick<TenantReader<CompanyItem>, 'find'>,
  ctx: TenantContext,
  contact: ContactItem,
): Promise<string | undefined> {
  return contact.companyId ? (await companies.find(ctx, contact.companyId))?.name : undefined;
}

/** Contacts an audience count reads at most; past that the answer says it is incomplete. */
const AUDIENCE_COUNT_LIMIT = 5000;

/** Contacts the wizard is shown from the start of an audience. */
const FIRST_INCLUDED = 3;

/** A contact as the wizard shows it. */
export function audienceContact(contact: ContactItem, companyName: string | undefined): AudienceContact {
  return {
    id: contact.id,
    email: contact.email,
    ...(contact.firstName === undefined ? {} : { firstName: contact.firstName }),
    ...(contact.lastName === undefined ? {} : { lastName: contact.lastName }),
    ...(contact.jobTitle === undefined ? {} : { jobTitle: contact.jobTitle }),
    ...(companyName === undefined ? {} : { companyName }),
  };
}

/**
 * Counts who an audience includes and who it leaves out, and why, reading at most `limit`
 * contacts. `companyName` names a contact's company for the first included (may be omitted).
 */
export async function countAudience(
  contacts: Pick<ContactStore, 'getMany' | 'listByList'>,
  ctx: TenantContext,
  source: AudienceSource,
  rules: AudienceRules,
  options: { limit?: number; companyName?: (contact: ContactItem) => Promise<string | undefined> } = {},
): Promise<CampaignAudience> {
  const limit = options.limit ?? AUDIENCE_COUNT_LIMIT;
  const excluded = Object.fromEntries(AUDIENCE_EXCLUSIONS.map((reason) => [reason, 0])) as Record<AudienceExclusion, number>;
  const firstIncluded: AudienceContact[] = [];
  let total = 0;
  let included = 0;
  let position = AUDIENCE_START;
  let complete = true;
  for (;;) {
    const page = await readAudiencePage(contacts, ctx, source, position);
    if (page.length === 0) break;
    for (const { contact, next } of page) {
      if (total === limit) {
        complete = false;
        break;
      }
      total += 1;
      position = next;
      const reason = audienceExclusion(contact, rules);
      if (reason) {
        excluded[reason] += 1;
        continue;
      }
      included += 1;
      if (firstIncluded.length < FIRST_INCLUDED) {
        firstIncluded.push(audienceContact(contact, await options.companyName?.(contact)));
      }
    }
    if (!complete) break;
  }
  return { total, included, excluded, complete, firstIncluded };
}

/**
 * A contact's name as lists show it (first and last name), and the first name their subjects'
 * `{{firstName}}` stands for, when it has them.
 */
export function contactNameOf(contact: Pick<ContactItem, 'firstName' | 'lastName'>): {
  contactName?: string;
  contactFirstName?: string;
} {
  const first = contact.firstName?.trim() ?? '';
  const name = [first, contact.lastName?.trim() ?? ''].filter((part) => part !== '').join(' ');
  return { ...(name === '' ? {} : { contactName: name }), ...(first === '' ? {} : { contactFirstName: first }) };
}
