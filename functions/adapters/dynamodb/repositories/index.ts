import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

import { RESOURCE_NOT_FOUND_MESSAGES as NOT_FOUND } from '../../../../shared/domain/messages';
import { callToActionEntity, type CallToActionItem } from '../entities/call-to-action';
import { cadenceEntity, type CadenceItem } from '../entities/cadence';
import { campaignEntity, type CampaignItem } from '../entities/campaign';
import { companyEntity, type CompanyItem } from '../entities/company';
import { customerProfileEntity, type CustomerProfileItem } from '../entities/customer-profile';
import { personaEntity, type PersonaItem } from '../entities/persona';
import { productEntity, type ProductItem } from '../entities/product';
import { sampleEmailEntity, type SampleEmailItem } from '../entities/sample-email';
import { signatureEntity, type SignatureItem } from '../entities/signature';
import { createTenantRepository, type RepositoryDeps } from '../tenant-repository';
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
 * Every repository over one table. Built once per container (module scope in a Lambda) and passed
 * to services; tests build it over their own table with a fixed clock.
 */
export function createRepositories(client: DynamoDBDocumentClient, table: string, deps: RepositoryDeps = {}) {
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
    companies: createTenantRepository<CompanyItem>(companyEntity(client, table), NOT_FOUND.company, deps, {
      searchFields: ['name', 'website', 'description'],
    }),
    products: createTenantRepository<ProductItem>(productEntity(client, table), NOT_FOUND.product, deps, {
      searchFields: ['name', 'description', 'achievements'],
    }),
    personas: createTenantRepository<PersonaItem>(personaEntity(client, table), NOT_FOUND.persona, deps, {
      searchFields: ['name', 'responsibilities'],
    }),
    customerProfiles: createTenantRepository<CustomerProfileItem>(
      customerProfileEntity(client, table),
      NOT_FOUND.customerProfile,
      deps,
      { searchFields: ['name', 'description', 'jobTitles', 'industries'] },
    ),
    callToActions: createTenantRepository<CallToActionItem>(callToActionEntity(client, table), NOT_FOUND.callToAction, deps, {
      searchFields: ['objective', 'description', 'url'],
    }),
    signatures: createTenantRepository<SignatureItem>(signatureEntity(client, table), NOT_FOUND.signature, deps, {
      searchFields: ['name'],
    }),
    sampleEmails: createTenantRepository<SampleEmailItem>(sampleEmailEntity(client, table), NOT_FOUND.sampleEmail, deps, {
      searchFields: ['name', 'subject'],
    }),
    cadences: createTenantRepository<CadenceItem>(cadenceEntity(client, table), NOT_FOUND.cadence, deps, {
      searchFields: ['name'],
    }),
    campaigns: createTenantRepository<CampaignItem>(campaignEntity(client, table), NOT_FOUND.campaign, deps, {
      searchFields: ['name'],
    }),
    emailMessages: createEmailMessageRepository(client, table, deps),
    emailSenderConfigs: createSenderRepository(client, table, deps),
  };
}
export type Repositories = ReturnType<typeof createRepositories>;
