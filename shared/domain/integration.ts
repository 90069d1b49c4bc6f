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
