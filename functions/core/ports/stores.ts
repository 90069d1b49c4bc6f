import type { CampaignStatus } from '../../../shared/domain/campaign';
import type { EmailStatus } from '../../../shared/domain/email';
import type { IntegrationOptionName, IntegrationStatus, IntegrationType } from '../../../shared/domain/integration';
import type { OptionName, OptionStatus } from '../../../shared/domain/option';
import type { TenantContext } from './tenant';
import type { ListOptions, Page, Removable, ServerFields, TenantStore } from './data';
import type {
  CadenceItem,
  CallToActionItem,
  CampaignItem,
  CompanyItem,
  ContactItem,
  ContactListItem,
  CustomerProfileItem,
  CrmConnectionInput,
  EffectiveIntegration,
  EffectiveOption,
  EmailMessageItem,
  EmailSenderConfigItem,
  MembershipItem,
  NamespaceItem,
  PersonaItem,
  ProductItem,
  SampleEmailItem,
  SignatureItem,
  UserItem,
} from './items';

/** Users, keyed by the identity provider's `sub`; emails are stored lower-cased. */
export interface UserStore {
  find(id: string): Promise<UserItem | null>;
  get(id: string): Promise<UserItem>;
  findByEmail(email: string): Promise<UserItem | null>;
  /** ConflictError when the user exists already */
  create(input: Omit<UserItem, 'createdAt' | 'updatedAt'>): Promise<UserItem>;
  update(id: string, changes: Partial<Omit<UserItem, 'id' | 'createdAt' | 'updatedAt'>>): Promise<UserItem>;
  remove(id: string): Promise<void>;
}

/** Instances (namespaces). */
export interface NamespaceStore {
  find(id: string): Promise<NamespaceItem | null>;
  get(id: string): Promise<NamespaceItem>;
  /** clears `onboardedAt`, so onboarding runs again */
  clearOnboarding(id: string): Promise<NamespaceItem>;
  create(input: Omit<NamespaceItem, 'createdAt' | 'updatedAt'>): Promise<NamespaceItem>;
  /** sets `changes` and clears the attributes named in `remove` */
  update(
    id: string,
    changes: Partial<Omit<NamespaceItem, 'id' | 'createdAt' | 'updatedAt'>>,
    remove?: readonly ClearableNamespaceAttribute[],
  ): Promise<NamespaceItem>;
}

/** Attributes of an instance that may be cleared. */
export type ClearableNamespaceAttribute = 'timeZone' | 'onboardedAt';

/** Who belongs to which instance, with which role. */
export interface MembershipStore {
  find(namespaceId: string, userId: string): Promise<MembershipItem | null>;
  add(input: Omit<MembershipItem, 'createdAt' | 'updatedAt'>): Promise<MembershipItem>;
  listByUser(userId: string, options?: ListOptions): Promise<Page<MembershipItem>>;
  listByNamespace(ctx: TenantContext, options?: ListOptions): Promise<Page<MembershipItem>>;
  /**
   * With `guard`, the change applies only while the member `stillManaging` names still manages the
   * instance (one transaction): two managers demoting or removing each other at once cannot both
   * succeed and leave the instance without one (ConflictError for the second).
   */
  update(
    ctx: TenantContext,
    userId: string,
    changes: Partial<Pick<MembershipItem, 'role' | 'firstName'>>,
    guard?: { stillManaging: string },
  ): Promise<MembershipItem>;
  remove(ctx: TenantContext, userId: string, guard?: { stillManaging: string }): Promise<void>;
}

/** A first instance with its membership and default calls to action. */
export interface FirstNamespace {
  readonly namespace: Omit<NamespaceItem, 'createdAt' | 'updatedAt'>;
  readonly membership: Omit<MembershipItem, 'createdAt' | 'updatedAt'>;
  /** drafted items (see TenantStore.draft) */
  readonly callToActions: readonly CallToActionItem[];
}

/** Another instance a member creates: the same items as a first one. */
export type NewNamespace = FirstNamespace;

/** Writes that create an account's instances, and leave one, each all at once. */
export interface ProvisioningStore {
  /** false when a concurrent first call made the user's first instance already */
  createFirstNamespace(userId: string, input: FirstNamespace): Promise<boolean>;
  /** false when the user has created `allowance` instances already */
  createNamespace(userId: string, input: NewNamespace, allowance: number): Promise<boolean>;
  /** false when a condition of the departure no longer holds (nothing written) */
  leaveNamespace(departure: Departure): Promise<boolean>;
}

/** A member leaving an instance, with what must still hold when they do. */
export interface Departure {
  readonly namespaceId: string;
  readonly userId: string;
  /** another member who must still manage the instance; absent when the leaver does not manage it */
  readonly keeper?: string | undefined;
  /** when the instance is the leaver's default: the default after it (null: none is left) */
  readonly defaultNamespace?: { readonly next: string | null } | undefined;
}

/** Options of an instance and of the calling user in it; unset options read as their defaults. */
export interface OptionStore {
  list(ctx: TenantContext): Promise<EffectiveOption[]>;
  status(ctx: TenantContext, name: OptionName): Promise<OptionStatus>;
  resetNamespaceOptions(ctx: TenantContext): Promise<void>;
  set(ctx: TenantContext, name: OptionName, status: OptionStatus): Promise<EffectiveOption>;
}

/** CRM integrations of an instance; types never set up read as NOT_SETUP. */
export interface IntegrationStore {
  get(ctx: TenantContext, type: IntegrationType): Promise<EffectiveIntegration>;
  list(ctx: TenantContext): Promise<EffectiveIntegration[]>;
  update(
    ctx: TenantContext,
    type: IntegrationType,
    changes: { status?: IntegrationStatus; options?: Partial<Record<IntegrationOptionName, OptionStatus>> },
  ): Promise<EffectiveIntegration>;
  /**
   * Changes status and/or options of a connected integration only: null when it is not connected
   * (checked in the same write, so a disconnect in between is never undone).
   */
  updateConnected(
    ctx: TenantContext,
    type: IntegrationType,
    changes: { status?: IntegrationStatus; options?: Partial<Record<IntegrationOptionName, OptionStatus>> },
  ): Promise<EffectiveIntegration | null>;
  /** Stores a new connection: CONNECTED and ACTIVE (a paused one stays INACTIVE), the options kept, the credential replaced. */
  connect(ctx: TenantContext, type: IntegrationType, connection: CrmConnectionInput): Promise<EffectiveIntegration>;
  /** Removes the integration, its credential with it: it reads NOT_SETUP again. */
  disconnect(ctx: TenantContext, type: IntegrationType): Promise<void>;
  /** The sealed credential and its version (every write of it counts one up), or null when not connected. */
  credential(ctx: TenantContext, type: IntegrationType): Promise<SealedCrmCredential | null>;
  /**
   * Replaces the sealed credential only if it is still at `version` (a refresh elsewhere did not
   * replace it first): answers whether it was written.
   */
  replaceCredential(ctx: TenantContext, type: IntegrationType, sealed: string, version: number): Promise<boolean>;
  /** Sets a connected integration's connection to ERROR with the reason; nothing when it is not connected. */
  markError(ctx: TenantContext, type: IntegrationType, reason: string): Promise<void>;
}

/** A connected integration's sealed credential and the version it is at. */
export interface SealedCrmCredential {
  readonly sealed: string;
  readonly version: number;
}

/** Contacts, unique per instance by lower-cased email. */
export interface ContactStore extends TenantStore<ContactItem> {
  /** ConflictError when another contact of the instance uses the email */
  create(ctx: TenantContext, input: Omit<ContactItem, ServerFields>): Promise<ContactItem>;
  update(
    ctx: TenantContext,
    id: string,
    changes: Partial<Omit<ContactItem, ServerFields>>,
    remove?: readonly Removable<ContactItem>[],
  ): Promise<ContactItem>;
  /** which of these emails (any case) a contact uses: lower-cased email → contact id */
  contactIdsByEmail(ctx: TenantContext, emails: readonly string[]): Promise<Map<string, string>>;
  findByEmail(ctx: TenantContext, email: string): Promise<ContactItem | null>;
  /** which of these CRM records of `type` a contact is linked to: record id → contact id */
  contactIdsByCrmId(ctx: TenantContext, type: IntegrationType, crmIds: readonly string[]): Promise<Map<string, string>>;
  /**
   * Contacts filed under a list, oldest first, after `afterId`: a superset of the list's contacts
   * (one whose list was removed may linger), so callers check `contactListId`.
   */
  listByList(
    ctx: TenantContext,
    listId: string,
    options: { afterId?: string | undefined; limit: number },
  ): Promise<ContactItem[]>;
}

/** A page of running campaigns of every instance, as the generation planner walks them. */
interface RunningCampaignsPage {
  readonly items: CampaignItem[];
  readonly cursor: string | null;
}

export interface CampaignStore extends TenantStore<CampaignItem> {
  /** an instance's campaigns of one status, newest first */
  listByStatus(ctx: TenantContext, status: CampaignStatus, options?: ListOptions): Promise<Page<CampaignItem>>;
  /** the RUNNING campaigns of every instance (a sparse index: no other campaign is read) */
  listRunning(options: { cursor?: string | null; limit?: number }): Promise<RunningCampaignsPage>;
}

export interface ContactListStore extends TenantStore<ContactListItem> {
  /** adds `delta` to the list's contact count in one conditional write */
  adjustCount(ctx: TenantContext, id: string, delta: number): Promise<ContactListItem>;
}

export interface EmailMessageStore extends TenantStore<EmailMessageItem> {
  listByContact(ctx: TenantContext, contactId: string, options?: ListOptions): Promise<Page<EmailMessageItem>>;
  /**
   * The emails of one campaign, by contact, a page at a time; only those in `statuses` when given
   * (a page may then hold fewer items than asked while its cursor leads on).
   */
  listByCampaign(
    ctx: TenantContext,
    campaignId: string,
    options?: ListOptions & { statuses?: readonly EmailStatus[] | undefined },
  ): Promise<Page<EmailMessageItem>>;
}

export interface SenderStore extends TenantStore<EmailSenderConfigItem> {
  findBySenderEmail(ctx: TenantContext, senderEmail: string): Promise<EmailSenderConfigItem | null>;
  /** the senders of every instance, by instance, a page at a time (for the daily health check; no Scan) */
  listEvery(options: {
    cursor?: string | null;
    limit?: number;
  }): Promise<{ items: EmailSenderConfigItem[]; cursor: string | null }>;
}

/**
 * Every store. A function is given only the ones it uses (`Pick<Stores, ...>`), built
 * where the function is wired.
 */
export interface Stores {
  users: UserStore;
  namespaces: NamespaceStore;
  memberships: MembershipStore;
  provisioning: ProvisioningStore;
  options: OptionStore;
  integrations: IntegrationStore;
  contacts: ContactStore;
  contactLists: ContactListStore;
  companies: TenantStore<CompanyItem>;
  products: TenantStore<ProductItem>;
  personas: TenantStore<PersonaItem>;
  customerProfiles: TenantStore<CustomerProfileItem>;
  callToActions: TenantStore<CallToActionItem>;
  signatures: TenantStore<SignatureItem>;
  sampleEmails: TenantStore<SampleEmailItem>;
  cadences: TenantStore<CadenceItem>;
  campaigns: CampaignStore;
  emailMessages: EmailMessageStore;
  emailSenderConfigs: SenderStore;
}
