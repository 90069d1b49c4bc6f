import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

import { RESOURCE_NOT_FOUND_MESSAGES as NOT_FOUND } from '../../../../shared/domain/messages';
import type { TenantRepository } from '../../../core/ports/data';
import type { CampaignRepository } from '../../../core/ports/repositories';
import { requireTenant } from '../../../core/tenant';
import { decodeCursor, encodeCursor, withCursor } from '../cursor';
import type {
  CadenceItem,
  CallToActionItem,
  CampaignItem,
  CompanyItem,
  CustomerProfileItem,
  PersonaItem,
  ProductItem,
  SampleEmailItem,
  SignatureItem,
} from '../../../core/ports/items';
import { cadenceEntity } from '../entities/cadence';
import { callToActionEntity } from '../entities/call-to-action';
import { campaignEntity } from '../entities/campaign';
import { companyEntity } from '../entities/company';
import { customerProfileEntity } from '../entities/customer-profile';
import { personaEntity } from '../entities/persona';
import { productEntity } from '../entities/product';
import { sampleEmailEntity } from '../entities/sample-email';
import { signatureEntity } from '../entities/signature';
import { createTenantRepository, normaliseSearch, pageSize, withoutSearchText, type RepositoryDeps } from '../tenant-repository';

// One factory per component, so a function builds (and bundles) only the repositories it uses.

export function companyRepository(
  client: DynamoDBDocumentClient,
  table: string,
  deps: RepositoryDeps = {},
): TenantRepository<CompanyItem> {
  return createTenantRepository<CompanyItem>(companyEntity(client, table), NOT_FOUND.company, deps, {
    searchFields: ['name', 'website', 'description'],
  });
}

export function productRepository(
  client: DynamoDBDocumentClient,
  table: string,
  deps: RepositoryDeps = {},
): TenantRepository<ProductItem> {
  return createTenantRepository<ProductItem>(productEntity(client, table), NOT_FOUND.product, deps, {
    searchFields: ['name', 'description', 'achievements'],
  });
}

export function personaRepository(
  client: DynamoDBDocumentClient,
  table: string,
  deps: RepositoryDeps = {},
): TenantRepository<PersonaItem> {
  return createTenantRepository<PersonaItem>(personaEntity(client, table), NOT_FOUND.persona, deps, {
    searchFields: ['name', 'responsibilities'],
  });
}

export function customerProfileRepository(
  client: DynamoDBDocumentClient,
  table: string,
  deps: RepositoryDeps = {},
): TenantRepository<CustomerProfileItem> {
  return createTenantRepository<CustomerProfileItem>(customerProfileEntity(client, table), NOT_FOUND.customerProfile, deps, {
    searchFields: ['name', 'description', 'jobTitles', 'industries'],
  });
}

export function callToActionRepository(
  client: DynamoDBDocumentClient,
  table: string,
  deps: RepositoryDeps = {},
): TenantRepository<CallToActionItem> {
  return createTenantRepository<CallToActionItem>(callToActionEntity(client, table), NOT_FOUND.callToAction, deps, {
    searchFields: ['objective', 'description', 'url'],
  });
}

export function signatureRepository(
  client: DynamoDBDocumentClient,
  table: string,
  deps: RepositoryDeps = {},
): TenantRepository<SignatureItem> {
  return createTenantRepository<SignatureItem>(signatureEntity(client, table), NOT_FOUND.signature, deps, {
    searchFields: ['name'],
  });
}

export function sampleEmailRepository(
  client: DynamoDBDocumentClient,
  table: string,
  deps: RepositoryDeps = {},
): TenantRepository<SampleEmailItem> {
  return createTenantRepository<SampleEmailItem>(sampleEmailEntity(client, table), NOT_FOUND.sampleEmail, deps, {
    searchFields: ['name', 'subject'],
  });
}

export function cadenceRepository(
  client: DynamoDBDocumentClient,
  table: string,
  deps: RepositoryDeps = {},
): TenantRepository<CadenceItem> {
  return createTenantRepository<CadenceItem>(cadenceEntity(client, table), NOT_FOUND.cadence, deps, {
    searchFields: ['name'],
  });
}

export function campaignRepository(client: DynamoDBDocumentClient, table: string, deps: RepositoryDeps = {}): CampaignRepository {
  const campaign = campaignEntity(client, table);
  const base = createTenantRepository<CampaignItem>(campaign, NOT_FOUND.campaign, deps, { searchFields: ['name'] });
  return {
    ...base,
    async listByStatus(ctx, status, options = {}) {
      const namespaceId = requireTenant(ctx);
      const scope = `${namespaceId}#campaign-status#${status}`;
      const from =
        decodeCursor(scope, options.cursor, ['gsi1pk'], {
          attributes: ['pk', 'sk', 'gsi1pk', 'gsi1sk'],
          equal: { pk: `${namespaceId}#campaign`, gsi1pk: scope },
        }) ?? null;
      const search = normaliseSearch(options.search);
      const query = campaign.query.byStatus({ namespaceId, status });
      const { data, cursor } = await withCursor(from, () =>
        (search === undefined ? query : query.where((attributes, op) => op.contains(attributes.searchText, search))).go({
          cursor: from,
          limit: pageSize(options.limit),
          order: options.order ?? 'desc',
        }),
      );
      return { items: data.map(withoutSearchText), cursor: encodeCursor(scope, cursor) };
    },
    async listRunning(options) {
      const { data, cursor } = await campaign.query
        .running({ status: 'RUNNING' })
        .go({ cursor: options.cursor ?? null, limit: options.limit ?? 100 });
      return { items: data, cursor };
    },
  };
}
