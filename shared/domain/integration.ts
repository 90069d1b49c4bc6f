import * as z from '../schemas/zod';

import type { OptionStatus } from './option';

/** The two kinds of CRM an instance can connect. */
export const INTEGRATION_TYPES = ['HUBSPOT', 'SALESFORCE'] as const;
export const IntegrationTypeSchema = z.enum(INTEGRATION_TYPES);
export type IntegrationType = z.infer<typeof IntegrationTypeSchema>;

export const INTEGRATION_STATUSES = ['NOT_SETUP', 'INACTIVE', 'ACTIVE'] as const;
export const IntegrationStatusSchema = z.enum(INTEGRATION_STATUSES);
export type IntegrationStatus = z.infer<typeof IntegrationStatusSchema>;
export const DEFAULT_INTEGRATION_STATUS: IntegrationStatus = 'NOT_SETUP';

export const INTEGRATION_OPTION_NAMES = ['READ_CONTACTS', 'UPDATE_CONTACTS'] as const;
export const IntegrationOptionNameSchema = z.enum(INTEGRATION_OPTION_NAMES);
export type IntegrationOptionName = z.infer<typeof IntegrationOptionNameSchema>;

export const DEFAULT_INTEGRATION_OPTION_STATUSES: Readonly<Record<IntegrationOptionName, OptionStatus>> = {
  READ_CONTACTS: 'INACTIVE',
  UPDATE_CONTACTS: 'INACTIVE',
};

/**
 * Whether a set-up CRM's credentials still work, beside its SPEC status (NOT_SETUP until
 * connected; then ACTIVE, or INACTIVE while the rep pauses it): ERROR when the CRM revoked them
 * (the page offers to reconnect; nothing is synced or written meanwhile, nothing is lost).
 */
export const CRM_CONNECTION_STATES = ['CONNECTED', 'ERROR'] as const;
export const CrmConnectionStateSchema = z.enum(CRM_CONNECTION_STATES);
export type CrmConnectionState = z.infer<typeof CrmConnectionStateSchema>;

/** How a CRM was connected: OAuth (both), or a HubSpot private-app token. */
export const CRM_AUTH_METHODS = ['OAUTH', 'PRIVATE_APP'] as const;
export const CrmAuthMethodSchema = z.enum(CRM_AUTH_METHODS);
export type CrmAuthMethod = z.infer<typeof CrmAuthMethodSchema>;

/** The CRMs' names, for messages. */
export const CRM_LABELS: Readonly<Record<IntegrationType, string>> = { HUBSPOT: 'HubSpot', SALESFORCE: 'Salesforce' };

/** What the integration routes answer when they refuse a request. */
export const INTEGRATION_MESSAGES = {
  managersOnly: 'Only a manager of this instance can connect, change or disconnect a CRM.',
  notConnected: (crm: string) => `${crm} is not connected: connect it before changing its status or options.`,
  notConfigured: (crm: string) =>
    `Connecting ${crm} with OAuth is not set up on this server. Ask the operator to configure its OAuth client.`,
  privateAppOnlyHubSpot: 'Only HubSpot connects with a private-app token.',
  stateInvalid: 'This connection was not started here, or it took longer than 10 minutes. Start connecting again.',
  redirectUriNotAllowed: (path: string) => `Redirect URI must be this app's ${path} page.`,
  tokenRefused: (crm: string) =>
    `${crm} did not accept this token. Check that it is a private-app token with the contact scopes.`,
  codeRefused: (crm: string) => `${crm} did not accept this sign-in: it was already used or has expired. Start connecting again.`,
  crmRejected: (crm: string) => `${crm} refused the request. Check this server's ${crm} OAuth settings.`,
  crmUnavailable: (crm: string) => `${crm} could not be reached. Try again in a moment.`,
  reconnect: (crm: string) => `${crm} no longer accepts the connection's credentials: reconnect it.`,
} as const;

/** The web app's page a CRM's OAuth sign-in returns to (its redirect URI is this path on the app's origin). */
export const CRM_OAUTH_REDIRECT_PATH = '/integration/oauth';
