import { INVITATION_ACCEPT_PAGE_PATH } from '../../../shared/domain/invitation';
import { UNSUBSCRIBED_PAGE_PATH } from '../../../shared/domain/links';

/** The app's routes (docs/product.md, Screens and shell). */
export const PATHS = {
  home: '/',
  dashboard: '/dashboard',
  login: '/login',
  /** the first sign-in address; kept so old links and bookmarks still reach the sign-in page */
  signIn: '/account/sign-in',
  /** where the hosted sign-in sends the browser back with the authorization code */
  signInCallback: '/account/callback',
  register: '/register',
  accountRegister: '/account/register',
  changePassword: '/account/change-password',
  /** turning sign-in with an authenticator code (TOTP) on and off */
  accountSecurity: '/account/security',
  /** where an email's unsubscribe link leads in a browser (the API redirects there) */
  unsubscribed: UNSUBSCRIBED_PAGE_PATH,
  instantDemo: '/website/instant-demo',
  agreement: '/agreement',
  onboarding: '/onboarding',
  option: '/option',
  integration: '/integration',
  /** where HubSpot and Salesforce send the browser back (CRM_OAUTH_REDIRECT_PATH) */
  integrationOAuth: '/integration/oauth',
  cadence: '/cadence',
  callToAction: '/call-to-action',
  company: '/company',
  contactList: '/contact-list',
  contact: '/contact',
  customerProfile: '/customer-profile',
  product: '/product',
  sampleEmail: '/sample-email',
  signature: '/signature',
  emailSenderConfig: '/email-sender-config',
  emailSenderConfigAdd: '/email-sender-config/add',
  campaign: '/campaign',
  campaignAdd: '/campaign/add',
  /** one campaign; `/campaign/add` is the wizard, never a campaign */
  campaignDetail: '/campaign/:id',
  email: '/email',
  /** the replies inbox: every message about the instance's emails */
  reply: '/reply',
  persona: '/persona',
  inbound: '/inbound',
  /** the instance's members and invitations */
  member: '/member',
  /** where an invitation email's link leads (public: it previews before anyone signs in) */
  invitationAccept: INVITATION_ACCEPT_PAGE_PATH,
} as const;

/** The address of one campaign's page, `/campaign/<id>`. */
export function campaignDetailPath(campaignId: string): string {
  return PATHS.campaignDetail.replace(':id', encodeURIComponent(campaignId));
}

/** The query parameter that names the selected instance; it stays in the address. */
export const INSTANCE_PARAM = 'instance';
/** `?embed=true` shows the app inside another product's page: no footer, analytics or chat. */
export const EMBED_PARAM = 'embed';
