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
