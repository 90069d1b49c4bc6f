import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

import type { Stores } from '../../core/ports/stores';
import type { StoreDeps } from './tenant-store';
import {
  cadenceStore,
  callToActionStore,
  campaignStore,
  companyStore,
  customerProfileStore,
  personaStore,
  productStore,
  sampleEmailStore,
  signatureStore,
} from './component-stores';
import { createContactListStore } from './contact-list-store';
import { createContactStore } from './contact-store';
import { createEmailMessageStore } from './email-message-store';
import { createIntegrationStore } from './integration-store';
import { createMembershipStore } from './membership-store';
import { createNamespaceStore } from './namespace-store';
import { createOptionStore } from './option-store';
import { createProvisioningStore } from './provisioning-store';
import { createSenderStore } from './sender-store';
import { createUserStore } from './user-store';

/**
 * Every store over one table: for the operator's commands, the local seed and tests. A
 * function builds only the stores it uses (see functions/composition).
 */
export function createStores(client: DynamoDBDocumentClient, table: string, deps: StoreDeps = {}): Stores {
  return {
    users: createUserStore(client, table, deps),
    namespaces: createNamespaceStore(client, table, deps),
    memberships: createMembershipStore(client, table, deps),
    provisioning: createProvisioningStore(client, table, deps),
    options: createOptionStore(client, table, deps),
    integrations: createIntegrationStore(client, table, deps),
    contacts: createContactStore(client, table, deps),
    contactLists: createContactListStore(client, table, deps),

    companies: companyStore(client, table, deps),
    products: productStore(client, table, deps),
    personas: personaStore(client, table, deps),
    customerProfiles: customerProfileStore(client, table, deps),
    callToActions: callToActionStore(client, table, deps),
    signatures: signatureStore(client, table, deps),
    sampleEmails: sampleEmailStore(client, table, deps),
    cadences: cadenceStore(client, table, deps),
    campaigns: campaignStore(client, table, deps),
    emailMessages: createEmailMessageStore(client, table, deps),
    emailSenderConfigs: createSenderStore(client, table, deps),
  };
}
