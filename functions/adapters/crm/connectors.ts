import type { CrmConnectorFactory } from '../../core/ports/crm';
import { createHubSpotConnector } from './hubspot-connector';
import { createSalesforceConnector } from './salesforce-connector';

/** The connector of each CRM type over its access. */
export const crmConnectorFactory: CrmConnectorFactory = (type, access) =>
  type === 'HUBSPOT' ? createHubSpotConnector(access) : createSalesforceConnector(access);
