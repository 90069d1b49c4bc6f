/**
 * The fake HubSpot's records, in memory: contacts (with HubSpot's merge and email-change rules),
 * contact lists, and the emails and notes logged on contacts. The HTTP side is in
 * `hubspot-server.ts`; this file knows nothing of requests.
 */

/** A CRM record as HubSpot's v3 objects API answers it; every property value is a string. */
export interface HubSpotRecord {
  readonly id: string;
  properties: Record<string, string>;
  readonly createdAt: string;
  updatedAt: string;
  archived: boolean;
  /** the surviving record's id once this one was merged into it */
  mergedInto?: string;
}

/** An email or a note, with the contacts it is associated with and the association type used. */
export interface HubSpotEngagement extends HubSpotRecord {
  readonly type: EngagementType;
  readonly contactIds: string[];
}

export type EngagementType = 'emails' | 'notes';

/** A v3 contact list: its members are contact record ids, in the order they joined. */
export interface HubSpotList {
  readonly listId: string;
  name: string;
  readonly processingType: 'MANUAL' | 'DYNAMIC' | 'SNAPSHOT';
  readonly createdAt: string;
  members: { recordId: string; membershipTimestamp: string }[];
}

/** What a webhook subscription would tell about a contact change. */
export type ContactChange =
  | { readonly kind: 'propertyChange'; readonly objectId: string; readonly propertyName: string; readonly propertyValue: string }
  | { readonly kind: 'deletion'; readonly objectId: string }
  | { readonly kind: 'merge'; readonly primaryObjectId: string; readonly mergedObjectIds: readonly string[] };

/** The contact properties HubSpot sends when a request names none. */
const DEFAULT_CONTACT_PROPERTIES = ['createdate', 'email', 'firstname', 'hs_object_id', 'lastmodifieddate', 'lastname'];
/** Properties every answer carries besides those asked for. */
const ALWAYS_SENT = ['hs_object_id', 'createdate', 'lastmodifieddate'];

function joinIds(values: readonly string[]): string {
  return [...new Set(values.filter((value) => value !== ''))].join(';');
}

function splitIds(value: string | undefined): string[] {
  return (value ?? '').split(';').filter((part) => part !== '');
}

/** HubSpot's JSON form of a record, with the properties asked for (null where a record has no value). */
export function recordJson(record: HubSpotRecord, asked: readonly string[]): Record<string, unknown> {
  const names = [...new Set([...(asked.length > 0 ? asked : DEFAULT_CONTACT_PROPERTIES), ...ALWAYS_SENT])];
  return {
    id: record.id,
    properties: Object.fromEntries(names.map((name) => [name, record.properties[name] ?? null])),
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    archived: record.archived,
  };
}

export class HubSpotStore {
  readonly contacts = new Map<string, HubSpotRecord>();
  readonly lists = new Map<string, HubSpotList>();
  readonly engagements = new Map<string, HubSpotEngagement>();
  /** addresses unsubscribed from all email */
  readonly optedOut = new Set<string>();
  /** what each contact change would tell a webhook subscriber; the server drains it */
  readonly changes: ContactChange[] = [];
  private nextId = 151;
  private nextListId = 11;

  constructor(private readonly now: () => number) {}

  private stamp(): string {
    return new Date(this.now()).toISOString();
  }

  private newId(): string {
    this.nextId += 1;
    return String(this.nextId);
  }

  /** The live contact whose primary email this is: HubSpot keeps primary emails unique. */
  holderOf(email: string): HubSpotRecord | undefined {
    const address = email.trim().toLowerCase();
    return this.liveContacts().find((record) => record.properties.email === address);
  }

  /** Adds a contact (its email lower-cased, as HubSpot keeps it, and not another contact's); answers the record. */
  createContact(properties: Readonly<Record<string, string>>, at = this.stamp()): HubSpotRecord {
    const holder = properties.email === undefined ? undefined : this.holderOf(properties.email);
    if (holder) throw new Error(`Contact already exists. Existing ID: ${holder.id}`);
    const id = this.newId();
    const values: Record<string, string> = { ...properties, hs_object_id: id, createdate: at, lastmodifieddate: at };
    if (values.email !== undefined) values.email = values.email.trim().toLowerCase();
    const record: HubSpotRecord = { id, properties: values, createdAt: at, updatedAt: at, archived: false };
    this.contacts.set(id, record);
    return record;
  }

  /** A live contact by id; a merged-away id answers its survivor (as HubSpot does); undefined when deleted or unknown. */
  contact(id: string): HubSpotRecord | undefined {
    let record = this.contacts.get(id);
    for (let hops = 0; record?.mergedInto !== undefined && hops < 20; hops += 1) record = this.contacts.get(record.mergedInto);
    return record === undefined || record.archived || record.mergedInto !== undefined ? undefined : record;
  }

  /** Live contacts (neither deleted nor merged away), by ascending id. */
  liveContacts(): HubSpotRecord[] {
    return [...this.contacts.values()]
      .filter((record) => !record.archived && record.mergedInto === undefined)
      .sort((a, b) => Number(a.id) - Number(b.id));
  }

  /**
   * Sets properties on a live contact. A new email keeps the old one in `hs_additional_emails`, as
   * HubSpot does, and is told to a webhook subscriber as a `propertyChange` of `email`.
   */
  updateContact(id: string, properties: Readonly<Record<string, string>>): HubSpotRecord | undefined {
    const record = this.contact(id);
    if (!record) return undefined;
    const next = { ...properties };
    const oldEmail = record.properties.email;
    if (next.email !== undefined) next.email = next.email.trim().toLowerCase();
    if (next.email !== undefined && oldEmail !== undefined && next.email !== oldEmail) {
      const others = splitIds(record.properties.hs_additional_emails).filter((email) => email !== next.email);
      next.hs_additional_emails = joinIds([...others, oldEmail]);
    }
    this.touch(record, next);
    if (next.email !== undefined && next.email !== oldEmail) {
      this.changes.push({ kind: 'propertyChange', objectId: record.id, propertyName: 'email', propertyValue: next.email });
    }
    return record;
  }

  /**
   * Unsubscribes an address from all email, as the communication-preferences API does: the status
   * belongs to the address, and every contact with it as primary email shows `hs_email_optout`.
   */
  unsubscribeAll(email: string): HubSpotRecord[] {
    const address = email.trim().toLowerCase();
    this.optedOut.add(address);
    const records = this.liveContacts().filter((record) => record.properties.email === address);
    for (const record of records)
      if (record.properties.hs_email_optout !== 'true') this.touch(record, { hs_email_optout: 'true' });
    return records;
  }

  private touch(record: HubSpotRecord, properties: Readonly<Record<string, string>>): void {
    const at = this.stamp();
    record.properties = { ...record.properties, ...properties, lastmodifieddate: at };
    record.updatedAt = at;
  }

  /**
   * Merges `mergedId` into `primaryId`: the survivor lists the merged ids (its own earlier ones
   * too) in `hs_merged_object_ids`, keeps the other's email as an additional one and takes its list
   * memberships; the merged id answers the survivor from then on.
   */
  merge(primaryId: string, mergedId: string): HubSpotRecord | undefined {
    const primary = this.contact(primaryId);
    const merged = this.contact(mergedId);
    if (!primary || !merged || primary.id === merged.id) return undefined;
    const mergedIds = [
      ...splitIds(primary.properties.hs_merged_object_ids),
      merged.id,
      ...splitIds(merged.properties.hs_merged_object_ids),
    ];
    const emails = [
      ...splitIds(primary.properties.hs_additional_emails),
      merged.properties.email ?? '',
      ...splitIds(merged.properties.hs_additional_emails),
    ];
    this.touch(primary, {
      hs_merged_object_ids: joinIds(mergedIds),
      hs_additional_emails: joinIds(emails.filter((email) => email !== primary.properties.email)),
    });
    merged.mergedInto = primary.id;
    for (const list of this.lists.values()) this.moveMembership(list, merged.id, primary.id);
    this.changes.push({ kind: 'merge', primaryObjectId: primary.id, mergedObjectIds: [merged.id] });
    return primary;
  }

  private moveMembership(list: HubSpotList, from: string, to: string): void {
    const had = list.members.find((member) => member.recordId === from);
    if (!had) return;
    list.members = list.members.filter((member) => member.recordId !== from);
    if (!list.members.some((member) => member.recordId === to))
      list.members.push({ recordId: to, membershipTimestamp: had.membershipTimestamp });
  }

  /** Deletes (archives) a contact: reads of it answer 404 and it leaves its lists. */
  deleteContact(id: string): boolean {
    const record = this.contact(id);
    if (!record) return false;
    record.archived = true;
    for (const list of this.lists.values()) list.members = list.members.filter((member) => member.recordId !== record.id);
    this.changes.push({ kind: 'deletion', objectId: record.id });
    return true;
  }

  /** Adds a manual contact list with these members. */
  createList(name: string, recordIds: readonly string[], processingType: HubSpotList['processingType'] = 'MANUAL'): HubSpotList {
    this.nextListId += 1;
    const at = this.stamp();
    const list: HubSpotList = {
      listId: String(this.nextListId),
      name,
      processingType,
      createdAt: at,
      members: recordIds.map((recordId) => ({ recordId, membershipTimestamp: at })),
    };
    this.lists.set(list.listId, list);
    return list;
  }

  /** Logs an email or a note on contacts; answers the engagement. */
  createEngagement(
    type: EngagementType,
    properties: Readonly<Record<string, string>>,
    contactIds: readonly string[],
  ): HubSpotEngagement {
    const id = this.newId();
    const at = this.stamp();
    const engagement: HubSpotEngagement = {
      id,
      type,
      properties: { ...properties, hs_object_id: id, hs_createdate: at, hs_lastmodifieddate: at },
      createdAt: at,
      updatedAt: at,
      archived: false,
      contactIds: [...contactIds],
    };
    this.engagements.set(id, engagement);
    return engagement;
  }

  /** The emails or notes associated with a contact (a merged-away id: its survivor's), oldest first. */
  engagementsOf(contactId: string, type?: EngagementType): HubSpotEngagement[] {
    const contact = this.contact(contactId);
    if (!contact) return [];
    const ids = new Set([contact.id, ...splitIds(contact.properties.hs_merged_object_ids)]);
    return [...this.engagements.values()].filter(
      (engagement) => (type === undefined || engagement.type === type) && engagement.contactIds.some((id) => ids.has(id)),
    );
  }
}
