import type { IntegrationType } from '../../../shared/domain/integration';
import type { CrmAccess, CrmConnector, CrmConnectorFactory } from '../../core/ports/crm';

/**
 * The connector of each CRM type over its access: HubSpot's and Salesforce's. Until their
 * connectors are part of this build, asking for one fails with a clear message naming the type.
 */
export const crmConnectorFactory: CrmConnectorFactory = (type: IntegrationType, _access: CrmAccess): CrmConnector => {
  throw new Error(`The ${type} connector is not available in this build.`);
};
