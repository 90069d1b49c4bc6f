import type { ButtonDropdownProps } from '@cloudscape-design/components/button-dropdown';

import { managesInstance, type Role } from '../../../../shared/domain/role';
import { PATHS } from '../../app/paths';
import { ACCOUNT_MENU_STRINGS, INSTANCE_DIALOG_STRINGS } from './account-menu-strings';

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
  switchTo: 'Switch to',
  thisInstance: 'This instance',
  yourAccount: 'Your account',
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

const CAMPAIGNS_ITEM: NavItem = { id: 'campaign', text: NAV_STRINGS.campaigns, path: PATHS.campaign };
const EMAILS_ITEM: NavItem = { id: 'email', text: NAV_STRINGS.emails, path: PATHS.email };
const REPLIES_ITEM: NavItem = { id: 'reply', text: NAV_STRINGS.replies, path: PATHS.reply };
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

/** Ids of the instance menu's own actions; instance ids never contain ':', so they cannot clash. */
export const INSTANCE_ACTION_ITEMS = {
  rename: 'action:rename',
  leave: 'action:leave',
  create: 'action:create',
  security: 'action:security',
} as const;

/**
 * The instance menu of the simple bar (the terms, onboarding): the user's other instances to
 * switch to, then renaming (managers) and leaving the selected one, so an instance that is not set
 * up yet can be renamed or left; and what the account menu offers every person before any instance
 * is set up: a new instance, and sign-in security.
 */
export function instanceMenuItems(others: readonly string[], role: Role | undefined): ButtonDropdownProps.ItemOrGroup[] {
  const actions: ButtonDropdownProps.Item[] = [
    ...(role !== undefined && managesInstance(role)
      ? [{ id: INSTANCE_ACTION_ITEMS.rename, text: INSTANCE_DIALOG_STRINGS.rename.header }]
      : []),
    { id: INSTANCE_ACTION_ITEMS.leave, text: INSTANCE_DIALOG_STRINGS.leave.header },
  ];
  return [
    ...(others.length > 0 ? [{ text: NAV_STRINGS.switchTo, items: others.map((id) => ({ id, text: id })) }] : []),
    { text: NAV_STRINGS.thisInstance, items: actions },
    {
      text: NAV_STRINGS.yourAccount,
      items: [
        { id: INSTANCE_ACTION_ITEMS.create, text: INSTANCE_DIALOG_STRINGS.newInstance },
        { id: INSTANCE_ACTION_ITEMS.security, text: ACCOUNT_MENU_STRINGS.security },
      ],
    },
  ];
}
