import type {
  CrmAuthMethod,
  CrmConnectionState,
  IntegrationOptionName,
  IntegrationStatus,
  IntegrationType,
} from '../../../shared/domain/integration';
import type { OptionName, OptionStatus } from '../../../shared/domain/option';
import type {
  Cadence,
  CallToAction,
  Campaign,
  Company,
  Contact,
  ContactList,
  CustomerProfile,
  EmailMessage,
  EmailSenderConfig,
  Membership,
  Namespace,
  Persona,
  Product,
  SampleEmail,
  Signature,
  User,
} from '../../../shared/schemas';

// What services read and write: the stored items, in the shapes of the shared entity schemas. The
// storage adapter proves at compile time that its entities read and write exactly these.

export type CompanyItem = Company;
export type ProductItem = Product;
export type PersonaItem = Persona;
export type CustomerProfileItem = CustomerProfile;
export type CallToActionItem = CallToAction;
export type SampleEmailItem = SampleEmail;
export type SignatureItem = Signature;
export type CadenceItem = Cadence;
/** A campaign as stored: with where the generation planner goes on in its audience (never shown). */
export type CampaignItem = Campaign & { plannerCursor?: string | undefined };
export type ContactItem = Contact;
export type ContactListItem = ContactList;
export type EmailMessageItem = EmailMessage;
/** A sender as stored, without its sealed credential (kept apart: see SealedCredentialReader). */
export type EmailSenderConfigItem = EmailSenderConfig;
export type UserItem = User;
export type NamespaceItem = Namespace;
export type MembershipItem = Membership;

/** One option as the product sees it: its effective status, whether it was ever set, and its owner. */
export interface EffectiveOption {
  name: OptionName;
  status: OptionStatus;
  /** present for user options */
  userId?: string;
  /** false while the option still has its default (docs/product.md, Options) */
  isSet: boolean;
  updatedAt?: string;
}

/** An integration as the product sees it; types never set up read as NOT_SETUP with options inactive. */
export interface EffectiveIntegration {
  type: IntegrationType;
  status: IntegrationStatus;
  options: Record<IntegrationOptionName, OptionStatus>;
  updatedAt?: string;
  /** whether the credentials still work (absent while not set up) */
  connection?: CrmConnection;
  method?: CrmAuthMethod;
  /** who the credentials belong to in the CRM */
  account?: CrmAccountInfo;
  connectedAt?: string;
  /** the user id of the member who connected it */
  connectedBy?: string;
}

/** A connected CRM's state: CONNECTED, or ERROR with why and since when (the page asks to reconnect). */
export interface CrmConnection {
  state: CrmConnectionState;
  reason?: string;
  at: string;
}

/** The CRM account an integration is connected to: HubSpot's portal, Salesforce's organisation. */
export interface CrmAccountInfo {
  id: string;
  name: string;
  /** Salesforce: the instance URL its API is called at */
  instanceUrl?: string;
}

/** What connecting stores: the method, the account, who connected and when, and the sealed credential. */
export interface CrmConnectionInput {
  method: CrmAuthMethod;
  account: CrmAccountInfo;
  connectedBy: string;
  /** the credential sealed with the sender key; never read back by an entity read */
  sealedCredential: string;
}
