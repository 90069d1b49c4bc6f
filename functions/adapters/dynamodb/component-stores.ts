import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

import { RESOURCE_NOT_FOUND_MESSAGES as NOT_FOUND } from '../../../shared/domain/messages';
import type { TenantStore } from '../../core/ports/data';
import type { CampaignStore } from '../../core/ports/stores';
import { requireTenant } from '../../core/tenant';
import { decodeCursor, encodeCursor, withCursor } from './cursor';
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
} from '../../core/ports/items';
import { cadenceEntity } from './entities/cadence';
import { callToActionEntity } from './entities/call-to-action';
import { campaignEntity } from './entities/campaign';
import { companyEntity } from './entities/company';
import { customerProfileEntity } from './entities/customer-profile';
import { personaEntity } from './entities/persona';
import { productEntity } from './entities/product';
import { sampleEmailEntity } from './entities/sample-email';
import { signatureEntity } from './entities/signature';
import { createTenantStore, normaliseSearch, pageSize, withoutSearchText, type StoreDeps } from './tenant-store';

// One factory per component, so a function builds (and bundles) only the stores it uses.

export function companyStore(client: DynamoDBDocumentClient, table: string, deps: StoreDeps = {}): TenantStore<CompanyItem> {
  return createTenantStore<CompanyItem>(companyEntity(client, table), NOT_FOUND.company, deps, {
    searchFields: ['name', 'website', 'description'],
  });
}

export function productStore(client: DynamoDBDocumentClient, table: string, deps: StoreDeps = {}): TenantStore<ProductItem> {
  return createTenantStore<ProductItem>(productEntity(client, table), NOT_FOUND.product, deps, {
    searchFields: ['name', 'description', 'achievements'],
  });
}

export function personaStore(client: DynamoDBDocumentClient, table: string, deps: StoreDeps = {}): TenantStore<PersonaItem> {
  return createTenantStore<PersonaItem>(personaEntity(client, table), NOT_FOUND.persona, deps, {
    searchFields: ['name', 'responsibilities'],
  });
}

export function customerProfileStore(
  client: DynamoDBDocumentClient,
  table: string,
  deps: StoreDeps = {},
): TenantStore<CustomerProfileItem> {
  return createTenantStore<CustomerProfileItem>(customerProfileEntity(client, table), NOT_FOUND.customerProfile, deps, {
    searchFields: ['name', 'description', 'jobTitles', 'industries'],
  });
}

export function callToActionStore(
  client: DynamoDBDocumentClient,
  table: string,
  deps: StoreDeps = {},
): TenantStore<CallToActionItem> {
  return createTenantStore<CallToActionItem>(callToActionEntity(client, table), NOT_FOUND.callToAction, deps, {
    searchFields: ['objective', 'description', 'url'],
  });
}

export function signatureStore(client: DynamoDBDocumentClient, table: string, deps: StoreDeps = {}): TenantStore<SignatureItem> {
  return createTenantStore<SignatureItem>(signatureEntity(client, table), NOT_FOUND.signature, deps, {
    searchFields: ['name'],
  });
}

export function sampleEmailStore(
  client: DynamoDBDocumentClient,
  table: string,
  deps: StoreDeps = {},
): TenantStore<SampleEmailItem> {
  return createTenantStore<SampleEmailItem>(sampleEmailEntity(client, table), NOT_FOUND.sampleEmail, deps, {
    searchFields: ['name', 'subject'],
  });
}

export function cadenceStore(client: DynamoDBDocumentClient, table: string, deps: StoreDeps = {}): TenantStore<CadenceItem> {
  return createTenantStore<CadenceItem>(cadenceEntity(client, table), NOT_FOUND.cadence, deps, {
    searchFields: ['name'],
  });
}

export function campaignStore(client: DynamoDBDocumentClient, table: string, deps: StoreDeps = {}): CampaignStore {
  const campaign = campaignEntity(client, table);
  const base = createTenantStore<CampaignItem>(campaign, NOT_FOUND.campaign, deps, { searchFields: ['name'] });
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
