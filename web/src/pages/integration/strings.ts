import type { IntegrationOptionName, IntegrationStatus, IntegrationType } from '../../../../shared/domain/integration';
import { PRODUCT_NAME } from '../../../../shared/domain/product';

/** User-facing text of the integrations page. */
export const INTEGRATION_STRINGS = {
  title: 'Integrations',
  description: 'Connect your CRM to read contacts from it and write back what your campaigns did.',
  loading: 'Loading integrations',
  loadFailedHeader: 'The integrations could not be loaded',
  retry: 'Retry',
  notAvailableHeader: 'Connecting a CRM is not available yet',
  notAvailableBody: `This version of ${PRODUCT_NAME} cannot connect to HubSpot or Salesforce yet. Until it can, add contacts from a CSV file under Contact Lists. The options below show what a connected CRM will be able to do.`,
  statusLabel: 'Status',
  optionsHeader: 'What it may do',
  optionsInactive: (crm: string) => `Available once ${crm} is connected.`,
} as const;

export const CRM_NAMES: Readonly<Record<IntegrationType, string>> = {
  HUBSPOT: 'HubSpot',
  SALESFORCE: 'Salesforce',
};

export const CRM_DESCRIPTIONS: Readonly<Record<IntegrationType, string>> = {
  HUBSPOT: 'Contacts, companies and deals from HubSpot CRM.',
  SALESFORCE: 'Leads and contacts from Salesforce Sales Cloud.',
};

export const INTEGRATION_STATUS_LABELS: Readonly<Record<IntegrationStatus, string>> = {
  NOT_SETUP: 'Not set up',
  INACTIVE: 'Inactive',
  ACTIVE: 'Active',
};

export const INTEGRATION_OPTION_LABELS: Readonly<Record<IntegrationOptionName, string>> = {
  READ_CONTACTS: 'Read contacts',
  UPDATE_CONTACTS: 'Update contacts',
};

/** What each integration option does, for a CRM named `crm`. */
export const INTEGRATION_OPTION_EXPLANATIONS: Readonly<Record<IntegrationOptionName, (crm: string) => string>> = {
  READ_CONTACTS: (crm) => `Brings your ${crm} contacts into ${PRODUCT_NAME}, so campaigns can reach them.`,
  UPDATE_CONTACTS: (crm) => `Writes what your campaigns did (emails sent, opens, replies) back to the contact in ${crm}.`,
};
