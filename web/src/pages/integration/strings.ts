import type {
  CrmAuthMethod,
  IntegrationOptionName,
  IntegrationStatus,
  IntegrationType,
} from '../../../../shared/domain/integration';
import { CRM_LABELS } from '../../../../shared/domain/integration';
import { PRODUCT_NAME } from '../../../../shared/domain/product';

/** User-facing text of the integrations page and its OAuth return page. */
export const INTEGRATION_STRINGS = {
  title: 'Integrations',
  description: 'Connect your CRM to read contacts from it and write back what your campaigns did.',
  loading: 'Loading integrations',
  loadFailedHeader: 'The integrations could not be loaded',
  retry: 'Retry',
  statusLabel: 'Status',
  connectionLabel: 'Connection',
  accountLabel: 'Account',
  connectedLabel: 'Connected',
  connectedByAt: (who: string, when: string) => `${when} by ${who}`,
  methodLabel: 'Method',
  notConnected: 'Not connected',
  optionsHeader: 'What it may do',
  optionsInactive: (crm: string) => `Available once ${crm} is connected.`,
  managersOnly: 'Only a manager of this instance can connect, pause or disconnect a CRM.',
  connectOAuth: (crm: string) => `Connect with ${crm}`,
  reconnect: 'Reconnect',
  oauthUnavailable: (crm: string) => `Connecting ${crm} with OAuth is not set up on this server.`,
  usePrivateApp: 'Use a private-app token',
  pause: 'Pause',
  resume: 'Resume',
  disconnect: 'Disconnect',
  disconnectHeader: (crm: string) => `Disconnect ${crm}?`,
  disconnectBody: (crm: string) =>
    `${PRODUCT_NAME} forgets the ${crm} credentials and stops reading and writing contacts there. Contacts already imported stay. You can connect again later.`,
  disconnectConfirm: 'Disconnect',
  cancel: 'Cancel',
  privateAppHeader: 'Connect HubSpot with a private-app token',
  privateAppIntro:
    'In HubSpot, create a private app (Settings › Integrations › Private apps) with the contact and list scopes, and paste its access token here.',
  privateAppLabel: 'Access token',
  privateAppPlaceholder: 'pat-na1-…',
  privateAppRequired: 'Paste the private app’s access token.',
  privateAppConnect: 'Connect',
  importPanelHeader: 'Import contacts',
  errorHeader: (crm: string) => `${crm} needs reconnecting`,
  connected: (crm: string) => `${crm} is connected.`,
  disconnected: (crm: string) => `${crm} is disconnected.`,
  returnTitle: 'Connecting your CRM',
  returnWorking: (crm: string) => `Finishing the connection to ${crm}…`,
  returnFailedHeader: 'The CRM could not be connected',
  returnRefused: (reason: string) => `The CRM did not grant access (${reason}).`,
  returnNotStartedHere: 'This connection was not started in this browser. Start connecting again from the Integrations page.',
  backToIntegrations: 'Back to Integrations',
} as const;

export const CRM_NAMES: Readonly<Record<IntegrationType, string>> = CRM_LABELS;

export const CRM_DESCRIPTIONS: Readonly<Record<IntegrationType, string>> = {
  HUBSPOT: 'Contacts, companies and deals from HubSpot CRM.',
  SALESFORCE: 'Leads and contacts from Salesforce Sales Cloud.',
};

export const INTEGRATION_STATUS_LABELS: Readonly<Record<IntegrationStatus, string>> = {
  NOT_SETUP: 'Not set up',
  INACTIVE: 'Paused',
  ACTIVE: 'Active',
};

export const CRM_METHOD_LABELS: Readonly<Record<CrmAuthMethod, string>> = {
  OAUTH: 'OAuth',
  PRIVATE_APP: 'Private-app token',
};

export const INTEGRATION_OPTION_LABELS: Readonly<Record<IntegrationOptionName, string>> = {
  READ_CONTACTS: 'Read contacts',
  UPDATE_CONTACTS: 'Update contacts',
};

/** What each integration option does, for a CRM named `crm`. */
export const INTEGRATION_OPTION_EXPLANATIONS: Readonly<Record<IntegrationOptionName, (crm: string) => string>> = {
  READ_CONTACTS: (crm) => `Brings your ${crm} contacts into ${PRODUCT_NAME}, so campaigns can reach them.`,
  UPDATE_CONTACTS: (crm) => `Writes what your campaigns did (emails sent, replies, opt-outs) back to the contact in ${crm}.`,
};
