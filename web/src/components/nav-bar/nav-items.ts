import type { Role } from '../../../../shared/domain/role';
import { PATHS } from '../../app/paths';

export interface NavItem {
  readonly id: string;
  readonly text: string;
  readonly path: string;
}

/** User-facing text of the navigation bar and the account menu. */
export const NAV_STRINGS = {
  navigation: 'Main navigation',
  components: 'Components',
  campaigns: 'Campaigns',
  emails: 'Emails',
  replies: 'Replies',
  inboundAi: 'Inbound AI',
  getSupport: 'Get Support',
  newCampaign: 'New Campaign',
  menu: 'Menu',
  bookDemo: 'Book a demo',
  bookDemoSubject: 'Book a demo',
  supportSubject: 'Support request',
  logOut: 'Log out',
  openInNewTab: 'Opens in a new tab',
  accountButton: (firstName: string, namespaceId: string, chip: string) =>
    `Account: ${firstName}, instance ${namespaceId}, ${chip} plan`,
  instanceMenu: (namespaceId: string) => `Instance: ${namespaceId}`,
} as const;

/** The Components dropdown, in alphabetical order (docs/product.md, Screens and shell). */
export const COMPONENT_ITEMS: readonly NavItem[] = [
  { id: 'cadence', text: 'Cadences', path: PATHS.cadence },
  { id: 'call-to-action', text: 'Calls To Action', path: PATHS.callToAction },
  { id: 'company', text: 'Companies', path: PATHS.company },
  { id: 'contact-list', text: 'Contact Lists', path: PATHS.contactList },
  { id: 'contact', text: 'Contacts', path: PATHS.contact },
  { id: 'customer-profile', text: 'Customer Profiles', path: PATHS.customerProfile },
  { id: 'product', text: 'Products / Services', path: PATHS.product },
  { id: 'sample-email', text: 'Sample Emails', path: PATHS.sampleEmail },
  { id: 'email-sender-config', text: 'Senders', path: PATHS.emailSenderConfig },
  { id: 'signature', text: 'Signatures', path: PATHS.signature },
];

/** The Inbound AI dropdown: admins only (docs/product.md, Roles). */
export const INBOUND_ITEMS: readonly NavItem[] = [
  { id: 'persona', text: 'Personas', path: PATHS.persona },
  { id: 'inbound', text: 'Inbound Actions', path: PATHS.inbound },
];

export const CAMPAIGNS_ITEM: NavItem = { id: 'campaign', text: NAV_STRINGS.campaigns, path: PATHS.campaign };
export const EMAILS_ITEM: NavItem = { id: 'email', text: NAV_STRINGS.emails, path: PATHS.email };
export const REPLIES_ITEM: NavItem = { id: 'reply', text: NAV_STRINGS.replies, path: PATHS.reply };
export const NEW_CAMPAIGN_ITEM: NavItem = { id: 'campaign-add', text: NAV_STRINGS.newCampaign, path: PATHS.campaignAdd };

/** The menus of the navigation bar for a role: Inbound AI only for ADMIN; none while the role is unknown. */
export function navMenusFor(role: Role | undefined): {
  readonly components: readonly NavItem[];
  readonly links: readonly NavItem[];
  readonly inbound: readonly NavItem[];
} {
  return {
    components: COMPONENT_ITEMS,
    links: [CAMPAIGNS_ITEM, EMAILS_ITEM, REPLIES_ITEM],
    inbound: role === 'ADMIN' ? INBOUND_ITEMS : [],
  };
}
