import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

import type { Repositories } from '../../../core/ports/repositories';
import type { RepositoryDeps } from '../tenant-repository';
import {
  cadenceRepository,
  callToActionRepository,
  campaignRepository,
  companyRepository,
  customerProfileRepository,
  personaRepository,
  productRepository,
  sampleEmailRepository,
  signatureRepository,
} from './components';
import { createContactListRepository } from './contact-list-repository';
import { createContactRepository } from './contact-repository';
import { createEmailMessageRepository } from './email-message-repository';
import { createIntegrationRepository } from './integration-repository';
import { createMembershipRepository } from './membership-repository';
import { createNamespaceRepository } from './namespace-repository';
import { createOptionRepository } from './option-repository';
import { createProvisioningRepository } from './provisioning-repository';
import { createRegistrationRepository } from './registration-repository';
import { createSenderRepository } from './sender-repository';
import { createUserRepository } from './user-repository';

/**
 * Every repository over one table: for the operator's commands, the local seed and tests. A
 * function builds only the repositories it uses (see functions/composition).
 */
export function createRepositories(client: DynamoDBDocumentClient, table: string, deps: RepositoryDeps = {}): Repositories {
  return {
    users: createUserRepository(client, table, deps),
    registrations: createRegistrationRepository(client, table, deps),
    namespaces: createNamespaceRepository(client, table, deps),
    memberships: createMembershipRepository(client, table, deps),
    provisioning: createProvisioningRepository(client, table, deps),
    options: createOptionRepository(client, table, deps),
    integrations: createIntegrationRepository(client, table, deps),
    contacts: createContactRepository(client, table, deps),
    contactLists: createContactListRepository(client, table, deps),

    companies: companyRepository(client, table, deps),
    products: productRepository(client, table, deps),
    personas: personaRepository(client, table, deps),
    customerProfiles: customerProfileRepository(client, table, deps),
    callToActions: callToActionRepository(client, table, deps),
    signatures: signatureRepository(client, table, deps),
    sampleEmails: sampleEmailRepository(client, table, deps),
    cadences: cadenceRepository(client, table, deps),
    campaigns: campaignRepository(client, table, deps),
    emailMessages: createEmailMessageRepository(client, table, deps),
    emailSenderConfigs: createSenderRepository(client, table, deps),
  };
}
